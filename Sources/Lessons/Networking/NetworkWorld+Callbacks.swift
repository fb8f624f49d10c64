/// The delegate side: each callback is an operation the session adds to its delegate queue, run
/// by the threading chapter's machine on whatever thread that queue runs on (Programming iOS 8,
/// ch. 24; swift-corelibs-foundation adds each one with `delegateQueue.addOperation`).
extension NetworkWorld {
  /// Posts a task's callback to its session's delegate queue.
  ///
  /// The block logs the call, then runs the learner's code for it. Returns the line that says so.
  mutating func post(
    _ method: CallbackMethod, _ detail: String, for task: String, isFinal: Bool = false, values: [Int] = []
  ) -> [String] {
    post(method, FrameworkDetail(detail), for: task, isFinal: isFinal, values: values)
  }

  /// `post` of a detail kept as its parts.
  mutating func post(
    _ method: CallbackMethod, _ detail: FrameworkDetail, for task: String, isFinal: Bool = false, values: [Int] = []
  ) -> [String] {
    guard let slot = tasks.slot(of: task) else { return [] }
    return post(method, detail, forSlot: slot, isFinal: isFinal, values: values)
  }

  /// `post` for the task in `slot`.
  ///
  /// `values` are what the method is handed that the model holds as numbers (a delegate's
  /// `bytesWritten`, `error`), set in the registers its handler's `--arguments` name; nil for
  /// the detail's own numbers (`didReceiveData`'s, `didWriteData`'s). A completion handler's
  /// values are its task's (`handlerValues`), whatever numbers its detail keeps.
  mutating func post(
    _ method: CallbackMethod, _ detail: FrameworkDetail, forSlot slot: Int, isFinal: Bool = false, values: [Int]? = nil
  ) -> [String] {
    var lines: [String] = []
    post(method, detail, forSlot: slot, isFinal: isFinal, values: values, into: &lines)
    return lines
  }

  /// `post` for the task in `slot`, its lines added to `lines`: a step nobody reads has none,
  /// and makes no list of them.
  mutating func post(
    _ method: CallbackMethod, _ detail: FrameworkDetail, forSlot slot: Int, isFinal: Bool = false, values: [Int]? = nil,
    into lines: inout [String]
  ) {
    // The task and its session are looked at where they are: a copy of either retains all of it.
    guard let session = sessionSlot(ofTask: slot) else { return }
    // Names are read only where they are said.
    var task: String { tasks[slot: slot].name }
    // Only a background session's callbacks wait for the app.
    if sessions[slot: session].isBackground,
      let deferred = deferIfSuspended(method, detail, for: task, isFinal: isFinal, values: values ?? detail.numbers)
    {
      lines += deferred
      return
    }
    var code: String
    if method == .completionHandler {
      code = tasks[slot: slot].completion ?? ""
      if !tasks[slot: slot].completionArguments.isEmpty { code = Self.handing(handlerValues(of: tasks[slot: slot]), to: code) }
    } else {
      let handlers = sessions[slot: session].handlers
      code = handlers.isEmpty ? "" : handlers[method.rawValue] ?? ""
      guard let handed = handing(values ?? detail.numbers, of: method, toSlot: slot, session: session, code: code) else {
        lines.append("\(method) for \(task) was posted without its values: the model's fault")
        return
      }
      code = handed
    }
    if method == .didFinishDownloadingTo, let table = sessions[slot: session].downloader {
      code = table.didFinishCode(
        owner: sessions[slot: session].name, identifier: tasks[slot: slot].identifier,
        status: tasks[slot: slot].response?.status)
    }
    post(
      PostedCallback(block: 0, slot: slot, session: session, method: method, detail: detail, isFinal: isFinal),
      code: code, on: nil,
      of: (sessions[slot: session].isMainQueue, sessions[slot: session].queue, sessions[slot: session].queueTarget),
      into: &lines)
  }

