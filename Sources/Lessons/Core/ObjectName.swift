/// The names a chapter's `new` commands accept for live objects.
public enum ObjectName {
  /// What to tell a learner whose name was refused.
  public static let rule = "a name is a Swift identifier: a letter or _, then letters, digits or _ (at most 32)"

  /// A Swift identifier in ASCII: a letter (either case) or `_`, then letters, digits or `_`, at
  /// most 32 in all; not `_` alone, and not one of `reserved` (names the chapter's commands
  /// give a meaning of their own).
  public static func isValid(_ name: String, reserved: Set<String> = ["nil"]) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32, name != "_", !reserved.contains(name)
    else {
      return false
    }
    return (isLetter(first) || first == "_")
      && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}

/// A live object a chapter keeps in an array and finds by name.
public protocol NamedObject {
  var name: String { get }
}

extension Array where Element: NamedObject {
  /// Removes the element called `name`; false when there is none.
  public mutating func removeFirstNamed(_ name: String) -> Bool {
    guard let index = firstIndex(where: { $0.name == name }) else { return false }
    remove(at: index)
    return true
  }
}
