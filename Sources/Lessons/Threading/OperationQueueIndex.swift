/// Where each operation queue's operations stand, kept beside the machine's operations so that
/// what starts next is found without looking at every operation ever added.
///
/// It follows from `Machine.operations` (their stages, queues, priorities and barriers), so it
/// is never part of a state's identity.
struct OperationQueueIndex: Sendable {
  /// Each queue's queued operations, by index in `operations`, in the order they were queued.
  private(set) var queued: [[Int]] = []
  /// How many of each queue's queued operations are at each priority level: a queue's five
  /// counts in a row, one list for all the queues (`level(_:of:)` says where each count is).
  private var levels: [Int] = []
  /// How many of each queue's operations execute.
  private(set) var executing: [Int] = []
  /// Each queue's barrier operations that have not finished, in the order they were added.
  private var barriers: [[Int]] = []
  /// How many queued operations are cancelled: each finishes, without running, as soon as it
  /// is its queue's next.
  private(set) var cancelledQueued = 0
  /// How many queued operations have dependencies: while none has, an operation's end makes
  /// no operation of another queue ready.
  private(set) var dependentQueued = 0
  /// How many operations are queued, and how many execute, on all the queues together.
  private(set) var queuedCount = 0
  private(set) var executingCount = 0

  /// Whether some queue has a queued operation.
  var hasQueued: Bool { queuedCount > 0 }

  /// The last barrier added to `queue` that has not finished, if any.
  func lastBarrier(of queue: Int) -> Int? { queue < barriers.count ? barriers[queue].last : nil }

  /// Whether `queue` has a queued operation at `priority`.
  func hasQueued(_ priority: Machine.Priority, in queue: Int) -> Bool { levels[Self.level(priority, of: queue)] > 0 }

  /// An operation is queued.
  mutating func add(
    _ index: Int, to queue: Int, priority: Machine.Priority, isBarrier: Bool, isCancelled: Bool, hasDependencies: Bool
  ) {
    while queued.count <= queue {
      queued.append([])
      levels += repeatElement(0, count: Self.priorities)
      executing.append(0)
      barriers.append([])
    }
    queued[queue].append(index)
    queuedCount += 1
    levels[Self.level(priority, of: queue)] += 1
    if isBarrier { barriers[queue].append(index) }
    if isCancelled { cancelledQueued += 1 }
    if hasDependencies { dependentQueued += 1 }
  }

  /// A queued operation is cancelled.
  mutating func cancelQueued() { cancelledQueued += 1 }

  /// A queued operation starts executing.
  mutating func start(_ index: Int, in queue: Int, priority: Machine.Priority, hasDependencies: Bool) {
    unqueue(index, from: queue, priority: priority, isCancelled: false, hasDependencies: hasDependencies)
    executing[queue] += 1
    executingCount += 1
  }

  /// An operation finishes: one that executed, or one still queued (cancelled before it started).
  mutating func finish(
    _ index: Int, in queue: Int, priority: Machine.Priority, executed: Bool, isCancelled: Bool, hasDependencies: Bool
  ) {
    guard queue >= 0, queue < queued.count else { return }
    if executed {
      executing[queue] -= 1
      executingCount -= 1
    } else {
      unqueue(index, from: queue, priority: priority, isCancelled: isCancelled, hasDependencies: hasDependencies)
    }
    if let place = barriers[queue].firstIndex(of: index) { barriers[queue].remove(at: place) }
  }

  private mutating func unqueue(
    _ index: Int, from queue: Int, priority: Machine.Priority, isCancelled: Bool, hasDependencies: Bool
  ) {
    guard let place = queued[queue].firstIndex(of: index) else { return }
    queued[queue].remove(at: place)
    queuedCount -= 1
    levels[Self.level(priority, of: queue)] -= 1
    if isCancelled { cancelledQueued -= 1 }
    if hasDependencies { dependentQueued -= 1 }
  }

  /// How many priorities a queue counts its operations at: veryLow to veryHigh.
  private static var priorities: Int { Machine.Priority.veryHigh.rawValue + 1 }

  /// Where the count of `queue`'s operations at `priority` is in `levels`.
  @inline(__always)
  private static func level(_ priority: Machine.Priority, of queue: Int) -> Int { queue * priorities + priority.rawValue }
}
