/// The threading chapter under Dispatch's and Foundation's names, for the learner's Swift: a
/// closure sent to a queue becomes one of the chapter's blocks, so the deterministic scheduler
/// steps it and `explore` counts the interleavings of the learner's own code.
///
/// The learner's top-level Swift is the main thread's code for the turn, as a line typed at
/// the prompt is: each use of a queue, lock, semaphore or group runs the chapter's own statement
/// (`q.async { counter += 1 }` is `async q { incr counter }`). A top-level `var` holding an Int
/// that such a closure uses becomes the chapter's variable, shared from then on (Programming iOS
/// 8, ch. 25: the shared data a race is about). The names are Apple's documented Dispatch and
/// Foundation API.
extension Threading: SwiftBindable {
  public static let swiftClasses = [
    "DispatchQueue", "NSLock", "DispatchSemaphore", "DispatchGroup", "OperationQueue", "BlockOperation",
    "NotificationCenter", "Notification", "DispatchWorkItem",
  ]

  /// The Dispatch names the books print beyond those every chapter answers
  /// (`SwiftChapterBridge.renamed`).
  public static let swiftRenamed: [String: String] = [
    "dispatch_queue_create": "DispatchQueue(label:)", "dispatch_semaphore_create": "DispatchSemaphore(value:)",
    "dispatch_group_create": "DispatchGroup()", "dispatch_apply": "DispatchQueue.concurrentPerform(iterations:execute:)",
    "defaultCenter": "NotificationCenter.default",
    "dispatch_after": "DispatchQueue.asyncAfter(deadline:execute:)", "dispatch_time": "DispatchTime.now() + seconds",
    "dispatch_barrier_async": "async(flags: .barrier)", "dispatch_group_async": "async(group:execute:)",
    "dispatch_group_notify": "DispatchGroup.notify(queue:execute:)", "dispatch_group_wait": "DispatchGroup.wait()",
    "dispatch_group_enter": "DispatchGroup.enter()", "dispatch_group_leave": "DispatchGroup.leave()",
    "dispatch_semaphore_signal": "DispatchSemaphore.signal()", "dispatch_semaphore_wait": "DispatchSemaphore.wait()",
    "dispatch_once": "a static let, which Swift sets up once", "NSOperation": "Operation",
    "addOperationWithBlock": "addOperation(_:)", "NSThread": "Thread",
    "performSelectorOnMainThread": "DispatchQueue.main.async",
  ]

  public static let swiftRunsBlocks = true

  /// The implicit members the API here takes or returns: queue attributes and qualities of
  /// service, `.distantFuture`, and `wait(timeout:)`'s `DispatchTimeoutResult`.
  public static let swiftMembers: Set<String> = [
    "concurrent", "barrier", "userInteractive", "userInitiated", "utility", "background", "default", "main",
    "distantFuture", "success", "timedOut", "veryLow", "low", "normal", "high", "veryHigh",
  ]

  public static func swiftObjects(in state: State) -> [(name: String, type: String)] {
    let program = state.program
    return program.queues.dropFirst(2).map { ($0.name, "DispatchQueue") } + program.locks.map { ($0, "NSLock") }
      + program.semaphores.map { ($0, "DispatchSemaphore") } + program.groups.map { ($0, "DispatchGroup") }
      + program.operationQueues.dropFirst().map { ($0.name, "OperationQueue") }
      + state.machine.operations.map { ($0.name, "BlockOperation") }.filter { !$0.0.isEmpty }
      + program.namedBlocks.keys.sorted().map { ($0, "DispatchWorkItem") }
  }

  public static func swiftShared(in state: State) -> [String: Int] {
    Dictionary(zip(state.program.variables, state.machine.variables)) { first, _ in first }
  }

  public static func swiftShare(_ name: String, value: Int, in state: inout State) throws(CommandError) {
    // A write of the top-level code's is the main thread's store, an atomic step the model
    // records (a worker's store after it overwrites it, as lost updates do).
    _ = try run(state.program.variables.contains(name) ? "store \(name) \(value)" : "new var \(name) \(value)", on: &state)
  }

