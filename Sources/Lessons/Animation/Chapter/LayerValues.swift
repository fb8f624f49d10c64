#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A layer's transform taken apart the way Core Animation's transform key paths name it.
///
/// The parts are `transform.rotation.z`, `transform.scale.x|y`, `transform.translation.x|y`
/// (Programming iOS 8, ch. 3). The matrix is translation · rotation · scale, applied about the
/// anchor point.
public struct TransformParts: Hashable, Sendable {
  /// Radians, clockwise on screen (y grows downwards), as Core Animation's key paths take them.
  public var rotation = 0.0
  public var scaleX = 1.0
  public var scaleY = 1.0
  public var translationX = 0.0
  public var translationY = 0.0

  public static let identity = TransformParts()

  /// Takes apart a rotation, scale and translation; a shear is folded into the nearest of them.
  public init(_ transform: AffineTransform) {
    scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    rotation = scaleX == 0 ? 0 : atan2(transform.b, transform.a)
    let determinant = transform.determinant
    scaleY = scaleX == 0 ? (transform.c * transform.c + transform.d * transform.d).squareRoot() : determinant / scaleX
    translationX = transform.tx
    translationY = transform.ty
  }

  public init() {}

  /// The matrix: scale, then rotate, then translate.
  public var matrix: AffineTransform {
    let degrees = rotation * 180 / .pi
    return AffineTransform.scale(scaleX, scaleY).concatenating(.rotation(degrees: degrees)).concatenating(
      .translation(translationX, translationY))
  }
}

/// Everything of a layer that the chapter animates, in one value: the model layer's values, or
/// the presentation layer's at one moment.
///
/// A view's layer reads and writes its view's properties: `position` is the view's center, `opacity`
/// its alpha (Programming iOS 8, ch. 3: a view is a façade over its layer).
public struct LayerValues: Hashable, Sendable {
  public var position: Point
  public var bounds: Rect
  public var anchorPoint: Point
  public var opacity: Double
  /// nil when clear or not a colour the chapter can mix (it then changes at once).
  public var backgroundColor: ColorComponents?
  public var cornerRadius: Double
  public var transform: TransformParts
}

