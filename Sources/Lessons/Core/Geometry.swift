/// A point in points, as Core Graphics has it.
///
/// Geometry is shared by every chapter; the origin is top-left and y grows downwards
/// (Programming iOS 8, ch. 1).
public struct Point: Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Hashable, Sendable, Codable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  public static let zero = Rect(origin: .zero, size: .zero)

  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
}

extension Point: Inspectable {
  public var inspection: InspectValue { .tuple([("x", x), ("y", y)]) }
}

extension Size: Inspectable {
  public var inspection: InspectValue {
    .tuple([("width", width), ("height", height)])
  }
}

extension Rect: Inspectable {
  public var inspection: InspectValue {
    .tuple([("x", origin.x), ("y", origin.y), ("width", size.width), ("height", size.height)])
  }
}

extension InspectValue {
  /// Named numbers that print as `(a, b, …)`, as geometry does.
  public static func tuple(_ values: [(name: String, value: Double)]) -> InspectValue {
    .tuple(values.map { InspectField($0.name, .number($0.value)) })
  }
}