  public static func swiftGet(_ property: String, of object: String, in state: State) throws(CommandError) -> BridgeValue {
    let type = swiftObjects(in: state).first { $0.name == object }?.type ?? "DispatchQueue"
    switch (type, property) {
    case ("DispatchQueue", "label"), ("OperationQueue", "name"): return .string(object)
    case ("OperationQueue", "isSuspended"):
      let index = state.program.operationQueues.firstIndex { $0.name == object }
      return .bool(index.map { state.machine.suspended[$0] } ?? false)
    case ("BlockOperation", "isCancelled"), ("BlockOperation", "isFinished"):
      guard let operation = state.machine.operations.first(where: { $0.name == object }) else { return .bool(false) }
      return .bool(property == "isCancelled" ? operation.isCancelled : operation.stage == .finished)
    case ("OperationQueue", "maxConcurrentOperationCount"):
      let queue = state.program.operationQueues.first { $0.name == object }
      // OperationQueue.defaultMaxConcurrentOperationCount is -1.
      return .int(queue?.maxConcurrent ?? -1)
    default: throw noMember(property, of: type, among: methods[type] ?? [])
    }
  }

  public static func swiftSet(_ property: String, of object: String, to value: BridgeValue, in state: inout State)
    throws(CommandError) -> [String]
  {
    let type = swiftObjects(in: state).first { $0.name == object }?.type ?? "DispatchQueue"
    if type == "OperationQueue", property == "maxConcurrentOperationCount", case .int(let count) = value,
      let index = state.program.operationQueues.firstIndex(where: { $0.name == object })
    {
      guard index > 0 else { throw CommandError("OperationQueue.main runs one operation at a time, on the main thread") }
      guard count >= 1 || count == -1 else {
        throw CommandError(
          "maxConcurrentOperationCount is at least 1, or -1 (OperationQueue.defaultMaxConcurrentOperationCount)")
      }
      // The queue's limit from here on: operations already running go on (Apple's documented API).
      state.program.operationQueues[index].maxConcurrent = count == -1 ? nil : count
      return ["\(object).maxConcurrentOperationCount = \(count)"]
    }
    if type == "OperationQueue", property == "isSuspended", case .bool(let flag) = value {
      let index = state.program.operationQueues.firstIndex { $0.name == object }
      // Setting it to what it is already does nothing, as in Foundation.
      if index.map({ state.machine.suspended[$0] }) == flag { return [] }
      return try run("\(flag ? "suspend" : "resume") \(object)", on: &state)
    }
    if type == "BlockOperation", property == "completionBlock", case .block(let block) = value {
      // The chapter's own command, as `new op … --completion` makes it.
      let notes = try makeVariables(block.variables, in: &state)
      return notes + (try run("completion \(object) \(try text(of: block))", on: &state))
    }
    if type == "BlockOperation", property == "queuePriority" {
      guard case .member(let level) = value, Machine.Priority.allCases.contains(where: { $0.name == level }) else {
        throw CommandError("queuePriority is .veryLow, .low, .normal, .high or .veryHigh")
      }
      return try run("priority \(object) \(level)", on: &state)
    }
    throw CommandError("the Workbench's \(type) has no property '\(property)' to set")
  }

  /// The methods each class has here, for messages.
  static let methods = [
    "DispatchQueue": ["async", "sync", "label"], "NSLock": ["lock", "unlock"],
    "DispatchSemaphore": ["wait", "signal"], "DispatchGroup": ["enter", "leave", "wait", "notify"],
    "OperationQueue": [
      "addOperation", "addOperations", "waitUntilAllOperationsAreFinished", "name", "maxConcurrentOperationCount",
      "isSuspended",
    ],
    "BlockOperation": ["addDependency", "cancel", "isCancelled", "isFinished", "completionBlock", "queuePriority"],
    "NotificationCenter": ["addObserver(forName:object:queue:using:)", "removeObserver(_:)", "post(name:object:)"],
  ]

