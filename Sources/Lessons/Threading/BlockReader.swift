/// Reads `{ … }` blocks and single statements into the program's code table.
///
/// Every name is resolved as it is read, so a block with an unknown queue or variable is refused
/// whole, with one error line, before anything runs.
struct BlockReader {
  var program: ThreadingProgram
  let workers: Int
  /// The block words read so far, split: a nested block is split once, with the block around it.
  private var syntaxes: [TextKey: BlockSyntax] = [:]

  init(program: ThreadingProgram, workers: Int) {
    self.program = program
    self.workers = workers
  }

  static let statementNames = [
    "log", "incr", "load", "store", "work", "ui", "lock", "unlock", "wait", "signal", "enter", "leave", "async",
    "sync", "after", "barrier", "notify", "apply", "once", "if", "while", "local", "check", "current", "specific",
    "observe", "unobserve", "post", "begin", "end",
  ]

  /// How long a background task may run, in ticks, when `begin` gives no `--expire`.
  static let defaultExpiry = 30
  /// The longest timeout a `wait` takes, in ticks: 20 s of the clock.
  static let maxTimeout = 1_000_000

  /// A block word (`{ incr c; log done }`) or the name of a `new block`; returns its code.
  mutating func block(_ word: String, loaded: Set<Int> = []) throws(CommandError) -> Int {
    if let named = program.namedBlocks[word] { return named }
    guard word.hasPrefix("{"), word.hasSuffix("}") else {
      if ObjectName.isValid(word) {
        throw CommandError("no block named \(Format.echo(word))", suggestion: "write the block in braces: { log hello }")
      }
      throw CommandError("\(Format.echo(word)) is not a block", suggestion: "write a block in braces: { log hello; incr c }")
    }
    let syntax: BlockSyntax
    if let known = syntaxes[TextKey(word)] {
      syntax = known
    } else {
      syntax = try BlockSyntax.parse(word)
      syntaxes[TextKey(word)] = syntax
    }
    syntaxes.merge(syntax.blocks) { known, _ in known }
    var loaded = loaded
    var statements: [Statement] = []
    var texts: [String] = []
    for words in syntax.commands {
      let (statement, text) = try self.statement(words, loaded: &loaded)
      statements.append(statement)
      texts.append(text)
    }
    let source = texts.isEmpty ? "{ }" : "{ " + texts.joined(separator: "; ") + " }"
    return program.intern(ThreadingProgram.Code(statements: statements, texts: texts, source: source))
  }

  /// One statement typed at the prompt, as a block of its own.
  ///
  /// `loaded` holds the registers main has loaded earlier in the same line, and gains the one
  /// this statement loads.
  mutating func line(_ words: [String], loaded: inout Set<Int>) throws(CommandError) -> Int {
    let (statement, text) = try self.statement(words, loaded: &loaded)
    return program.intern(ThreadingProgram.Code(statements: [statement], texts: [text], source: "{ \(text) }"))
  }

