import SwiftSyntax

/// Swift's exclusive access to memory for `inout` arguments (The Swift Programming Language,
/// "Memory Safety"): two `inout` arguments of one call that overlap are refused before anything
/// runs, as swiftc refuses them, and a global passed `inout` is watched while the call runs, so
/// that another access of it stops the run, as Swift's runtime stops the program.
extension SwiftCompiler {
  /// Where an `inout` argument's place starts, and the stored properties on the way to it; a
  /// subscript covers all of what it is applied to, so the path stops there.
  struct AccessPath {
    var root: DeclReferenceExprSyntax
    var path: [String]
  }

  /// The access path of `place`, nil for a place that starts at no variable.
  static func accessPath(_ place: ExprSyntax) -> AccessPath? {
    if let reference = place.as(DeclReferenceExprSyntax.self) { return AccessPath(root: reference, path: []) }
    if let member = place.as(MemberAccessExprSyntax.self), let base = member.base {
      guard var path = accessPath(base) else { return nil }
      if !path.path.contains("[]") { path.path.append(member.declName.baseName.text) }
      return path
    }
    if let subscriptCall = place.as(SubscriptCallExprSyntax.self) {
      guard var path = accessPath(subscriptCall.calledExpression) else { return nil }
      if !path.path.contains("[]") { path.path.append("[]") }
      return path
    }
    if let unwrap = place.as(ForceUnwrapExprSyntax.self) { return accessPath(unwrap.expression) }
    if let chain = place.as(OptionalChainingExprSyntax.self) { return accessPath(chain.expression) }
    return nil
  }

  /// Whether the variable `path` starts at holds a class instance: the properties on the way
  /// are the instance's, which Swift checks as the program runs, not the variable.
  func startsAtInstance(_ path: AccessPath) -> Bool {
    guard !path.path.isEmpty, case .named(let name)? = staticType(of: ExprSyntax(path.root))?.type,
      let type = typeIndex[name]
    else { return false }
    return types[type].kind == .classType
  }

  /// Refuses a call whose `inout` arguments overlap (`balance(&score, &score)`,
  /// `h(&a[0], &a[1])`), with swiftc's words, at the first of the two.
  func checkOverlappingAccess(_ places: [ExprSyntax]) throws(SwiftRunError) {
    let paths = places.map { Self.accessPath($0) }
    for first in paths.indices {
      guard let one = paths[first], !startsAtInstance(one) else { continue }
      for second in paths.indices where second > first {
        guard let other = paths[second], other.root.baseName.text == one.root.baseName.text else { continue }
        let (a, b) = (one.path.filter { $0 != "[]" }, other.path.filter { $0 != "[]" })
        let shorter = a.count <= b.count ? a : b
        guard Array(a.prefix(shorter.count)) == shorter, Array(b.prefix(shorter.count)) == shorter else { continue }
        // swiftc's type checker says first what it sees from the arguments alone: one variable
        // twice, or one subscript twice; its later pass, any overlap.
        if one.path.isEmpty, other.path.isEmpty {
          throw typeError(at: Self.argumentStart(places[second]), "inout arguments are not allowed to alias each other")
        }
        if one.path.contains("[]"), places[first].trimmedDescription == places[second].trimmedDescription {
          throw typeError(
            at: Self.argumentStart(places[second]),
            "inout writeback through subscript occurs in multiple arguments to call, introducing invalid aliasing")
        }
        let name = ([one.root.baseName.text] + shorter).joined(separator: ".")
        throw typeError(
          at: Self.argumentStart(places[first]),
          "overlapping accesses to '\(name)', but modification requires exclusive access; consider copying to a local "
            + "variable")
      }
    }
  }

  /// Where the `inout` argument whose place is `place` starts: its `&`.
  static func argumentStart(_ place: ExprSyntax) -> AbsolutePosition {
    (place.parent?.as(InOutExprSyntax.self).map(Syntax.init) ?? Syntax(place)).positionAfterSkippingLeadingTrivia
  }

  /// The globals the `inout` arguments at `places` modify, one for each argument that starts at
  /// a global variable (a struct's, not a class instance's, property included).
  mutating func accessedGlobals(_ places: [ExprSyntax]) -> [Int] {
    places.compactMap { place in
      guard let path = Self.accessPath(place), !startsAtInstance(path),
        case .variable(let binding)? = try? resolve(path.root.baseName.text, at: path.root),
        binding.isGlobal, !binding.isBoxed, binding.host == nil
      else { return nil }
      return binding.slot
    }
  }
}