  public static func swiftCall(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    switch call.target {
    case .type(let type):
      if let queue = staticObject(call) { return BridgeResult(queue) }
      if type == "DispatchQueue", call.member == "concurrentPerform" {
        return try main(call, in: &state)
      }
      guard call.member == "init" else { throw noMember(call.member, of: type, among: ["init"]) }
      return try make(type, call, in: &state)
    case .object:
      return try main(call, in: &state)
    case .value:
      throw call.noValueMember
    }
  }

  /// `DispatchQueue.main`, `DispatchQueue.global()`, `global(qos:)`, `OperationQueue.main`,
  /// `NotificationCenter.default` and a notification's name, `Notification.Name("done")`.
  private static func staticObject(_ call: BridgeCall) -> BridgeValue? {
    switch (call.target, call.member) {
    case (.type("DispatchQueue"), "main"): return .object(type: "DispatchQueue", name: "main")
    case (.type("DispatchQueue"), "global") where call.labels.allSatisfy({ $0 == "qos" }):
      return .object(type: "DispatchQueue", name: "global")
    case (.type("OperationQueue"), "main"): return .object(type: "OperationQueue", name: "main")
    case (.type("NotificationCenter"), "default"): return .object(type: "NotificationCenter", name: "default")
    case (.type("Notification"), "Name"):
      guard call.labels == ["_"], case .string(let name) = call.arguments[0], ObjectName.isValid(name) else { return nil }
      return .object(type: "Notification.Name", name: name)
    default: return nil
    }
  }

  /// `DispatchQueue(label:)`, `NSLock()`, `DispatchSemaphore(value:)`, `DispatchGroup()`,
  /// `OperationQueue()`: the chapter's `new`, named after the variable it is bound to.
  private static func make(_ type: String, _ call: BridgeCall, in state: inout State) throws(CommandError)
    -> BridgeResult
  {
    let prefixes = [
      "DispatchQueue": "queue", "NSLock": "lock", "DispatchSemaphore": "semaphore", "DispatchGroup": "group",
      "OperationQueue": "opqueue", "BlockOperation": "op", "DispatchWorkItem": "block",
    ]
    let program = state.program
    let name = freshName(call.name, prefix: prefixes[type] ?? "object") {
      program.kind(of: $0, workers: state.workers) != nil
    }
    let line: String
    switch (type, call.signature) {
    case ("DispatchQueue", "init(label:)"): line = "new queue \(name) serial"
    case ("DispatchQueue", "init(label:attributes:)"):
      guard case .member(let attribute) = call.arguments[1], attribute == "concurrent" else {
        throw CommandError("a queue's attributes here are .concurrent, or none for a serial queue")
      }
      line = "new queue \(name) concurrent"
    case ("NSLock", "init()"): line = "new lock \(name)"
    case ("DispatchSemaphore", "init(value:)"):
      guard case .int(let value) = call.arguments[0] else { throw CommandError("DispatchSemaphore(value:) takes an Int") }
      line = "new semaphore \(name) \(value)"
    case ("DispatchGroup", "init()"): line = "new group \(name)"
    case ("OperationQueue", "init()"): line = "new opqueue \(name)"
    case ("DispatchWorkItem", "init(_:)"), ("DispatchWorkItem", "init(block:)"):
      // The chapter's named block: a queue runs it when a statement names it.
      guard case .block(let block) = call.arguments[0] else { throw CommandError("DispatchWorkItem takes a closure") }
      let notes = try makeVariables(block.variables, in: &state)
      return BridgeResult(
        .object(type: type, name: name), notes: notes + (try run("new block \(name) \(try text(of: block))", on: &state)))
    case ("BlockOperation", "init(_:)"), ("BlockOperation", "init(block:)"):
      guard case .block(let block) = call.arguments[0] else { throw CommandError("BlockOperation takes a closure") }
      let notes = try makeVariables(block.variables, in: &state)
      return BridgeResult(
        .object(type: type, name: name), notes: notes + (try run("new op \(name) \(try text(of: block))", on: &state)))
    default:
      let usage = [
        "DispatchQueue": "DispatchQueue(label: \"q\") or DispatchQueue(label: \"q\", attributes: .concurrent)",
        "NSLock": "NSLock()", "DispatchSemaphore": "DispatchSemaphore(value: 0)", "DispatchGroup": "DispatchGroup()",
        "OperationQueue": "OperationQueue()", "BlockOperation": "BlockOperation { … }",
        "DispatchWorkItem": "DispatchWorkItem { … }",
      ]
      throw CommandError("a \(type) is made with \(usage[type] ?? type + "()") here, not \(call.signature)")
    }
    return BridgeResult(.object(type: type, name: name), notes: try run(line, on: &state))
  }

