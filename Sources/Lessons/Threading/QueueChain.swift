/// A queue and the queues it targets in turn, up to main or global: walked where the queues
/// are, so a step that asks what holds a queue builds no array.
struct QueueChain: Sequence, Sendable {
  let queues: [ThreadingProgram.Queue]
  let first: Int

  struct Iterator: IteratorProtocol {
    let queues: [ThreadingProgram.Queue]
    var upcoming: Int?
    /// Links walked so far: a chain is never longer than the queues (a target cycle stops).
    var walked = 0

    mutating func next() -> Int? {
      guard let current = upcoming, walked < queues.count else { return nil }
      walked += 1
      upcoming = queues[current].target
      return current
    }
  }

  func makeIterator() -> Iterator { Iterator(queues: queues, upcoming: first) }
}
