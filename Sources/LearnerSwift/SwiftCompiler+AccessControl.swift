#if canImport(SwiftParser)
  import SwiftSyntax

  /// Swift's access control within one file (The Swift Programming Language, "Access
  /// Control"): a `private` member is seen only by its type's declaration and the type's
  /// extensions, and a `private(set)` property is set only there; everywhere else, using it is
  /// swiftc's error before anything runs. `fileprivate` and the wider levels allow every use in
  /// a program of one file.
  extension SwiftCompiler {
    /// Refuses reading (or, `setting`, assigning) the member `name` of `base` where its access
    /// level hides it, in swiftc's words at `node` (the member's name).
    ///
    /// A compound assignment (`s.n += 5`) is refused at its operator, `compound`, in the words
    /// swiftc has for it.
    func checkAccess(
      _ name: String, of base: ExprSyntax, at node: some SyntaxProtocol, setting: Bool, compound: ExprSyntax? = nil
    ) throws(SwiftRunError) {
      guard case .named(let typeName)? = staticType(of: base)?.type, let type = typeIndex[typeName],
        let owner = lineage(of: type).first(where: { declares($0, name) }), owner != enclosingType
      else { return }
      if records[owner].privateMembers.contains(name) {
        throw typeError(
          at: node.positionAfterSkippingLeadingTrivia, "'\(name)' is inaccessible due to 'private' protection level")
      }
      if setting, records[owner].privateSetters.contains(name) {
        if let compound {
          throw typeError(
            at: compound.positionAfterSkippingLeadingTrivia,
            "left side of mutating operator isn't mutable: '\(name)' setter is inaccessible")
        }
        throw typeError(
          at: node.positionAfterSkippingLeadingTrivia, "cannot assign to property: '\(name)' setter is inaccessible")
      }
    }

    /// Refuses a struct's memberwise initializer called outside the struct when one of its
    /// stored properties is `private`.
    ///
    /// The initializer is private too (The Swift Programming Language, "Access Control",
    /// "Default Memberwise Initializers for Structure Types"). A call with no arguments is the
    /// default initializer, which keeps the struct's own level.
    func checkMemberwiseAccess(
      _ type: Int, _ signature: Signature, _ arguments: [Argument], call: FunctionCallExprSyntax
    ) throws(SwiftRunError) {
      guard signature.function == synthesizedInits[type], types[type].kind == .structType, !arguments.isEmpty,
        type != enclosingType, records[type].fields.contains(where: { records[type].privateMembers.contains($0.name) })
      else { return }
      throw typeError(
        call.calledExpression, "'\(types[type].name)' initializer is inaccessible due to 'private' protection level")
    }

    /// Refuses a superclass's `private` member named alone in a subclass's method (`x` for
    /// `self.x`): only the superclass's own declaration sees it.
    func checkInheritedAccess(_ name: String, at node: some SyntaxProtocol) throws(SwiftRunError) {
      guard let type = enclosingType, let owner = lineage(of: type).first(where: { declares($0, name) }), owner != type,
        records[owner].privateMembers.contains(name)
      else { return }
      throw typeError(at: node.positionAfterSkippingLeadingTrivia, "'\(name)' is inaccessible due to 'private' protection level")
    }

    /// Refuses a member of an optional reached without unwrapping it (`a.go()` for an `A?`),
    /// in swiftc's words, at the optional.
    func refuseOptionalBase(_ base: ExprSyntax, member name: String) throws(SwiftRunError) {
      guard !Self.optionalsOwnMembers.contains(name), !base.is(OptionalChainingExprSyntax.self),
        !base.is(ForceUnwrapExprSyntax.self),
        case .optional(let wrapped)? = staticType(of: base)?.type, checkable(wrapped),
        writtenType(of: base)?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) != true
      else { return }
      throw typeError(base, SwiftUnwrapError.toMember(name, wrapped: "\(wrapped)"))
    }

    /// What Optional has of its own: these are its, not the wrapped value's.
    static let optionalsOwnMembers: Set<String> = ["map", "flatMap", "debugDescription", "unsafelyUnwrapped", "customMirror"]

    /// Whether the type `type` itself declares a member called `name`.
    func declares(_ type: Int, _ name: String) -> Bool {
      records[type].fields.contains { $0.name == name } || records[type].computed.contains { $0.name == name }
        || records[type].methods.contains { $0.name == name } || records[type].statics.contains { $0.name == name }
    }
  }
#endif
