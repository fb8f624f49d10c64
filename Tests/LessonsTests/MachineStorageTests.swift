import Testing

@testable import Lessons

/// The explorer's storage tricks keep value semantics: a copied machine never sees another
/// copy's writes, and a set of threads iterates as the array it replaced did.
@Suite struct MachineStorageTests {
  @Test func aCopiedMachineKeepsItsOwnQueuesAndTimers() {
    var original = Machine(workers: 2)
    original.pending[1].append(Machine.Pending(block: 7, code: 0, kind: .async, seq: 0))
    var copy = original
    #expect(copy == original)
    copy.pending[1].removeAll()
    copy.timers.append(Machine.Timer(fireAt: 5, seq: 1, queue: 1, code: 0))
    #expect(original.pending[1].map(\.block) == [7])
    #expect(original.timers.isEmpty)
    #expect(copy.pending[1].isEmpty && copy.timers.count == 1)
    #expect(copy != original)
    copy.timers.removeAll()
    copy.pending[1].append(Machine.Pending(block: 7, code: 0, kind: .async, seq: 0))
    #expect(copy == original, "equal contents in different boxes are equal states")
    #expect(copy.hashValue == original.hashValue)
  }

  @Test func aThreadSetIteratesInOrderAndGivesUpItsHighest() {
    var set = ThreadSet()
    #expect(set.isEmpty && set.first == nil)
    for thread in [16, 0, 3, 9] { set.insert(thread) }
    #expect(Array(set) == [0, 3, 9, 16])
    #expect(set.contains(9) && !set.contains(4))
    #expect(set.first == 0)
    #expect(set.removeLast() == 16)
    #expect(Array(set) == [0, 3, 9])
    #expect(set.first { $0 > 3 } == 9)
  }
}
