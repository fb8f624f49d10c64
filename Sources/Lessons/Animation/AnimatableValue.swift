/// A colour as four numbers: red, green, blue and alpha, each nominally 0…1.
public struct ColorComponents: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }
}

/// A value an animation can move between: a number, a point, a size, a rect or a colour.
///
/// Core Animation interpolates such values component by component, and an additive animation
/// adds its value to the layer's own (Programming iOS 8, ch. 4). The arithmetic here is that:
/// two values of the same kind combine component-wise; values of different kinds do not (nil).
public enum AnimatableValue: Hashable, Sendable, CustomStringConvertible {
  case scalar(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  case color(ColorComponents)
  /// A transform taken apart: rotation, scale x and y, translation x and y.
  case transform(TransformParts)

  /// Which of the cases a value is, by name.
  public enum Kind: String, CaseIterable, Sendable {
    case scalar, point, size, rect, color, transform

    /// How many numbers a value of this kind has.
    public var componentCount: Int {
      switch self {
      case .scalar: 1
      case .point, .size: 2
      case .rect, .color: 4
      case .transform: 5
      }
    }
  }

  public var kind: Kind {
    switch self {
    case .scalar: .scalar
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .transform: .transform
    }
  }

  /// The numbers in order: x, y; width, height; x, y, width, height; red, green, blue, alpha.
  public var components: [Double] {
    switch self {
    case .scalar(let value): [value]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .color(let c): [c.red, c.green, c.blue, c.alpha]
    case .transform(let t): [t.rotation, t.scaleX, t.scaleY, t.translationX, t.translationY]
    }
  }

  /// The value of `kind` with these numbers, or nil when their count is not the kind's.
  public init?(kind: Kind, components c: [Double]) {
    guard c.count == kind.componentCount else { return nil }
    switch kind {
    case .scalar: self = .scalar(c[0])
    case .point: self = .point(Point(x: c[0], y: c[1]))
    case .size: self = .size(Size(width: c[0], height: c[1]))
    case .rect: self = .rect(Rect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .color: self = .color(ColorComponents(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .transform:
      self = .transform(TransformParts(rotation: c[0], scaleX: c[1], scaleY: c[2], translationX: c[3], translationY: c[4]))
    }
  }

  /// `12.5`, `(150, 50)`, `(0, 0, 100, 40)`, and a colour as `rgba(1, 0, 0, 1)`: numbers as
  /// every transcript prints them (two decimals at most).
  public var description: String {
    switch self {
    case .scalar(let value): Format.number(value)
    case .point(let p): Format.point(p)
    case .size(let s): Format.size(s)
    case .rect(let r): Format.rect(r)
    case .color(let c): "rgba(" + [c.red, c.green, c.blue, c.alpha].map { Format.number($0) }.joined(separator: ", ") + ")"
    case .transform(let t):
      "rotation \(Format.number(t.rotation, places: 4)) scale \(Format.point(Point(x: t.scaleX, y: t.scaleY))) "
        + "translation \(Format.point(Point(x: t.translationX, y: t.translationY)))"
    }
  }

  /// Applies `combine` to each pair of components; nil when the kinds differ.
  public func combined(with other: AnimatableValue, _ combine: (Double, Double) -> Double) -> AnimatableValue? {
    guard kind == other.kind else { return nil }
    return AnimatableValue(kind: kind, components: zip(components, other.components).map(combine))
  }

  /// The value `fraction` of the way from this one to `other` (beyond 0…1 it extrapolates, as
  /// an overshooting timing curve needs); nil when the kinds differ.
  public func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue? {
    // The common cases without the component arrays: an animation evaluates this every frame.
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * fraction)
    case (.point(let a), .point(let b)):
      return .point(Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction))
    default: return combined(with: other) { $0 + ($1 - $0) * fraction }
    }
  }

  /// This value plus `other`, as an additive animation adds to the layer's value.
  public func adding(_ other: AnimatableValue) -> AnimatableValue? {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a + b)
    case (.point(let a), .point(let b)): .point(Point(x: a.x + b.x, y: a.y + b.y))
    default: combined(with: other, +)
    }
  }

  /// This value minus `other`: how an iOS 8 additive view animation's from value (old − new) is made.
  public func subtracting(_ other: AnimatableValue) -> AnimatableValue? { combined(with: other, -) }

  /// Every component times `factor`.
  public func scaled(by factor: Double) -> AnimatableValue {
    AnimatableValue(kind: kind, components: components.map { $0 * factor }) ?? self
  }

  /// The straight-line (Euclidean) distance over all components; nil when the kinds differ.
  ///
  /// Paced keyframe animation spreads time by this distance.
  public func distance(to other: AnimatableValue) -> Double? {
    guard kind == other.kind else { return nil }
    return zip(components, other.components).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot()
  }
}