  /// A delegate handler's `code` with the values its method is handed set first, in the
  /// registers its `on … --arguments` names; `code` as it is for a handler that reads none.
  ///
  /// didCompleteWithError's error is the task's, however it ended (simulated, live or held);
  /// the data methods' numbers are `values`. Nil when a handler reads values nobody handed:
  /// its registers would be unset.
  ///
  /// The values are asked for only when the handler reads them.
  @inline(__always)
  func handing(
    _ values: @autoclosure () -> [Int], of method: CallbackMethod, toSlot slot: Int, session: Int, code: String
  ) -> String? {
    // Most sessions' handlers read no values: nothing is looked up then.
    guard !sessions[slot: session].handlerArguments.isEmpty,
      let registers = sessions[slot: session].handlerArguments[method.rawValue], !registers.isEmpty
    else { return code }
    let handed = method == .didCompleteWithError ? [tasks[slot: slot].error ?? 0] : values()
    guard registers.count == handed.count else { return nil }
    return Self.handing(zip(registers, handed).filter { !$0.0.isEmpty }.map { ($0.0, $0.1) }, to: code)
  }

  /// Posts a session's own callback (didBecomeInvalidWithError), on its delegate queue or on
  /// `queue` (the app delegate's, on main).
  mutating func post(_ method: CallbackMethod, _ detail: String, forSession name: String, on queue: String? = nil) -> [String] {
    guard let slot = sessions.slot(of: name) else { return [] }
    return post(
      PostedCallback(block: 0, session: slot, method: method, detail: FrameworkDetail(detail)),
      code: sessions[slot: slot].handlers[method.rawValue] ?? "", on: queue)
  }

  mutating func post(_ callback: PostedCallback, code: String, on queue: String? = nil) -> [String] {
    let slot = callback.session
    guard sessions.holds(slot: slot) else { return [] }
    let session = (sessions[slot: slot].isMainQueue, sessions[slot: slot].queue, sessions[slot: slot].queueTarget)
    var lines: [String] = []
    post(callback, code: code, on: queue, of: session, into: &lines)
    return lines
  }

  /// Posts `callback` for a session whose delegate queue is `session.queue` (main when
  /// `isMainQueue`), as the caller has read it.
  ///
  /// The callback is built once and moved into `posted`: a copy of it retains every name it
  /// holds. What it says is added to `lines`.
  private mutating func post(
    _ callback: consuming PostedCallback, code: String, on queue: String?,
    of session: (isMainQueue: Bool, queue: String, target: Statement.Target?), into lines: inout [String]
  ) {
    let (isMainQueue, ownQueue, ownTarget) = session
    // Most callbacks go to the session's own queue: no name is compared for them.
    let isOwn = queue.map { $0 == ownQueue } ?? true
    let queue = queue ?? ownQueue
    callback.queue = queue
    let method = callback.method
    do {
      // The session's own queue is posted to as it holds it; another (main, for the app
      // delegate) is found by name.
      let target: Statement.Target
      if let ownTarget, isOwn { target = ownTarget } else { target = try threading.queueTarget(queue) }
      // The label is made where it is handed over.
      callback.block = try threading.post(
        label: FrameworkLabel(who: caller(of: callback), method: method.rawValue, detail: callback.detail), then: code,
        to: target)
    } catch {
      // The learner's code was read when it was given; a failure here is the model's fault.
      lines.append("\(method) for \(caller(of: callback)) could not be queued: \(error.message)")
      return
    }
    let block = callback.block
    diagram.add(
      .session, !isOwn && queue == "main" && !isMainQueue ? .client : .queue, .queued(method, onMain: !isOwn),
      task: callback.slot, session: callback.session, at: now)
    posted.append(callback)
    if narrates.value { lines.append("\(method) queued on \(queue) (B\(block))") }
  }

