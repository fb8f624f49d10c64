extension Dictionary {
  /// Reads or changes the value under `key` where it is, nil when there is none.
  ///
  /// Reading a value out of a dictionary copies all of it (a task retains every string and
  /// array it holds); `body` gets it in place instead, so a step that looks at one field of a
  /// task, or changes one, pays for that field alone.
  @inlinable
  mutating func inPlace<Result>(_ key: Key, _ body: (inout Value) throws -> Result) rethrows -> Result? {
    guard let index = index(forKey: key) else { return nil }
    return try body(&values[index])
  }
}
