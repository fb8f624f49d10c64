/// A value crossing between the learner's Swift and a chapter's model: what a property of the
/// frameworks' objects holds, an argument of their methods, or what a method returns.
public indirect enum BridgeValue: Equatable, Sendable {
  case void
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case null
  /// A value of one of the frameworks' structs: its Swift name and its stored properties in
  /// the order the interpreter's prelude declares them (`CGPoint` x, y; `CGSize` width,
  /// height; `CGRect` origin, size; `CGAffineTransform` a, b, c, d, tx, ty).
  case structure(String, [BridgeValue])
  /// One of the chapter's live objects: its class as Swift spells it, and its name.
  case object(type: String, name: String)
  case array([BridgeValue])
  /// A value of the learner's own the chapter keeps without reading it: a closure (an undo
  /// handler) or an instance of the learner's type (an undo target), handed back to the
  /// learner's Swift when the chapter calls the closure (`SwiftCallout`).
  case handle(SwiftHandle)
  /// A closure of the learner's lowered for a model that runs code as data (see
  /// `SwiftBindable.swiftRunsBlocks`).
  case block(BridgeBlock)
  /// An implicit member the chapter's API takes as an argument: `.concurrent`, `.barrier`.
  case member(String)
  /// A tuple the chapter's API returns, with its labels (`(valid: false, errors: […])`).
  case tuple(labels: [String], values: [BridgeValue])
  /// A value that prints as its description: an error the chapter's model threw.
  case described(type: String, text: String)
  /// An object of the learner's whose methods a model that runs code as data runs as its blocks
  /// (a session's delegate): its class, and its methods by selector, each lowered or refused
  /// with the reason (the chapter says which it needs).
  case methods(type: String, lowered: [String: BridgeBlock], refused: [String: String])

  public static func point(_ point: Point) -> BridgeValue { .structure("CGPoint", [.double(point.x), .double(point.y)]) }
  public static func size(_ size: Size) -> BridgeValue { .structure("CGSize", [.double(size.width), .double(size.height)]) }
  public static func rect(_ rect: Rect) -> BridgeValue { .structure("CGRect", [.point(rect.origin), .size(rect.size)]) }

  /// The number, from an Int or a Double (`CGFloat` is a Double here).
  public var number: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// Whether it is one of the chapter's objects of the class `type`.
  public func isObject(of type: String) -> Bool {
    if case .object(type, _) = self { return true }
    return false
  }

  /// A `CGPoint`'s value, or nil.
  public var point: Point? {
    guard case .structure("CGPoint", let fields) = self, fields.count == 2, let x = fields[0].number, let y = fields[1].number
    else { return nil }
    return Point(x: x, y: y)
  }

  /// A `CGSize`'s value, or nil.
  public var size: Size? {
    guard case .structure("CGSize", let fields) = self, fields.count == 2, let width = fields[0].number,
      let height = fields[1].number
    else { return nil }
    return Size(width: width, height: height)
  }

  /// A `CGRect`'s value, or nil.
  public var rect: Rect? {
    guard case .structure("CGRect", let fields) = self, fields.count == 2, let origin = fields[0].point,
      let size = fields[1].size
    else { return nil }
    return Rect(origin: origin, size: size)
  }

  /// The name of the chapter's object, or nil.
  public var objectName: String? {
    if case .object(_, let name) = self { return name }
    return nil
  }

  /// A value as `show` gives it: a number shown without places an Int, any other a Double.
  public init(_ value: InspectValue) {
    switch value {
    case .number(let number, let places):
      self = places == 0 ? Int(exactly: number).map(BridgeValue.int) ?? .double(number) : .double(number)
    case .bool(let flag): self = .bool(flag)
    case .text(let text): self = .string(text)
    case .reference(let name): self = .string(name)
    case .none: self = .null
    case .list(let items): self = .array(items.map(BridgeValue.init))
    case .tuple, .record, .object: self = .string(value.line)
    }
  }

  /// A number or a word as a command takes it: a Double in full, without an exponent.
  public var commandWord: String? {
    switch self {
    case .int(let number): return String(number)
    case .double(let number):
      let shortest = "\(number)"
      return shortest.contains("e") ? nil : shortest
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text): return Format.quoted(text)
    case .object(_, let name): return name
    default: return nil
    }
  }

  /// The type's name as a Swift message would give it.
  public var typeName: String {
    switch self {
    case .void: "Void"
    case .int: "Int"
    case .double: "CGFloat"
    case .bool: "Bool"
    case .string: "String"
    case .null: "nil"
    case .structure(let type, _): type
    case .object(let type, _): type
    case .array: "Array"
    case .handle, .block: "closure"
    case .member(let name): "." + name
    case .tuple: "tuple"
    case .described(let type, _), .methods(let type, _, _): type
    }
  }
}