  /// The values a completion handler is handed, each in the register its block reads it from
  /// (`SessionTask.completionArguments`), as numbers: the data's byte count (-1 for nil; a
  /// download's location, 1 or 0 for nil), the response's status (0 for nil), the error's code
  /// (0 for nil).
  func handlerValues(of task: SessionTask) -> [(register: String, value: Int)] {
    let failed = task.error != nil
    let first = task.kind == .download ? (!failed && task.temporaryFile != nil ? 1 : 0) : (failed ? -1 : task.received)
    let values = [first, task.response?.status ?? 0, task.error ?? 0]
    return zip(task.completionArguments, values).filter { !$0.0.isEmpty }.map { ($0.0, $0.1) }
  }

  /// `code` with the handler's values set first, each a `local` statement of its block.
  static func handing(_ values: [(register: String, value: Int)], to code: String) -> String {
    let locals = values.map { "local \($0.register) \($0.value)" }.joined(separator: "; ")
    let body = inner(code)
    return "{ " + locals + (body.isEmpty ? "" : "; " + body) + " }"
  }

  /// A block's statements without its braces.
  static func inner(_ block: String) -> String {
    var text = block.trimmedBlanks
    if text.hasPrefix("{"), text.hasSuffix("}") { text = text.dropFirst().dropLast() }
    return String(text.trimmedBlanks)
  }

  /// Tells the threading machine whether the network still has work that will post blocks, so
  /// a main thread that waits for a callback is not called deadlocked too soon.
  mutating func syncOutsideWork() {
    // A completed task never runs again: the tasks before the first one that has not
    // completed are passed over. By index: a task looked at through its index is not copied.
    var first = firstUnfinished.value
    while first < tasks.count, tasks[slot: first].state == .completed { first += 1 }
    firstUnfinished.value = first
    threading.outsideWork = (first..<tasks.count).contains {
      tasks[slot: $0].state == .running || tasks[slot: $0].state == .canceling
    }
  }

  /// The callbacks queued on main that cannot run because main is blocked, a line each.
  func stuckOnMain() -> [String] {
    guard threading.machine.isBlocked(0, threading.program) else { return [] }
    return posted.filter { $0.thread == nil && sessions.holds(slot: $0.session) && sessions[slot: $0.session].isMainQueue }
      .map { callback in
        "\(caller(of: callback)) \(callback.method) (B\(callback.block)) waits on the main queue, and main is "
          + "\(threading.threadState(0)): it can never run. A main-queue delegate needs a free main thread "
          + "(Programming iOS 8, ch. 24–25)"
      }
  }

  /// Looks at the threading machine for callbacks that have started or returned.
  ///
  /// A callback has started once its block is on a thread and has begun, and returned once it
  /// is gone again; each moment does what it means. Returns what happened, a line each.
  mutating func observeCallbacks() -> [String] {
    let seen = observe()
    return seen.started + seen.returned
  }

  /// What `observe` saw: the starts apart from the returns (a line each while the world
  /// narrates), and the first callback it saw start that is still running.
  struct Observed {
    /// The lines of the starts and of the returns; nil until there is one (a step nobody reads
    /// has none, and keeps no lists).
    private var lines: (started: [String], returned: [String])?
    /// The first callback seen starting that has not returned: its block and its thread.
    var running: (block: Int, thread: Int)?
    /// Whether a callback started or returned.
    var changed = false

    var started: [String] { lines?.started ?? [] }
    var returned: [String] { lines?.returned ?? [] }

    /// Adds `lines` to the starts' lines (or, not `starting`, the returns'); a step nobody
    /// reads has none, and adds nothing.
    mutating func add(_ lines: [String], starting: Bool) {
      guard !lines.isEmpty else { return }
      var kept = self.lines ?? ([], [])
      if starting { kept.started += lines } else { kept.returned += lines }
      self.lines = kept
    }
  }