  /// A call of the main thread's top-level code: the chapter's statement, run as a typed line.
  ///
  /// The learner's variables a closure uses become the chapter's first.
  private static func main(_ call: BridgeCall, in state: inout State) throws(CommandError) -> BridgeResult {
    var notes = try makeVariables(variables(in: call.arguments), in: &state)
    var registers = 0
    let line = try statement(call, registers: &registers)
    // Dispatch's signal() says whether it woke a thread. The model's rule: a thread waits on
    // the semaphore if its next statement is a wait for it (libdispatch counts one that has
    // called wait).
    let wakes =
      call.member == "signal" && state.machine.hasWaiter(onSemaphore: semaphore(of: call, in: state.program), state.program)
    let logStart = state.machine.log.count
    notes += try run(line, on: &state)
    // A call that waits (sync, wait, concurrentPerform, a lock held elsewhere) returns when
    // main can go on: the other threads run meanwhile, in the scheduler's own order.
    var steps = 0
    while !(state.machine.threads[0].frames.isEmpty && state.machine.turn.isEmpty), steps < ThreadingWorld.stepLimit {
      // Main runs the block's top-level code until the block ends: a main-queue block waits.
      guard let step = try state.stepByPolicy(closingTurn: false) else { break }
      notes += [step.text] + step.details
      steps += 1
    }
    // What the threads printed meanwhile is the program's output, where the call is, as the
    // Swift program prints it: the text alone. Which thread printed it is in the steps and in
    // the chapter's `log`; a touch of the UI prints nothing, and is told among the notes.
    let logged = state.machine.log[logStart...]
    let printed = logged.filter { !$0.isUI }.map(state.machine.text(of:))
    notes += logged.filter(\.isUI).map {
      "\(ThreadingProgram.threadName($0.thread)) touches the UI: \(state.machine.text(of: $0))"
    }
    if call.member == "wait", call.labels == ["timeout"] {
      // Dispatch's DispatchTimeoutResult: whether main's wait ended by its timeout.
      let result = state.machine.waitsTimedOut.value.contains(0) ? "timedOut" : "success"
      return BridgeResult(.member(result), notes: notes, printed: printed)
    }
    if call.member == "signal", case .object("DispatchSemaphore", _) = call.target {
      // `@discardableResult func signal() -> Int`: non-zero when a thread was woken (Apple's
      // documented API; libdispatch returns 1).
      return BridgeResult(.int(wakes ? 1 : 0), notes: notes, printed: printed)
    }
    if call.member == "addObserver", line.hasPrefix("observe ") {
      // The observer's token: what `removeObserver` is given back, naming the same observer.
      return BridgeResult(.object(type: observerToken, name: String(line.dropFirst("observe ".count))), notes: notes)
    }
    return BridgeResult(.void, notes: notes, printed: printed)
  }

  /// The index of the semaphore a call is made on, -1 for a call on anything else.
  private static func semaphore(of call: BridgeCall, in program: ThreadingProgram) -> Int {
    guard case .object("DispatchSemaphore", let name) = call.target else { return -1 }
    return program.semaphores.firstIndex(of: name) ?? -1
  }

