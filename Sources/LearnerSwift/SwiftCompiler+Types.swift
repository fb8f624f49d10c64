#if canImport(SwiftParser)
  import SwiftSyntax

  /// What the compiler keeps of a struct, class, enum or protocol declaration (and its
  /// extensions) until it has compiled the members' bodies.
  struct TypeRecord {
    struct Field {
      var name: String
      var type: TypeSyntax?
      var initial: ExprSyntax?
      var isLet: Bool
      var didSet: AccessorDeclSyntax?
      var willSet: AccessorDeclSyntax? = nil
      /// `weak` or `unowned`: it holds its object without keeping it alive.
      var ownership: SwiftProgram.Ownership? = nil
    }

    struct Computed {
      var name: String
      var getter: CodeBlockItemListSyntax?
      var setter: AccessorDeclSyntax?
      var type: TypeSyntax?
      var isStatic: Bool
      /// The brace that ends the getter's body.
      var getterEnd: TokenSyntax?
    }

    struct Method {
      var name: String
      var decl: FunctionDeclSyntax
      var function: Int
      var isStatic: Bool
    }

    var fields: [Field] = []
    var statics: [Field] = []
    var computed: [Computed] = []
    var methods: [Method] = []
    var inits: [(decl: InitializerDeclSyntax, function: Int)] = []
    var inherited: [String] = []
    /// Each enum case's associated values' types.
    var caseTypes: [[TypeSyntax?]] = []
    /// A protocol's requirements: method selectors and property names.
    var requirements: [String] = []
    /// A protocol's property requirements' written types, by name: what a value of the
    /// protocol's type certainly has there (a conforming type's property has that type).
    var requirementTypes: [String: TypeSyntax] = [:]
    /// A protocol's method requirements' written result types, by selector: what a call through
    /// a value of the protocol's type gives.
    var requirementResults: [String: TypeSyntax?] = [:]
    /// A subclass's `override var name: T { didSet { … } }`: observers added to a property it
    /// inherits, which keeps its superclass's storage (and its superclass's observer).
    var overrideObservers: [(name: String, didSet: AccessorDeclSyntax, function: Int)] = []
    /// A class's `lazy var`s (see `SwiftCompiler+Lazy.swift`).
    var lazies: [Lazy] = []
    /// A protocol's property requirements with no `set`: through a value of the protocol's
    /// type they can only be read.
    var getOnlyRequirements: Set<String> = []
    /// A protocol's static property requirements, by name.
    var staticRequirements: [String] = []
    /// The members declared `private`: only the type's own declaration and its extensions see
    /// them (The Swift Programming Language, "Access Control").
    var privateMembers: Set<String> = []
    /// The properties whose setter is `private` (`private(set) var balance`), or that are
    /// `private` altogether.
    var privateSetters: Set<String> = []
    var memberBlocks: [MemberBlockSyntax] = []
  }

  extension SwiftCompiler {
    /// The selector of a function: `move(by:)`, `check(_:)`, `init(x:y:)`.
    static func selector(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
      name + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// Finds the program's types, their members and their extensions, and allocates a function
    /// for each method, initializer and accessor (the bodies are compiled later).
    mutating func declareTypes(_ file: SourceFileSyntax) throws(SwiftRunError) {
      for item in file.statements {
        guard case .decl(let decl) = item.item else { continue }
        let found:
          (name: TokenSyntax, kind: SwiftProgram.TypeInfo.Kind, inherited: InheritanceClauseSyntax?, block: MemberBlockSyntax)?
        if let node = decl.as(StructDeclSyntax.self) {
          found = (node.name, .structType, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ClassDeclSyntax.self) {
          found = (node.name, .classType, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(EnumDeclSyntax.self) {
          found = (node.name, .enumType, node.inheritanceClause, node.memberBlock)
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
          found = (node.name, .protocolType, node.inheritanceClause, node.memberBlock)
        } else {
          found = nil
        }
        guard let found else { continue }
        guard typeIndex[found.name.text] == nil else { throw error(decl, "invalid redeclaration of '\(found.name.text)'") }
        if let generic = Self.genericClause(decl) {
          // `struct Stack<T>`: its T would be "cannot find type" at each use.
          throw unsupported(generic, "a generic type")
        }
        if found.kind == .classType, let parent = found.inherited?.inheritedTypes.first?.type,
          host.classes.contains(parent.trimmedDescription)
        {
          // `class MyView: UIView`: the chapter's objects are its model's, which holds none of the
          // learner's classes.
          throw unsupported(parent, "a subclass of the chapter's \(parent.trimmedDescription)")
        }
        typeIndex[found.name.text] = types.count
        var info = SwiftProgram.TypeInfo(name: found.name.text, kind: found.kind)
        info.conformances = [found.name.text]
        types.append(info)
        var record = TypeRecord()
        record.inherited = found.inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        record.memberBlocks = [found.block]
        records.append(record)
      }
      for item in file.statements {
        guard case .decl(let decl) = item.item, let node = decl.as(ExtensionDeclSyntax.self) else { continue }
        guard let type = typeIndex[node.extendedType.trimmedDescription] else {
          throw unsupported(node, "an extension of '\(node.extendedType.trimmedDescription)'")
        }
        // A type of an earlier block is compiled already: it cannot take members now.
        guard type >= firstNewType else {
          throw unsupported(node, "an extension of a type an earlier block declared")
        }
        records[type].memberBlocks.append(node.memberBlock)
        records[type].inherited += node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      }
      for type in firstNewType..<types.count {
        for block in records[type].memberBlocks { try collectMembers(block, of: type) }
        try checkRecursion(type)
        try checkRefinement(type)
        for name in records[type].inherited {
          if let parent = typeIndex[name], types[parent].kind == .classType, types[type].kind == .classType {
            try checkSuperclass(parent, of: type)
            types[type].superclass = parent
          } else {
            types[type].conformances.insert(name)
          }
        }
      }
      for type in firstNewType..<types.count { try layOut(type, visiting: []) }
      for type in firstNewType..<types.count where types[type].kind != .protocolType { try conform(type) }
      for type in firstNewType..<types.count where types[type].kind != .protocolType {
        try checkDefiniteInitialization(type)
        try checkInitializerOrder(type)
      }
      for type in firstNewType..<types.count where types[type].kind == .classType {
        try checkInitializers(type)
        try checkOverrideKeywords(type)
        try checkOverrides(type)
      }
    }

    /// A method or initializer that overrides one of its superclass says `override`, and one
    /// that says it overrides one: Swift refuses either mistake where the name is written.
    ///
    /// A class that inherits from one of the frameworks' (`NSObject`, `UIView`) is not checked:
    /// what those declare is not all known here.
    func checkOverrideKeywords(_ type: Int) throws(SwiftRunError) {
      let declaration = records[type].memberBlocks.first?.parent?.as(ClassDeclSyntax.self)
      let parent = types[type].superclass
      guard
        parent != nil
          || declaration?.inheritanceClause?.inheritedTypes.allSatisfy({ inherited in
            typeIndex[inherited.type.trimmedDescription].map { types[$0].kind == .protocolType } ?? false
          }) != false
      else { return }
      func says(_ modifiers: DeclModifierListSyntax) -> Bool { modifiers.contains { $0.name.tokenKind == .keyword(.override) } }
      var problems: [(position: AbsolutePosition, message: String)] = []
      for method in records[type].methods {
        let selector = Self.selector(method.name, method.decl.signature.parameterClause.parameters)
        let result = method.decl.signature.returnClause?.type.trimmedDescription
        let inherited = parent.flatMap { parent in
          lineage(of: parent).lazy.compactMap { ancestor in
            self.records[ancestor].methods.first { candidate in
              candidate.isStatic == method.isStatic
                && Self.selector(candidate.name, candidate.decl.signature.parameterClause.parameters) == selector
                // A method of another result type is another method.
                && candidate.decl.signature.returnClause?.type.trimmedDescription == result
            }
          }.first
        }
        let inherits = inherited != nil
        let position = method.decl.name.positionAfterSkippingLeadingTrivia
        if let inherited, says(method.decl.modifiers),
          inherited.decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
        {
          // A `static` method is final; a `class` one may be overridden.
          problems.append((position, "cannot override static method"))
        } else if let inherited, Self.isInExtension(inherited.decl), !method.isStatic,
          let owner = parent.flatMap({
            lineage(of: $0).first { records[$0].methods.contains { $0.function == inherited.function } }
          })
        {
          // A method an extension declares is not dispatched through the class: swiftc refuses
          // overriding it (with or without `override`).
          problems.append(
            (
              position,
              "instance method '\(selector)' is declared in extension of '\(types[owner].name)' and cannot be overridden"
            ))
        } else if inherits, !says(method.decl.modifiers) {
          problems.append((position, "overriding declaration requires an 'override' keyword"))
        } else if !inherits, says(method.decl.modifiers) {
          problems.append((position, "method does not override any method from its superclass"))
        }
      }
      if let parent { problems += propertyOverrideProblems(type, parent: parent) }
      let designated = parent.map { designatedSelectors(of: $0) } ?? []
      // A required initializer's overrides say `required`, which implies `override`.
      let required = Set(
        (parent.map { lineage(of: $0) } ?? []).flatMap { ancestor in
          records[ancestor].inits.filter { $0.0.modifiers.contains { $0.name.tokenKind == .keyword(.required) } }
            .map { Self.selector(of: $0.0) }
        })
      for (decl, _) in records[type].inits where !Self.isInExtension(decl) {
        let selector = Self.selector(of: decl)
        let position = decl.initKeyword.positionAfterSkippingLeadingTrivia
        let saysRequired = decl.modifiers.contains { $0.name.tokenKind == .keyword(.required) }
        if required.contains(selector), !saysRequired {
          problems.append(
            (
              position,
              says(decl.modifiers)
                ? "use the 'required' modifier to override a required initializer"
                : "'required' modifier must be present on all overrides of a required initializer"
            ))
        } else if required.contains(selector) {
          // `required init()`: an override already.
        } else if designated.contains(selector), !says(decl.modifiers) {
          problems.append((position, "overriding declaration requires an 'override' keyword"))
        } else if !designated.contains(selector), says(decl.modifiers) {
          problems.append((position, "initializer does not override a designated initializer from its superclass"))
        }
      }
      guard let first = problems.min(by: { $0.position < $1.position }) else { return }
      throw typeError(at: first.position, first.message)
    }

    /// What is wrong with the `override var` properties of the class `type`: a stored one (only
    /// observers or a computed property override), one over a `final` or a `let` property.
    func propertyOverrideProblems(_ type: Int, parent: Int) -> [(position: AbsolutePosition, message: String)] {
      var problems: [(position: AbsolutePosition, message: String)] = []
      for block in records[type].memberBlocks {
        for member in block.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
          else { continue }
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let position = name.positionAfterSkippingLeadingTrivia
            let inherited = lineage(of: parent).lazy.compactMap { self.records[$0].fields.first { $0.name == name.text } }.first
            let declaration = lineage(of: parent).lazy.compactMap { ancestor in
              self.records[ancestor].memberBlocks.lazy.flatMap { $0.members }.compactMap { $0.decl.as(VariableDeclSyntax.self) }
                .first { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name.text } }
            }.first
            if binding.accessorBlock == nil {
              problems.append((position, "cannot override with a stored property '\(name.text)'"))
            } else if declaration?.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) == true {
              problems.append((position, "property overrides a 'final' property"))
            } else if inherited?.isLet == true {
              problems.append((position, "cannot override immutable 'let' property '\(name.text)' with the getter of a 'var'"))
            } else if inherited != nil, let accessors = binding.accessorBlock, Self.isComputed(accessors) {
              problems.append(
                (
                  position,
                  "overriding the stored property '\(name.text)' with a computed one is not in the Workbench's Swift subset yet"
                ))
            }
          }
        }
      }
      return problems
    }

    /// Whether a property's accessors compute it (a getter), rather than only observe it.
    static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
      guard case .accessors(let list) = accessors.accessors else { return true }
      return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }

    /// A method that overrides one its superclass marks `final`: Swift refuses it where its
    /// name is written.
    func checkOverrides(_ type: Int) throws(SwiftRunError) {
      guard let parent = types[type].superclass else { return }
      if let declaration = records[parent].memberBlocks.first?.parent?.as(ClassDeclSyntax.self),
        declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }),
        let written = records[type].memberBlocks.first?.parent?.as(ClassDeclSyntax.self)?.name
      {
        throw typeError(
          at: written.positionAfterSkippingLeadingTrivia, "inheritance from a final class '\(types[parent].name)'")
      }
      for method in records[type].methods where !method.isStatic {
        let selector = Self.selector(method.name, method.decl.signature.parameterClause.parameters)
        let inherited = lineage(of: parent).lazy.compactMap { ancestor in
          self.records[ancestor].methods.first { candidate in
            !candidate.isStatic
              && Self.selector(candidate.name, candidate.decl.signature.parameterClause.parameters) == selector
          }
        }.first
        guard let inherited, inherited.decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) else {
          continue
        }
        throw typeError(
          at: method.decl.name.positionAfterSkippingLeadingTrivia, "instance method overrides a 'final' instance method")
      }
    }

    /// A class with a stored property that has no value (and is no optional, which starts as
    /// nil) must set it in an initializer of its own: without one, Swift refuses the class,
    /// where its name is written.
    func checkInitializers(_ type: Int) throws(SwiftRunError) {
      let designated = records[type].inits.contains { initializer in
        !initializer.decl.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
      }
      guard !designated else { return }
      let unset = records[type].fields.contains { field in
        guard field.initial == nil, let written = field.type else { return false }
        return !Self.isOptional(written)
      }
      guard unset, let declaration = records[type].memberBlocks.first?.parent?.as(ClassDeclSyntax.self) else { return }
      throw typeError(at: declaration.name.positionAfterSkippingLeadingTrivia, "class '\(types[type].name)' has no initializers")
    }

    /// A type declaration's generic parameters (`<T>`), if it has them.
    static func genericClause(_ decl: DeclSyntax) -> GenericParameterClauseSyntax? {
      if let node = decl.as(StructDeclSyntax.self) { return node.genericParameterClause }
      if let node = decl.as(ClassDeclSyntax.self) { return node.genericParameterClause }
      if let node = decl.as(EnumDeclSyntax.self) { return node.genericParameterClause }
      return nil
    }

    /// Refuses protocols that refine themselves (`protocol A: B`, `protocol B: A`), as swiftc
    /// does: at the first one's refinement that leads back to it (`B`'s name).
    func checkRefinement(_ type: Int) throws(SwiftRunError) {
      guard types[type].kind == .protocolType else { return }
      for refined in records[type].inherited.compactMap({ typeIndex[$0] }) where types[refined].kind == .protocolType {
        var seen: Set<Int> = []
        var work = [refined]
        while let next = work.popLast() {
          guard seen.insert(next).inserted else { continue }
          if next == type {
            guard let name = records[refined].memberBlocks.first?.parent?.as(ProtocolDeclSyntax.self)?.name else { return }
            throw typeError(at: name.positionAfterSkippingLeadingTrivia, "protocol '\(types[refined].name)' refines itself")
          }
          work += records[next].inherited.compactMap { typeIndex[$0] }.filter { types[$0].kind == .protocolType }
        }
      }
    }

    /// An enum with a case that holds a value of the enum itself (or an optional of one) is
    /// marked `indirect`, on the enum or on the case (The Swift Programming Language,
    /// "Enumerations": "Recursive Enumerations").
    func checkRecursion(_ type: Int) throws(SwiftRunError) {
      guard types[type].kind == .enumType,
        let declaration = records[type].memberBlocks.first?.parent?.as(EnumDeclSyntax.self),
        !declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.indirect) })
      else { return }
      let name = types[type].name
      func isSelf(_ written: TypeSyntax?) -> Bool {
        guard let written else { return false }
        if let optional = written.as(OptionalTypeSyntax.self) { return isSelf(optional.wrappedType) }
        if let tuple = written.as(TupleTypeSyntax.self) { return tuple.elements.contains { isSelf($0.type) } }
        return written.as(IdentifierTypeSyntax.self)?.name.text == name
      }
      for block in records[type].memberBlocks {
        for member in block.members {
          guard let cases = member.decl.as(EnumCaseDeclSyntax.self),
            !cases.modifiers.contains(where: { $0.name.tokenKind == .keyword(.indirect) })
          else { continue }
          for element in cases.elements where element.parameterClause?.parameters.contains(where: { isSelf($0.type) }) == true {
            _ = element
            throw typeError(
              at: declaration.name.positionAfterSkippingLeadingTrivia, "recursive enum '\(name)' is not marked 'indirect'")
          }
        }
      }
    }

    /// The names a member declares: a property's (each of a list), a method's.
    static func declaredNames(_ decl: DeclSyntax) -> [String] {
      if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      }
      if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
      return []
    }

    /// Collects one member block's properties, methods, initializers and cases.
    mutating func collectMembers(_ block: MemberBlockSyntax, of type: Int) throws(SwiftRunError) {
      let typeName = types[type].name
      for member in block.members {
        let decl = member.decl
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers {
          let names = Self.declaredNames(decl)
          for modifier in modifiers where modifier.name.tokenKind == .keyword(.private) {
            if modifier.detail?.detail.text == "set" {
              records[type].privateSetters.formUnion(names)
            } else {
              records[type].privateMembers.formUnion(names)
              records[type].privateSetters.formUnion(names)
            }
          }
        }
        let isStatic =
          decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
          } ?? false
        if let variable = decl.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
              throw unsupported(binding.pattern, "a \(binding.pattern.kind) pattern in a property")
            }
            let name = pattern.identifier.text
            try checkAnnotation(binding.typeAnnotation?.type)
            let type_ =
              Self.writtenType(of: binding) ?? Self.inferredType(binding.initializer?.value)
              ?? binding.initializer.flatMap { inferredPlaceType(of: $0.value) }
            var getter: CodeBlockItemListSyntax?
            var getterEnd: TokenSyntax?
            var setter: AccessorDeclSyntax?
            var didSet: AccessorDeclSyntax?
            var willSet: AccessorDeclSyntax?
            switch binding.accessorBlock?.accessors {
            case .getter(let body):
              getter = body
              getterEnd = binding.accessorBlock?.rightBrace
            case .accessors(let accessors):
              for accessor in accessors {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                  getter = accessor.body?.statements
                  getterEnd = accessor.body?.rightBrace
                case .keyword(.set): setter = accessor
                case .keyword(.didSet): didSet = accessor
                case .keyword(.willSet): willSet = accessor
                default: throw unsupported(accessor, "a '\(accessor.accessorSpecifier.text)' accessor")
                }
              }
            case nil: break
            @unknown default: throw unsupported(binding, "this accessor")
            }
            if types[type].kind == .protocolType && binding.accessorBlock != nil && getter == nil && isStatic {
              // A static property requirement: each conforming type has its own.
              records[type].staticRequirements.append(name)
              continue
            }
            if types[type].kind == .protocolType && binding.accessorBlock != nil && getter == nil {
              records[type].requirements.append(name)
              if let written = binding.typeAnnotation?.type { records[type].requirementTypes[name] = written }
              if setter == nil { records[type].getOnlyRequirements.insert(name) }
              continue
            }
            if let getter {
              records[type].computed.append(
                TypeRecord.Computed(
                  name: name, getter: getter, setter: setter, type: type_, isStatic: isStatic, getterEnd: getterEnd))
            } else if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
              try declareLazy(name, binding: binding, variable: variable, of: type)
            } else if let observer = willSet ?? didSet, isStatic || getter != nil {
              throw unsupported(observer, "an observer of a \(isStatic ? "static" : "computed") property")
            } else if let willSet, variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
              throw unsupported(willSet, "a 'willSet' observer of an overriding property")
            } else if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), let didSet,
              setter == nil, binding.initializer == nil
            {
              // Observers of an inherited stored property: laid out with the superclass's.
              records[type].overrideObservers.append((name, didSet, -1))
            } else if isStatic {
              if let ownership = Self.ownership(of: variable) {
                throw unsupported(variable.modifiers, "a static '\(ownership)' property")
              }
              records[type].statics.append(
                TypeRecord.Field(
                  name: name, type: type_, initial: binding.initializer?.value,
                  isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), didSet: nil))
            } else {
              guard types[type].kind != .enumType else { throw error(binding, "enums must not contain stored properties") }
              if let ownership = Self.ownership(of: variable), let written = SwiftStaticType(type_),
                let unretainable = nonReference(written)
              {
                throw typeError(
                  at: pattern.identifier.positionAfterSkippingLeadingTrivia,
                  "'\(ownership)' may only be applied to class and class-bound protocol types, not '\(unretainable)'")
              }
              records[type].fields.append(
                TypeRecord.Field(
                  name: name, type: type_, initial: binding.initializer?.value,
                  isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), didSet: didSet, willSet: willSet,
                  ownership: Self.ownership(of: variable)))
            }
          }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
          let selector = Self.selector(function.name.text, function.signature.parameterClause.parameters)
          guard let body = function.body else {
            if types[type].kind == .protocolType {
              if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                // `static func make() -> Self`: a type method of each conforming type.
                records[type].staticRequirements.append(selector)
                continue
              }
              records[type].requirements.append(selector)
              records[type].requirementResults[selector] = function.signature.returnClause?.type
              continue
            }
            throw unsupported(function, "a method without a body")
          }
          _ = body
          try checkDeclarable(function)
          let isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
          if isMutating, types[type].kind == .classType,
            let modifier = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.mutating) })
          {
            // A class's methods change the instance without it: it is a reference.
            throw typeError(
              at: modifier.positionAfterSkippingLeadingTrivia, "'mutating' is not valid on instance methods in classes")
          }
          let index = functions.count
          let parameters = function.signature.parameterClause.parameters
          functions.append(
            SwiftProgram.Function(
              name: "\(typeName).\(function.name.text)", parameters: parameters.count + (isStatic ? 0 : 1), locals: 0,
              code: [], isMutating: isMutating))
          records[type].methods.append(
            TypeRecord.Method(name: function.name.text, decl: function, function: index, isStatic: isStatic))
          returnTypes[index] = function.signature.returnClause?.type
          let signature = Self.signature(index, function.name.text, parameters)
          if isStatic {
            functionSignatures["\(typeName).\(function.name.text)", default: []].append(signature)
            if SwiftProgram.Operator(rawValue: function.name.text) != nil { operatorOwners.insert(typeName) }
          } else {
            types[type].methods[intern(selector)] = index
            methodSignatures[function.name.text, default: []].append(signature)
            if isMutating { mutatingSelectors.insert(selector) }
          }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
          if let mark = initializer.optionalMark {
            // `init?`: a call gives an optional, nil where the body returns nil.
            guard mark.text == "?" else {
              throw unsupported(initializer, "an implicitly unwrapped failable initializer ('init!')")
            }
            if types[type].kind == .protocolType { throw unsupported(initializer, "a failable initializer requirement") }
          }
          let parameters = initializer.signature.parameterClause.parameters
          if types[type].kind == .protocolType, initializer.body == nil {
            // A protocol's initializer requirement: each conforming type has its own.
            records[type].requirements.append(Self.selector(of: initializer))
            continue
          }
          for parameter in parameters {
            try checkAnnotation(parameter.type)
          }
          let index = functions.count
          functions.append(
            SwiftProgram.Function(name: "\(typeName).init", parameters: parameters.count + 1, locals: 0, code: []))
          records[type].inits.append((initializer, index))
          if initializer.optionalMark != nil { failableInits.insert(index) }
          let signature = Self.signature(index, "init", parameters)
          types[type].methods[intern(signature.selector)] = index
        } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
          guard types[type].kind == .enumType else { throw error(cases, "enum 'case' is not allowed outside of an enum") }
          for element in cases.elements {
            for parameter in element.parameterClause?.parameters ?? [] {
              try checkAnnotation(parameter.type)
            }
            if types[type].cases.contains(element.name.text) {
              throw typeError(
                at: element.name.positionAfterSkippingLeadingTrivia, "invalid redeclaration of '\(element.name.text)'")
            }
            types[type].cases.append(element.name.text)
            types[type].caseLabels.append(element.parameterClause?.parameters.map { $0.firstName?.text } ?? [])
            records[type].caseTypes.append(element.parameterClause?.parameters.map { $0.type } ?? [])
            try addRawValue(element, of: type)
          }
        } else if decl.is(TypeAliasDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self) {
          throw unsupported(decl, decl.is(TypeAliasDeclSyntax.self) ? "a typealias" : "an associated type")
        } else if decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
          || decl.is(ProtocolDeclSyntax.self)
        {
          throw unsupported(decl, "a nested type")
        } else if decl.is(SubscriptDeclSyntax.self) {
          throw unsupported(decl, "a subscript declaration")
        } else if decl.is(DeinitializerDeclSyntax.self) {
          throw unsupported(decl, "a deinitializer")
        } else {
          throw unsupported(decl, "this declaration inside a type ('\(decl.trimmedDescription.prefix(20))…')")
        }
      }
    }

    /// The deepest chain of superclasses a class may have: the compiler follows it recursively.
    static let classDepthLimit = 200

    /// Refuses making `parent` the superclass of `type` where that closes a cycle (`class A: A`,
    /// in swiftc's words, at the first class of the cycle), or makes a chain past the limit.
    func checkSuperclass(_ parent: Int, of type: Int) throws(SwiftRunError) {
      let chain = lineage(of: parent)
      let name = { (index: Int) in records[index].memberBlocks.first?.parent?.as(ClassDeclSyntax.self)?.name }
      if chain.contains(type) {
        let first = chain.min() ?? type
        guard let token = name(first) else { throw SwiftRunError(line: 1, "'\(types[first].name)' inherits from itself") }
        throw typeError(at: token.positionAfterSkippingLeadingTrivia, "'\(types[first].name)' inherits from itself")
      }
      if chain.count >= Self.classDepthLimit, let token = name(type) {
        throw unsupported(token, "a chain of more than \(Self.classDepthLimit) classes, each a subclass of the next")
      }
    }

    /// A function's signature from its parameter list.
    static func signature(_ function: Int, _ name: String, _ parameters: FunctionParameterListSyntax) -> Signature {
      Signature(
        function: function, labels: parameters.map { $0.firstName.text }, defaults: parameters.map { $0.defaultValue?.value },
        types: parameters.map { $0.type }, isInout: parameters.map { isInout($0.type) },
        selector: selector(name, parameters))
    }

    /// The standard types an enum may take its raw values from that the subset does not hold.
    static let otherRawTypes: Set<String> = [
      "Character", "Float", "CGFloat", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Int8", "Int16", "Int32", "Int64",
    ]

    /// An enum case's raw value: written, or the one after the previous case's (an Int), or the
    /// case's name (a String).
    mutating func addRawValue(_ element: EnumCaseElementSyntax, of type: Int) throws(SwiftRunError) {
      let raw = records[type].inherited.first
      if let raw, Self.otherRawTypes.contains(raw) {
        // `enum Grade: Character`: raw values the subset does not hold.
        throw unsupported(element, "an enum with raw values of type '\(raw)'")
      }
      guard raw == "Int" || raw == "String" || raw == "Double" else { return }
      if let value = element.rawValue?.value {
        // A literal of a type the raw type is not made from: swiftc's words, at the literal.
        let literalType =
          value.is(StringLiteralExprSyntax.self)
          ? "String" : value.is(FloatLiteralExprSyntax.self) ? "Double" : Self.integerLiteral(value) != nil ? "Int" : nil
        if let literalType, literalType != raw, !(literalType == "Int" && raw == "Double") {
          throw typeError(
            at: value.positionAfterSkippingLeadingTrivia,
            "cannot convert value of type '\(literalType)' to raw type '\(raw ?? "")'")
        }
        if let literal = value.as(IntegerLiteralExprSyntax.self), let number = Self.integerValue(literal.literal.text) {
          types[type].rawValues.append(raw == "Double" ? .double(Double(number)) : .int(number))
        } else if let literal = value.as(StringLiteralExprSyntax.self) {
          types[type].rawValues.append(.string(literal.segments.trimmedDescription))
        } else if let literal = value.as(FloatLiteralExprSyntax.self), let number = Double(literal.literal.text) {
          types[type].rawValues.append(.double(number))
        } else if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
          let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), let number = Self.integerValue(literal.literal.text)
        {
          types[type].rawValues.append(.int(-number))
        } else {
          throw unsupported(value, "this raw value")
        }
      } else if raw == "String" {
        types[type].rawValues.append(.string(element.name.text))
      } else if case .int(let previous) = types[type].rawValues.last {
        types[type].rawValues.append(.int(previous + 1))
      } else {
        types[type].rawValues.append(.int(0))
      }
      // Each case's raw value is its own: swiftc points at the one written (or the case).
      if let last = types[type].rawValues.last, types[type].rawValues.dropLast().contains(last) {
        let position =
          element.rawValue?.value.positionAfterSkippingLeadingTrivia ?? element.name.positionAfterSkippingLeadingTrivia
        throw typeError(at: position, "raw value for enum case is not unique")
      }
    }

    /// Lays out a type's stored properties (a class's superclass's first), its accessors and its
    /// synthesized initializers.
    mutating func layOut(_ type: Int, visiting: Set<Int>) throws(SwiftRunError) {
      guard !laidOut.contains(type), !visiting.contains(type) else { return }
      laidOut.insert(type)
      var fields: [TypeRecord.Field] = []
      if let parent = types[type].superclass {
        try layOut(parent, visiting: visiting.union([type]))
        fields = allFields(parent)
      }
      fields += records[type].fields
      for field in fields {
        types[type].fieldIndex[intern(field.name)] = types[type].fields.count
        types[type].fields.append(field.name)
        types[type].coercions.append(Self.coercion(field.type))
        types[type].fieldTypes.append(field.type?.trimmedDescription)
        if let ownership = field.ownership { types[type].unretained[types[type].fields.count - 1] = ownership }
      }
      let typeName = types[type].name
      for (position, computed) in records[type].computed.enumerated() where !computed.isStatic {
        types[type].getters[intern(computed.name)] = functions.count
        functions.append(SwiftProgram.Function(name: "\(typeName).\(computed.name)", parameters: 1, locals: 0, code: []))
        if computed.setter != nil {
          types[type].setters[intern(computed.name)] = functions.count
          functions.append(SwiftProgram.Function(name: "\(typeName).\(computed.name).set", parameters: 2, locals: 0, code: []))
        }
        _ = position
      }
      for computed in records[type].computed where computed.isStatic {
        returnTypes[functions.count] = computed.type
        functionSignatures["\(typeName).\(computed.name)", default: []].append(
          Signature(function: functions.count, labels: [], defaults: [], types: [], isInout: [], selector: computed.name))
        functions.append(SwiftProgram.Function(name: "\(typeName).\(computed.name)", parameters: 0, locals: 0, code: []))
      }
      // Each observer is a function (self, the old or the new value) → self.
      for field in records[type].fields {
        guard let slot = types[type].fieldIndex[intern(field.name)] else { continue }
        if field.didSet != nil {
          types[type].didSets[slot] = functions.count
          functions.append(SwiftProgram.Function(name: "\(typeName).\(field.name).didSet", parameters: 2, locals: 0, code: []))
        }
        if field.willSet != nil {
          types[type].willSets[slot] = functions.count
          functions.append(SwiftProgram.Function(name: "\(typeName).\(field.name).willSet", parameters: 2, locals: 0, code: []))
        }
      }
      layOutLazies(type)
      if let parent = types[type].superclass {
        // An overriding observer runs after the superclass's (which its function calls first).
        types[type].didSets.merge(types[parent].didSets) { own, _ in own }
        types[type].willSets.merge(types[parent].willSets) { own, _ in own }
        for (position, observer) in records[type].overrideObservers.enumerated() {
          guard let slot = types[type].fieldIndex[intern(observer.name)] else {
            throw error(
              observer.didSet,
              "property '\(observer.name)' with 'override' does not override any stored property of its superclass")
          }
          records[type].overrideObservers[position].function = functions.count
          types[type].didSets[slot] = functions.count
          functions.append(SwiftProgram.Function(name: "\(typeName).\(observer.name).didSet", parameters: 2, locals: 0, code: []))
        }
      }
      // A subclass whose superclass declares initializers (or inherits them) inherits those
      // instead (`conform`); only one of a class with none has a synthesized `init()`.
      let inherits = types[type].superclass.map { synthesizedInits[$0] == nil } ?? false
      // An initializer declared in an extension keeps them (The Swift Programming Language,
      // "Extensions": Rect's init(center:size:) beside its memberwise one).
      let declaresInit = records[type].inits.contains { !Self.isInExtension($0.decl) }
      if !declaresInit && (types[type].kind == .structType || types[type].kind == .classType) && !inherits {
        // The memberwise initializer of a struct; a class's `init()`.
        let members = memberwiseMembers(type)
        let index = functions.count
        // Self, the members, then whether each that may be left out was given.
        let given = members.filter { Self.memberwiseDefault($0) != nil }.count
        functions.append(
          SwiftProgram.Function(name: "\(typeName).init", parameters: members.count + given + 1, locals: 0, code: []))
        let signature = Signature(
          function: index, labels: members.map(\.name), defaults: members.map(Self.memberwiseDefault),
          types: members.map(\.type), isInout: members.map { _ in false },
          selector: "init(" + members.map { $0.name + ":" }.joined() + ")")
        types[type].methods[intern(signature.selector)] = index
        synthesizedInits[type] = index
      }
    }

    /// The selectors of a class's designated initializers: its own, or, where it declares
    /// none, those it inherits (its superclass's, or its synthesized `init()`).
    func designatedSelectors(of type: Int) -> Set<String> {
      let own = records[type].inits.filter { !Self.isConvenience($0.decl) }
      guard own.isEmpty else { return Set(own.map { Self.selector(of: $0.decl) }) }
      if let parent = types[type].superclass { return designatedSelectors(of: parent) }
      return synthesizedInits[type] == nil ? [] : ["init()"]
    }

    /// The type a binding is declared with: its own annotation, or, for one with neither an
    /// annotation nor a value, the annotation of the next one that has one (`var width, height:
    /// Double` declares two Doubles).
    static func writtenType(of binding: PatternBindingSyntax) -> TypeSyntax? {
      if let written = binding.typeAnnotation?.type { return written }
      guard binding.initializer == nil, let list = binding.parent?.as(PatternBindingListSyntax.self) else { return nil }
      for later in list where later.position > binding.position {
        if let written = later.typeAnnotation?.type { return written }
        if later.initializer != nil { return nil }
      }
      return nil
    }

    /// Whether a declaration is a member of an extension.
    static func isInExtension(_ decl: some SyntaxProtocol) -> Bool {
      var node = decl.parent
      while let current = node {
        if current.is(ExtensionDeclSyntax.self) { return true }
        if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
          return false
        }
        node = current.parent
      }
      return false
    }

    /// Whether `function` is a convenience initializer of some class.
    func isConvenience(_ function: Int) -> Bool {
      records.contains { record in record.inits.contains { $0.function == function && Self.isConvenience($0.decl) } }
    }

    /// An initializer's selector (`init(name:quantity:)`).
    static func selector(of decl: InitializerDeclSyntax) -> String {
      signature(0, "init", decl.signature.parameterClause.parameters).selector
    }

    static func isConvenience(_ decl: InitializerDeclSyntax) -> Bool {
      decl.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
    }

    /// Whether a stored property is declared `weak` or `unowned`.
    static func ownership(of variable: VariableDeclSyntax) -> SwiftProgram.Ownership? {
      for modifier in variable.modifiers {
        if modifier.name.tokenKind == .keyword(.weak) { return .weak }
        if modifier.name.tokenKind == .keyword(.unowned) { return .unowned }
      }
      return nil
    }

    /// A class's stored properties, its superclass's first.
    func allFields(_ type: Int) -> [TypeRecord.Field] {
      (types[type].superclass.map { allFields($0) } ?? []) + records[type].fields
    }

    /// Gives a type its protocols' default implementations and its superclass's members, and
    /// checks that it has every requirement of its protocols.
    mutating func conform(_ type: Int) throws(SwiftRunError) {
      if let parent = types[type].superclass {
        try conform(parent)
        // A subclass that declares no designated initializer inherits its superclass's, and with
        // them its convenience ones (The Swift Programming Language, "Automatic Initializer
        // Inheritance"); its own convenience initializers do not stop that.
        let declaresDesignated = records[type].inits.contains { found in
          !found.decl.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        }
        // A member the superclass takes from a protocol's extension, declared again by the
        // subclass (a method, a computed property or a stored one): Swift calls that one
        // through the protocol (and the superclass) and this one through the subclass, by static
        // type, which the interpreter does not choose by.
        var redeclared: [(selector: Int, function: Int, isMethod: Bool)] = []
        for (selector, function) in types[parent].methods where types[type].methods[selector].map({ $0 != function }) == true {
          redeclared.append((selector, function, true))
        }
        for (name, function) in types[parent].getters {
          let ownGetter = types[type].getters[name].map { $0 != function } == true
          let ownField = types[type].fieldIndex[name] != nil && types[parent].fieldIndex[name] == nil
          if ownGetter || ownField { redeclared.append((name, function, false)) }
        }
        for (selector, function, isMethod) in redeclared.sorted(by: { $0.selector < $1.selector }) {
          guard
            let proto = types.indices.first(where: { index in
              types[index].kind == .protocolType
                && (isMethod ? types[index].methods[selector] : types[index].getters[selector]) == function
            })
          else { continue }
          throw SwiftRunError(
            line: records[type].memberBlocks.first.map { line($0) } ?? 1,
            "'\(names[selector])' of '\(types[type].name)' does not override the one '\(types[parent].name)' takes from an "
              + "extension of '\(types[proto].name)': Swift calls that one through '\(types[proto].name)' and this one through "
              + "'\(types[type].name)'; declaring '\(names[selector])' in '\(types[parent].name)' and overriding it is in the "
              + "Workbench's Swift subset, this is not yet")
        }
        // Implementing every designated initializer of the superclass, as designated or
        // convenience initializers, inherits its convenience ones too (rule 2 there).
        let ownInits = Set(records[type].inits.map { Self.selector(of: $0.decl) })
        let inheritsConvenience = !declaresDesignated || designatedSelectors(of: parent).isSubset(of: ownInits)
        for (selector, function) in types[parent].methods where types[type].methods[selector] == nil {
          if names[selector].hasPrefix("init("), declaresDesignated, !inheritsConvenience || !isConvenience(function) {
            continue
          }
          types[type].methods[selector] = function
        }
        for (name, function) in types[parent].getters where types[type].getters[name] == nil {
          types[type].getters[name] = function
        }
        for (name, function) in types[parent].setters where types[type].setters[name] == nil {
          types[type].setters[name] = function
        }
      }
      for conformance in types[type].conformances.sorted() {
        guard let proto = typeIndex[conformance], proto != type else { continue }
        guard types[proto].kind == .protocolType else {
          throw SwiftRunError(
            line: records[type].memberBlocks.first.map { line($0) } ?? 1,
            "'\(types[type].name)' cannot inherit from '\(conformance)'")
        }
        for (selector, function) in types[proto].methods {
          guard types[type].methods[selector] != nil else {
            types[type].methods[selector] = function
            continue
          }
          // Swift calls an extension's method that is no requirement by the static type: an
          // interpreter without static types would call the type's own, so it is refused.
          if !records[proto].requirements.contains(names[selector]) && types[type].methods[selector] != function {
            throw SwiftRunError(
              line: records[type].memberBlocks.first.map { line($0) } ?? 1,
              "'\(names[selector])' of '\(types[type].name)' shadows the one in an extension of '\(conformance)' that is no "
                + "requirement of it (Swift chooses between them by static type): declaring it in the protocol is in the "
                + "Workbench's Swift subset, this is not yet")
          }
        }
        for (name, function) in types[proto].getters {
          let own = types[type].getters[name] ?? types[type].fieldIndex[name].map { _ in -1 }
          guard let own else {
            types[type].getters[name] = function
            continue
          }
          // As for a method above: a property of an extension that is no requirement is chosen
          // by static type.
          if !records[proto].requirements.contains(names[name]) && own != function {
            throw SwiftRunError(
              line: records[type].memberBlocks.first.map { line($0) } ?? 1,
              "'\(names[name])' of '\(types[type].name)' shadows the one in an extension of '\(conformance)' that is no "
                + "requirement of it (Swift chooses between them by static type): declaring it in the protocol is in the "
                + "Workbench's Swift subset, this is not yet")
          }
        }
        for requirement in records[proto].requirements {
          let present =
            requirement.contains("(")
            ? types[type].methods[intern(requirement)] != nil
            : types[type].fieldIndex[intern(requirement)] != nil || types[type].getters[intern(requirement)] != nil
          guard present else {
            throw SwiftRunError(
              line: records[type].memberBlocks.first.map { line($0) } ?? 1,
              "type '\(types[type].name)' does not conform to protocol '\(conformance)': it has no '\(requirement)'")
          }
        }
        try checkWitnesses(of: type, for: proto)
        for requirement in records[proto].staticRequirements {
          let present = lineage(of: type).contains { owner in
            records[owner].statics.contains { $0.name == requirement }
              || records[owner].computed.contains { $0.isStatic && $0.name == requirement }
              || records[owner].methods.contains {
                $0.isStatic && Self.selector($0.name, $0.decl.signature.parameterClause.parameters) == requirement
              }
          }
          guard present else {
            throw SwiftRunError(
              line: records[type].memberBlocks.first.map { line($0) } ?? 1,
              "type '\(types[type].name)' does not conform to protocol '\(conformance)': it has no static '\(requirement)'")
          }
        }
      }
    }

    /// How a value stored as `type` is coerced: an Int literal's place in a Double, an optional.
    static func coercion(_ type: TypeSyntax?) -> SwiftProgram.Coercion? {
      guard let type else { return nil }
      if let optional = type.as(OptionalTypeSyntax.self) {
        return isDouble(optional.wrappedType) ? .optionalDouble : .optional
      }
      return isDouble(type) ? .double : nil
    }

    /// The type a declaration without an annotation takes from a floating-point literal, so an
    /// integer literal stored there later is a Double too.
    static func inferredType(_ value: ExprSyntax?) -> TypeSyntax? {
      guard let value else { return nil }
      if let call = value.as(FunctionCallExprSyntax.self) { return emptyCollectionType(call) }
      let literal = value.as(PrefixOperatorExprSyntax.self)?.expression ?? value
      guard literal.is(FloatLiteralExprSyntax.self) else { return nil }
      return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Double")))
    }

    /// `[Int](repeating: 0, count: 3)` or `Array(repeating: 0, count: 3)`, taken apart.
    ///
    /// The element type written (nil for `Array`'s, which the value gives), the value and the
    /// count; nil for any other call.
    static func repeatingArray(_ call: FunctionCallExprSyntax) -> (element: TypeSyntax?, value: ExprSyntax, count: ExprSyntax)? {
      let arguments = call.arguments.map { $0 }
      guard call.trailingClosure == nil, arguments.count == 2, arguments[0].label?.text == "repeating",
        arguments[1].label?.text == "count"
      else { return nil }
      let callee = call.calledExpression
      if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array" {
        return (nil, arguments[0].expression, arguments[1].expression)
      }
      guard callee.is(ArrayExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self),
        let type = typeSyntax(callee)?.as(ArrayTypeSyntax.self)
      else { return nil }
      return (type.element, arguments[0].expression, arguments[1].expression)
    }

    /// The type an empty collection's initializer makes: `[Int]()`, `[String: [Int]]()`,
    /// `Array<Double>()`; nil for any other call.
    static func emptyCollectionType(_ call: FunctionCallExprSyntax) -> TypeSyntax? {
      guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
      let callee = call.calledExpression
      guard
        callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self)
      else { return nil }
      return typeSyntax(callee)
    }

    /// A type written where an expression goes (`[Int]` before `()`), as a type.
    static func typeSyntax(_ expression: ExprSyntax) -> TypeSyntax? {
      if let optional = expression.as(OptionalChainingExprSyntax.self), let wrapped = typeSyntax(optional.expression) {
        // `Int?` in `[Int?]()`: the parser reads it as an optional chain.
        return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped))
      }
      if let name = expression.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
        name.baseName.text.first?.isUppercase == true
      {
        return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name.baseName.text)))
      }
      if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first,
        element.trailingComma == nil, let type = typeSyntax(element.expression)
      {
        return TypeSyntax(ArrayTypeSyntax(element: type))
      }
      if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content,
        elements.count == 1, let element = elements.first, element.trailingComma == nil,
        let key = typeSyntax(element.key), let value = typeSyntax(element.value)
      {
        return TypeSyntax(DictionaryTypeSyntax(key: key, value: value))
      }
      if let generic = expression.as(GenericSpecializationExprSyntax.self),
        let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        let arguments = generic.genericArgumentClause.arguments.compactMap { argument -> TypeSyntax? in
          if case .type(let type) = argument.argument { return type }
          return nil
        }
        if name == "Array", arguments.count == 1 { return TypeSyntax(ArrayTypeSyntax(element: arguments[0])) }
        if name == "Dictionary", arguments.count == 2 {
          return TypeSyntax(DictionaryTypeSyntax(key: arguments[0], value: arguments[1]))
        }
      }
      return nil
    }

    static func isDouble(_ type: TypeSyntax) -> Bool { ["Double", "CGFloat", "Float"].contains(type.trimmedDescription) }
  }
#endif
