import Testing

@testable import Lessons

@Suite struct SharedMapTests {
  struct Node: Equatable, Sendable {
    var value = 0
    var children: [Int] = []
  }

  @Test func aCopyIsIndependentOfTheOriginal() {
    var map = SharedMap<String, Node>()
    map["a"] = Node(value: 1)
    map["b"] = Node(value: 2)
    let copy = map
    map["a"]!.value = 10
    map["c"] = Node(value: 3)
    map["b"] = nil
    #expect(copy["a"]?.value == 1 && copy["b"]?.value == 2 && copy["c"] == nil && copy.count == 2)
    #expect(map["a"]?.value == 10 && map["b"] == nil && map["c"]?.value == 3 && map.count == 2)
    #expect(map != copy)
    var same = copy
    same["a"]!.value = 1
    #expect(same == copy)
    #expect(Set(map.keys) == ["a", "c"] && map.values.map(\.value).sorted() == [3, 10])
    #expect(map.removeValue(forKey: "a")?.value == 10 && map.count == 1)
  }

  /// Writing into a value changes it in place: an array inside is not copied, even right after
  /// the map was copied (the copy gets its own box, which shares the array until it changes).
  @Test func anArrayInsideAValueGrowsInPlace() {
    var map = SharedMap<String, Node>()
    map["root"] = Node()
    map["root"]!.children.reserveCapacity(1_000)
    let start = map["root"]!.children.withUnsafeBufferPointer { $0.baseAddress }
    for index in 0..<1_000 { map["root"]!.children.append(index) }
    #expect(map["root"]!.children.withUnsafeBufferPointer { $0.baseAddress } == start)
    let snapshot = map
    map["root"]!.children.append(1_000)
    #expect(snapshot["root"]!.children.count == 1_000 && map["root"]!.children.count == 1_001)
  }
}
