/// The learner's Swift compiled to a small instruction list per function, run by `SwiftMachine`
/// with an explicit frame stack per thread, so a run can stop after any statement and go on later.
public struct SwiftProgram: Equatable, Sendable {
  /// A binary operator of the subset.
  public enum Operator: String, CaseIterable, Equatable, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
    /// Int's bitwise operators: a raw value's bits (`1 << 16`, `a.rawValue | b.rawValue`).
    case shiftLeft = "<<", shiftRight = ">>", and = "&", or = "|", xor = "^"

    /// Whether it works an Int's bits, which no other type of the subset has.
    var isBitwise: Bool {
      switch self {
      case .shiftLeft, .shiftRight, .and, .or, .xor: true
      default: false
      }
    }
  }

  /// A variable's storage: a local slot, a global, or the box of a captured local; or a
  /// stored property (`name`) of the struct or class instance a local or a global holds.
  ///
  /// A `subscriptSet` or a mutating `callMethod` on a variable's own value, or a property's,
  /// names it, so the machine can let go of the variable's copy while the value changes: the
  /// value is then the only holder of its elements, and changes where it is instead of being
  /// copied whole. It is not optional (`none` names no variable): an optional would make an
  /// instruction that carries it larger, and the interpreter's loop copies one at every step.
  public enum Place: Equatable, Sendable {
    case none, local(Int), global(Int), box(Int)
    case localMember(Int, name: Int), globalMember(Int, name: Int)
  }

  /// One instruction; every payload is plain data (names and constants are indices into the
  /// program's tables), so an instruction copies without reference counting.
  public enum Instruction: Equatable, Sendable {
    /// A statement starts here: its line (a step ends before the next one).
    case statement(line: Int)
    /// The function's constant at this index.
    case constant(Int)
    case load(Int)
    case store(Int)
    case loadGlobal(Int)
    case storeGlobal(Int)
    /// A captured variable: the local slot holds its heap box.
    case loadBox(Int)
    case storeBox(Int)
    /// Moves the value on the stack into a new heap box named `name` held by the slot.
    case newBox(slot: Int, name: Int)
    /// `literal` says which operand is an integer literal: next to a Double it is a Double, as
    /// Swift types a literal by its context (`d / 2`).
    case binary(Operator, line: Int, literal: LiteralSide = .neither)
    case negate(line: Int)
    /// `~`: an Int's bits inverted.
    case bitwiseNot(line: Int)
    case not
    /// `===` (or `!==` when negated): the same class instance.
    case identical(negated: Bool)
    case jump(Int)
    case jumpIfFalse(Int)
    /// Leaves the Bool on the stack when it decides (`&&` and `||` short-circuit).
    case jumpIfFalseKeep(Int)
    case jumpIfTrueKeep(Int)
    case pop
    case dup
    case makeArray(Int)
    /// A tuple of `count` values; `labels` indexes `SwiftProgram.labelLists` (-1: none).
    case makeTuple(count: Int, labels: Int)
    /// The tuple on top (or the tuple an optional on top holds) takes the labels of its place's
    /// type, `labels` (an index in `SwiftProgram.labelLists`): `let t: (a: Int, b: Int) = pair`.
    case relabel(Int)
    /// A dictionary of `count` key-value pairs.
    case makeDictionary(Int)
    /// [container, index] → element.
    case subscriptGet(line: Int)
    /// [container, value, index] → the container with the element set.
    case subscriptSet(line: Int, releasing: Place = .none)
    /// [tuple] → its element.
    case tupleElement(Int, line: Int)
    /// [tuple] → the same tuple, once it is known to have this many elements: a tuple pattern's
    /// check where the compiler did not know the value's type.
    case tupleArity(Int, line: Int)
    /// [value] → its member `name` (a stored or computed property, or a built-in one).
    case getMember(name: Int, line: Int)
    /// [container, value] → the container with the member set. An Int stored in a Double
    /// property stops the run with Swift's error, unless the value was a literal's (`literal`).
    case setMember(name: Int, line: Int, literal: Bool = false, checked: Bool = false)
    /// Calls a function; `writeBack` is a mask of parameter slots pushed after the result
    /// (a mutating method's `self`, `inout` parameters), for the caller to store back.
    case call(function: Int, arguments: Int, line: Int, writeBack: Int)
    /// [callee, arguments…] → result: a function or closure value; `writeBack` as for `call`.
    case callValue(arguments: Int, line: Int, writeBack: Int = 0)
    /// [receiver, arguments…] → result, then the receiver when `writeBack` (a mutating call).
    case callMethod(selector: Int, arguments: Int, line: Int, releasing: Place = .none, writeBack: Bool)
    /// [captured…] → a closure of `function`.
    case makeClosure(function: Int, captures: Int)
    /// [value] → the value a capture list's `weak` or `unowned` entry holds: an object becomes
    /// `unretained`, anything else stays.
    case unretain(SwiftProgram.Ownership)
    /// [value] → what reading an `unretained` value gives: the object (an Optional's, for a
    /// weak one) while something keeps it, else nil (weak) or a stop (unowned).
    case readHeld(line: Int)
    /// A new instance of a struct or class, its stored properties not yet set.
    case newInstance(type: Int)
    /// [payload…] → an enum case.
    case makeEnum(type: Int, index: Int, payload: Int)
    /// [items…, separator?, terminator?] → Void.
    case print(arguments: Int, separator: Bool, terminator: Bool)
    case builtin(Builtin, arguments: Int, line: Int)
    case returnValue
    /// `a..<b` or `a...b`.
    case range(closed: Bool, line: Int)
    case interpolate(Int)
    /// Makes the value the type it is stored as (an Int literal's place in a Double, an optional).
    case coerce(Coercion)
    /// [… container …, … value …]: an Int value (at `valueDepth` from the top) stored in an array
    /// or dictionary (at `containerDepth`) whose elements are Doubles, when the compiler does
    /// not know its type: a literal's becomes a Double, any other stops the run with Swift's
    /// error (`message`, an index in `names`).
    case checkElement(containerDepth: Int, valueDepth: Int, literal: Bool, line: Int, message: Int)
    case forceUnwrap(line: Int)
    /// `if let`: nil is popped and jumps; a value is unwrapped.
    case jumpIfNil(Int)
    /// `a?.b`: nil stays and jumps to the chain's end; a value is unwrapped.
    case unwrapOrJump(Int)
    /// `a ?? b`: a value is unwrapped and jumps past `b`; nil is popped.
    case coalesce(Int)
    /// [pattern, subject] → Bool: `~=` (a range contains, or equal).
    case patternMatch(line: Int)
    /// [subject] → Bool: the enum case (or `some`/`none`) named `name`.
    case isCase(name: Int)
    /// [enum value] → its associated value at `index` of the case named `name` (an optional's
    /// `some`, or a case of what it wraps).
    case payload(Int, name: Int, line: Int)
    /// [value] → Bool: an instance of the type (or a conforming one).
    case isType(Int)
    /// [value] → Bool: a value of the chapter's of the class or value type so named (a view, a
    /// `StringValidationError` it threw), unwrapped from an optional.
    case isHostType(name: Int)
    /// [root, link…] → the same: an assignment through a `let` needs a class instance (or a
    /// chapter's object) at the root or in one of the `depth` links above it, whose change stops
    /// there.
    case checkReference(name: Int, depth: Int, line: Int)
    /// A `catch` (or `try?`, `defer`) from here to `popHandler` jumps to `target` with the error.
    case pushHandler(Int)
    case popHandler
    /// [error] → unwinds to the nearest handler; `rethrown` for the line of the error a
    /// handler caught last (a `defer`'s, a `catch` that matched none, passing it on).
    case throwError(line: Int)
    /// [error] → a runtime error: a `try!` that failed.
    case failTry(line: Int)
    /// A runtime error with the message at `names[message]`.
    case trap(message: Int, line: Int)
    /// The chapter's object named `names[name]` (`root`, `v1`), asked of the chapter.
    case hostObject(name: Int, line: Int)
    /// The global in `slot` is an `inout` argument of the call that follows: until the call
    /// returns, another access of it on the thread stops the run (Swift's exclusive access).
    case beginAccess(global: Int, line: Int)
    /// [] → the `inout` parameters of the call that last threw, as it threw: what it writes
    /// back (see `call`).
    case writtenBack
    /// The last `count` accesses the running thread began (`beginAccess`) are over.
    case endAccess(count: Int)
    /// [arguments…] → a use of a chapter's class: its initializer (`UIView(frame:)`) or a static
    /// member, described at this index of `hostCalls` (kept apart, so an instruction stays small).
    case hostCall(Int)
    /// The next `callMethod`, when made on a chapter's object, names what it makes after the
    /// variable `names[name]` its declaration binds (`let c = a.constraint(equalTo: b)`).
    case bindNext(name: Int)
  }

  /// The simple types a value of unknown type is checked against when it is stored.
  public enum Simple: Equatable, Sendable {
    case int, string, bool
    /// One of a chapter's classes: a number, a string or a Bool there stops the run.
    case hostObject
  }

  /// Where a message names the type of the value met (`Coercion.exactDouble`).
  static let given = "\u{1}"

  /// Which operand is an integer literal; `either` for an operator passed as a function
  /// (`reduce(0, +)` over Doubles), whose operands' origins are not known.
  public enum LiteralSide: Equatable, Sendable {
    case neither, left, right, either
  }

  /// How a value becomes the type of the place it is stored in.
  public enum Coercion: Equatable, Sendable {
    case double, optional, optionalDouble
    /// A Double wanted where the value is not a literal's: Swift converts only a literal, so
    /// an Int there (or a String, a Bool, an optional one) is the compile error Swift would
    /// give, met when the value is. `message` (an index in `names`) has `SwiftProgram.given`
    /// where the value's type goes.
    case exactDouble(line: Int, message: Int)
    /// An Int, a String or a Bool wanted where the compiler does not know the value's type:
    /// another of the simple types there stops the run with Swift's error (`message`, as above).
    case exact(Simple, line: Int, message: Int)
    /// A value of the non-optional type `wanted` (a name's index, the type as written) where
    /// the compiler does not know the value's type: an optional there stops the run with
    /// Swift's error.
    case notOptional(line: Int, wanted: Int)
    /// An array of Doubles wanted where the compiler does not know the value's type: an Int
    /// among its elements stops the run with Swift's error (`message`, as above).
    case doubleElements(line: Int, message: Int)
    /// An array of Ints wanted where the compiler does not know the value's type: a Double
    /// among its elements stops the run with Swift's error (`message`, as above).
    case intElements(line: Int, message: Int)
    /// A value of the chapter's option set named `type` (an index in `names`) wanted: one of the
    /// type, an implicit member of it or an array of them (`SwiftOptionSets.raw`).
    case optionSet(type: Int, line: Int)
    /// `init(rawValue:)` of the option set named `type`: the Int becomes its value.
    case optionSetRaw(type: Int, line: Int)
  }

  /// The name of a compiler's temporary slot, among a function's `localNames`.
  static let temporaryName = " temp"

  /// The line of `throwError` that passes on the error a handler caught, where it was thrown.
  static let rethrown = -1

  /// Free functions of the standard library the subset knows.
  public enum Builtin: Equatable, Sendable {
    case toDouble, toInt, toString, abs, min, max, stride, strideThrough, fatalError, stringDescribing
    /// `Array(repeating:count:)`: [value, count] → the array.
    case repeating
    /// Glibc's own `sin`, `cos` and `sqrt`, as a compiled Swift program on Linux calls them.
    case sin, cos, sqrt
    /// Glibc's other mathematical functions (`pow`, `floor`, `atan2`…): [numbers…] → a Double.
    case math(SwiftMath)
    /// `assert`, `precondition` (a condition and a message) and `assertionFailure`,
    /// `preconditionFailure` (a message): a failure stops the program, as a debug build does.
    case check(SwiftCheck)
    /// Foundation's `String(format:_:…)`: [format, arguments…] → the string.
    case format
    /// `String(repeating:count:)`: [text, count] → the text that many times.
    case stringRepeating
    /// `String(_:radix:)`: [number, radix] → its digits in that base.
    case radix
    /// The prelude's Optional `map`: [the closure's result] → that result as an Optional's
    /// value; an optional one would make an Optional of an Optional, which the subset has not.
    case wrapping
    /// `zip(a, b)`: [two sequences] → the array of their elements' pairs, as long as the shorter.
    case zip
  }

  public struct Function: Equatable, Sendable {
    public var name: String
    public var parameters: Int
    public var locals: Int
    public var code: [Instruction]
    public var constants: [SwiftValue] = []
    /// The names of its local slots (hidden ones start with a space), for the changes a step made.
    public var localNames: [String] = []
    /// A struct method that changes `self`.
    public var isMutating = false
    /// A closure's or a method's text as written, for a chapter that takes it lowered
    /// (`SwiftLowering`); nil for any other function.
    public var source: String?
    /// A closure's captured names, in the order of its captured values.
    public var captureNames: [String] = []
  }

  /// A struct, class, enum or protocol of the program.
  public struct TypeInfo: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
      case structType, classType, enumType, protocolType
    }

    public var name: String
    public var kind: Kind
    /// Stored properties, in order (a class's inherited ones first).
    public var fields: [String] = []
    /// A name's index in `names` → its field.
    var fieldIndex: [Int: Int] = [:]
    var coercions: [Coercion?] = []
    /// Each stored property's type as written, for messages.
    var fieldTypes: [String?] = []
    /// A field → its `didSet` function (self, oldValue) → self.
    var didSets: [Int: Int] = [:]
    /// A field → its `willSet` function (self, newValue) → self; the value is stored as it returns.
    var willSets: [Int: Int] = [:]
    /// A selector's index in `names` → its function (self first).
    var methods: [Int: Int] = [:]
    /// A computed property's name → its getter (self) and setter (self, newValue) → self.
    var getters: [Int: Int] = [:]
    var setters: [Int: Int] = [:]
    var superclass: Int?
    public var cases: [String] = []
    var caseLabels: [[String?]] = []
    var rawValues: [SwiftValue] = []
    /// The protocols it conforms to (and its own name), for `is` and `as`.
    var conformances: Set<String> = []
    /// The stored properties that hold their object without keeping it alive, by field.
    var unretained: [Int: Ownership] = [:]
  }

  /// How a `weak` or an `unowned` stored property holds its object.
  ///
  /// Neither keeps it alive: read once nothing else keeps the object, a weak one is nil, and
  /// an unowned one stops the run, as Swift's reference counting has it.
  public enum Ownership: String, Equatable, Sendable {
    case weak, unowned
  }

  public var functions: [Function]
  /// The top level, function 0's code, runs with the globals.
  public var globals: [String]
  /// Names, selectors and messages that instructions refer to by index.
  public var names: [String] = []
  public var types: [TypeInfo] = []
  /// The uses of a chapter's classes that `hostCall` instructions name.
  public var hostCalls: [HostCall] = []
  /// The chapter's option sets, each member with its raw value (`SwiftHostScope.optionSets`).
  public var optionSets: [String: [String: Int]] = [:]

  /// A use of a chapter's class: the class's and the selector's indexes in `names`, how many
  /// arguments it takes, and the variable a new object is for (`names` index, -1: none).
  public struct HostCall: Equatable, Sendable {
    public var type: Int
    public var selector: Int
    public var arguments: Int
    public var bind: Int
  }
  /// Tuple labels that instructions refer to by index.
  var labelLists: [[String]] = []
  /// Whether each type conforms to `CustomStringConvertible` (itself or by a superclass) and has
  /// a `description`: `print` writes its values by it.
  var describesItself: [Bool] = []
  /// Whether each type conforms to `CustomDebugStringConvertible` and has a `debugDescription`:
  /// `print` writes its values by it inside a collection, or at the top when it has no
  /// `description`.
  var debugDescribesItself: [Bool] = []
  /// An array method written in Swift (the prelude: `map`, `filter`…): selector → function.
  var preludeMethods: [Int: Int] = [:]
  /// A mutating method of arrays the prelude runs by its kin that makes a new array, by
  /// selector (`sort(by:)` by `sorted(by:)`'s function): the new array is the receiver's new
  /// value, and the call's result is nothing.
  var mutatingPreludeMethods: [Int: Int] = [:]
  /// A String's prelude method where it differs from an array's: selector → function.
  var stringMethods: [Int: Int] = [:]
  /// A Dictionary's prelude method where it differs from an array's: selector → function.
  var dictionaryMethods: [Int: Int] = [:]
  /// An Optional's own prelude method (`map(_:)`, `flatMap(_:)`): selector → function.
  var optionalMethods: [Int: Int] = [:]
  /// The operators the program's types declare (`static func == (lhs: User, rhs: User)`), by
  /// type, then by the operator: `binary` calls the one whose parameters the operands fit.
  var operators: [[String: [OperatorFunction]]] = []

  /// A type's operator: its function and its two parameters' types as written.
  ///
  /// Those Swift derives from one declared (`!=` from `==`; `>`, `<=` and `>=` from `<`, as
  /// Equatable and Comparable do) are functions the compiler writes, which call it.
  struct OperatorFunction: Equatable, Sendable {
    var function: Int
    var parameters: [String]
  }
}
