/// One thing that happens on the network side of a task, at a moment of the virtual clock: each
/// is one step.
enum NetworkEvent: Equatable, Sendable {
  /// The connection to the server is made and the request sent.
  case connect
  /// The response's status line and headers arrive.
  case head
  /// A piece of the body arrives: the chunk's index.
  case chunk(Int)
  /// The body is complete.
  case end
  /// The connection fails with an NSURLError code.
  case failure(Int)
  /// Nothing arrived in time: timeoutIntervalForRequest (`resource` false) or
  /// timeoutIntervalForResource.
  case timeout(resource: Bool)
  /// Live mode: the real exchange's callback at this index in its record, with the network
  /// event that brought it.
  case recorded(Int)
}

/// A network event due at a time, for a task.
struct ScheduledEvent: Equatable, Sendable {
  var due: VirtualTime
  /// Ties at one time go in the order the events were scheduled.
  var order: Int
  /// The task's slot in the world's `tasks`.
  var task: Int
  var event: NetworkEvent
}

/// A callback posted to a delegate queue that has not run yet, or is running.
///
/// Its task and session are kept by slot (`NetworkWorld.caller(of:)` says their names): a
/// callback is copied as it starts and returns, and a record of names would be retained each
/// time.
struct PostedCallback: Equatable, Sendable {
  /// The threading block that runs it (B7): found in a thread's frames, it has started; gone
  /// again, it has returned.
  var block: Int
  /// The task's slot in the world's `tasks`, -1 for a session's own callback.
  var slot = -1
  /// The session's slot in the world's `sessions`.
  var session: Int
  var method: CallbackMethod
  var detail: FrameworkDetail
  /// The thread it started on, once it has.
  var thread: Int?
  /// The queue it was posted to: the session's delegate queue, or main for the app delegate's.
  var queue = ""
  /// Whether it is the task's last callback (didCompleteWithError or the completion handler):
  /// when it starts, the task is completed.
  var isFinal = false
}
