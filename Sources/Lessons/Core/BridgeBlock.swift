/// A closure of the learner's as a chapter whose model runs code as data sees it (the threading
/// chapter's blocks, which its scheduler steps and `explore` interleaves): its statements lowered
/// to the few shapes such a model takes, with the names in them resolved when the closure was
/// handed over.
///
/// The learner's Swift lowers a closure only for a chapter that asks for it
/// (`SwiftBindable.swiftRunsBlocks`); a closure outside these shapes is refused with the
/// construct named, never run some other way.
public struct BridgeBlock: Equatable, Sendable {
  public var statements: [BridgeStatement]
  /// The learner's top-level variables the block uses, with their values when it was handed
  /// over: the chapter shares them with its model (`SwiftBindable.swiftShare`).
  public var variables: [String: Int]
  /// The closure as the learner wrote it, for messages.
  public var source: String
  /// For a method given a completion handler (a delegate's question): what its last statement
  /// hands the handler, which the chapter answers with as the method returns; nil when the
  /// method does not end by calling it.
  public var answer: BridgeAnswer?
  /// The registers the chapter sets to the values it hands the closure before the block runs
  /// (`SwiftBindable.swiftClosureArguments`), one per parameter in order; "" for a parameter
  /// the closure does not use.
  public var arguments: [String]

  public init(
    statements: [BridgeStatement], variables: [String: Int] = [:], source: String, answer: BridgeAnswer? = nil,
    arguments: [String] = []
  ) {
    self.statements = statements
    self.variables = variables
    self.source = source
    self.answer = answer
    self.arguments = arguments
  }
}

/// A value the frameworks hand a closure of the learner's, as the number the chapter's model
/// holds for it when it runs the block (a completion handler's data, response and error).
///
/// Swift's optional is the number `nilValue` for nil. `if let d = data` unwraps it, after the
/// cast the frameworks' type needs (`response as? HTTPURLResponse`), and the bound value reads
/// as the number through `member` (`d.count`, `http.statusCode`).
public struct BridgeArgument: Equatable, Sendable {
  /// The optional type the frameworks give it, for messages: `Data?`.
  public var type: String
  public var nilValue: Int
  public var cast: String?
  public var member: String?
  /// Whether the frameworks type it as an optional (`Error?`); a value that is not one (a
  /// delegate method's `bytesWritten: Int64`) reads as its number at once.
  public var isOptional: Bool

  public init(_ type: String, nilValue: Int, cast: String? = nil, member: String? = nil, isOptional: Bool = true) {
    self.type = type
    self.nilValue = nilValue
    self.cast = cast
    self.member = member
    self.isOptional = isOptional
  }

  /// A value the frameworks type as no optional: a number (`Int64`), or one read through
  /// `member` (`data.count`).
  public static func number(_ type: String, member: String? = nil) -> BridgeArgument {
    BridgeArgument(type, nilValue: Int.min, member: member, isOptional: false)
  }
}

/// What a method hands the completion handler it was given, as its last statement:
/// `completionHandler(.allow)`, `completionHandler(nil)`, `completionHandler(request)`.
public enum BridgeAnswer: Equatable, Sendable {
  /// An implicit member: `.allow` is `member("allow")`.
  case member(String)
  /// `nil`.
  case none
  /// One of the method's own parameters, by its argument label: `newRequest`.
  case parameter(String)
}

/// One statement of a lowered closure (`BridgeBlock`).
public indirect enum BridgeStatement: Equatable, Sendable {
  /// `counter += 1`, `counter -= 2`, `counter = counter + 1`: a read-modify-write of a shared
  /// variable.
  case add(variable: String, amount: Int)
  /// `let t = counter`: a constant of the closure's own (a register) loaded from a shared
  /// variable.
  case load(register: String, variable: String)
  /// `counter = t + 1`, `counter = 0`: registers and numbers added and subtracted, stored.
  case store(variable: String, terms: [BridgeTerm])
  /// `print("done")`: a text without interpolation.
  case print(String)
  /// `print(n)`, `print("n is \(n)")`: the text before each value and after the last (one
  /// more than the values), each value registers and numbers (a shared variable is loaded
  /// into a register first).
  case printValues(texts: [String], values: [[BridgeTerm]])
  /// `if t == 0 { … }`: the comparison as Swift writes it (`==`, `<`…).
  case branch(left: [BridgeTerm], comparison: String, right: [BridgeTerm], body: [BridgeStatement])
  /// `while i < 3 { … }`: the body again and again while the comparison holds, tested before
  /// each pass.
  case loop(left: [BridgeTerm], comparison: String, right: [BridgeTerm], body: [BridgeStatement])
  /// `var i = 0`, `i += 1`: a variable of the closure's own (a register) set to registers and
  /// numbers added and subtracted.
  case local(register: String, terms: [BridgeTerm])
  /// A use of the chapter's API: `m.lock()`, `q.async { … }` (a closure argument is a `.block`).
  case call(BridgeCall)
}

/// A register or a number in a lowered expression, with its sign.
public struct BridgeTerm: Equatable, Sendable {
  public var adds: Bool
  /// The register's name, or nil for a number.
  public var register: String?
  public var number: Int

  public init(adds: Bool = true, register: String? = nil, number: Int = 0) {
    self.adds = adds
    self.register = register
    self.number = number
  }

  /// `t+1`, `-2`, `r1-r2`: terms as the chapters' expressions write them.
  public static func text(_ terms: [BridgeTerm]) -> String {
    var text = ""
    for (index, term) in terms.enumerated() {
      let word = term.register ?? String(abs(term.number))
      let negative = !term.adds != (term.register == nil && term.number < 0)
      if index == 0 {
        text += negative ? "-" + word : word
      } else {
        text += (negative ? "-" : "+") + word
      }
    }
    return text.isEmpty ? "0" : text
  }
}
