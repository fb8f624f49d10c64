/// One field that differs between two states, as `diff` and step reports print it.
public struct FieldChange: Sendable, Equatable {
  public var path: String
  /// nil when the field is new.
  public var before: String?
  /// nil when the field is gone.
  public var after: String?

  /// The leaf-level differences between two lists of named objects, in the order the fields
  /// appear (new and changed first, then removed).
  public static func between(_ old: [InspectField], _ new: [InspectField]) -> [FieldChange] {
    // Objects that did not change contribute nothing: drop them before flattening.
    var unchanged: Set<String> = []
    for (index, object) in new.enumerated() where index < old.count && old[index] == object {
      unchanged.insert(object.name)
    }
    let old = old.filter { !unchanged.contains($0.name) }
    let new = new.filter { !unchanged.contains($0.name) }
    let oldLeaves = leaves(old)
    var oldByPath: [String: String] = [:]
    for leaf in oldLeaves { oldByPath[leaf.path] = leaf.line }
    var changes: [FieldChange] = []
    var seen: Set<String> = []
    for leaf in leaves(new) {
      seen.insert(leaf.path)
      let previous = oldByPath[leaf.path]
      if previous != leaf.line { changes.append(FieldChange(path: leaf.path, before: previous, after: leaf.line)) }
    }
    for leaf in oldLeaves where !seen.contains(leaf.path) {
      changes.append(FieldChange(path: leaf.path, before: leaf.line, after: nil))
    }
    return changes
  }

  private static func leaves(_ objects: [InspectField]) -> [(path: String, line: String)] {
    objects.flatMap { object in
      object.value.flattened(prefix: object.name)
    }
  }
}
