/// A set of thread indices (main is 0, the workers 1 to 16) held in one word, so that asking
/// which threads can step allocates nothing.
struct ThreadSet: Sequence, Equatable, Sendable {
  private var bits: UInt32 = 0

  init() {}

  var isEmpty: Bool { bits == 0 }
  var first: Int? { bits == 0 ? nil : bits.trailingZeroBitCount }

  func contains(_ thread: Int) -> Bool { bits & (1 << UInt32(thread)) != 0 }

  mutating func insert(_ thread: Int) {
    precondition(thread >= 0 && thread < UInt32.bitWidth, "thread \(thread) is out of a ThreadSet's range")
    bits |= 1 << UInt32(thread)
  }

  mutating func remove(_ thread: Int) {
    guard thread >= 0 && thread < UInt32.bitWidth else { return }
    bits &= ~(1 << UInt32(thread))
  }

  /// Takes out the highest thread.
  mutating func removeLast() -> Int {
    precondition(bits != 0, "removeLast from an empty ThreadSet")
    let thread = UInt32.bitWidth - 1 - bits.leadingZeroBitCount
    bits &= ~(1 << UInt32(thread))
    return thread
  }

  /// The threads in increasing order.
  struct Iterator: IteratorProtocol {
    var rest: UInt32

    mutating func next() -> Int? {
      guard rest != 0 else { return nil }
      let thread = rest.trailingZeroBitCount
      rest &= rest - 1
      return thread
    }
  }

  func makeIterator() -> Iterator { Iterator(rest: bits) }
  var underestimatedCount: Int { bits.nonzeroBitCount }
}
