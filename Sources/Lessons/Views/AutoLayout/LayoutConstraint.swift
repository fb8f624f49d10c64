/// A layout constraint: `first.attribute RELATION second.attribute × multiplier + constant`.
///
/// It has a priority (Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5).
/// Only the constant, the priority and whether it is active change after it is made; removal is
/// by identity (`id`), never by looking alike (the Cookbook, ch. 5).
public struct LayoutConstraint: Equatable, Sendable {
  public enum Relation: String, CaseIterable, Sendable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  /// Who made a constraint: the learner, a format string, the autoresizing mask, intrinsic
  /// size, or a stack view.
  public enum Origin: String, Sendable, Codable {
    case explicit, visualFormat, autoresizingMask, contentSize, stackView
  }

  /// One side's view and attribute.
  public struct Item: Equatable, Sendable {
    public var view: String
    public var attribute: LayoutAttribute

    public init(_ view: String, _ attribute: LayoutAttribute) {
      self.view = view
      self.attribute = attribute
    }
  }

  /// The required priority; anything lower is optional.
  public static let required = 1000.0
  /// UILayoutPriorityDefaultHigh and DefaultLow, and the fitting-size level.
  public static let defaultHigh = 750.0
  public static let defaultLow = 250.0
  public static let fittingSizeLevel = 50.0

  /// Identity: two constraints that look alike are still two.
  public var id: Int
  public var first: Item
  public var relation: Relation
  /// nil for an absolute size (`secondAttribute` is `.notAnAttribute`).
  public var second: Item?
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  public var name: String?
  public var origin: Origin
  public var isActive = true

  public init(
    id: Int, first: Item, relation: Relation, second: Item?, multiplier: Double = 1, constant: Double = 0,
    priority: Double = LayoutConstraint.required, name: String? = nil, origin: Origin = .explicit
  ) {
    self.id = id
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.name = name
    self.origin = origin
  }

  public var isRequired: Bool { priority >= Self.required }

  /// Why these parts make no constraint, or nil when they do: the attributes' pairing, a
  /// location equal to a constant, a multiplier of 0 with a second item, a priority out of
  /// 1…1000.
  public static func problem(
    first: Item, second: Item?, multiplier: Double, priority: Double
  ) -> String? {
    if let second {
      if let problem = first.attribute.pairingProblem(with: second.attribute) { return problem }
      if multiplier == 0 {
        return "a multiplier of 0 makes \(first.view).\(first.attribute.rawValue) a constant, which a constraint "
          + "cannot say"
      }
    } else if first.attribute.kind == .location {
      return "a location cannot equal a constant: \(first.view).\(first.attribute.rawValue) needs a second item"
    }
    if !multiplier.isFinite { return "the multiplier must be a finite number" }
    return priorityProblem(priority)
  }

  /// Why a priority is refused: the books' range is 1…1000 (Programming iOS 8; the Cookbook's 0
  /// is not allowed here, DESIGN decision views §5.4).
  public static func priorityProblem(_ priority: Double) -> String? {
    guard priority >= 1, priority <= required else {
      return "a priority is from 1 to 1000, not \(Format.number(priority))"
    }
    return nil
  }

  /// The Cookbook's description form: `(750) [v2].width <= [v1].width * 0.5 + 8`, with
  /// `[superview]` for the other item's superview.
  ///
  /// `superview(of:)` gives a view's superview's name.
  public func description(superview: (String) -> String?) -> String {
    func label(_ item: Item, other: Item?) -> String {
      let isSuperview = other.map { superview($0.view) == item.view } ?? false
      return "[\(isSuperview ? "superview" : item.view)].\(item.attribute.rawValue)"
    }
    var text = "(\(Format.number(priority))) \(label(first, other: second)) \(relation.rawValue) "
    guard let second else { return text + Format.number(constant) }
    text += label(second, other: first)
    if multiplier != 1 { text += " * \(Format.number(multiplier, places: 4))" }
    if constant > 0 { text += " + \(Format.number(constant))" }
    if constant < 0 { text += " - \(Format.number(-constant))" }
    return text
  }
}
