/// The networking benchmark's peer: the workload's tasks through the same work the chapter does
/// for them, kept in plain arrays of numbers, each delegate method a closure in an array.
///
/// The same work, as the chapter's `NetworkingWorkload.drive` asks it of the model:
/// - network events are taken from a schedule in time order (ties in the order scheduled), on
///   a virtual clock, each event scheduling the next `latency` after it;
/// - each callback is posted to its session's serial delegate queue and runs, when the queues'
///   turn comes (before the next network event), on the first idle worker thread;
/// - the same records are kept: every callback run (method, what it was called with, queue,
///   thread, time, order), and the sequence diagram's arrows (resume, request, head, each
///   chunk, the end, each callback queued and called, each answer).
///
/// Records are numbers: the words are made only when they are read (`diagramTexts`,
/// `events(of:)`), which is how a test compares them with the chapter's, record for record.
struct FlatNetworking {
  /// A delegate method, or the completion handler: the index of its closure.
  enum Method: Int, CaseIterable {
    case didReceiveResponse, didReceiveData, didWriteData, didFinishDownloadingTo, didCompleteWithError
    case completionHandler

    var name: String { callbackMethod.rawValue }

    /// The chapter's method for it.
    var callbackMethod: CallbackMethod {
      switch self {
      case .didReceiveResponse: .didReceiveResponse
      case .didReceiveData: .didReceiveData
      case .didWriteData: .didWriteData
      case .didFinishDownloadingTo: .didFinishDownloadingTo
      case .didCompleteWithError: .didCompleteWithError
      case .completionHandler: .completionHandler
      }
    }
  }

  /// A network event: the connection, the response head, chunk `n` (0 and up), the end.
  static let connect: Int32 = -2
  static let head: Int32 = -1
  static let end = Int32.max

  struct Scheduled {
    var due: Int64
    var order: Int
    var task: Int32
    var event: Int32
  }

  /// A callback posted and not yet run, with the numbers its detail is made of.
  struct Posted {
    var task: Int32
    var method: Method
    var size: Int32 = 0
    var received: Int32 = 0
    var expected: Int32 = 0
    var status: Int32 = 0
    var file: Int32 = 0
    var isFinal = false
  }

  /// A callback run: what was posted, where and when it ran.
  struct Call {
    var posted: Posted
    var queue: Int32
    var thread: Int32
    var time: Int64
    var order: Int32
  }

  /// One arrow of the sequence diagram.
  struct Arrow {
    enum Kind: UInt8 { case resume, request, head, bytes, end, queued, call, answer }
    var kind: Kind
    var task: Int32
    var time: Int64
    /// Bytes: received and expected; queued: the posted callback; call: the call.
    var first: Int32 = 0
    var second: Int32 = 0
  }

  /// A route's answer, as numbers.
  struct Answer {
    var status: Int32
    var length: Int32
    var chunks: Int32
    var latency: Int64

    init(_ route: Route) {
      (status, length, chunks, latency) = (
        Int32(route.status), Int32(route.length), Int32(route.chunkCount), Int64(route.latency) * 1000
      )
    }

    func chunkSize(at index: Int32) -> Int32 { length / chunks + (index < length % chunks ? 1 : 0) }
  }

  // The world's tasks: names are `t0`…, sessions `s0`…, each session's queue `s0Queue`.
  var kinds: [NetworkingWorkload.Kind]
  var answers: [Answer]
  var session: [Int32]
  var paths: [String]
  var received: [Int32]
  var expected: [Int32]
  var status: [Int32]
  var completed: [Bool]
  var question: [Bool]
  var fileExists: [Bool]
  var nextTask: Int

  var now: Int64 = 0
  var schedule: [Scheduled] = []
  var nextEvent = 0
  var nextOrder = 0
  var posted: [Posted] = []
  /// Each delegate queue's callbacks waiting, first in first out (indices into `posted`), and
  /// how many it has run.
  var waiting: [[Int32]]
  var taken: [Int]
  /// The queues with callbacks waiting, in the order they got their first.
  var ready: [Int32] = []
  var nextReady = 0
  /// Worker threads (w1 first): whether each is running a callback.
  var busy = [Bool](repeating: false, count: 4)
  var calls: [Call] = []
  var arrows: [Arrow] = []
  var temporaryFiles: Int32 = 0
  /// Tasks whose delegate was asked by the last callback, for the driver to answer.
  var asked: [Int32] = []
  var tally = NetworkingWorkload.Tally()

