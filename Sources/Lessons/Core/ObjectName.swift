/// The names a chapter's `new` commands accept for live objects.
public enum ObjectName {
  /// What to tell a learner whose name was refused.
  public static let rule = "use a lowercase letter, then letters, digits or _ (at most 32)"

  /// A lowercase letter, then letters, digits or `_`, at most 32 in all, and not one of `reserved`
  /// (names the chapter's commands give a meaning of their own).
  public static func isValid(_ name: String, reserved: Set<String> = ["nil"]) -> Bool {
    guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 32, !reserved.contains(name) else {
      return false
    }
    return ("a"..."z").contains(first)
      && name.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      }
  }
}