  /// Makes the chapter's variable for each of the learner's a block uses that the chapter has
  /// not got yet, with the learner's value.
  static func makeVariables(_ variables: [String: Int], in state: inout State) throws(CommandError) -> [String] {
    var notes: [String] = []
    for (name, value) in variables.sorted(by: { $0.key < $1.key }) where !state.program.variables.contains(name) {
      notes += try run("new var \(name) \(value)", on: &state)
    }
    return notes
  }

  private static func variables(in arguments: [BridgeValue]) -> [String: Int] {
    var variables: [String: Int] = [:]
    for case .block(let block) in arguments { variables.merge(block.variables) { $1 } }
    return variables
  }

  /// A use of the API as the chapter's statement: `q.async { … }` is `async q { … }`.
  static func statement(_ call: BridgeCall, registers: inout Int) throws(CommandError) -> String {
    func block(_ label: String) throws(CommandError) -> String {
      // A DispatchWorkItem is the chapter's named block: a statement names it, where
      // Dispatch takes one (`async`, `asyncAfter` and `sync`, with `execute:`).
      if case .object("DispatchWorkItem", let item)? = call.argument(label), label == "execute",
        ["async", "asyncAfter", "sync"].contains(call.member)
      {
        return item
      }
      guard let argument = call.argument(label), case .block(let block) = argument else {
        throw CommandError("\(call.signature) takes a closure")
      }
      return try text(block.statements, registers: &registers)
    }
    let name: String
    switch call.target {
    case .object(_, let object): name = object
    case .type(let type): name = type
    case .value: name = ""
    }
    switch (call.target, call.signature) {
    case (.type("DispatchQueue"), "concurrentPerform(iterations:_:)"),
      (.type("DispatchQueue"), "concurrentPerform(iterations:execute:)"):
      guard case .int(let count) = call.arguments[0] else { throw CommandError("iterations is an Int") }
      return "apply \(count) \(try block(call.labels[1]))"
    case (.object("OperationQueue", _), "addOperation(_:)") where call.arguments[0].isObject(of: "BlockOperation"):
      return "add \(name) \(call.arguments[0].objectName ?? "")"
    case (.object("OperationQueue", _), "addOperations(_:waitUntilFinished:)"):
      guard case .array(let items) = call.arguments[0], !items.isEmpty,
        case let operations = items.compactMap(\.objectName), operations.count == items.count
      else { throw CommandError("addOperations(_:waitUntilFinished:) takes an array of BlockOperations") }
      guard call.arguments[1] == .bool(false) else {
        throw CommandError(
          "addOperations(_:waitUntilFinished: true) is not modelled: it waits for those operations alone",
          suggestion: "pass false, then wait for the whole queue: \(name).waitUntilAllOperationsAreFinished()")
      }
      return "add \(name) \(operations.joined(separator: " "))"
    case (.object("DispatchQueue", _), "async(_:)"), (.object("DispatchQueue", _), "async(execute:)"),
      (.object("OperationQueue", _), "addOperation(_:)"):
      return "async \(name) \(try block(call.labels[0]))"
    case (.object("DispatchQueue", _), "async(group:_:)"), (.object("DispatchQueue", _), "async(group:execute:)"):
      guard let group = call.arguments[0].objectName else { throw CommandError("async(group:execute:) takes a DispatchGroup") }
      return "async \(name) --group \(group) \(try block(call.labels[1]))"
    case (.object("DispatchQueue", _), "async(flags:_:)"), (.object("DispatchQueue", _), "async(flags:execute:)"):
      guard call.arguments[0] == .member("barrier") else { throw CommandError("the flags modelled here are .barrier") }
      return "barrier \(name) \(try block(call.labels[1]))"
    case (.object("DispatchQueue", _), "async(group:flags:_:)"), (.object("DispatchQueue", _), "async(group:flags:execute:)"):
      guard let group = call.arguments[0].objectName else {
        throw CommandError("async(group:flags:execute:) takes a DispatchGroup")
      }
      guard call.arguments[1] == .member("barrier") else { throw CommandError("the flags modelled here are .barrier") }
      return "barrier \(name) --group \(group) \(try block(call.labels[2]))"
    case (.object("DispatchQueue", _), "asyncAfter(deadline:_:)"),
      (.object("DispatchQueue", _), "asyncAfter(deadline:execute:)"):
      guard case .structure("DispatchTime", let fields) = call.arguments[0], let seconds = fields.first?.number,
        seconds >= 0
      else { throw CommandError("asyncAfter(deadline:) takes a time to come: .now() + 0.5") }
      return "after \(ticks(seconds)) \(name) \(try block(call.labels[1]))"
    case (.object("DispatchQueue", _), "sync(_:)"), (.object("DispatchQueue", _), "sync(execute:)"):
      return "sync \(name) \(try block(call.labels[0]))"
    case (.object("BlockOperation", _), "addDependency(_:)"):
      guard let other = call.arguments[0].objectName else { throw CommandError("addDependency(_:) takes an operation") }
      return "dep \(name) \(other)"
    case (.object("BlockOperation", _), "cancel()"): return "cancel \(name)"
    case (.object("DispatchWorkItem", _), _):
      throw CommandError(
        "DispatchWorkItem's \(call.member) is not in the Workbench's model yet: the item runs where a queue is handed it, "
          + "q.async(execute: \(name))")
    case (.object("NotificationCenter", _), "addObserver(forName:object:queue:_:)"),
      (.object("NotificationCenter", _), "addObserver(forName:object:queue:using:)"):
      guard case .object("Notification.Name", let notification) = call.arguments[0] else {
        throw CommandError("addObserver(forName:…) takes a name: Notification.Name(\"done\")")
      }
      guard call.arguments[1] == .null else {
        // The chapter's observers hear every sender: one sender's notifications alone would be
        // a wrong answer.
        throw CommandError(
          "an observer of one sender's notifications (object: not nil) is not in the Workbench's model yet",
          suggestion: "observe every sender's: addObserver(forName: name, object: nil, queue: …)")
      }
      let queue: String
      switch call.arguments[2] {
      case .null: queue = ""
      case .member("main"): queue = " main"
      case .object("OperationQueue", let object): queue = " " + object
      default: throw CommandError("an observer's queue is an OperationQueue (OperationQueue.main), or nil")
      }
      return "observe \(notification)\(queue) \(try block(call.labels[3]))"
    case (.object("NotificationCenter", _), "removeObserver(_:)"):
      guard case .object(observerToken, let observer) = call.arguments[0] else {
        throw CommandError(
          "removeObserver(_:) takes the token addObserver(forName:object:queue:using:) returned",
          suggestion: "let token = center.addObserver(…), then center.removeObserver(token)")
      }
      return "unobserve \(observer)"
    case (.object("NotificationCenter", _), "post(name:object:)"):
      guard case .object("Notification.Name", let notification) = call.arguments[0] else {
        throw CommandError("post(name:object:) takes a name: Notification.Name(\"done\")")
      }
      return "post \(notification)"
    case (.object("NSLock", _), "lock()"): return "lock \(name)"
    case (.object("NSLock", _), "unlock()"): return "unlock \(name)"
    case (.object("DispatchSemaphore", _), "wait()"), (.object("DispatchGroup", _), "wait()"),
      (.object("OperationQueue", _), "waitUntilAllOperationsAreFinished()"):
      return "wait \(name)"
    case (.object("DispatchSemaphore", _), "wait(timeout:)"), (.object("DispatchGroup", _), "wait(timeout:)"):
      // `.distantFuture` waits as long as it takes, as wait() does.
      if call.arguments[0] == .member("distantFuture") { return "wait \(name)" }
      guard case .structure("DispatchTime", let fields) = call.arguments[0], let seconds = fields.first?.number,
        seconds >= 0
      else { throw CommandError("wait(timeout:) takes a time to come: .now() + 0.5, or .distantFuture") }
      guard ticks(seconds) <= BlockReader.maxTimeout else {
        throw CommandError(
          "wait(timeout:) here times out within 20 s of the model's clock",
          suggestion: "wait(timeout: .distantFuture) waits as long as it takes")
      }
      return "wait \(name) --timeout \(ticks(seconds))"
    case (.object("DispatchSemaphore", _), "signal()"): return "signal \(name)"
    case (.object("DispatchGroup", _), "enter()"): return "enter \(name)"
    case (.object("DispatchGroup", _), "leave()"): return "leave \(name)"
    case (.object("DispatchGroup", _), "notify(queue:_:)"), (.object("DispatchGroup", _), "notify(queue:execute:)"):
      // `.main` is DispatchQueue.main, written where the type is known.
      let main: String? = call.arguments[0] == .member("main") ? "main" : nil
      guard let queue = main ?? call.arguments[0].objectName else {
        throw CommandError("notify(queue:execute:) takes a queue")
      }
      return "notify \(name) \(queue) \(try block(call.labels[1]))"
    case (.object(let type, _), _):
      throw noMember(call.member, of: type, among: methods[type] ?? [])
    case (.type(let type), _):
      throw CommandError("\(type).\(call.signature) is not modelled on the threads here")
    case (.value, _):
      throw call.noValueMember
    }
  }

