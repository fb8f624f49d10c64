import Testing

@testable import Lessons

/// The table the networking world keeps its tasks and sessions in: a value found by name or by
/// the slot it was put in, a slot that never moves.
@Suite struct SlotTableTests {
  static func session(_ name: String) -> URLSessionModel {
    URLSessionModel(
      name: name, configuration: .default, hasDelegate: true, delegateName: "d", retainsDelegate: true,
      queue: name + "-delegate", isMainQueue: false)
  }

  @Test func aValueTakenOutLeavesItsSlotEmptyAndMovesNoOther() {
    var table = SessionTable()
    table["a"] = Self.session("a")
    table["b"] = Self.session("b")
    table["c"] = Self.session("c")
    table["b"] = nil
    #expect(table["b"] == nil)
    #expect(table.slot(of: "b") == nil)
    #expect(!table.holds(slot: 1))
    #expect(table.holds(slot: 2) && table[slot: 2].name == "c")
    #expect(table.values.map(\.name) == ["a", "c"])
    // A new value takes a new slot; the empty one stays empty.
    table["d"] = Self.session("d")
    #expect(table.slot(of: "d") == 3)
    #expect(table.count == 4)
    #expect(!table.holds(slot: -1) && !table.holds(slot: 4))
  }

  @Test func changingAValueInItsSlotIsChangingItByName() {
    var table = SessionTable()
    table["a"] = Self.session("a")
    table[slot: 0].requestTimeout = 5
    #expect(table["a"]?.requestTimeout == 5)
    #expect(table.inPlace("a") { $0.requestTimeout } == 5)
    #expect(table.inPlace("z") { $0.requestTimeout } == nil)
  }

  @Test func tablesAreEqualByNameWhateverTheirSlots() {
    var first = SessionTable()
    first["a"] = Self.session("a")
    first["b"] = Self.session("b")
    var second = SessionTable()
    second["b"] = Self.session("b")
    second["a"] = Self.session("a")
    #expect(first == second)
    second[slot: 0].requestTimeout = 1
    #expect(first != second)
    first["x"] = Self.session("x")
    first["x"] = nil
    second[slot: 0].requestTimeout = 60
    #expect(first == second)
  }
}