/// A value of the learner's Swift that a chapter holds: its number in the learner's session,
/// and how it reads as Swift describes it (`main.Model`; a closure reads `(Function)`).
public struct SwiftHandle: Hashable, Sendable {
  public var id: Int
  public var text: String

  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}

/// How a chapter's model calls a closure of the learner's that it holds (an undo handler, when
/// the manager undoes).
///
/// The engine installs a callout while a chapter with Swift in it works, and the call runs the
/// closure to its return on the learner's machine, its uses of the chapter acting on the very
/// state the model passes.
public enum SwiftCallout {
  /// Runs the closure `handle` with `arguments`, its uses of the chapter acting on the state
  /// (boxed); returns the notes of what it did.
  public typealias Call = @Sendable (SwiftHandle, [BridgeValue], inout any Sendable) throws(CommandError) -> [String]

  /// The method `selector` (`setValue(_:)`) of the learner's object `handle`, as a handle the
  /// chapter calls later with the object first among its arguments (an undo manager's
  /// recorded invocation).
  public typealias Method = @Sendable (SwiftHandle, String) throws(CommandError) -> SwiftHandle

  @TaskLocal static var current: Call?
  @TaskLocal static var currentMethod: Method?

  /// The method `selector` of the learner's object `handle`, to call later with `call`.
  public static func method(_ selector: String, of handle: SwiftHandle) throws(CommandError) -> SwiftHandle {
    guard let currentMethod else {
      throw CommandError("\(handle.text) cannot take a message here: the learner's Swift is not running in this chapter")
    }
    return try currentMethod(handle, selector)
  }

  /// Calls the learner's closure `handle`; `state` is the calling chapter's own.
  public static func call<State: Sendable>(_ handle: SwiftHandle, _ arguments: [BridgeValue], state: inout State)
    throws(CommandError) -> [String]
  {
    guard let current else {
      throw CommandError("the closure \(handle.text) cannot run here: the learner's Swift is not running in this chapter")
    }
    var boxed: any Sendable = state
    let notes = try current(handle, arguments, &boxed)
    if let back = boxed as? State { state = back }
    return notes
  }

  /// Runs `body` with `call` and `method` as the callout.
  public static func during<T, E: Error>(_ call: Call?, method: Method? = nil, _ body: () throws(E) -> T) throws(E) -> T {
    let result: Result<T, E> = $current.withValue(call) {
      $currentMethod.withValue(method) {
        do throws(E) { return .success(try body()) } catch { return .failure(error) }
      }
    }
    return try result.get()
  }
}

/// A use of the frameworks' API in the learner's Swift, handed to the chapter that models it:
/// `v1.addSubview(v2)`, `UIView(frame: r)`, `um.undo()`.
public struct BridgeCall: Equatable, Sendable {
  /// What the call is made on: one of the chapter's objects, or a type (an initializer or a
  /// static member).
  public enum Target: Equatable, Sendable {
    case object(type: String, name: String)
    case type(String)
    /// A value the chapter handed over (`CharacterSet.letters`, a `.member` or a
    /// `.described`), or a String whose method takes one (`rangeOfCharacter(from:)`).
    case value(BridgeValue)
  }

  public var target: Target
  /// The method's base name (`addSubview`, `convert`, `init`).
  public var member: String
  /// The arguments' labels, `_` for none: `convert(_:to:)` is `["_", "to"]`.
  public var labels: [String]
  public var arguments: [BridgeValue]
  /// The name a new object takes: the variable the declaration around the call binds
  /// (`let v = UIView(frame: r)` makes the view `v`).
  public var name: String?

  public init(target: Target, member: String, labels: [String], arguments: [BridgeValue], name: String? = nil) {
    self.target = target
    self.member = member
    self.labels = labels
    self.arguments = arguments
    self.name = name
  }

  /// The call as Swift names it: `convert(_:to:)`.
  public var signature: String { member + "(" + labels.map { $0 + ":" }.joined() + ")" }