  /// A world of `tasks` tasks over `sessions` sessions, the first `inFlight` resumed, as
  /// `NetworkingWorkload.world` makes the chapter's.
  init(tasks: Int, sessions: Int, inFlight: Int) {
    kinds = (0..<tasks).map(NetworkingWorkload.kind(of:))
    paths = kinds.map(NetworkingWorkload.path(of:))
    let known = Dictionary(uniqueKeysWithValues: Set(paths).map { ($0, Answer(Route.builtIn($0) ?? Route(path: $0))) })
    answers = paths.map { known[$0]! }
    session = (0..<tasks).map { Int32($0 % sessions) }
    received = Array(repeating: 0, count: tasks)
    expected = Array(repeating: -1, count: tasks)
    status = Array(repeating: 0, count: tasks)
    completed = Array(repeating: false, count: tasks)
    question = Array(repeating: false, count: tasks)
    fileExists = Array(repeating: false, count: tasks)
    waiting = Array(repeating: [], count: sessions)
    taken = Array(repeating: 0, count: sessions)
    nextTask = min(tasks, inFlight)
    schedule.reserveCapacity(tasks * 8)
    arrows.reserveCapacity(tasks * 16)
    calls.reserveCapacity(tasks * 6)
    for task in 0..<nextTask { resume(Int32(task)) }
  }

  mutating func resume(_ task: Int32) {
    arrows.append(Arrow(kind: .resume, task: task, time: now))
    scheduleEvent(Self.connect, for: task, after: 0)
  }

  mutating func scheduleEvent(_ event: Int32, for task: Int32, after delay: Int64) {
    let due = now + delay
    var place = schedule.endIndex
    // Most events are due no sooner than every other: they go at the end.
    if let last = schedule.last, last.due > due {
      var low = nextEvent
      var high = schedule.endIndex
      while low < high {
        let middle = (low + high) / 2
        if schedule[middle].due > due { high = middle } else { low = middle + 1 }
      }
      place = low
    }
    schedule.insert(Scheduled(due: due, order: nextOrder, task: task, event: event), at: place)
    nextOrder += 1
  }

  mutating func post(_ callback: Posted) {
    let queue = session[Int(callback.task)]
    posted.append(callback)
    arrows.append(Arrow(kind: .queued, task: callback.task, time: now, first: Int32(posted.count - 1)))
    if waiting[Int(queue)].count == taken[Int(queue)] { ready.append(queue) }
    waiting[Int(queue)].append(Int32(posted.count - 1))
  }

  /// Runs the workload to its end: the queues' callbacks first, then the next network event,
  /// each delegate question answered with allow, the next task resumed as one completes.
  mutating func drive() {
    var methods: [(inout FlatNetworking, Posted) -> Void] = []
    // didReceiveResponse: the delegate is asked what to do.
    methods.append { world, call in
      world.question[Int(call.task)] = true
      world.asked.append(call.task)
    }
    // didReceiveData, didWriteData: the bytes are the delegate's.
    methods.append { _, _ in }
    methods.append { _, _ in }
    // didFinishDownloadingTo: the file exists while the method runs.
    methods.append { world, call in precondition(world.fileExists[Int(call.task)]) }
    // didCompleteWithError and the completion handler: `isFinal` completes the task.
    methods.append { _, _ in }
    methods.append { _, _ in }
    while true {
      if nextReady < ready.count {
        runCallback(methods)
      } else if nextEvent < schedule.count {
        takeEvent()
      } else {
        break
      }
      for task in asked {
        question[Int(task)] = false
        arrows.append(Arrow(kind: .answer, task: task, time: now))
        tally.answers += 1
        startBody(task)
      }
      asked.removeAll(keepingCapacity: true)
    }
    tally.bytes = received.reduce(0) { $0 + Int($1) }
    tally.completed = completed.count { $0 }
    tally.records = arrows.count + calls.count
  }

  mutating func runCallback(_ methods: [(inout FlatNetworking, Posted) -> Void]) {
    let queue = ready[nextReady]
    nextReady += 1
    let index = waiting[Int(queue)][taken[Int(queue)]]
    taken[Int(queue)] += 1
    let callback = posted[Int(index)]
    let worker = busy.firstIndex(of: false) ?? busy.count
    if worker == busy.count { busy.append(false) }
    busy[worker] = true
    calls.append(Call(posted: callback, queue: queue, thread: Int32(worker + 1), time: now, order: Int32(calls.count)))
    arrows.append(Arrow(kind: .call, task: callback.task, time: now, first: Int32(calls.count - 1)))
    methods[callback.method.rawValue](&self, callback)
    if callback.isFinal { complete(callback.task) }
    // The file a callback was handed is deleted as it returns.
    if callback.method == .didFinishDownloadingTo { fileExists[Int(callback.task)] = false }
    busy[worker] = false
    tally.callbacks += 1
    if taken[Int(queue)] < waiting[Int(queue)].count { ready.append(queue) }
  }

  mutating func complete(_ task: Int32) {
    completed[Int(task)] = true
    if nextTask < kinds.count {
      resume(Int32(nextTask))
      nextTask += 1
    }
  }

