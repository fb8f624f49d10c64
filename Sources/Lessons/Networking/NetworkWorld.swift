/// The networking chapter's state: the threading chapter's machine the callbacks run on, the
/// scripted server's routes, the sessions and their tasks, and the network events to come.
public struct NetworkWorld: Equatable, Sendable {
  public enum Mode: String, Sendable {
    case sim, live
  }

  /// The threading chapter's own model: delegate queues are its queues.
  var threading = Threading.initialState
  /// The network's clock: the time of the last network event.
  var clock = VirtualTime.zero
  var mode = Mode.sim
  /// The embedded server's port as last recorded: live mode's URL.
  var serverPort: Int?
  /// The routes made with `route`, by path, in the order made.
  var routes: [String: Route] = [:]
  var routeOrder: [String] = []
  var sessions = SessionTable()
  var sessionOrder: [String] = []
  var tasks = TaskTable()
  /// The slot of the first task that has not completed, as `syncOutsideWork` last found it.
  ///
  /// Not part of the world's identity: it follows from the tasks.
  var firstUnfinished = Unhashed(0)
  var taskOrder: [String] = []
  /// Network events to come, by time, then by the order they were scheduled.
  var scheduled = EventSchedule()
  var nextOrder = 0
  /// Callbacks posted to a delegate queue, not yet returned.
  var posted: [PostedCallback] = []
  /// The app's life: in front, suspended, not running, or killed.
  var app = AppState.foreground
  /// A background session's callbacks held while the app is suspended or not running.
  var deferred: [DeferredCallback] = []
  /// The background identifiers the system launched the app for, whose session the app has not
  /// made again yet: their messages arrive when it does.
  var woken: Set<String> = []
  /// The book's table of images, when `table` has made one.
  var table: ImageTable?
  /// The device's network, as SCNetworkReachability reports it.
  var reachability = Reachability()
  /// Every network event and callback so far, for the sequence diagram.
  var diagram = SequenceDiagram()
  /// Callbacks that have run so far, for their order.
  var callbacksRun = 0
  /// Download files made so far, for their names.
  var temporaryFiles = 0

  /// Whether the step being taken is told in words.
  ///
  /// False while `Networking.step` takes one nobody reads, which does and records the same
  /// and builds no narration. Never part of the world's identity.
  var narrates = Unhashed(true)
  /// The threading machine's news of the framework's blocks, as `observe` last took it.
  ///
  /// Kept so that its room is used again. Never part of the world's identity.
  var news = Unhashed([Machine.FrameworkNews]())
  /// What the last step did that the learner answers: the tasks it left with a question and
  /// those it completed, by slot, as data beside the narration's words.
  var outcome = Unhashed(StepOutcome())

  /// What one step did that a learner's next command acts on.
  struct StepOutcome: Sendable {
    /// Tasks whose delegate now waits for `respond`, by slot.
    var asked: [Int] = []
    /// Tasks now completed, by slot.
    var completed: [Int] = []

    /// Empties both lists, keeping their room for the next step.
    mutating func clear() {
      // Most steps leave both empty, and emptying an empty list is not free.
      if !asked.isEmpty { asked.removeAll(keepingCapacity: true) }
      if !completed.isEmpty { completed.removeAll(keepingCapacity: true) }
    }
  }

  /// A step, `run` and `clock` stop after this many steps.
  static let stepLimit = 10_000

  /// The time every part of the world agrees on.
  var now: VirtualTime { max(clock, Threading.now(of: threading.machine)) }

  /// What the server answers on `path`: a route made with `route`, a built-in route, or 404.
  @inline(__always)
  func route(for path: String) -> Route {
    routes[path] ?? Route.builtIn(path) ?? Route.notFound(path)
  }

  func session(_ name: String) throws(CommandError) -> URLSessionModel {
    guard let session = sessions[name] else {
      throw CommandError(
        "no session named \(Format.echo(name))",
        suggestion: Suggestion.didYouMean(name, in: sessionOrder)
          ?? (sessionOrder.isEmpty ? "make one: new session s" : "the sessions are " + sessionOrder.joined(separator: ", ")))
    }
    return session
  }

  func task(_ name: String) throws(CommandError) -> SessionTask {
    guard let task = tasks[name] else { throw noTask(name) }
    return task
  }