  /// What `observeCallbacks` saw, the starts apart from the returns: a step's narration puts a
  /// callback's start before what its thread did and its return after.
  ///
  /// The machine says which of the framework's blocks began and ended since it last looked
  /// (`takeFrameworkNews`), in the order they did: nothing is searched for.
  mutating func observe() -> Observed {
    var seen = Observed()
    // Most looks find nothing new: that is asked before anything is taken.
    guard threading.machine.hasFrameworkNews else { return seen }
    threading.machine.takeFrameworkNews(into: &news.value)
    guard !news.value.isEmpty, !posted.isEmpty else { return seen }
    let news = self.news.value
    for (place, item) in news.enumerated() {
      guard let index = postedIndex(ofBlock: item.block) else { continue }
      seen.changed = true
      guard item.ended else {
        posted[index].thread = item.thread
        seen.add(started(index, on: item.thread), starting: true)
        let endsToo = news[(place + 1)...].contains { $0.block == item.block && $0.ended }
        if seen.running == nil, !endsToo { seen.running = (item.block, item.thread) }
        continue
      }
      if posted[index].thread == nil {
        // It finished without running (its operation was cancelled): it is on the record as
        // called where it would have been.
        let thread = lastThread(of: posted[index])
        seen.add(started(index, on: thread ?? 0), starting: true)
      }
      seen.add(returned(posted.remove(at: index)), starting: false)
    }
    return seen
  }

  /// The callback whose block is `block` began and ended on `thread` in one step of the
  /// machine: it is on the record, started and returned, as `observe` puts a callback whose
  /// start and end it sees together.
  mutating func ranWhole(block: Int, on thread: Int) {
    guard let index = postedIndex(ofBlock: block) else { return }
    posted[index].thread = thread
    _ = started(index, on: thread)
    _ = returned(posted.remove(at: index))
  }

  /// Who a callback calls about: its task's name, or its session's for a session's own.
  @inline(__always)
  func caller(of callback: PostedCallback) -> String {
    callback.slot >= 0 ? tasks[slot: callback.slot].name : sessions[slot: callback.session].name
  }