  mutating func startBody(_ task: Int32) {
    let answer = answers[Int(task)]
    scheduleEvent(answer.length == 0 ? Self.end : 0, for: task, after: answer.latency)
  }

  mutating func takeEvent() {
    let event = schedule[nextEvent]
    nextEvent += 1
    now = max(now, event.due)
    tally.networkEvents += 1
    let task = event.task
    let slot = Int(task)
    let answer = answers[slot]
    let kind = kinds[slot]
    switch event.event {
    case Self.connect:
      arrows.append(Arrow(kind: .request, task: task, time: now))
      scheduleEvent(Self.head, for: task, after: answer.latency)
    case Self.head:
      status[slot] = answer.status
      expected[slot] = answer.length
      arrows.append(Arrow(kind: .head, task: task, time: now))
      if kind == .delegateData {
        post(Posted(task: task, method: .didReceiveResponse, status: answer.status))
      } else {
        startBody(task)
      }
    case Self.end:
      var file: Int32 = 0
      if kind == .download {
        temporaryFiles += 1
        file = temporaryFiles
        fileExists[slot] = true
      }
      arrows.append(Arrow(kind: .end, task: task, time: now))
      switch kind {
      case .completion:
        post(
          Posted(task: task, method: .completionHandler, received: received[slot], status: status[slot], isFinal: true))
      case .download:
        post(Posted(task: task, method: .didFinishDownloadingTo, file: file))
        post(Posted(task: task, method: .didCompleteWithError, isFinal: true))
      case .delegateData:
        post(Posted(task: task, method: .didCompleteWithError, isFinal: true))
      }
    default:
      let size = answer.chunkSize(at: event.event)
      received[slot] += size
      arrows.append(Arrow(kind: .bytes, task: task, time: now, first: received[slot], second: expected[slot]))
      switch kind {
      case .delegateData:
        post(Posted(task: task, method: .didReceiveData, size: size))
      case .download:
        post(Posted(task: task, method: .didWriteData, size: size, received: received[slot], expected: expected[slot]))
      case .completion:
        break
      }
      if event.event + 1 < answer.chunks {
        scheduleEvent(event.event + 1, for: task, after: answer.latency)
      } else {
        scheduleEvent(Self.end, for: task, after: 0)
      }
    }
  }

  // MARK: - The records in words

  /// What a callback was called with, as the chapter says it.
  static func detail(of call: Posted) -> String {
    switch call.method {
    case .didReceiveResponse: "\(call.status)"
    case .didReceiveData: "\(call.size) bytes"
    case .didWriteData: "\(call.size) bytes, \(call.received) of \(call.expected)"
    case .didFinishDownloadingTo: "$TMP/sim-\(call.file).tmp"
    case .didCompleteWithError: "error nil"
    case .completionHandler:
      "data \(Format.count(Int(call.received), "byte")), response \(call.status), error nil"
    }
  }

  /// The callbacks of the task in `slot`, as `inspect TASK` lists them.
  func events(of slot: Int) -> [CallbackEvent] {
    calls.filter { $0.posted.task == slot }.map { call in
      CallbackEvent(
        method: call.posted.method.callbackMethod,
        detail: FrameworkDetail(Self.detail(of: call.posted)), queue: "s\(call.queue)Queue", thread: Int(call.thread),
        time: .microseconds(call.time), order: Int(call.order))
    }
  }

  /// The diagram's arrows as the chapter draws them: the lanes, the words and the task's name.
  var diagramTexts: [String] {
    arrows.map { arrow in
      let name = "t\(arrow.task)"
      let (from, to, what): (SequenceDiagram.Lane, SequenceDiagram.Lane, String)
      switch arrow.kind {
      case .resume: (from, to, what) = (.client, .session, "resume")
      case .request: (from, to, what) = (.session, .server, "GET \(paths[Int(arrow.task)])")
      case .head:
        let status = Int(status[Int(arrow.task)])
        (from, to, what) = (.server, .session, "\(status) \(HTTPStatus.reason(status))")
      case .bytes: (from, to, what) = (.server, .session, "\(arrow.first) of \(arrow.second) bytes")
      case .end: (from, to, what) = (.server, .session, "end of body")
      case .queued:
        let call = posted[Int(arrow.first)]
        (from, to, what) = (.session, .queue, "\(call.method.name) queued on s\(session[Int(call.task)])Queue")
      case .call:
        let call = calls[Int(arrow.first)]
        let thread = ThreadingProgram.threadName(Int(call.thread))
        (from, to, what) = (.queue, .queue, "\(call.posted.method.name)(\(Self.detail(of: call.posted))) on \(thread)")
      case .answer: (from, to, what) = (.queue, .session, "completionHandler(allow)")
      }
      return "\(VirtualTime.microseconds(arrow.time)) \(from) \(to) \(name): \(what)"
    }
  }
}