  /// The type of the token `addObserver(forName:object:queue:using:)` returns: its name is the
  /// observer as the chapter's `observe` gave it (`done main { incr c }`).
  static let observerToken = "NSObjectProtocol"

  /// Seconds on the chapter's clock, which ticks every 20 µs (`tickLength`).
  static func ticks(_ seconds: Double) -> Int { Int((seconds * 50_000).rounded()) }

  /// A lowered closure as the chapter's block: `{ incr counter; lock m }`.
  static func text(of block: BridgeBlock) throws(CommandError) -> String {
    var registers = 0
    return try text(block.statements, registers: &registers)
  }

  /// Statements as the chapter's block, numbering the registers it adds from `registers`.
  static func text(_ statements: [BridgeStatement], registers: inout Int) throws(CommandError) -> String {
    var lines: [String] = []
    for statement in statements {
      switch statement {
      case .add(let variable, 1): lines.append("incr \(variable)")
      case .add(let variable, let amount):
        registers += 1
        lines.append("load r\(registers) \(variable)")
        lines.append("store \(variable) " + BridgeTerm.text([BridgeTerm(register: "r\(registers)"), BridgeTerm(number: amount)]))
      case .load(let register, let variable): lines.append("load \(register) \(variable)")
      case .store(let variable, let terms): lines.append("store \(variable) \(BridgeTerm.text(terms))")
      case .print(let text): lines.append("log \(Format.quoted(text))")
      case .printValues(let texts, let values):
        // The chapter's template, `log "n is \(r1)"`: quoted, `\(` keeps its backslash.
        var template = texts[0]
        for (index, value) in values.enumerated() { template += "\\(" + BridgeTerm.text(value) + ")" + texts[index + 1] }
        lines.append("log " + Format.quoted(template))
      case .branch(let left, let comparison, let right, let body):
        lines.append(
          "if \(BridgeTerm.text(left)) \(comparison) \(BridgeTerm.text(right)) \(try text(body, registers: &registers))")
      case .loop(let left, let comparison, let right, let body):
        lines.append(
          "while \(BridgeTerm.text(left)) \(comparison) \(BridgeTerm.text(right)) \(try text(body, registers: &registers))")
      case .local(let register, let terms): lines.append("local \(register) \(BridgeTerm.text(terms))")
      case .call(let call): lines.append(try self.statement(call, registers: &registers))
      }
    }
    return lines.isEmpty ? "{ }" : "{ " + lines.joined(separator: "; ") + " }"
  }
}