  // swiftlint:disable:next cyclomatic_complexity function_body_length
  mutating func statement(_ words: [String], loaded: inout Set<Int>) throws(CommandError) -> (Statement, String) {
    let name = words[0]
    var rest = Array(words.dropFirst())
    var sources: [String] = []
    let loadedHere = loaded
    // A nested block reads the registers loaded before it (its queuer's, which it keeps), unless
    // it runs with none of them: an operation, an observer, an expiration handler.
    func nested(_ word: String, capturing: Bool = true) throws(CommandError) -> Int {
      let code = try block(word, loaded: capturing ? loadedHere : [])
      if isBlockWord(word) { sources.append(program.codes[code].source) }
      return code
    }
    func need(_ count: Int, _ usage: String) throws(CommandError) {
      guard rest.count == count else {
        throw CommandError(
          "\(name) takes \(usage), not \(Format.echo(rest.joined(separator: " ")))", suggestion: "\(name) \(usage)")
      }
    }
    let statement: Statement
    switch name {
    case "log", "ui":
      guard !rest.isEmpty else { throw CommandError("\(name) needs a text", suggestion: "\(name) hello") }
      let text = rest.joined(separator: " ")
      guard name == "log" else {
        statement = .ui(text)
        break
      }
      let reader = self
      let template = try LogTemplate.read(text) { (value) throws(CommandError) in
        try reader.expression(value, loaded: loaded)
      }
      statement = template.map { .logValues($0) } ?? .log(text)
    case "incr":
      try need(1, "VAR")
      statement = .incr(variable: try variable(rest[0]))
    case "load":
      try need(2, "REGISTER VAR")
      let register = try self.register(rest[0])
      statement = .load(register: register, variable: try variable(rest[1]))
      loaded.insert(register)
    case "local":
      guard rest.count >= 2 else { throw CommandError("local takes REGISTER EXPR", suggestion: "local i 0") }
      let register = try self.register(rest[0])
      // The register is the thread's own from here on: it may stand in its own expression once set.
      let expression = try self.expression(rest.dropFirst().joined(), loaded: loaded)
      statement = .local(register: register, expression)
      loaded.insert(register)
    case "store":
      guard rest.count >= 2 else { throw CommandError("store takes VAR EXPR", suggestion: "store c r+1") }
      let target = try variable(rest[0])
      let text = rest.dropFirst().joined()
      let expression = try self.expression(text, loaded: loaded)
      statement = .store(variable: target, expression)
    case "work":
      try need(1, "TICKS")
      statement = .work(ticks: try count(rest[0], "ticks", 1...1_000_000))
    case "lock", "unlock":
      try need(1, "LOCK")
      let lock = try index(rest[0], in: program.locks, kind: "lock")
      statement = name == "lock" ? .lock(lock) : .unlock(lock)
    case "wait":
      let timeout = try option("--timeout", in: &rest, example: "wait s --timeout 5").map {
        (word) throws(CommandError) in try count(word, "timeout", 0...Self.maxTimeout)
      }
      try need(1, "SEMAPHORE|GROUP|OPQUEUE [--timeout TICKS]")
      if let queue = program.operationQueues.firstIndex(where: { $0.name == rest[0] }) {
        guard timeout == nil else {
          throw CommandError(
            "waiting for an operation queue has no timeout: waitUntilAllOperationsAreFinished waits as long as it takes",
            suggestion: "wait \(rest[0])")
        }
        statement = .waitOperations(queue)
      } else if let semaphore = program.semaphores.firstIndex(of: rest[0]) {
        statement = .waitSemaphore(semaphore, timeout: timeout)
      } else if let group = program.groups.firstIndex(of: rest[0]) {
        statement = .waitGroup(group, timeout: timeout)
      } else {
        throw unknown(
          rest[0], kind: "semaphore, group or operation queue",
          names: program.semaphores + program.groups + program.operationQueues.map(\.name))
      }
    case "signal":
      try need(1, "SEMAPHORE")
      statement = .signal(try index(rest[0], in: program.semaphores, kind: "semaphore"))
    case "enter", "leave":
      try need(1, "GROUP")
      let group = try index(rest[0], in: program.groups, kind: "group")
      statement = name == "enter" ? .enter(group) : .leave(group)
    case "async":
      let group = try option("--group", in: &rest, example: "async global --group g { log hi }").map {
        (word) throws(CommandError) in try index(word, in: program.groups, kind: "group")
      }
      try need(2, "QUEUE [--group GROUP] { BLOCK }")
      let target = try self.target(rest[0])
      let code = try nested(rest[1], capturing: !target.isOperationQueue)
      statement = .async(target, code: code, group: group)
    case "sync":
      try need(2, "QUEUE { BLOCK }")
      let queue = try self.queue(rest[0], verb: "sync")
      statement = .sync(queue: queue, code: try nested(rest[1]))
    case "after":
      try need(3, "TICKS QUEUE { BLOCK }")
      let ticks = try count(rest[0], "ticks", 0...1_000_000)
      let queue = try self.queue(rest[1], verb: "after")
      statement = .after(ticks: ticks, queue: queue, code: try nested(rest[2]))
    case "barrier":
      // `DispatchQueue.async(group:flags: .barrier)`: the barrier block leaves the group as it ends.
      let group = try option("--group", in: &rest, example: "barrier q --group g { log hi }").map {
        (word) throws(CommandError) in try index(word, in: program.groups, kind: "group")
      }
      try need(2, "QUEUE [--group GROUP] { BLOCK }")
      let target = try self.target(rest[0])
      statement = .barrier(target, code: try nested(rest[1], capturing: !target.isOperationQueue), group: group)
    case "notify":
      try need(3, "GROUP QUEUE { BLOCK }")
      let group = try index(rest[0], in: program.groups, kind: "group")
      let queue = try self.queue(rest[1], verb: "notify")
      statement = .notify(group: group, queue: queue, code: try nested(rest[2]))
    case "apply":
      try need(2, "N { BLOCK }")
      statement = .apply(count: try count(rest[0], "iterations", 1...64), code: try nested(rest[1]))
    case "once":
      try need(2, "TOKEN { BLOCK }")
      statement = .once(token: try onceToken(rest[0]), code: try nested(rest[1]))
    case "if", "while":
      guard rest.count >= 2, let body = rest.last, isBlockWord(body) || program.namedBlocks[body] != nil else {
        throw CommandError(
          "\(name) takes a comparison and a block",
          suggestion: name == "if" ? "if r == 0 { store c 1 }" : "while i < 3 { incr c; local i i+1 }")
      }
      let text = rest.dropLast().joined()
      guard
        let comparison = Condition.Comparison.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
          .first(where: { text.contains($0.rawValue) }),
        let range = text.firstRange(of: comparison.rawValue)
      else {
        throw CommandError(
          "\(Format.echo(text)) is not a comparison", suggestion: "compare with ==, !=, <, <=, > or >=: if r == 0 { … }")
      }
      let left = try expression(String(text[..<range.lowerBound]), loaded: loaded)
      let right = try expression(String(text[range.upperBound...]), loaded: loaded)
      let condition = Condition(left: left, comparison: comparison, right: right)
      statement = name == "if" ? .branch(condition, code: try nested(body)) : .loop(condition, code: try nested(body))
    case "check", "current":
      try need(0, "nothing")
      statement = name == "check" ? .check : .current
    case "specific":
      try need(1, "KEY")
      statement = .specific(key: rest[0])
    case "observe", "unobserve":
      guard rest.count == 2 || rest.count == 3 else {
        throw CommandError(
          "\(name) takes NOTIFICATION [OPQUEUE] { BLOCK }, not \(Format.echo(rest.joined(separator: " ")))",
          suggestion: "\(name) done main { ui redraw }")
      }
      let notification = try self.notification(rest[0])
      let queue = rest.count == 3 ? try observerQueue(rest[1]) : nil
      let code = try nested(rest[rest.count - 1], capturing: false)
      statement =
        name == "observe"
        ? .observe(notification: notification, queue: queue, code: code)
        : .unobserve(notification: notification, queue: queue, code: code)
    case "post":
      try need(1, "NOTIFICATION")
      statement = .post(notification: try notification(rest[0]))
    case "begin":
      let expiry = try option("--expire", in: &rest, example: "begin task --expire 30 { end task }").map {
        (word) throws(CommandError) in try count(word, "expiry", 1...1_000_000)
      }
      try need(2, "TASK [--expire TICKS] { HANDLER }")
      let task = try declareOnUse(rest[0], in: \.tasks, what: "background task", example: "begin task { end task }")
      statement = .beginTask(
        task: task, expiresIn: expiry ?? Self.defaultExpiry, handler: try nested(rest[1], capturing: false))
    case "end":
      try need(1, "TASK")
      guard let task = program.tasks.firstIndex(of: rest[0]) else {
        throw CommandError(
          "no background task named \(Format.echo(rest[0]))",
          suggestion: Suggestion.didYouMean(rest[0], in: program.tasks) ?? "begin one first: begin \(rest[0]) { end \(rest[0]) }")
      }
      statement = .endTask(task: task)
    default:
      throw CommandError(
        "\(Format.echo(name)) is not a statement",
        suggestion: Suggestion.didYouMean(name, in: Self.statementNames)
          ?? "statements: " + Self.statementNames.joined(separator: ", "))
    }
    var blocks = sources.makeIterator()
    let shown = words.map { word in
      if isBlockWord(word) { return blocks.next() ?? word }
      let plain =
        !word.isEmpty
        && word.unicodeScalars.allSatisfy { ObjectName.isValid("a" + String($0)) || "+-=<>!".unicodeScalars.contains($0) }
      return plain ? word : Format.quoted(word)
    }
    return (statement, shown.joined(separator: " "))
  }