/// A key path an animation can name, as Core Animation's KVC reads it.
///
/// The property it changes and which component of it (Programming iOS 8, ch. 3 and ch. 4).
public struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
  public enum Property: String, Sendable, CaseIterable {
    case position, bounds, opacity, backgroundColor, cornerRadius, transform, anchorPoint
  }

  /// Which of `known` the path is: the whole key path in one byte, so a path costs nothing to
  /// copy and the presentation reads it every frame.
  let index: UInt8

  /// The property the path changes.
  public var property: Property { Self.table[Int(index)].property }
  /// The components of the property the path reaches, in `AnimatableValue.components` order; nil
  /// for the whole value.
  public var components: [Int]? { Self.table[Int(index)].components }
  public var text: String { Self.known[Int(index)] }

  public var description: String { text }

  /// Every key path the chapter reads, for help and suggestions.
  public static let known: [String] = table.map(\.text)

  /// Each key path with its property and the components it reaches: for a transform, rotation,
  /// scale x, scale y, translation x, translation y.
  static let table: [(text: String, property: Property, components: [Int]?)] = [
    ("position", .position, nil), ("position.x", .position, [0]), ("position.y", .position, [1]),
    ("bounds", .bounds, nil), ("bounds.origin", .bounds, [0, 1]), ("bounds.size", .bounds, [2, 3]),
    ("bounds.size.width", .bounds, [2]), ("bounds.size.height", .bounds, [3]), ("opacity", .opacity, nil),
    ("backgroundColor", .backgroundColor, nil), ("cornerRadius", .cornerRadius, nil), ("anchorPoint", .anchorPoint, nil),
    ("transform", .transform, nil), ("transform.rotation", .transform, [0]), ("transform.rotation.z", .transform, [0]),
    ("transform.scale", .transform, [1, 2]), ("transform.scale.x", .transform, [1]), ("transform.scale.y", .transform, [2]),
    ("transform.translation", .transform, [3, 4]), ("transform.translation.x", .transform, [3]),
    ("transform.translation.y", .transform, [4]),
  ]

  /// The indexes the presentation's fast paths switch on.
  private static let position: UInt8 = 0
  private static let positionX: UInt8 = 1
  private static let positionY: UInt8 = 2
  private static let opacity: UInt8 = 8

  public init(parsing text: String) throws(CommandError) {
    guard let index = Self.known.firstIndex(of: text) else { throw Self.unknown(text) }
    self.index = UInt8(index)
  }

  /// A path the code names itself, one of `known`.
  init(known text: String) {
    guard let index = Self.known.firstIndex(of: text) else { preconditionFailure("\(text) is not a known key path") }
    self.index = UInt8(index)
  }

  static func unknown(_ text: String) -> CommandError {
    switch text {
    case "frame":
      CommandError(
        "there is no frame key path: a layer's frame is derived from position, bounds and anchorPoint",
        suggestion: "animate position and bounds (Programming iOS 8, ch. 4)")
    case "affineTransform":
      CommandError(
        "affineTransform is a method, not a property, so no animation can name it",
        suggestion: "animate transform.rotation.z, or transform with --value-function (Programming iOS 8, ch. 3)")
    case "contents":
      CommandError(
        "contents is an image, not a number: it is not interpolated but cross-dissolves",
        suggestion: "new basic NAME --key contents --from A --to B, or set L.contents B (Programming iOS 8, ch. 4)")
    case "center", "alpha":
      CommandError(
        "\(text) is the view's name for it; Core Animation's key path is \(text == "center" ? "position" : "opacity")",
        suggestion: "a view is a façade over its layer (Programming iOS 8, ch. 3)")
    default:
      CommandError(
        "\(Format.echo(text)) is not a key path this chapter animates",
        suggestion: Suggestion.didYouMean(text, in: known).map { $0 } ?? "for example position, opacity or transform.rotation.z")
    }
  }

  /// The value kind an animation of this path moves between.
  public var kind: AnimatableValue.Kind {
    if let components {
      if property == .transform { return components == [3, 4] ? .point : .scalar }
      switch components.count {
      case 1: return .scalar
      case 2: return property == .bounds && components == [2, 3] ? .size : .point
      default: return .rect
      }
    }
    switch property {
    case .position, .anchorPoint: return .point
    case .bounds: return .rect
    case .opacity, .cornerRadius: return .scalar
    case .backgroundColor: return .color
    case .transform: return .transform
    }
  }

  /// The property's whole value in `values`.
  static func whole(_ property: Property, of values: LayerValues) -> AnimatableValue {
    switch property {
    case .position: .point(values.position)
    case .anchorPoint: .point(values.anchorPoint)
    case .bounds: .rect(values.bounds)
    case .opacity: .scalar(values.opacity)
    case .cornerRadius: .scalar(values.cornerRadius)
    case .backgroundColor: .color(values.backgroundColor ?? ColorComponents(red: 0, green: 0, blue: 0, alpha: 0))
    case .transform: .transform(values.transform)
    }
  }

  /// The value this path reads in `values`.
  public func value(in values: LayerValues) -> AnimatableValue {
    switch index {
    case Self.position: return .point(values.position)
    case Self.positionX: return .scalar(values.position.x)
    case Self.positionY: return .scalar(values.position.y)
    case Self.opacity: return .scalar(values.opacity)
    default: break
    }
    let whole = Self.whole(property, of: values)
    guard let components else { return whole }
    let all = whole.components
    let picked = components.map { all[$0] }
    return AnimatableValue(kind: kind, components: kind.componentCount == 1 ? [picked[0]] : picked) ?? whole
  }

  /// Writes `value` at this path into `values`; a value of the wrong kind changes nothing.
  ///
  /// `transform.scale` sets both axes from one number.
  public func set(_ value: AnimatableValue, in values: inout LayerValues) {
    switch (index, value) {
    case (Self.position, .point(let p)): values.position = p
    case (Self.positionX, .scalar(let x)): values.position.x = x
    case (Self.positionY, .scalar(let y)): values.position.y = y
    case (Self.opacity, .scalar(let v)): values.opacity = v
    default: setComponents(value, in: &values)
    }
  }

  private func setComponents(_ value: AnimatableValue, in values: inout LayerValues) {
    guard value.kind == kind else { return }
    let current = Self.whole(property, of: values)
    var all = current.components
    if let components {
      for (position, index) in components.enumerated() {
        all[index] = value.components[min(position, value.components.count - 1)]
      }
    } else {
      all = value.components
    }
    switch AnimatableValue(kind: current.kind, components: all) {
    case .point(let p)? where property == .position: values.position = p
    case .point(let p)?: values.anchorPoint = p
    case .rect(let r)?: values.bounds = r
    case .scalar(let v)? where property == .opacity: values.opacity = v
    case .scalar(let v)?: values.cornerRadius = v
    case .color(let c)?: values.backgroundColor = c
    case .transform(let t)?: values.transform = t
    default: break
    }
  }
}

extension TransformParts {
  init(rotation: Double, scaleX: Double, scaleY: Double, translationX: Double, translationY: Double) {
    self.init()
    self.rotation = rotation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.translationX = translationX
    self.translationY = translationY
  }
}
