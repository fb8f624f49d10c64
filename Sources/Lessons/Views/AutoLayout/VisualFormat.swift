/// The visual format language: a format string read into the constraints it stands for.
///
/// Programming iOS 8, ch. 1; The Core iOS Developer's Cookbook, ch. 5, which gives the
/// grammar:
///
/// ```
/// (H:|V:)? (|connection)? [view(predicates)?] (connection [view(predicates)?])* (connection|)?
/// connection: nothing (flush), - (the standard space), -N- or -(predicates)-
/// predicate:  (==|<=|>=)? (number|metric|view) (@priority)?
/// ```
///
/// iOS 8's rules: the standard space between views is 8; a bare `-` at a `|` pins the view
/// to the superview's layout margin (`leadingMargin`), where iOS 7 used a fixed 20.
public struct VisualFormat: Sendable {
  /// An alignment option (`alignAllTop`) or a direction option (`directionLeftToRight`).
  public enum Option: String, CaseIterable, Sendable {
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    case alignAllCenterX, alignAllCenterY, alignAllBaseline, alignAllFirstBaseline, alignAllLastBaseline
    case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

    /// The attribute an alignment option aligns; nil for a direction.
    var alignment: LayoutAttribute? {
      switch self {
      case .alignAllLeft: .left
      case .alignAllRight: .right
      case .alignAllTop: .top
      case .alignAllBottom: .bottom
      case .alignAllLeading: .leading
      case .alignAllTrailing: .trailing
      case .alignAllCenterX: .centerX
      case .alignAllCenterY: .centerY
      case .alignAllBaseline, .alignAllLastBaseline: .lastBaseline
      case .alignAllFirstBaseline: .firstBaseline
      case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: nil
      }
    }
  }

  /// A format string that cannot be read: what was expected, and the column (from 1) where.
  public struct ParseError: Error, Equatable, Sendable {
    public var reason: String
    public var column: Int

    public var message: String { "Unable to parse constraint format: \(reason) at column \(column)" }
  }

  /// A constraint the format stands for, before the chapter gives it an identity and an owner.
  public struct Made: Equatable, Sendable {
    public var first: LayoutConstraint.Item
    public var relation: LayoutConstraint.Relation
    public var second: LayoutConstraint.Item?
    public var constant: Double
    public var priority: Double
  }

  /// The standard space between two sibling views (iOS 8).
  public static let standardSpace = 8.0

  public var format: String
  public var metrics: [String: Double]
  public var options: Set<Option>

  public init(_ format: String, metrics: [String: Double] = [:], options: Set<Option> = []) {
    self.format = format
    self.metrics = metrics
    self.options = options
  }

  /// The constraints the format stands for, in the order the string gives them (the spaces
  /// and sizes left to right, then the alignments).
  ///
  /// `superview(of:)` tells whether a name is a view (nil when it is not) and gives its
  /// superview (an empty string when it has none).
  public func constraints(superview: @escaping (String) -> String?) throws(ParseError) -> [Made] {
    var reader = VisualFormatReader(format)
    let parsed = try reader.read()
    return try Builder(format: self, parsed: parsed, superview: superview).build()
  }
}

/// What a format string says, read but not yet turned into constraints.
struct ParsedFormat: Equatable, Sendable {
  /// A predicate: a relation to a number, a metric or a view, at a priority.
  struct Predicate: Equatable, Sendable {
    enum Object: Equatable, Sendable {
      case number(Double)
      case name(String)
    }

    var relation: LayoutConstraint.Relation
    var object: Object
    var priority: Object?
    var column: Int
  }

  /// The space between two neighbours.
  enum Connection: Equatable, Sendable {
    case flush
    case standard
    case predicates([Predicate])
  }

  struct View: Equatable, Sendable {
    var name: String
    var predicates: [Predicate]
    var column: Int
  }

  var isVertical: Bool
  /// The connection from the leading `|`, if the string starts with one.
  var leading: Connection?
  var views: [View]
  /// The connection before each view after the first.
  var between: [Connection]
  /// The connection to the trailing `|`, if the string ends with one.
  var trailing: Connection?
  /// Where the leading and trailing `|` are, for errors about the superview.
  var pipeColumns: (leading: Int?, trailing: Int?)

  static func == (lhs: ParsedFormat, rhs: ParsedFormat) -> Bool {
    lhs.isVertical == rhs.isVertical && lhs.leading == rhs.leading && lhs.views == rhs.views
      && lhs.between == rhs.between && lhs.trailing == rhs.trailing
  }
}