  /// Whether `word` is a `{ … }` block as written: one already split, or one the tokenizer reads
  /// back as itself.
  private func isBlockWord(_ word: String) -> Bool {
    syntaxes[TextKey(word)] != nil || Tokenizer.isBlockWord(word)
  }

  /// Takes `FLAG VALUE` out of a statement's words; nil when the flag is absent.
  func option(_ flag: String, in words: inout [String], example: String) throws(CommandError) -> String? {
    guard let index = words.firstIndex(of: flag) else { return nil }
    guard index + 1 < words.count else { throw CommandError("\(flag) needs a value", suggestion: example) }
    let value = words[index + 1]
    words.removeSubrange(index...(index + 1))
    return value
  }

  // MARK: - Names

  func variable(_ name: String) throws(CommandError) -> Int {
    try index(name, in: program.variables, kind: "variable")
  }

  func index(_ name: String, in names: [String], kind: String) throws(CommandError) -> Int {
    if let index = names.firstIndex(of: name) { return index }
    throw unknown(name, kind: kind, names: names)
  }

  func unknown(_ name: String, kind: String, names: [String]) -> CommandError {
    let command = kind == "variable" ? "var" : kind
    if let actual = program.kind(of: name, workers: workers) {
      return CommandError(
        "\(name) is \(Format.withArticle(actual)), not \(Format.withArticle(kind))",
        suggestion: "name \(Format.withArticle(kind))")
    }
    return CommandError(
      "no \(kind) named \(Format.echo(name))",
      suggestion: Suggestion.didYouMean(name, in: names) ?? "create it with 'new \(command.split(separator: " ")[0]) \(name) …'")
  }

