extension DynamicsWorld {
  /// Takes an item out of the world; false when there is no such item.
  ///
  /// Behaviours keep naming it and ignore it, as UIKit ignores items that are not there; the
  /// contacts it had end without a message, and the others keep theirs.
  @discardableResult
  public mutating func removeItem(named name: String) -> Bool {
    guard let removed = indexByName[name] else { return false }
    let gone = UInt64(removed)
    func shifted(_ index: UInt64) -> UInt64 { index > gone ? index - 1 : index }
    contactKeys = contactKeys.compactMap { key in
      let item = key >> 32
      let code = key & 0xFFFF_FFFF
      guard item != gone else { return nil }
      guard code < Self.referenceBoundsCode else { return shifted(item) << 32 | code }
      guard code != gone else { return nil }
      return shifted(item) << 32 | shifted(code)
    }.sorted()
    items.remove(at: removed)
    indexByName = [:]
    for (index, item) in items.enumerated() { indexByName[item.name] = index }
    changed()
    return true
  }
}