  /// Where the callback whose block is `block` is in `posted`, nil when it is not there.
  ///
  /// A callback is posted as its block is made, and blocks are numbered as they are made, so
  /// `posted` is in block order: a binary search finds it.
  @inline(__always)
  func postedIndex(ofBlock block: Int) -> Int? {
    var low = posted.startIndex
    var high = posted.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if posted[middle].block < block { low = middle + 1 } else { high = middle }
    }
    return low < posted.endIndex && posted[low].block == block ? low : nil
  }

  /// Whether a threading step's note is the log statement that opens a callback's block.
  func isCallbackMarker(_ note: String) -> Bool {
    guard let logged = Self.logged(in: note), let (who, method) = Self.firstTwoWords(of: logged) else { return false }
    return Self.callbackNames.contains(method) && (tasks.slot(of: who) != nil || sessions.slot(of: who) != nil)
  }

  /// The first two words of a `log` statement's text, split at spaces; nil when it has fewer.
  private static func firstTwoWords(of text: Substring) -> (String, String)? {
    let utf8 = text.utf8
    // Text as a `log` statement keeps it (ASCII, single spaces) is split by bytes.
    if let first = utf8.first, first != 0x20, let space = utf8.firstIndex(of: 0x20), utf8.allSatisfy({ $0 < 0x80 }) {
      let start = utf8.index(after: space)
      guard start < utf8.endIndex else { return nil }
      if utf8[start] != 0x20 {
        let end = utf8[start...].firstIndex(of: 0x20) ?? utf8.endIndex
        return (String(text[..<space]), String(text[start..<end]))
      }
    }
    let words = text.split(separator: " ", maxSplits: 2)
    guard words.count >= 2 else { return nil }
    return (String(words[0]), String(words[1]))
  }

  /// What follows the first `: log ` of a step's note (a `log` statement's words), or nil.
  static func logged(in note: String) -> Substring? {
    var note = note
    // A native string is one run of bytes already: this copies nothing.
    note.makeContiguousUTF8()
    let found = note.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var colon = 0
      while colon + Self.logWord.count < bytes.count {
        if bytes[colon] == UInt8(ascii: ":"), bytes[(colon + 1)...].starts(with: Self.logWord) { return colon }
        colon += 1
      }
      return nil
    }
    guard let found, let colon = found else { return nil }
    return note[note.utf8.index(note.utf8.startIndex, offsetBy: colon + 1 + Self.logWord.count)...]
  }

  /// ` log `, as it follows the colon of a `log` statement's note.
  private static let logWord = Array(" log ".utf8)

  /// Every callback the chapter posts.
  static let callbackNames = Set(CallbackMethod.allCases.map(\.rawValue))

  /// The thread whose frames hold `block`, if any, and whether the block has begun.
  ///
  /// A block has begun once its first statement, the call's log, has run: a thread takes a
  /// block up before its first step.
  func threadRunning(block: Int) -> (thread: Int, begun: Bool)? {
    for thread in threading.machine.threads.indices {
      let frames = threading.machine.threads[thread].frames
      guard let index = frames.firstIndex(where: { $0.block == block }) else { continue }
      return (thread, frames[index].pc > 0 || index < frames.count - 1)
    }
    return nil
  }

  /// For a callback that ran in one step: the thread that logged it last.
  private func lastThread(of callback: PostedCallback) -> Int? {
    let (who, method) = (caller(of: callback), callback.method.rawValue)
    let machine = threading.machine
    return machine.log.last { machine.label(of: $0)?.names(who, method) ?? false }?.thread
  }

  /// The callback at `index` in `posted` has started on `thread`: it is on the record, and
  /// its start changes what it must (the state completed inside didComplete, a question now
  /// asked).
  ///
  /// The callback is read where it is: a copy would retain its detail and its queue's name.
  private mutating func started(_ index: Int, on thread: Int) -> [String] {
    let (method, slot, owner, isFinal) = (posted[index].method, posted[index].slot, posted[index].session, posted[index].isFinal)
    let event = CallbackEvent(
      method: method, detail: posted[index].detail, queue: posted[index].queue, thread: thread, time: now,
      order: callbacksRun)
    callbacksRun += 1
    let narrates = self.narrates.value
    var lines =
      narrates ? ["[\(event.queue) on \(event.thread)] \(caller(of: posted[index])) \(method)(\(event.detail))"] : []
    // A task's callback has its task's slot (a session's has none): the task's name is read
    // only where it is said.
    guard slot >= 0 else {
      guard sessions.holds(slot: owner) else { return lines }
      var session = sessions[slot: owner]
      diagram.add(.queue, .queue, .call(event: Int32(session.events.count)), task: -1, session: owner, at: now)
      session.events.append(event)
      if method == .didBecomeInvalidWithError {
        session.isInvalidated = true
        session.retainsDelegate = false
        if narrates { lines.append("\(session.name) is invalidated and lets go of its delegate \(session.delegateName)") }
      }
      sessions[slot: owner] = session
      return lines
    }
    var name: String { tasks[slot: slot].name }
    // The task changes in place: a copy would retain all of it, its callbacks so far too. A
    // task most often has a handful: room for them is made at the first.
    if tasks[slot: slot].events.isEmpty { tasks[slot: slot].events.reserveCapacity(8) }
    diagram.add(
      .queue, .queue, .call(event: Int32(tasks[slot: slot].events.count)), task: slot,
      session: tasks[slot: slot].sessionSlot.value, at: now)
    tasks[slot: slot].events.append(event)
    // Live mode replays what the real delegate did: it answered its questions at once.
    let (asks, isRunning) = (!tasks[slot: slot].exchange.isLive, tasks[slot: slot].state == .running)
    // A delegate that answers in code answers as the method returns: nobody is asked. (It is
    // asked where it is needed: a local property that asked it would capture a copy of the
    // whole world.)
    switch method {
    case .didReceiveResponse:
      if asks, isRunning {
        tasks[slot: slot].question = .disposition
        guard answer(to: method, ofSlot: slot, session: owner) == nil else { break }
        outcome.value.asked.append(slot)
        if narrates { lines.append("\(name) waits for the answer: respond \(name) allow|cancel|download") }
      }
    case .willPerformHTTPRedirection:
      let task = tasks[slot: slot]
      if asks, isRunning, let location = task.response?.header("Location") {
        tasks[slot: slot].question = .redirect(to: location)
        guard answer(to: method, ofSlot: slot, session: owner) == nil else { break }
        outcome.value.asked.append(slot)
        if narrates {
          lines.append(
            "\(name) waits for the answer: respond \(name) allow (follow it) or cancel (keep the \(task.response?.status ?? 0))"
          )
        }
      }
    case .didFinishDownloadingTo:
      if narrates {
        lines.append(
          "\(tasks[slot: slot].temporaryFile ?? "the file") exists while the callback runs: move it now or lose it")
      }
      if var table, let row = table.index(ofTask: name) {
        // The row's handler: m.task = nil, then the picture only from a file.
        let isPicture = tasks[slot: slot].response?.status == 200
        table.rows[row].task = nil
        table.rows[row].hasPicture = isPicture
        self.table = table
        if narrates {
          lines.append(
            "\(table.rows[row].name): m.task = nil; " + (isPicture ? "m.im is the picture" : "no picture (the handler got nil)"))
        }
      }
    default:
      break
    }
    if isFinal {
      lines += complete(slot: slot)
    }
    return lines
  }

  /// The answer the delegate of the session in slot `session` gives the question of the
  /// callback `method` of the task in `slot` (-1 for a session's own) as it returns (`on …
  /// --answer`), nil when it leaves it to `respond`.
  @inline(__always)
  private func answer(to method: CallbackMethod, ofSlot slot: Int, session: Int) -> String? {
    let owner = slot >= 0 ? sessionSlot(ofTask: slot) : sessions.holds(slot: session) ? session : nil
    guard let owner else { return nil }
    let answers = sessions[slot: owner].answers
    return answers.isEmpty ? nil : answers[method.rawValue]
  }

  /// A callback has returned: a download's file is deleted once the callback that handed it
  /// over returns.
  private mutating func returned(_ callback: PostedCallback) -> [String] {
    let slot = callback.slot
    guard slot >= 0 else { return returnedFromAppCallback(callback) }
    var name: String { tasks[slot: slot].name }
    let kind = tasks[slot: slot].kind
    var lines: [String] = []
    if callback.method.isQuestion, let answer = answer(to: callback.method, ofSlot: slot, session: callback.session),
      tasks[slot: slot].question != nil
    {
      // The method's last statement called its completion handler: the question is answered.
      do {
        lines += try respond(name, answer)
      } catch {
        lines.append("\(name): \(NetworkingCommands.handlerCall(callback.method.rawValue, answer)): \(error.message)")
      }
    }
    let handsOverFile =
      callback.method == .didFinishDownloadingTo || (callback.method == .completionHandler && kind == .download)
    if handsOverFile, tasks[slot: slot].temporaryFileExists {
      let file = tasks[slot: slot].temporaryFile ?? "the file"
      if tasks[slot: slot].exchange.live?.fileOutlivedCallback == true {
        lines.append(
          "\(callback.method.rawValue) returned, and \(file) is still there: FoundationNetworking on "
            + "Linux does not delete it, as the book says the system does (Programming iOS 8, ch. 24)")
      } else {
        tasks[slot: slot].temporaryFileExists = false
        // A step nobody reads is told nothing: the file's state is on the task.
        if narrates.value { lines.append("\(callback.method.rawValue) returned: \(file) is deleted") }
      }
    }
    guard callback.isFinal, let owner = sessionSlot(ofTask: slot) else { return lines }
    return lines + invalidateIfDone(sessionSlot: owner)
  }
}
