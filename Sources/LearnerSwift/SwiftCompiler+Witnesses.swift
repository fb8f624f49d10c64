#if canImport(SwiftParser)
  import SwiftSyntax

  /// What meets a protocol's requirement must be what the requirement asks for (The Swift
  /// Programming Language, "Protocols"): a property of the type written, settable where the
  /// protocol says `{ get set }`; a method of the result type written, not `mutating` where the
  /// protocol's is not. Otherwise swiftc refuses the conformance before anything runs, pointing
  /// at the type.
  extension SwiftCompiler {
    /// Refuses `type`'s conformance to the protocol `proto` where a member it has for a
    /// requirement does not fit it.
    func checkWitnesses(of type: Int, for proto: Int) throws(SwiftRunError) {
      guard types[type].kind != .protocolType else { return }
      let refusal = typeError(
        at: declarationName(of: type) ?? AbsolutePosition(utf8Offset: 0),
        "type '\(types[type].name)' does not conform to protocol '\(types[proto].name)'")
      for requirement in records[proto].requirements where !requirement.contains("(") {
        guard
          let field = lineage(of: type).lazy.compactMap({ owner in
            self.records[owner].fields.first { $0.name == requirement }
          }).first
        else { continue }
        // `{ get set }` is not met by a constant.
        if field.isLet, !records[proto].getOnlyRequirements.contains(requirement) { throw refusal }
        if let wanted = records[proto].requirementTypes[requirement].flatMap({ SwiftStaticType($0) }),
          let given = field.type.flatMap({ SwiftStaticType($0) }), checkable(wanted), checkable(given), wanted != given
        {
          throw refusal
        }
      }
      let isFinal =
        records[type].memberBlocks.first?.parent?.as(ClassDeclSyntax.self)?.modifiers.contains {
          $0.name.tokenKind == .keyword(.final)
        } ?? false
      for requirement in records[proto].requirements where requirement.hasPrefix("init(") {
        // A class that others may inherit from meets an initializer requirement with a
        // `required` initializer, which every subclass has too.
        guard types[type].kind == .classType, !isFinal,
          let initializer = records[type].inits.first(where: { Self.selector(of: $0.decl) == requirement })?.decl,
          !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) })
        else { continue }
        throw typeError(
          at: initializer.initKeyword.positionAfterSkippingLeadingTrivia,
          "initializer requirement '\(requirement)' can only be satisfied by a 'required' initializer in non-final class "
            + "'\(types[type].name)'")
      }
      for requirement in records[proto].requirements where requirement.contains("(") && !requirement.hasPrefix("init(") {
        guard
          let method = lineage(of: type).lazy.compactMap({ owner in
            self.records[owner].methods.first {
              !$0.isStatic && Self.selector($0.name, $0.decl.signature.parameterClause.parameters) == requirement
            }
          }).first
        else { continue }
        let protocolMethod = records[proto].memberBlocks.lazy.flatMap { $0.members }.compactMap {
          $0.decl.as(FunctionDeclSyntax.self)
        }.first { Self.selector($0.name.text, $0.signature.parameterClause.parameters) == requirement }
        let mutates = { (decl: FunctionDeclSyntax) in decl.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } }
        if types[type].kind != .classType, mutates(method.decl), let protocolMethod, !mutates(protocolMethod) {
          throw refusal
        }
        let wanted = SwiftStaticType(records[proto].requirementResults[requirement] ?? nil) ?? .named("Void")
        let given = SwiftStaticType(method.decl.signature.returnClause?.type) ?? .named("Void")
        if checkable(wanted) || wanted == .named("Void"), checkable(given) || given == .named("Void"), wanted != given {
          throw refusal
        }
      }
    }

    /// Refuses a dictionary type whose key is a type of the learner's that is not Hashable (an
    /// enum whose cases hold no values is), at the dictionary's type, as swiftc does.
    func checkHashableKeys(_ type: TypeSyntax?) throws(SwiftRunError) {
      guard let type else { return }
      if let dictionary = type.as(DictionaryTypeSyntax.self),
        let name = dictionary.key.as(IdentifierTypeSyntax.self)?.name.text, let key = typeIndex[name], !isHashable(key)
      {
        throw typeError(at: type.positionAfterSkippingLeadingTrivia, "type '\(name)' does not conform to protocol 'Hashable'")
      }
      for child in type.children(viewMode: .sourceAccurate) {
        if let inner = child.as(TypeSyntax.self) { try checkHashableKeys(inner) }
        for grandchild in child.children(viewMode: .sourceAccurate) {
          if let inner = grandchild.as(TypeSyntax.self) { try checkHashableKeys(inner) }
        }
      }
    }

    /// Whether values of the learner's type `type` can be a dictionary's keys: it conforms to
    /// Hashable, or it is an enum whose cases hold no values (or have raw values).
    func isHashable(_ type: Int) -> Bool {
      types[type].kind == .protocolType || isPlainEnum(type) || conforms(type, to: "Hashable")
    }

    /// Where the type's declaration writes its name.
    func declarationName(of type: Int) -> AbsolutePosition? {
      guard let parent = records[type].memberBlocks.first?.parent else { return nil }
      if let node = parent.as(StructDeclSyntax.self) { return node.name.positionAfterSkippingLeadingTrivia }
      if let node = parent.as(ClassDeclSyntax.self) { return node.name.positionAfterSkippingLeadingTrivia }
      if let node = parent.as(EnumDeclSyntax.self) { return node.name.positionAfterSkippingLeadingTrivia }
      return nil
    }
  }
#endif
