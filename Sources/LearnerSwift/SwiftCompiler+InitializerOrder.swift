#if canImport(SwiftParser)
  import SwiftSyntax

  /// Swift's rules for what an initializer may do before its instance is whole (The Swift
  /// Programming Language, "Initialization": "Two-Phase Initialization" and "Initializer
  /// Delegation for Class Types"), checked as swiftc checks them, before anything runs:
  /// - no stored property is read, and no method called, before every property has a value;
  /// - a constant is given its value once (never one that has a value where it is declared);
  /// - a subclass sets what it inherits only after `super.init`;
  /// - a class's convenience initializer calls `self.init`, and a designated one does not;
  /// - a subclass with initializers of its own provides its superclass's `required` ones.
  ///
  /// The walk follows each body's statements in order up to its `super.init` or `self.init`;
  /// a branch is followed with what was set before it.
  extension SwiftCompiler {
    func checkInitializerOrder(_ type: Int) throws(SwiftRunError) {
      try checkDelegation(type)
      try checkRequiredProvided(type)
      let fields = records[type].fields
      let needed = Set(unsetFields(type))
      let constants = Set(fields.filter(\.isLet).map(\.name))
      let given = Set(fields.filter { $0.isLet && $0.initial != nil }.map(\.name))
      let inherited = Set((types[type].superclass.map { allFields($0) } ?? []).map(\.name))
      let methods = Set(lineage(of: type).flatMap { records[$0].methods.filter { !$0.isStatic }.map(\.name) })
      for (decl, _) in records[type].inits where !Self.isConvenience(decl) {
        guard let body = decl.body else { continue }
        var walk = InitializerWalk(
          needed: needed, constants: constants, given: given, inherited: inherited, methods: methods,
          hasSuperclass: types[type].superclass != nil)
        walk.shadowed = Set(decl.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        _ = try walk.statements(body.statements, from: [], self)
      }
    }

    /// A class's convenience initializer calls `self.init`; a designated one does not.
    func checkDelegation(_ type: Int) throws(SwiftRunError) {
      guard types[type].kind == .classType else { return }
      for (decl, _) in records[type].inits {
        guard let body = decl.body else { continue }
        let delegates = Self.callsInit(on: "self", in: Syntax(body))
        if Self.isConvenience(decl), !delegates {
          throw typeError(
            at: body.rightBrace.positionAfterSkippingLeadingTrivia,
            "'self.init' isn't called on all paths before returning from initializer")
        }
        if !Self.isConvenience(decl), delegates {
          throw typeError(
            at: decl.initKeyword.positionAfterSkippingLeadingTrivia,
            "designated initializer for '\(types[type].name)' cannot delegate (with 'self.init'); did you mean this to be a "
              + "convenience initializer?")
        }
      }
    }

    /// A subclass that declares designated initializers of its own inherits none, so it
    /// provides each `required` one of its superclass itself.
    func checkRequiredProvided(_ type: Int) throws(SwiftRunError) {
      guard let parent = types[type].superclass,
        records[type].inits.contains(where: { !Self.isConvenience($0.decl) && !Self.isInExtension($0.decl) }),
        let declaration = records[type].memberBlocks.first
      else { return }
      let own = Set(records[type].inits.map { Self.selector(of: $0.decl) })
      for ancestor in lineage(of: parent) {
        for (decl, _) in records[ancestor].inits
        where decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
          let selector = Self.selector(of: decl)
          guard !own.contains(selector) else { continue }
          throw typeError(
            at: declaration.rightBrace.positionAfterSkippingLeadingTrivia,
            "'required' initializer '\(selector)' must be provided by subclass of '\(types[parent].name)'")
        }
      }
    }
  }

  /// One initializer's statements, walked in order with the stored properties set so far.
  struct InitializerWalk {
    /// The properties that have no value until the initializer gives them one.
    var needed: Set<String>
    /// The constant properties, and those of them that have a value where they are declared.
    var constants: Set<String>
    var given: Set<String>
    /// The superclass's properties: set only after `super.init`.
    var inherited: Set<String>
    /// The type's instance methods: calling one uses `self`.
    var methods: Set<String>
    var hasSuperclass: Bool
    /// The names that are not properties here: the parameters and the locals declared so far.
    var shadowed: Set<String> = []
    /// Whether `super.init` or `self.init` has been called: the checks end there.
    var done = false

    typealias Compiler = SwiftCompiler

    /// The properties set after `items`, from `set`.
    mutating func statements(_ items: CodeBlockItemListSyntax, from set: Set<String>, _ compiler: Compiler)
      throws(SwiftRunError) -> Set<String>
    {
      var set = set
      for item in items where !done {
        if let variable = item.item.as(VariableDeclSyntax.self) {
          try refuseUses(in: Syntax(variable), set, compiler)
          for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { shadowed.insert(name) }
          }
          continue
        }
        guard let expression = Compiler.expression(of: item) else {
          try refuseUses(in: Syntax(item), set, compiler)
          continue
        }
        if Compiler.callsInit(on: "super", in: Syntax(expression)) || Compiler.callsInit(on: "self", in: Syntax(expression)) {
          done = true
          return set
        }
        if let (names, operation, value) = assignment(expression) {
          if hasSuperclass, let name = inheritedRead(Syntax(value)) {
            // `a = x`: swiftc points at the `=`.
            throw compiler.typeError(
              at: operation.positionAfterSkippingLeadingTrivia,
              "'self' used in property access '\(name)' before 'super.init' call")
          }
          try refuseUses(in: Syntax(value), set, compiler)
          for name in names {
            if name == "self" {
              // `self = other` sets them all.
              set.formUnion(needed)
              continue
            }
            if inherited.contains(name), !needed.contains(name), hasSuperclass {
              throw compiler.typeError(
                at: operation.positionAfterSkippingLeadingTrivia,
                "'self' used in property access '\(name)' before 'super.init' call")
            }
            if constants.contains(name), set.contains(name) || given.contains(name) {
              throw compiler.typeError(
                at: operation.positionAfterSkippingLeadingTrivia, "immutable value 'self.\(name)' may only be initialized once")
            }
            set.insert(name)
          }
          continue
        }
        if let branch = expression.as(IfExprSyntax.self) {
          set = try self.branch(branch, from: set, compiler)
          continue
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
          try refuseUses(in: Syntax(choice.subject), set, compiler)
          var common: Set<String>?
          var hasDefault = false
          for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            if case .default = switchCase.label { hasDefault = true }
            let after = try statements(switchCase.statements, from: set, compiler)
            if Compiler.leaves(switchCase.statements, inCase: true) { continue }
            common = common.map { $0.intersection(after) } ?? after
          }
          if hasDefault, let common { set = common }
          continue
        }
        try refuseUses(in: Syntax(expression), set, compiler)
      }
      return set
    }

    /// The properties set after an `if`: those every branch sets.
    mutating func branch(_ branch: IfExprSyntax, from set: Set<String>, _ compiler: Compiler) throws(SwiftRunError)
      -> Set<String>
    {
      try refuseUses(in: Syntax(branch.conditions), set, compiler)
      let then = try statements(branch.body.statements, from: set, compiler)
      let otherwise: Set<String>
      switch branch.elseBody {
      case .codeBlock(let block)?:
        otherwise = try statements(block.statements, from: set, compiler)
        // A branch that leaves (`return`, `fatalError()`) brings nothing to what follows.
        if Compiler.leaves(block.statements) { return then }
      case .ifExpr(let next)?: otherwise = try self.branch(next, from: set, compiler)
      default: otherwise = set
      }
      return Compiler.leaves(branch.body.statements) ? otherwise : then.intersection(otherwise)
    }

    /// An assignment of the type's properties: `name = value`, `self.name = value`, `(a, b) =
    /// pair`, `self = other` (named `self`); the names set, the `=`, the value.
    func assignment(_ expression: ExprSyntax) -> ([String], ExprSyntax, ExprSyntax)? {
      guard let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else {
        return nil
      }
      let names = places(infix.leftOperand)
      return names.isEmpty ? nil : (names, infix.operator, infix.rightOperand)
    }

    /// The properties (or `self`) a place of an assignment names; a tuple's, each of them.
    ///
    /// As `SwiftCompiler.names(assignedAt:)`, but a name a parameter or a local shadows is not
    /// the property (`self.x = x` sets it, `x = …` does not).
    func places(_ place: ExprSyntax) -> [String] {
      if let tuple = place.as(TupleExprSyntax.self) { return tuple.elements.flatMap { places($0.expression) } }
      if let reference = place.as(DeclReferenceExprSyntax.self), shadowed.contains(reference.baseName.text) { return [] }
      return Compiler.names(assignedAt: place)
    }

    /// Refuses, while a property is still without a value, a read of one that has none or a
    /// call of a method of the type, in `node`.
    ///
    /// In a subclass, even once its own properties have values, what it inherits is read and
    /// its methods called only after `super.init`.
    func refuseUses(in node: Syntax, _ set: Set<String>, _ compiler: Compiler) throws(SwiftRunError) {
      let whole = needed.isSubset(of: set)
      guard !whole || hasSuperclass else { return }
      if node.is(ClosureExprSyntax.self) { return }
      if hasSuperclass, let name = inheritedRead(node) {
        let position =
          node.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia
          ?? node.positionAfterSkippingLeadingTrivia
        throw compiler.typeError(at: position, "'self' used in property access '\(name)' before 'super.init' call")
      }
      if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
        // What an assignment sets is not read.
        return try refuseUses(in: Syntax(infix.rightOperand), set, compiler)
      }
      if let call = node.as(FunctionCallExprSyntax.self) {
        var method: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), !shadowed.contains(reference.baseName.text) {
          method = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          method = member.declName.baseName.text
        }
        if let method, methods.contains(method) {
          throw compiler.typeError(
            at: call.positionAfterSkippingLeadingTrivia,
            "'self' used in method call '\(method)' before \(whole ? "'super.init' call" : "all stored properties are initialized")"
          )
        }
      }
      if let reference = node.as(DeclReferenceExprSyntax.self), needed.contains(reference.baseName.text),
        !set.contains(reference.baseName.text), !shadowed.contains(reference.baseName.text),
        node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      {
        throw compiler.typeError(
          at: reference.positionAfterSkippingLeadingTrivia, "'self' used before all stored properties are initialized")
      }
      for child in node.children(viewMode: .sourceAccurate) { try refuseUses(in: child, set, compiler) }
    }

    /// The inherited property `node` reads, if it reads one: `x` (not a parameter's or a local's
    /// name, nor another value's member) or `self.x`.
    func inheritedRead(_ node: Syntax) -> String? {
      if let reference = node.as(DeclReferenceExprSyntax.self), inherited.contains(reference.baseName.text),
        !shadowed.contains(reference.baseName.text), node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
      {
        return reference.baseName.text
      }
      if let member = node.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
        inherited.contains(member.declName.baseName.text)
      {
        return member.declName.baseName.text
      }
      return nil
    }
  }
#endif