  /// The error for a task name that names none.
  func noTask(_ name: String) -> CommandError {
    CommandError(
      "no task named \(Format.echo(name))",
      suggestion: Suggestion.didYouMean(name, in: taskOrder)
        ?? (taskOrder.isEmpty ? "make one: new task t = s data /text" : "the tasks are " + taskOrder.joined(separator: ", ")))
  }

  /// The slot of the session of the task in `slot`, nil when the session is gone.
  @inline(__always)
  func sessionSlot(ofTask slot: Int) -> Int? {
    let owner = tasks[slot: slot].sessionSlot.value
    return sessions.holds(slot: owner) ? owner : nil
  }

  /// Whether `name` names a task, session or table row of this chapter.
  func isNetworkObject(_ name: String) -> Bool {
    tasks[name] != nil || sessions[name] != nil || table?.index(ofRow: name) != nil
  }

  // MARK: - Scheduling

  /// Schedules `event` for the task called `name` `delay` from now (see `schedule(_:for:after:)`
  /// by slot).
  mutating func schedule(_ event: NetworkEvent, for name: String, after delay: VirtualTime) {
    guard let slot = tasks.slot(of: name) else { return }
    schedule(event, for: slot, after: delay)
  }

  /// Schedules `event` for the task in `slot` `delay` from now, unless a timeout comes first:
  /// the request timeout when the wait is longer than it, the resource timeout when the whole
  /// transfer would outlast it.
  mutating func schedule(_ event: NetworkEvent, for slot: Int, after delay: VirtualTime) {
    // The task and its session are read where they are: a copy would retain all of either.
    guard let owner = sessionSlot(ofTask: slot) else { return }
    let started = tasks[slot: slot].exchange.started
    let (request, resource) = (sessions[slot: owner].timeouts.requestTime, sessions[slot: owner].timeouts.resourceTime)
    var due = now + delay
    var event = event
    if delay > request {
      due = now + request
      event = .timeout(resource: false)
    }
    if let started {
      let deadline = started + resource
      if due > deadline {
        due = max(deadline, now)
        event = .timeout(resource: true)
      }
    }
    insert(ScheduledEvent(due: due, order: nextOrder, task: slot, event: event))
    nextOrder += 1
  }

  /// Puts a suspended task's held events back on the schedule, each as long after now as it
  /// was due after the suspend.
  mutating func reschedule(_ held: [Exchange.HeldEvent], for name: String) {
    guard let slot = tasks.slot(of: name) else { return }
    for event in held {
      insert(ScheduledEvent(due: now + event.after, order: nextOrder, task: slot, event: event.event))
      nextOrder += 1
    }
  }

  mutating func insert(_ event: ScheduledEvent) {
    // A task waits for one network event at a time: `finish` after the end relies on it.
    assert(!scheduled.contains { $0.task == event.task }, "a second network event for one task")
    // Most events are due no sooner than every other (and their order is the newest): they go
    // at the end.
    guard let last = scheduled.last, (last.due, last.order) > (event.due, event.order) else {
      scheduled.append(event)
      return
    }
    // The first event due after it: `scheduled` is sorted, so a binary search finds it.
    var low = scheduled.startIndex
    var high = scheduled.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if (scheduled[middle].due, scheduled[middle].order) > (event.due, event.order) { high = middle } else { low = middle + 1 }
    }
    scheduled.insert(event, at: low)
  }

  /// Takes the task's network events off the schedule (cancelled, or held while suspended).
  mutating func unschedule(_ name: String) -> [ScheduledEvent] {
    guard let slot = tasks.slot(of: name) else { return [] }
    return unschedule(slot: slot)
  }

  /// `unschedule` of the task in `slot`.
  mutating func unschedule(slot: Int) -> [ScheduledEvent] {
    // A task that ends has most often nothing left on the schedule: nothing is built then.
    guard scheduled.contains(where: { $0.task == slot }) else { return [] }
    let mine = scheduled.filter { $0.task == slot }
    scheduled.removeAll { $0.task == slot }
    return mine
  }
}

extension VirtualTime {
  /// Seconds as a span of the virtual clock, to the microsecond.
  init(seconds value: Double) { self = .microseconds(Int64((value * 1_000_000).rounded())) }
}
