/// A dictionary whose values are shared between copies until one copy changes them.
///
/// A `Dictionary` of structs copies every value the first time a copy of it is written: the
/// timeline's snapshots and the live state would each hold the whole of a 20,000-view tree. Here
/// each value sits in a box of its own, so a copy costs one pointer per key, and writing one value
/// copies that value only (structural sharing at the level of the values).
public struct SharedMap<Key: Hashable & Sendable, Value: Equatable & Sendable>: Equatable, @unchecked Sendable {
  // @unchecked: a box is written only while this map holds the sole reference to it, so no two
  // maps ever share a box that changes, as with the standard library's own storage.
  private final class Box {
    /// Never nil while the box is in a map; nil only while a write removes the value.
    var value: Value?
    init(_ value: Value?) { self.value = value }
  }

  private var storage: [Key: Box] = [:]

  public init() {}

  public init(_ dictionary: [Key: Value]) {
    for (key, value) in dictionary { storage[key] = Box(value) }
  }

  public var count: Int { storage.count }
  public var isEmpty: Bool { storage.isEmpty }
  public var keys: some Collection<Key> { storage.keys }
  public var values: some Collection<Value> { storage.values.lazy.map { $0.value! } }

  public subscript(key: Key) -> Value? {
    get { storage[key]?.value }
    _modify {
      if storage[key] != nil {
        // Shared with another copy of the map: this map gets a box of its own first.
        if !isKnownUniquelyReferenced(&storage[key]!) { storage[key] = Box(storage[key]!.value) }
        let box = storage[key]!
        // Written in place: arrays inside the value are not copied.
        yield &box.value
        if box.value == nil { storage[key] = nil }
      } else {
        let box = Box(nil)
        yield &box.value
        if box.value != nil { storage[key] = box }
      }
    }
  }

  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? { storage.removeValue(forKey: key)?.value }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    for (key, box) in lhs.storage {
      guard let other = rhs.storage[key] else { return false }
      if box !== other && box.value != other.value { return false }
    }
    return true
  }
}