  /// The error for a call on a value (`.value`) the chapter has no member for: Swift's
  /// `value of type 'CharacterSet' has no member 'insert'`.
  public var noValueMember: CommandError {
    let type: String
    switch target {
    case .object(let name, _), .type(let name): type = name
    case .value(.described(let name, _)): type = name
    case .value(.string): type = "String"
    case .value(.member(let name)): type = "." + name
    case .value: type = "value"
    }
    return CommandError("value of type '\(type)' has no member '\(labels.isEmpty ? member : signature)'")
  }

  /// The argument labelled `label` (`_` for the first unlabelled one), or nil.
  public func argument(_ label: String) -> BridgeValue? {
    labels.firstIndex(of: label).map { arguments[$0] }
  }
}

/// What a bridged property or call did: its value, and the lines that say what happened in the
/// model (the steps of the model's own process it ran: a conversion's hops, an autoresizing
/// pass, an undo replaying its group).
public struct BridgeResult: Equatable, Sendable {
  public var value: BridgeValue
  public var notes: [String]
  /// What the call threw instead of returning, as Swift's `throw` (a rule's
  /// `StringValidationError`): the learner's `do`/`catch` or `try?` takes it.
  public var thrown: BridgeValue?
  /// What the model's own threads printed while the call ran, a line each.
  ///
  /// As the Swift program prints it, the text alone (`work`): a worker's `print` while main
  /// waited for it. The learner's program prints it there, between what it printed before
  /// the call and after.
  public var printed: [String]

  public init(_ value: BridgeValue, notes: [String] = [], thrown: BridgeValue? = nil, printed: [String] = []) {
    self.value = value
    self.notes = notes
    self.thrown = thrown
    self.printed = printed
  }
}

/// A chapter whose model the learner's Swift can use under the frameworks' own names: its
/// objects are in scope by name, its classes can be made, and their properties and methods
/// act on the model through the chapter's own code (the code its commands run), never a copy.
///
/// The interpreter (LearnerSwift) turns member accesses on a chapter object, and uses of the
/// chapter's classes, into these calls; the chapter answers in `BridgeValue`s.
public protocol SwiftBindable: Chapter {
  /// The frameworks' classes the chapter models, as Swift spells them (`UIView`, `UIWindow`).
  static var swiftClasses: [String] { get }
  /// Names the books print from before Swift 3, with the modern spelling a use of them is
  /// answered with (`NSUndoManager` → `UndoManager`).
  static var swiftRenamed: [String: String] { get }
  /// The chapter's live objects the learner's Swift can name, with their classes.
  static func swiftObjects(in state: State) -> [(name: String, type: String)]
  /// The value of one of `swiftObjects` that is a value of the frameworks' value types (a
  /// views chapter's named transform is a `CGAffineTransform`): Swift reads it as a copy, as it
  /// reads a struct; nil for an object, which Swift holds by reference.
  static func swiftValue(named name: String, in state: State) -> BridgeValue?
  /// `object.property`.
  static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue
  /// `object.property = value`; returns what the model did.
  static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  /// A method call on one of the chapter's objects, or an initializer or static member of one
  /// of its classes.
  static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult

  /// Whether a closure handed to the chapter arrives lowered, as a `.block` its model runs as
  /// data (the threading chapter's scheduler), rather than as a `.handle` it calls back.
  static var swiftRunsBlocks: Bool { get }
  /// The implicit members its API takes as arguments (`concurrent` in
  /// `DispatchQueue(label: "q", attributes: .concurrent)`), handed over as `.member`.
  static var swiftMembers: Set<String> { get }
  /// The implicit members its API takes with arguments (`.min(length: 8)`): the chapter makes
  /// each one's value, called as a static member of the type named "" (`swiftCall`).
  static var swiftMemberCalls: Set<String> { get }
  /// The option sets its API takes (`UIView.AnimationOptions`), by their Swift names nested in
  /// a class of the chapter's, each member with its raw value: the learner's Swift works their
  /// values as Swift does (`rawValue`, `init(rawValue:)`, `insert`, `contains`), and hands one
  /// over as `.structure(NAME, [.int(rawValue)])`.
  static var swiftOptionSets: [String: [String: Int]] { get }
  /// Whether the frameworks type `member` of an object of class `type` (a property, or a
  /// method's selector: `hitTest(_:with:)`) as an optional: a value the chapter answers is then
  /// the learner's as `Optional(value)`, so `print` writes it as Swift does and `!`, `?.` and
  /// `if let` take it apart; nil stays nil.
  static func swiftIsOptional(_ member: String, of type: String) -> Bool
  /// The chapter's variables the learner's top-level Swift shares with the model, by name, with
  /// their values now.
  static func swiftShared(in state: State) -> [String: Int]
  /// Shares the learner's top-level variable `name`, holding `value`, with the model: makes the
  /// chapter's variable of that name, or sets it. Each side then sees the other's writes.
  static func swiftShare(_ name: String, value: Int, in state: inout State) throws(CommandError)
  /// The types of the values the chapter hands over, beside its classes, that Swift may cast
  /// to or match in a `catch` (`StringValidationError`, `HTTPURLResponse`).
  static var swiftValueTypes: Set<String> { get }
  /// The frameworks' value type of each property of the chapter's objects and each argument
  /// label of its API that takes one (`frame`: `CGRect`), by name: where the type is known, an
  /// implicit member is its (`v.frame = .zero`, `UIView(frame: .zero)`).
  static var swiftMemberTypes: [String: String] { get }
  /// The frameworks' type of each parameter of the chapter's instance methods, by selector
  /// (`addSubview(_:)`: `UIView`), nil for one the table leaves to the run, and a `?` after
  /// one that takes nil: an argument of another type is swiftc's compile error, before
  /// anything runs.
  static var swiftParameterTypes: [String: [String?]] { get }
  /// The values the frameworks hand a closure given as argument `index` of `member` of class
  /// `type` (a completion handler's), as the chapter's model holds them when it runs the block;
  /// nil when they hand it none the model has.
  static func swiftClosureArguments(of member: String, _ type: String, argument index: Int) -> [BridgeArgument]?
  /// The values the frameworks hand a delegate method of the learner's, by its selector
  /// (`urlSession(_:task:didCompleteWithError:)`), one per parameter (nil for one the model
  /// hands no value), as the chapter's model holds them when it runs the method's block.
  static func swiftMethodArguments(_ selector: String) -> [BridgeArgument?]?
}

extension SwiftBindable {
  public static var swiftRenamed: [String: String] { [:] }
  public static var swiftRunsBlocks: Bool { false }
  public static var swiftMembers: Set<String> { [] }
  public static var swiftMemberCalls: Set<String> { [] }
  public static var swiftOptionSets: [String: [String: Int]] { [:] }
  public static func swiftIsOptional(_ member: String, of type: String) -> Bool { false }
  public static func swiftShared(in state: State) -> [String: Int] { [:] }
  public static var swiftValueTypes: Set<String> { [] }
  public static var swiftMemberTypes: [String: String] { [:] }
  public static var swiftParameterTypes: [String: [String?]] { [:] }
  public static func swiftClosureArguments(of member: String, _ type: String, argument index: Int) -> [BridgeArgument]? {
    nil
  }
  public static func swiftMethodArguments(_ selector: String) -> [BridgeArgument?]? { nil }
  public static func swiftValue(named name: String, in state: State) -> BridgeValue? { nil }

  public static func swiftShare(_ name: String, value: Int, in state: inout State) throws(CommandError) {
    throw CommandError("the \(Self.name) chapter's model has no variables to share with Swift")
  }

  /// Runs `process` to its end: the notes of its steps, then what it prints when done.
  static func finish(_ process: Process, in state: inout State) -> (notes: [String], result: [String]) {
    var process = process
    var notes: [String] = []
    while true {
      let step = advance(&process, &state)
      notes.append(step.note.text)
      notes += step.note.details
      if case .finished(_, let result) = step { return (notes, result) }
    }
  }

  /// The name of an object Swift makes: the variable it is bound to (`let v = UIView()` makes
  /// `v`), or `PREFIX1`, `PREFIX2`… when it is bound to none or that name is taken.
  static func freshName(_ wanted: String?, prefix: String, isTaken: (String) -> Bool) -> String {
    if let wanted, !isTaken(wanted), ObjectName.isValid(wanted) { return wanted }
    var number = 1
    while isTaken("\(prefix)\(number)") { number += 1 }
    return "\(prefix)\(number)"
  }

  /// The error for a member the chapter's class does not have, with the nearest it does.
  static func noMember(_ member: String, of type: String, among members: [String]) -> CommandError {
    CommandError(
      "value of type '\(type)' has no member '\(member)'",
      suggestion: Suggestion.didYouMean(member, in: members) ?? "the Workbench's \(type) has " + members.joined(separator: ", "))
  }
}
