/// A regular expression in the ICU syntax `NSRegularExpression` takes, matched in time linear
/// in the text (a Pike VM over Unicode scalars).
///
/// `NSRegularExpression` and Swift's `Regex` backtrack: the book's float pattern takes seconds
/// on ten thousand digits followed by a letter, and a learner's `(a+)+b` takes forever. This
/// matcher follows every alternative at once, so no pattern can hang the shell. It answers what
/// `firstMatch(in:)` answers, whether there is a match anywhere, and refuses the features that
/// need backtracking (back-references, look-around, possessive quantifiers) with one clear line.
///
/// Linear is not yet quick: the work is at most the program's length (counted repeats expanded)
/// times the text's, so a match whose product is over `workLimit` is refused before it starts,
/// and the loop polls Ctrl-C.
public struct Pattern: Sendable, Equatable {
  public let source: String
  let program: [Instruction]

  public struct Failure: Error, Sendable, Equatable {
    public var message: String
  }

  /// The cookbook's float pattern.
  ///
  /// This and the next two come from The Core iOS Developer's Cookbook, ch. 6, Recipe 6-10.
  public static let float = builtIn(#"^[+-]?[0-9]+[\.]?[0-9]*$"#)
  public static let leadingDecimal = builtIn(#"^[+-]?\.[0-9]+$"#)
  /// A US number: optional parentheses around the area code (their balance is not checked), an
  /// optional `-`, `.` or space between groups, and neither the area code nor the prefix
  /// starting with 0 or 1.
  public static let phone = builtIn(#"^\(?[2-9][0-9]{2}\)?[-. ]?[2-9][0-9]{2}[-. ]?[0-9]{4}$"#)

  private static func builtIn(_ source: String) -> Pattern {
    do {
      return try Pattern(source)
    } catch {
      preconditionFailure("the built-in pattern \(source) does not compile: \(error.message)")
    }
  }

  /// The largest program a pattern may compile to, counted repeats expanded.
  static let programLimit = 20_000

  public init(_ source: String) throws(Failure) {
    guard !source.isEmpty else { throw Failure(message: "the pattern is empty") }
    guard source.unicodeScalars.count <= 1000 else {
      throw Failure(message: "the pattern is longer than 1000 characters")
    }
    var parser = Parser(scalars: Array(source.unicodeScalars))
    let node = try parser.parse()
    var compiler = Compiler()
    try compiler.emit(node)
    compiler.program.append(.match)
    self.source = source
    self.program = compiler.program
  }

  /// The most work one match may take: program steps times text positions (about a second).
  public static let workLimit = 20_000_000

  /// Whether the pattern matches somewhere in `text` (anchors pin it to the ends).
  ///
  /// Throws, having done nothing, when the match could take more than `workLimit` steps, and
  /// when Ctrl-C is pressed during it.
  public func matches(_ text: String) throws(CommandError) -> Bool {
    let scalars = Array(text.unicodeScalars)
    // Each position visits each instruction at most once.
    let work = program.count.multipliedReportingOverflow(by: scalars.count + 1)
    guard !work.overflow, work.partialValue <= Self.workLimit else {
      throw CommandError(
        "matching could take \(program.count) steps of the pattern (counted repeats expanded) at each of the text's "
          + "\(scalars.count + 1) positions, over the limit of \(Self.workLimit)",
        suggestion: "use a shorter text or fewer counted repeats")
    }
    // Anchored at the start: once no attempt is alive past position 0, none can start again.
    let anchored = program.first == .start
    var current = ThreadList(size: program.count)
    var next = ThreadList(size: program.count)
    var stack: [Int] = []
    // Ctrl-C is polled about every 65,536 steps of work, however long the program.
    let pollEvery = max(1, 65_536 / program.count)
    for position in 0...scalars.count {
      if position % pollEvery == pollEvery - 1 { try Interruption.check(position, of: scalars.count, "characters") }
      // A new attempt starts at every position: the search of `firstMatch(in:)`.
      if add(0, at: position, count: scalars.count, to: &current, stack: &stack) { return true }
      if position == scalars.count || (anchored && current.items.isEmpty) { break }
      let scalar = scalars[position]
      next.clear()
      for pc in current.items {
        guard case .set(let set) = program[pc], set.contains(scalar) else { continue }
        if add(pc + 1, at: position + 1, count: scalars.count, to: &next, stack: &stack) { return true }
      }
      swap(&current, &next)
    }
    return false
  }

  /// Adds the thread at `pc` and everything it reaches without reading; true on a match.
  private func add(_ pc: Int, at position: Int, count: Int, to list: inout ThreadList, stack: inout [Int]) -> Bool {
    stack.append(pc)
    while let pc = stack.popLast() {
      guard list.insert(pc) else { continue }
      switch program[pc] {
      case .match: return true
      case .jump(let target): stack.append(target)
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .start: if position == 0 { stack.append(pc + 1) }
      case .end: if position == count { stack.append(pc + 1) }
      case .set: list.items.append(pc)
      }
    }
    return false
  }

  enum Instruction: Sendable, Equatable {
    case set(ScalarSet)
    case split(Int, Int)
    case jump(Int)
    case start
    case end
    case match
  }

  /// The program counters of one position, each once.
  struct ThreadList {
    var items: [Int] = []
    var seen: [Int]
    var generation = 1

    init(size: Int) { seen = Array(repeating: 0, count: size) }

    mutating func insert(_ pc: Int) -> Bool {
      guard seen[pc] != generation else { return false }
      seen[pc] = generation
      return true
    }

    mutating func clear() {
      items.removeAll(keepingCapacity: true)
      generation += 1
    }
  }
}

/// The scalars one step of a pattern accepts: ranges and class escapes, maybe negated.
struct ScalarSet: Sendable, Equatable {
  enum Item: Sendable, Equatable {
    case range(UInt32, UInt32)
    case digit(Bool)
    case word(Bool)
    case space(Bool)
    /// `.`: anything but a line break.
    case anyButNewline
  }

  var items: [Item]
  var negated = false

  /// The one scalar the set holds, when it is a plain literal.
  var single: UInt32? {
    guard items.count == 1, !negated, case .range(let low, let high) = items[0], low == high else { return nil }
    return low
  }

  func contains(_ scalar: Unicode.Scalar) -> Bool {
    var found = false
    for item in items where Self.matches(item, scalar) {
      found = true
      break
    }
    return found != negated
  }

  private static func matches(_ item: Item, _ scalar: Unicode.Scalar) -> Bool {
    switch item {
    case .range(let low, let high): return scalar.value >= low && scalar.value <= high
    case .digit(let positive): return (scalar.properties.generalCategory == .decimalNumber) == positive
    case .space(let positive): return scalar.properties.isWhitespace == positive
    case .word(let positive):
      let category = scalar.properties.generalCategory
      let isWord =
        scalar.properties.isAlphabetic || category == .decimalNumber || category == .connectorPunctuation
        || category == .nonspacingMark || category == .spacingMark
      return isWord == positive
    case .anyButNewline: return scalar != "\n" && scalar != "\r"
    }
  }
}

extension Pattern {
  indirect enum Node: Sendable {
    case empty
    case set(ScalarSet)
    case start
    case end
    case sequence([Node])
    case alternatives([Node])
    case repeated(Node, min: Int, max: Int?)
  }

  struct Parser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parse() throws(Failure) -> Node {
      let node = try alternatives()
      if index < scalars.count { throw Failure(message: "')' at position \(index + 1) has no matching '('") }
      return node
    }

    mutating func alternatives() throws(Failure) -> Node {
      var branches = [try sequence()]
      while peek == "|" {
        index += 1
        branches.append(try sequence())
      }
      return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    mutating func sequence() throws(Failure) -> Node {
      var items: [Node] = []
      while let scalar = peek, scalar != "|", scalar != ")" {
        var atom = try self.atom()
        while let quantifier = try self.quantifier() {
          if case .start = atom { throw Failure(message: "'^' cannot be repeated") }
          atom = .repeated(atom, min: quantifier.min, max: quantifier.max)
        }
        items.append(atom)
      }
      return items.count == 1 ? items[0] : (items.isEmpty ? .empty : .sequence(items))
    }

    mutating func atom() throws(Failure) -> Node {
      let scalar = scalars[index]
      let position = index + 1
      index += 1
      switch scalar {
      case "(":
        if peek == "?" {
          index += 1
          switch peek {
          case ":": index += 1
          case "=", "!": throw Failure(message: "look-ahead (?\(peek!)…) is not supported: it needs backtracking")
          case "<" where index + 1 < scalars.count && (scalars[index + 1] == "=" || scalars[index + 1] == "!"):
            throw Failure(message: "look-behind is not supported: it needs backtracking")
          case "<":
            while let next = peek, next != ">" { index += 1 }
            guard peek == ">" else { throw Failure(message: "a group name is not closed with '>'") }
            index += 1
          default: throw Failure(message: "(? at position \(position) starts a group kind that is not supported")
          }
        }
        let inner = try alternatives()
        guard peek == ")" else { throw Failure(message: "'(' at position \(position) is not closed") }
        index += 1
        return inner
      case "[": return .set(try characterClass(opening: position))
      case ".": return .set(ScalarSet(items: [.anyButNewline]))
      case "^": return .start
      case "$": return .end
      case "\\": return try escape(inClass: false).map { .set($0) } ?? .empty
      case "*", "+", "?":
        throw Failure(message: "'\(scalar)' at position \(position) has nothing to repeat")
      case "{" where Self.isQuantifier(scalars, from: index - 1):
        throw Failure(message: "'{' at position \(position) has nothing to repeat")
      default:
        return .set(ScalarSet(items: [.range(scalar.value, scalar.value)]))
      }
    }

    static func isQuantifier(_ scalars: [Unicode.Scalar], from start: Int) -> Bool {
      var index = start + 1
      var digits = 0
      while index < scalars.count, scalars[index].properties.numericType == .decimal, scalars[index].isASCII {
        index += 1
        digits += 1
      }
      return digits > 0 && index < scalars.count && (scalars[index] == "}" || scalars[index] == ",")
    }

    mutating func quantifier() throws(Failure) -> (min: Int, max: Int?)? {
      guard let scalar = peek else { return nil }
      let position = index + 1
      var result: (min: Int, max: Int?)
      switch scalar {
      case "*": result = (0, nil)
      case "+": result = (1, nil)
      case "?": result = (0, 1)
      case "{":
        guard Self.isQuantifier(scalars, from: index) else { return nil }
        index += 1
        let low = number()
        var high: Int? = low
        if peek == "," {
          index += 1
          high = peek == "}" ? nil : number()
        }
        guard peek == "}", let low else { throw Failure(message: "'{' at position \(position) is not a valid repeat count") }
        guard low <= 1000, (high ?? 0) <= 1000 else {
          throw Failure(message: "a repeat count above 1000 at position \(position) is not supported")
        }
        if let high, high < low {
          throw Failure(message: "{\(low),\(high)} at position \(position): the maximum is below the minimum")
        }
        result = (low, high)
      default: return nil
      }
      index += 1
      if peek == "?" {
        index += 1  // lazy: the same matches, found in another order
      } else if peek == "+" {
        throw Failure(message: "possessive quantifiers ('\(scalar)+') are not supported: they need backtracking")
      }
      return result
    }

    mutating func number() -> Int? {
      var value: Int?
      while let scalar = peek, scalar.isASCII, let digit = Int(String(scalar)) {
        value = min((value ?? 0) * 10 + digit, 100_000)
        index += 1
      }
      return value
    }

    mutating func characterClass(opening position: Int) throws(Failure) -> ScalarSet {
      var set = ScalarSet(items: [])
      if peek == "^" {
        set.negated = true
        index += 1
      }
      var first = true
      while true {
        guard let scalar = peek else { throw Failure(message: "'[' at position \(position) is not closed with ']'") }
        if scalar == "]" && !first { break }
        first = false
        index += 1
        var low: UInt32
        if scalar == "[" {
          throw Failure(message: "a set inside a set ('[' within '[…]') is not supported")
        } else if scalar == "\\" {
          guard let escaped = try escape(inClass: true) else { continue }
          guard let value = escaped.single else {
            set.items += escaped.items
            continue
          }
          low = value
        } else {
          low = scalar.value
        }
        if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
          index += 1
          var high = scalars[index].value
          index += 1
          if high == UInt32(UInt8(ascii: "\\")) {
            guard let value = try escape(inClass: true)?.single else {
              throw Failure(message: "a range in '[…]' must end with a single character")
            }
            high = value
          }
          guard low <= high else { throw Failure(message: "the range in '[…]' at position \(position) runs backwards") }
          set.items.append(.range(low, high))
        } else {
          set.items.append(.range(low, low))
        }
      }
      index += 1
      return set
    }

    /// The set an escape stands for; nil for an escape that matches nothing (`\E`, `\Q` are refused).
    mutating func escape(inClass: Bool) throws(Failure) -> ScalarSet? {
      guard let scalar = peek else { throw Failure(message: "the pattern ends with a lone backslash") }
      index += 1
      func literal(_ value: UInt32) -> ScalarSet { ScalarSet(items: [.range(value, value)]) }
      switch scalar {
      case "d": return ScalarSet(items: [.digit(true)])
      case "D": return ScalarSet(items: [.digit(false)])
      case "w": return ScalarSet(items: [.word(true)])
      case "W": return ScalarSet(items: [.word(false)])
      case "s": return ScalarSet(items: [.space(true)])
      case "S": return ScalarSet(items: [.space(false)])
      case "t": return literal(9)
      case "n": return literal(10)
      case "r": return literal(13)
      case "f": return literal(12)
      case "e": return literal(27)
      case "x", "u":
        let digits = scalar == "x" ? 2 : 4
        var value: UInt32 = 0
        for _ in 0..<digits {
          guard let next = peek, next.isASCII, let digit = UInt32(String(next), radix: 16) else {
            throw Failure(message: "\\\(scalar) needs \(digits) hexadecimal digits")
          }
          value = value * 16 + digit
          index += 1
        }
        return literal(value)
      case "1"..."9":
        throw Failure(message: "back-references (\\\(scalar)) are not supported: they need backtracking")
      case "b", "B":
        throw Failure(message: "word boundaries (\\\(scalar)) are not supported")
      default:
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
          throw Failure(message: "\\\(scalar) is not an escape this matcher knows")
        }
        return literal(scalar.value)
      }
    }
  }

  struct Compiler {
    var program: [Instruction] = []

    mutating func emit(_ node: Node) throws(Failure) {
      guard program.count <= Pattern.programLimit else {
        throw Failure(message: "the pattern is too large once its repeat counts are expanded")
      }
      switch node {
      case .empty: break
      case .set(let set): program.append(.set(set))
      case .start: program.append(.start)
      case .end: program.append(.end)
      case .sequence(let nodes): for node in nodes { try emit(node) }
      case .alternatives(let branches):
        var jumps: [Int] = []
        for (offset, branch) in branches.enumerated() {
          if offset < branches.count - 1 {
            let split = program.count
            program.append(.split(split + 1, 0))
            try emit(branch)
            jumps.append(program.count)
            program.append(.jump(0))
            program[split] = .split(split + 1, program.count)
          } else {
            try emit(branch)
          }
        }
        for jump in jumps { program[jump] = .jump(program.count) }
      case .repeated(let body, let min, let max):
        for _ in 0..<min { try emit(body) }
        if let max {
          var splits: [Int] = []
          for _ in min..<max {
            splits.append(program.count)
            program.append(.split(program.count + 1, 0))
            try emit(body)
          }
          for split in splits { program[split] = .split(split + 1, program.count) }
        } else {
          let loop = program.count
          program.append(.split(loop + 1, 0))
          try emit(body)
          program.append(.jump(loop))
          program[loop] = .split(loop + 1, program.count)
        }
      }
    }
  }
}