  func queue(_ name: String, verb: String) throws(CommandError) -> Int {
    if let index = program.queues.firstIndex(where: { $0.name == name }) { return index }
    if program.operationQueues.contains(where: { $0.name == name }) {
      throw CommandError(
        "\(verb) needs a dispatch queue, and \(name) is an operation queue", suggestion: "async \(name) { … } adds an operation")
    }
    throw unknown(name, kind: "queue", names: program.queues.map(\.name))
  }

  func target(_ name: String) throws(CommandError) -> Statement.Target {
    if let index = program.queues.firstIndex(where: { $0.name == name }) { return .queue(index) }
    if let index = program.operationQueues.firstIndex(where: { $0.name == name }) { return .opqueue(index) }
    throw unknown(name, kind: "queue", names: program.queues.map(\.name) + program.operationQueues.map(\.name))
  }

  mutating func register(_ name: String) throws(CommandError) -> Int {
    try declareOnUse(name, in: \.registers, what: "register", example: "load r \(name)")
  }

  mutating func onceToken(_ name: String) throws(CommandError) -> Int {
    try declareOnUse(name, in: \.onceTokens, what: "once token", example: "once setup { … }")
  }

  mutating func notification(_ name: String) throws(CommandError) -> Int {
    try declareOnUse(name, in: \.notifications, what: "notification", example: "post done")
  }

  /// An observer's queue is an operation queue, as in `addObserver(forName:object:queue:using:)`.
  func observerQueue(_ name: String) throws(CommandError) -> Int {
    if let index = program.operationQueues.firstIndex(where: { $0.name == name }) { return index }
    if program.queues.contains(where: { $0.name == name }) {
      throw CommandError(
        "an observer's queue is an operation queue, and \(name) is a dispatch queue",
        suggestion: "name main (OperationQueue.main) or an opqueue, or no queue to run on the posting thread")
    }
    throw unknown(name, kind: "operation queue", names: program.operationQueues.map(\.name))
  }

  /// Registers and once tokens need no `new`: the first use names one.
  private mutating func declareOnUse(
    _ name: String, in names: WritableKeyPath<ThreadingProgram, [String]>, what: String, example: String
  ) throws(CommandError) -> Int {
    if let index = program[keyPath: names].firstIndex(of: name) { return index }
    if let kind = program.kind(of: name, workers: workers) {
      throw CommandError("\(name) is a \(kind); a \(what) needs a name of its own", suggestion: example)
    }
    guard ObjectName.isValid(name) else {
      throw CommandError("\(Format.echo(name)) is not a \(what) name", suggestion: ObjectName.rule)
    }
    program[keyPath: names].append(name)
    return program[keyPath: names].count - 1
  }

  func count(_ word: String, _ what: String, _ range: ClosedRange<Int>) throws(CommandError) -> Int {
    guard let value = Int(word), range.contains(value) else {
      throw CommandError(
        "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(Format.echo(word))")
    }
    return value
  }

  /// `r+1`, `r1-r2+3`, `7`: only integers and registers loaded earlier in the block.
  func expression(_ text: String, loaded: Set<Int>) throws(CommandError) -> Expression {
    var terms: [(adds: Bool, operand: Expression.Operand)] = []
    var adds = true
    var token = ""
    func flush() throws(CommandError) {
      guard !token.isEmpty else {
        throw CommandError("\(Format.echo(text)) is not an expression", suggestion: "an expression is like r+1 or r1-r2")
      }
      if let number = Int(token), ThreadingProgram.values.contains(number) {
        terms.append((adds, .literal(number)))
      } else if !token.isEmpty, token.allSatisfy({ $0.isASCII && $0.isNumber }) {
        throw CommandError(
          "\(Format.echo(token)) is out of range: a number in an expression is from \(ThreadingProgram.valueRange)")
      } else if let register = program.registers.firstIndex(of: token), loaded.contains(register) {
        terms.append((adds, .register(register)))
      } else if program.variables.contains(token) {
        throw CommandError(
          "an expression reads registers, and \(token) is a variable", suggestion: "load it first: load r \(token); store … r+1")
      } else {
        throw CommandError(
          "\(Format.echo(token)) is not loaded in this block", suggestion: "load it first: load \(token) VAR")
      }
      token = ""
    }
    for character in text {
      if character == "+" || character == "-" {
        if token.isEmpty && terms.isEmpty && character == "-" {
          adds.toggle()
          continue
        }
        try flush()
        adds = character == "+"
      } else {
        token.append(character)
      }
    }
    try flush()
    return Expression(terms)
  }
}
