#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// A call's arguments: label and expression, a trailing closure last (labelled by the
    /// parameter it fills).
    typealias Argument = (label: String?, expression: ExprSyntax)

    static func arguments(_ call: FunctionCallExprSyntax) -> [Argument] {
      var list: [Argument] = call.arguments.map { ($0.label?.text, $0.expression) }
      if let closure = call.trailingClosure { list.append((" trailing", ExprSyntax(closure))) }
      // Only a chapter's static method takes more (see `compileCall`), each under its label.
      for extra in call.additionalTrailingClosures { list.append((extra.label.text, ExprSyntax(extra.closure))) }
      return list
    }

    /// The selector a call of a standard library method spells (`sorted(by:)`, `map(_:)`).
    static func builtinSelector(_ name: String, _ arguments: [Argument]) -> String {
      let trailing: [String: String] = [
        "sorted": "by", "sort": "by", "contains": "where", "first": "where", "firstIndex": "where", "lastIndex": "where",
        "min": "by", "max": "by", "drop": "while", "prefix": "while", "removeAll": "where",
      ]
      return name + "("
        + arguments.map { argument in
          argument.label == " trailing" ? (trailing[name] ?? "_") + ":" : (argument.label ?? "_") + ":"
        }.joined() + ")"
    }

    /// Whether a parameter's type is a function's (`(Int) -> Bool`, `@escaping () -> Void`).
    static func isFunctionType(_ type: TypeSyntax) -> Bool { functionType(in: type) != nil }

    /// Matches a call's arguments to a signature's parameters, or nil when they do not match.
    ///
    /// A default fills a parameter the call leaves out, a trailing closure the last one.
    static func match(_ signature: Signature, _ arguments: [Argument]) -> [ExprSyntax?]? {
      var matched: [ExprSyntax?] = []
      var next = 0
      for (index, label) in signature.labels.enumerated() {
        if next < arguments.count {
          let argument = arguments[next]
          if argument.label == " trailing" && (index == signature.labels.count - 1) {
            // A trailing closure is a function's argument: it matches no parameter of another
            // type (`xs.contains { … }` is not CGRect's `contains(_ point:)`).
            if let type = signature.types.indices.contains(index) ? signature.types[index] : nil, !Self.isFunctionType(type) {
              return nil
            }
            matched.append(argument.expression)
            next += 1
            continue
          }
          if (argument.label ?? "_") == label {
            matched.append(argument.expression)
            next += 1
            continue
          }
        }
        guard let fallback = signature.defaults[index] else { return nil }
        matched.append(fallback)
      }
      return next == arguments.count ? matched : nil
    }

    /// The one signature among `candidates` that the arguments match, or an error naming the call.
    func pick(_ candidates: [Signature], _ arguments: [Argument], name: String, node: some SyntaxProtocol) throws(SwiftRunError)
      -> (Signature, [ExprSyntax?])
    {
      for candidate in candidates {
        if let matched = Self.match(candidate, arguments) { return (candidate, matched) }
      }
      let written = Self.builtinSelector(name, arguments)
      if candidates.count == 1, let only = candidates.first {
        if let call = node.as(FunctionCallExprSyntax.self), let mismatch = labelMismatch(only, arguments, call: call) {
          throw mismatch
        }
        throw error(node, "the call \(written) does not match \(only.selector) (its labels or argument count)")
      }
      throw error(node, "no '\(name)' matches the call \(written)")
    }

    /// The labels of a protocol's method requirement, from its selector (`f(a:_:)`), as a
    /// signature `labelMismatch` reads.
    static func requirementSignature(_ selector: String, name: String) -> Signature {
      let labels = selector.dropFirst(name.count + 1).dropLast().split(separator: ":").map(String.init)
      return Signature(
        function: -1, labels: labels, defaults: labels.map { _ in nil }, types: labels.map { _ in nil },
        isInout: labels.map { _ in false }, selector: selector)
    }

    /// swiftc's error for a call whose arguments do not match the one function it can call:
    /// a label wrong, missing or extraneous, an argument missing or one too many; nil where
    /// swiftc's words are not certain (a parameter with a default, a trailing closure,
    /// arguments out of order).
    func labelMismatch(_ signature: Signature, _ arguments: [Argument], call: FunctionCallExprSyntax) -> SwiftRunError? {
      guard signature.defaults.allSatisfy({ $0 == nil }), call.trailingClosure == nil,
        call.additionalTrailingClosures.isEmpty, let leftParen = call.leftParen
      else { return nil }
      let given = arguments.map { $0.label ?? "_" }
      let wanted = signature.labels
      let paren = leftParen.positionAfterSkippingLeadingTrivia
      let listed = { (labels: [String]) in labels.map { $0 + ":" }.joined() }
      if given.count == wanted.count {
        let differing = given.indices.filter { given[$0] != wanted[$0] }
        guard !differing.isEmpty else { return nil }
        if given.sorted() == wanted.sorted() {
          // The labels are all there, out of order: swiftc names the first that comes too late.
          let place = { (label: String) in wanted.firstIndex(of: label) ?? 0 }
          guard Set(given).count == given.count, !given.contains("_"),
            let late = given.indices.dropFirst().first(where: { place(given[$0]) < place(given[$0 - 1]) }),
            let label = Array(call.arguments)[late].label
          else { return nil }
          return typeError(
            at: label.positionAfterSkippingLeadingTrivia, "argument '\(given[late])' must precede argument '\(given[late - 1])'")
        }
        if differing.allSatisfy({ wanted[$0] == "_" }) {
          let labels = differing.map { given[$0] }
          return typeError(
            at: paren, "extraneous argument label\(labels.count > 1 ? "s" : "") '\(listed(labels))' in call")
        }
        if differing.allSatisfy({ given[$0] == "_" }) {
          let labels = differing.map { wanted[$0] }
          // One argument: swiftc points at it; more, at the parenthesis.
          let at = given.count == 1 ? arguments[0].expression.positionAfterSkippingLeadingTrivia : paren
          return typeError(at: at, "missing argument label\(labels.count > 1 ? "s" : "") '\(listed(labels))' in call")
        }
        return typeError(
          at: paren,
          "incorrect argument label\(differing.count > 1 ? "s" : "") in call (have '\(listed(given))', expected "
            + "'\(listed(wanted))')")
      }
      let common = min(given.count, wanted.count)
      guard given.prefix(common) == wanted.prefix(common) else { return nil }
      if given.count < wanted.count {
        let missing = wanted[given.count]
        let rightParen = call.rightParen?.positionAfterSkippingLeadingTrivia ?? call.endPositionBeforeTrailingTrivia
        return typeError(
          at: rightParen, "missing argument for parameter \(missing == "_" ? "#\(given.count + 1)" : "'\(missing)'") in call")
      }
      guard given.count == wanted.count + 1 else { return nil }
      let extra = Array(call.arguments)[wanted.count]
      return typeError(
        at: extra.expression.positionAfterSkippingLeadingTrivia,
        "extra argument\(extra.label.map { " '\($0.text)'" } ?? "") in call")
    }

    /// Throws swiftc's error for a closure held in a name handed where a function of another
    /// type goes (`run(h)` of a `(String) -> Int` where `(Int) -> Int` goes), when both types are
    /// written of simple types alone.
    func checkFunctionArgument(_ argument: ExprSyntax, _ parameter: TypeSyntax?) throws(SwiftRunError) {
      guard let reference = argument.as(DeclReferenceExprSyntax.self),
        let given = Self.simpleSignature(variableBinding(reference.baseName.text)?.type),
        let wanted = Self.simpleSignature(parameter), given != wanted
      else { return }
      throw typeError(
        argument, "cannot convert value of type '\(given)' to expected argument type '\(wanted)'")
    }

    /// A function type written of simple types alone (`(Int, String) -> Bool`), as swiftc
    /// prints it; nil for any other type.
    static func simpleSignature(_ type: TypeSyntax?) -> String? {
      guard let function = functionType(in: type), !(type.map(isOptionalOrImplicit) ?? false) else { return nil }
      var parameters: [String] = []
      for element in function.parameters {
        let name = element.type.trimmedDescription
        guard element.firstName == nil, SwiftStaticType.simple.contains(name) else { return nil }
        parameters.append(name)
      }
      var result = function.returnClause.type.trimmedDescription
      if result == "Void" { result = "()" }
      guard SwiftStaticType.simple.contains(result) || result == "()",
        function.effectSpecifiers == nil
      else { return nil }
      return "(\(parameters.joined(separator: ", "))) -> \(result)"
    }

    /// Pushes matched arguments, each coerced to its parameter's type; an `inout` one (`&x`) is
    /// loaded, and its place returned for the write-back.
    ///
    /// An argument a memberwise initializer works out itself (`placeholders`) is a placeholder.
    mutating func pushArguments(_ signature: Signature, _ matched: [ExprSyntax?], placeholders: [Bool] = [])
      throws(SwiftRunError) -> [ExprSyntax]
    {
      var places: [ExprSyntax] = []
      for (index, argument) in matched.enumerated() {
        if placeholders.indices.contains(index), placeholders[index] {
          emitConstant(.void)
          continue
        }
        guard let argument else { continue }
        if signature.isInout[index] {
          guard let inout_ = argument.as(InOutExprSyntax.self) else {
            // swiftc names the argument's type (the parameter's, where the pass does not know it).
            let parameter = signature.types[index].map(Self.withoutInout)
            let type = staticType(of: argument).map { "\($0.type)" } ?? parameter?.trimmedDescription
            throw typeError(
              argument, "passing value of type '\(type ?? "Any")' to an inout parameter requires explicit '&'")
          }
          // Its subscripts are worked out once, for the read and the write-back (`a[i()]`).
          if inoutIndexes != nil {
            let taken = try takeIndexes(of: inout_.expression, before: inout_.expression)
            inoutIndexes? += taken
          }
          try compileExpression(inout_.expression)
          places.append(inout_.expression)
        } else {
          try checkConversion(argument, to: SwiftStaticType(signature.types[index]), .argument)
          try checkFunctionArgument(argument, signature.types[index])
          try compileValue(argument, type: signature.types[index].flatMap { $0 }, conversion: .argument)
        }
      }
      return places
    }

    /// A call of the program's function with its matched arguments: its `inout` arguments'
    /// places are written back as it returns, and when it throws, before the error goes on
    /// (Swift copies an `inout` argument back either way); while it runs, a global it has
    /// `inout` is its alone (`SwiftCompiler+Exclusivity.swift`).
    ///
    /// With a `callee`, the call is of the function value it loads before the arguments (after
    /// the handler, whose stack it is not on as the call ends), not of `Signature.function`.
    mutating func compileFunctionCall(
      _ signature: Signature, _ matched: [ExprSyntax?], throwing: Bool, line at: Int,
      callee: ((inout SwiftCompiler) throws(SwiftRunError) -> Void)? = nil
    ) throws(SwiftRunError) {
      let hasInout = signature.isInout.contains(true)
      let outer = inoutIndexes
      inoutIndexes = []
      defer {
        for id in inoutIndexes ?? [] { indexesTaken[id] = nil }
        inoutIndexes = outer
      }
      // The handler goes first: the arguments are on the stack it keeps.
      let handler = throwing && hasInout ? emitJump(.pushHandler(-1)) : nil
      try callee?(&self)
      let places = try pushArguments(signature, matched)
      try checkOverlappingAccess(places)
      let accessed = accessedGlobals(places)
      for slot in accessed { emit(.beginAccess(global: slot, line: at)) }
      var mask = 0
      for (index, isInout) in signature.isInout.enumerated() where isInout { mask |= 1 << index }
      if callee != nil {
        emit(.callValue(arguments: matched.count, line: at, writeBack: mask))
      } else {
        emit(.call(function: signature.function, arguments: matched.count, line: at, writeBack: mask))
      }
      if handler != nil { emit(.popHandler) }
      if !accessed.isEmpty { emit(.endAccess(count: accessed.count)) }
      try storeWriteBacks(places)
      guard let handler else { return }
      let done = emitJump(.jump(-1))
      patch(handler, to: context.code.count)
      // It threw: [error]. Its `inout` parameters as they were go back, then the error goes on.
      emit(.writtenBack)
      try storeWriteBacks(places)
      emit(.throwError(line: at))
      patch(done, to: context.code.count)
    }

    /// Stores the values a call wrote back (after its result) into their places, last first.
    mutating func storeWriteBacks(_ places: [ExprSyntax]) throws(SwiftRunError) {
      for place in places.reversed() {
        let temp = temporary()
        emit(.store(temp))
        storesWriteBack = true
        defer { storesWriteBack = false }
        try assign(place, from: temp)
        // The slot lets go of the value: a copy left there would share its elements with the
        // variable's, and the next change would copy them whole.
        emitConstant(.void)
        emit(.store(temp))
      }
    }

    mutating func compileMember(_ member: MemberAccessExprSyntax) throws(SwiftRunError) {
      let name = member.declName.baseName.text
      let at = line(member)
      if let base = member.base, let type = optionSetName(of: base) {
        // `UIView.AnimationOptions.curveLinear`: a member of the chapter's option set.
        return try compileOptionSetMember(type, name, node: member)
      }
      guard let base = member.base else {
        // `.north`: the one enum with a case so named.
        let owners = types.indices.filter { types[$0].cases.contains(name) }
        if name == "none" { return emitConstant(.null) }
        // `.pi` has one meaning here: Double's (CGFloat's is the same number).
        if name == "pi" { return emitConstant(.double(Double.pi)) }
        // `.infinity` where a Double goes.
        if name == "infinity", owners.isEmpty { return emitConstant(.double(Double.infinity)) }
        let holders = types.indices.filter {
          globalScope["\(types[$0].name).\(name)"] != nil || functionSignatures["\(types[$0].name).\(name)"] != nil
        }
        // A member the chapter's API takes (`c.priority = .required`). Compared with a value of
        // a type that has a static member so named (`p == .defaultHigh`, a UILayoutPriority),
        // it is that member, which the type written before it names.
        if owners.isEmpty, host.members.contains(name), holders.isEmpty || !Self.isComparisonOperand(member) {
          return emitConstant(.member(name))
        }
        if owners.isEmpty, SwiftBuiltins.roundingRules[name] != nil, Self.isArgument(of: "rounded", member) {
          // `x.rounded(.down)`: a FloatingPointRoundingRule.
          return emitConstant(.member(name))
        }
        if owners.isEmpty, !holders.isEmpty {
          throw error(
            member,
            "write the type before '.\(name)' (\(holders.map { "\(types[$0].name).\(name)" }.joined(separator: " or "))): "
              + "the Workbench's Swift does not infer it from where it is used")
        }
        if owners.count > 1, let partner = Self.comparisonPartner(of: member),
          case .named(let typeName)? = staticType(of: partner)?.type, let typed = typeIndex[typeName], owners.contains(typed)
        {
          // `a == .up`: the case of the type of what it is compared with.
          return try compileEnumCase(typed, name, arguments: nil, node: member)
        }
        if owners.isEmpty, Self.characterSets.contains(name) {
          // `trimmingCharacters(in: .whitespaces)`: Foundation's CharacterSet.
          throw unsupported(member, "CharacterSet's '.\(name)' here")
        }
        guard owners.count == 1, let owner = owners.first else {
          throw error(
            member,
            owners.isEmpty ? "cannot infer contextual base in reference to member '\(name)'" : "ambiguous use of '.\(name)'")
        }
        return try compileEnumCase(owner, name, arguments: nil, node: member)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), let type = typeIndex[reference.baseName.text],
        localBinding(reference.baseName.text) == nil
      {
        return try compileStaticMember(type, name, node: member)
      }
      if let reference = base.as(DeclReferenceExprSyntax.self), host.classes.contains(reference.baseName.text),
        localBinding(reference.baseName.text) == nil, globalScope[reference.baseName.text] == nil
      {
        // A static property of a chapter's class: `DispatchQueue.main`.
        return compileHostProperty(reference.baseName.text, name, node: member)
      }
      let constants: [String: SwiftValue] = [
        "Int.max": .int(Int.max), "Int.min": .int(Int.min), "Double.pi": .double(Double.pi),
        "Double.infinity": .double(Double.infinity), "CGFloat.pi": .double(Double.pi),
      ]
      if let constant = constants[base.trimmedDescription + "." + name], typeIndex[base.trimmedDescription] == nil {
        return emitConstant(constant)
      }
      if base.is(SuperExprSyntax.self) {
        guard let selfBinding = try selfBinding() else { throw error(member, "'super' outside a class") }
        emitLoad(selfBinding)
        // A computed property is the superclass's getter, called as it is: through `self` it
        // would be the override's own, which would call itself for ever.
        let parent = enclosingType.flatMap { types[$0].superclass }
        let key = intern(name)
        if let parent, let owner = lineage(of: parent).first(where: { types[$0].getters[key] != nil }),
          let getter = types[owner].getters[key]
        {
          return emit(.call(function: getter, arguments: 1, line: at, writeBack: 0))
        }
        emit(.getMember(name: intern(name), line: at))
        return
      }
      if Self.indexReaders.contains(name) { try refuseSliceIndices(base, "'\(name)'", at: member) }
      try compileExpression(base, inChain: true)
      if let index = Int(name) {
        if let elements = tupleElements(of: base), index >= elements.count, elements.allSatisfy({ $0.type != nil }) {
          // `t.2` of a pair: swiftc names the tuple's type.
          let shown = elements.map { ($0.label.map { "\($0): " } ?? "") + ($0.type.map { "\($0)" } ?? "") }
            .joined(separator: ", ")
          throw typeError(
            at: member.declName.positionAfterSkippingLeadingTrivia, "value of tuple type '(\(shown))' has no member '\(name)'")
        }
        emit(.tupleElement(index, line: at))
      } else {
        try refuseOptionalBase(base, member: name)
        try checkMember(name, of: base, at: member)
        try checkAccess(name, of: base, at: member.declName, setting: false)
        emit(.getMember(name: intern(name), line: at))
      }
    }

    /// Refuses a property that a value of one of the program's own types does not have, as
    /// Swift's compiler does, before anything runs: `value of type 'P' has no member 'y'`.
    ///
    /// Only where the type pass knows the value's type, and it is a struct, class or enum (a
    /// protocol's value may be of any type that conforms).
    func checkMember(_ name: String, of base: ExprSyntax, at node: some SyntaxProtocol) throws(SwiftRunError) {
      if let typed = staticType(of: base), let sample = Self.receiverSample(of: typed), name != "description" {
        let known = typed.type
        // A String's or an array's property: the run's own answer to a value of the type says
        // whether the subset has it (`s.lenght` is refused before the lines above it run).
        guard Self.lacks({ () throws(SwiftRunError) in try SwiftBuiltins.member(name, of: sample, line: 0) }) else { return }
        let position = (Syntax(node).as(MemberAccessExprSyntax.self)?.declName).map { Syntax($0) } ?? Syntax(node)
        throw missingMember(name, of: known, at: position)
      }
      guard case .named(let typeName)? = staticType(of: base)?.type, let type = typeIndex[typeName] else { return }
      if types[type].kind == .protocolType {
        // Through a value of a protocol's type, only what the protocol has (`s.area`, not
        // `s.radius` of the Circle it holds).
        guard hasMember(type, name) || Self.standardMembers.contains(name) else {
          let position = (Syntax(node).as(MemberAccessExprSyntax.self)?.declName).map { Syntax($0) } ?? Syntax(node)
          throw typeError(
            at: position.positionAfterSkippingLeadingTrivia, "value of type 'any \(typeName)' has no member '\(name)'")
        }
        return
      }
      let key = nameIndex[name]
      let info = types[type]
      let has =
        key.map { info.fieldIndex[$0] != nil || info.getters[$0] != nil } == true
        || (name == "rawValue" && !info.rawValues.isEmpty)
      if !has, name == "localizedDescription", lineage(of: type).contains(where: { types[$0].conformances.contains("Error") }) {
        // Foundation's text for an error of the program's: not modelled.
        throw unsupported(node, "an error's 'localizedDescription'")
      }
      if !has {
        let position = (Syntax(node).as(MemberAccessExprSyntax.self)?.declName).map { Syntax($0) } ?? Syntax(node)
        throw typeError(at: position.positionAfterSkippingLeadingTrivia, "value of type '\(typeName)' has no member '\(name)'")
      }
    }

    /// Refuses a method a String or an array does not have in the subset (`[1, 2].sum()`),
    /// before anything runs, where swiftc points.
    ///
    /// The run's own answer to values of the types the pass knows says whether it has it. It is
    /// left to the run where an argument's type is not known, or is the chapter's.
    func checkStandardMethod(_ selector: String, of receiver: ExprSyntax, _ arguments: [Argument], at name: some SyntaxProtocol)
      throws(SwiftRunError)
    {
      let index = nameIndex[selector] ?? -1
      guard let typed = staticType(of: receiver), var sample = Self.receiverSample(of: typed),
        preludeMethods[index] == nil, !(typed.type == .string && stringMethods[index] != nil),
        selector != Self.sortInPlace
      else { return }
      let known = typed.type
      var values: [SwiftValue] = []
      for argument in arguments {
        if argument.expression.is(ClosureExprSyntax.self) {
          // The methods that take closures are the prelude's: the run has no other, and a
          // closure stands in for the argument (`xs.frobnicate { $0 > 1 }` is refused).
          values.append(.closure(function: -1, captures: []))
          continue
        }
        guard let type = staticType(of: argument.expression)?.type, let value = Self.sample(of: type) else { return }
        values.append(value)
      }
      guard
        Self.lacks({ () throws(SwiftRunError) in
          try SwiftBuiltins.call(selector, on: &sample, values, line: 0, describe: { _ in "" })
        })
      else { return }
      if let member = Syntax(name).parent?.as(MemberAccessExprSyntax.self),
        let property = staticType(of: ExprSyntax(member))?.type
      {
        // `xs.count()`: a property the type has, called.
        throw typeError(at: name.positionAfterSkippingLeadingTrivia, "cannot call value of non-function type '\(property)'")
      }
      // swiftc names a method called without arguments by its name (`sum`); with labels, the
      // selector says which of a name's methods is missing (`hasPrefix(prefix:)`).
      throw missingMember(selector.hasSuffix("()") ? String(selector.dropLast(2)) : selector, of: known, at: name)
    }

    /// Whether the run answers `probe` with a member the subset lacks (not with another
    /// error of the sample values it was asked with).
    static func lacks(_ probe: () throws(SwiftRunError) -> SwiftValue) -> Bool {
      do {
        _ = try probe()
        return false
      } catch {
        return error.message.contains("has no member")
      }
    }

    /// `value of type '[Int]' has no member 'sum'`, as the run words it, at `node`.
    func missingMember(_ name: String, of type: SwiftStaticType, at node: some SyntaxProtocol) -> SwiftRunError {
      typeError(
        at: node.positionAfterSkippingLeadingTrivia, "value of type '\(type)' has no member '\(name)'" + SwiftBuiltins.subsetNote)
    }

    /// A value of a String's, an array's, a number's or a Bool's type, whose members the pass
    /// asks the run about; nil for the other types, and for an integer literal, which may yet
    /// be of another type (`3.squareRoot()` is a Double's).
    static func receiverSample(of typed: SwiftTyped) -> SwiftValue? {
      switch typed.type {
      case .string, .array: sample(of: typed.type)
      case .int, .bool: typed.literal == nil ? sample(of: typed.type) : nil
      // A floating-point literal is a Double's, whatever its place (`7.5.rounded()`).
      case .double: typed.literal != .integer ? sample(of: typed.type) : nil
      default: nil
      }
    }

    /// `sort(by:)`: the prelude's `sorted(by:)`, sorting in place.
    static let sortInPlace = "sort(by:)"

    /// A value of the type, for asking the run what it does with one: a String (of one
    /// character, since the subset keeps a Character as one), an array, a number, a Bool.
    static func sample(of type: SwiftStaticType) -> SwiftValue? {
      switch type {
      case .string: .string("a")
      case .array: .array([])
      case .int: .int(0)
      case .double: .double(0)
      case .bool: .bool(false)
      default: nil
      }
    }

    /// Throws swiftc's error for a search by value (`contains(_:)`, `firstIndex(of:)`) in an
    /// array of the learner's struct or enum that is not Equatable: nothing says when two are
    /// equal.
    func checkEquatableElements(_ receiver: ExprSyntax, _ selector: String, at call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      let searches = [
        "contains(_:)": ("contains", "Sequence"), "firstIndex(of:)": (selector, "Collection"),
        "lastIndex(of:)": (selector, "BidirectionalCollection"),
      ]
      guard let (method, protocolName) = searches[selector], case .array(.named(let name))? = staticType(of: receiver)?.type,
        let type = typeIndex[name], types[type].kind == .structType || types[type].kind == .enumType, !isEquatable(type),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return }
      throw typeError(
        at: member.declName.positionAfterSkippingLeadingTrivia,
        "referencing instance method '\(method)' on '\(protocolName)' requires that '\(name)' conform to 'Equatable'")
    }

    /// Refuses an element or key of another type than the collection's, where the pass knows
    /// both and they are simple (`[1, 2].firstIndex(of: "2")`), in swiftc's words.
    func checkElementArgument(_ receiver: ExprSyntax, _ selector: String, _ arguments: [Argument]) throws(SwiftRunError) {
      guard arguments.count == 1, let argument = arguments.first?.expression,
        let given = staticType(of: argument), given.type.isSimple, let receiverType = staticType(of: receiver)?.type
      else { return }
      let wanted: SwiftStaticType
      switch (receiverType, selector) {
      case (.array(let element), "contains(_:)"), (.array(let element), "firstIndex(of:)"),
        (.array(let element), "lastIndex(of:)"):
        wanted = element
      case (.dictionary(let key, _), "removeValue(forKey:)"), (.dictionary(let key, _), "index(forKey:)"):
        wanted = key
      default: return
      }
      guard wanted.isSimple else { return }
      try checkConversion(argument, to: wanted, .argument)
    }

    /// Foundation's CharacterSets by name.
    static let characterSets: Set<String> = [
      "whitespaces", "whitespacesAndNewlines", "newlines", "letters", "decimalDigits", "alphanumerics",
      "punctuationCharacters", "uppercaseLetters", "lowercaseLetters", "symbols", "controlCharacters",
    ]

    /// The methods a Double has and an Int has not.
    static let doubleMethods: Set<String> = [
      "squareRoot()", "rounded()", "rounded(_:)", "truncatingRemainder(dividingBy:)", "remainder(dividingBy:)",
    ]

    /// The members the standard library gives a type that conforms to one of its protocols.
    static let standardMembers: Set<String> = ["description", "debugDescription", "localizedDescription", "hashValue"]

    /// The other operand of the comparison an expression is an operand of (`a` in `a == .up`).
    static func comparisonPartner(of node: some SyntaxProtocol) -> ExprSyntax? {
      guard isComparisonOperand(node), let infix = node.parent?.as(InfixOperatorExprSyntax.self) else { return nil }
      return infix.leftOperand.id == node.id ? infix.rightOperand : infix.leftOperand
    }

    /// Whether an expression is an operand of a comparison (`p == .defaultHigh`).
    static func isComparisonOperand(_ node: some SyntaxProtocol) -> Bool {
      let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]
      if let infix = node.parent?.as(InfixOperatorExprSyntax.self) {
        return infix.operator.as(BinaryOperatorExprSyntax.self).map { comparisons.contains($0.operator.text) } ?? false
      }
      guard let list = node.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else {
        return false
      }
      return list.contains { element in
        element.as(BinaryOperatorExprSyntax.self).map { comparisons.contains($0.operator.text) } ?? false
      }
    }

    /// Whether `node` is an argument of a call of a method named `method`.
    static func isArgument(of method: String, _ node: some SyntaxProtocol) -> Bool {
      guard let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
      return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == method
    }

    /// A static member of a type or an enum case, written after the type (`CGPoint.zero`,
    /// `Suit.hearts`) or where the type is known (`let p: CGPoint = .zero`).
    mutating func compileStaticMember(_ type: Int, _ name: String, node: some SyntaxProtocol) throws(SwiftRunError) {
      if name == "self" { throw unsupported(node, "a metatype ('\(types[type].name).self')") }
      if types[type].cases.contains(name) { return try compileEnumCase(type, name, arguments: nil, node: node) }
      if name == "allCases", types[type].kind == .enumType, types[type].conformances.contains("CaseIterable"),
        types[type].caseLabels.allSatisfy(\.isEmpty), globalScope["\(types[type].name).allCases"] == nil
      {
        // A CaseIterable enum without associated values: its cases, in the order declared.
        for index in types[type].cases.indices { emit(.makeEnum(type: type, index: index, payload: 0)) }
        return emit(.makeArray(types[type].cases.count))
      }
      // A class's static property may be its superclass's (`Sub.total`).
      for owner in lineage(of: type) {
        let qualified = "\(types[owner].name).\(name)"
        if let binding = globalScope[qualified] { return emitLoad(binding) }
        if let signature = functionSignatures[qualified]?.first, signature.selector == name {
          return emit(.call(function: signature.function, arguments: 0, line: line(node), writeBack: 0))
        }
        if functionSignatures[qualified] != nil {
          // `[32.0].map(Temp.fromF)`: the method is there, but not as a value.
          throw unsupported(node, "a static method used as a value ('\(types[owner].name).\(name)')")
        }
      }
      throw error(node, "type '\(types[type].name)' has no member '\(name)'")
    }

    /// An enum case, with its associated values when it has them (`Shape.circle(radius: 2)`).
    mutating func compileEnumCase(_ type: Int, _ name: String, arguments: [Argument]?, node: some SyntaxProtocol)
      throws(SwiftRunError)
    {
      guard let index = types[type].cases.firstIndex(of: name) else {
        throw error(node, "type '\(types[type].name)' has no member '\(name)'")
      }
      let labels = types[type].caseLabels[index]
      let given = arguments ?? []
      guard given.count == labels.count else {
        throw error(node, "'\(name)' has \(labels.count) associated value\(labels.count == 1 ? "" : "s"), not \(given.count)")
      }
      for (position, argument) in given.enumerated() {
        guard argument.label == labels[position] else {
          throw error(node, "'\(name)' expects the label '\(labels[position] ?? "_")' for its value \(position + 1)")
        }
        let wanted = records[type].caseTypes[index][position]
        try checkConversion(argument.expression, to: SwiftStaticType(wanted), .argument)
        try compileValue(argument.expression, type: wanted, conversion: .argument)
      }
      emit(.makeEnum(type: type, index: index, payload: given.count))
    }

    /// Whether the type pass knows `expression` as a value of one of the program's own types,
    /// whose methods are its own.
    func isProgramTypeValue(_ expression: ExprSyntax) -> Bool {
      guard case .named(let name)? = staticType(of: expression)?.type else { return false }
      return typeIndex[name] != nil
    }

    /// The standard library's methods that pick at random: a run here has no randomness.
    static let randomMethods: Set<String> = ["random", "randomElement", "shuffled", "shuffle"]

    /// Why `what` is refused: a run of the learner's Swift is deterministic.
    static func noRandomness(_ what: String) -> String {
      "\(what) picks at random, and a run here is deterministic (the same every time, so a teacher can check it): "
        + "choose the values yourself"
    }

    mutating func compileCall(_ call: FunctionCallExprSyntax) throws(SwiftRunError) {
      try checkMarked(call)
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "random",
        let base = member.base?.as(DeclReferenceExprSyntax.self),
        ["Int", "Double", "Bool", "CGFloat", "Float", "UInt8"].contains(base.baseName.text)
      {
        // `Int.random(in: 1...6)`.
        throw error(call, Self.noRandomness("'\(base.baseName.text).random'"))
      }
      if let type = Self.emptyCollectionType(call) {
        // `[Int]()`: an empty array (or dictionary) of that type.
        return emit(type.is(DictionaryTypeSyntax.self) ? .makeDictionary(0) : .makeArray(0))
      }
      if let (element, value, count) = Self.repeatingArray(call) {
        // `[Double](repeating: 0, count: 3)`: the value is of the element type.
        return try compileRepeating(value, count: count, element: element, call: call)
      }
      let at = line(call)
      let arguments = Self.arguments(call)
      guard call.additionalTrailingClosures.isEmpty || isStaticHostCall(call) else {
        throw unsupported(call, "several trailing closures")
      }
      if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        let name = callee.baseName.text
        if localBinding(name) == nil, try compileBuiltinCall(name, arguments, call: call) { return }
        switch try resolve(name, at: callee) {
        case .variable(let binding):
          if let known = staticType(of: call.calledExpression)?.type, checkable(known) {
            // `x()` of an Int: only a function's value is called.
            throw typeError(ExprSyntax(callee), "cannot call value of non-function type '\(known)'")
          }
          let labels = call.arguments.map { $0.label?.text }
          if labels.contains(where: { $0 != nil }) {
            // A closure's parameters take no labels where it is called: `add(a: 1, b: 2)`.
            let written = labels.map { ($0 ?? "_") + ":" }
            throw typeError(
              at: call.leftParen?.positionAfterSkippingLeadingTrivia ?? call.positionAfterSkippingLeadingTrivia,
              labels.count == 1
                ? "extraneous argument label '\(written.joined())' in call"
                : "extraneous argument labels '\(written.joined())' in call")
          }
          try checkArgumentCount(Self.functionType(in: binding.type), arguments, call: call)
          // A variable of a function type written out: its arguments take the parameters' types.
          try compileValueCall(Self.functionType(in: binding.type), arguments, checked: true, line: at) { compiler in
            compiler.emitLoad(binding)
          }
        case .selfMember(let selfBinding):
          try compileMethodCall(receiver: nil, selfBinding: selfBinding, name, arguments, call: call)
        case .function(let qualified):
          let (signature, matched) = try pick(functionSignatures[qualified] ?? [], arguments, name: name, node: call)
          try compileFunctionCall(signature, matched, throwing: throwingNames.contains(qualified), line: at)
        case .type(let type):
          try compileConstruction(type, arguments, call: call)
        case .hostType(let type):
          try compileHostCall(type, member: "init", arguments, call: call)
        }
        return
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        guard let base = member.base else {
          if name == "some", arguments.count == 1, let only = arguments.first {
            try compileExpression(only.expression)
            return emit(.coerce(.optional))
          }
          let owners = types.indices.filter { types[$0].cases.contains(name) }
          // `.now()`: the one framework type with such a static method (`DispatchTime.now()`).
          let makers = types.indices.filter {
            SwiftFrameworks.types.contains(types[$0].name) && functionSignatures["\(types[$0].name).\(name)"] != nil
          }
          if owners.isEmpty, makers.count == 1, let maker = makers.first {
            let qualified = "\(types[maker].name).\(name)"
            let (signature, matched) = try pick(functionSignatures[qualified] ?? [], arguments, name: name, node: call)
            _ = try pushArguments(signature, matched)
            return emit(.call(function: signature.function, arguments: matched.count, line: at, writeBack: 0))
          }
          if owners.isEmpty, host.memberCalls.contains(name) {
            // `.min(length: 8)`: a member with arguments the chapter's API takes; the chapter
            // makes its value.
            return try compileHostCall("", member: name, arguments, call: call)
          }
          guard owners.count == 1, let owner = owners.first else {
            throw error(member, "cannot infer contextual base in reference to member '\(name)'")
          }
          return try compileEnumCase(owner, name, arguments: arguments, node: call)
        }
        if let type = optionSetName(of: ExprSyntax(member)) {
          // `UIView.KeyframeAnimationOptions(rawValue: …)`: a value of the chapter's option set.
          return try compileOptionSetConstruction(type, arguments, call: call)
        }
        if case .named(let type)? = staticType(of: base)?.type, host.optionSets[type] != nil {
          return try compileOptionSetMethod(receiver: base, type: type, name, arguments, call: call)
        }
        if isStaticHostCall(call), let reference = base.as(DeclReferenceExprSyntax.self) {
          // A static method of a chapter's class: `UIView.animate(withDuration: 1) { … }`.
          return try compileHostCall(reference.baseName.text, member: name, arguments, call: call)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self), let type = typeIndex[reference.baseName.text],
          localBinding(reference.baseName.text) == nil
        {
          if types[type].cases.contains(name) { return try compileEnumCase(type, name, arguments: arguments, node: call) }
          if name == "init" { return try compileConstruction(type, arguments, call: call) }
          // A class's static method may be its superclass's (`Sub.make()`), or a protocol's
          // extension's that the type conforms to.
          let protocols = lineage(of: type).flatMap { types[$0].conformances.sorted() }.compactMap { typeIndex[$0] }
          return try compileStaticCall(name, arguments, among: lineage(of: type) + protocols, call: call)
        }
        if base.is(SuperExprSyntax.self) { return try compileSuperCall(name, arguments, call: call) }
        if let elements = tupleElements(of: base),
          let index = Int(name) ?? elements.firstIndex(where: { $0.label == name }), elements.indices.contains(index)
        {
          // `t.f(2)`: a closure that is a tuple's element, called.
          try compileExpression(base, inChain: true)
          emit(.tupleElement(index, line: at))
          for argument in arguments { try compileValue(argument.expression, type: nil, conversion: .argument) }
          return emit(.callValue(arguments: arguments.count, line: at))
        }
        if name == "init", base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
          // An initializer that delegates (`self.init(x: v, y: v)`): self becomes what the
          // other initializer makes.
          guard context.returnsSelf, let type = context.selfType, let selfBinding = try selfBinding() else {
            throw error(call, "'self.init' is only allowed in an initializer")
          }
          if types[type].kind == .classType {
            try compileClassDelegation(type, arguments, self: selfBinding, call: call)
          } else {
            try compileConstruction(type, arguments, call: call)
          }
          emitStore(selfBinding)
          return emitConstant(.void)
        }
        return try compileMethodCall(receiver: base, selfBinding: nil, name, arguments, call: call)
      }
      // A value of a function type written out (`ops[0](3)`, `c.op!(2)`): its arguments take
      // the parameters' types.
      let type = Self.functionType(in: writtenType(of: call.calledExpression))
      try compileValueCall(type, arguments, checked: false, line: at) { compiler throws(SwiftRunError) in
        try compiler.compileExpression(call.calledExpression, inChain: true)
      }
    }

    /// A call of a function value, which `callee` loads.
    ///
    /// Each argument takes its parameter's type where `type` is written out, and an `inout`
    /// one's (`&x`) is written back as the closure returns, as a function's is. `checked`
    /// arguments are checked against their parameters' types first.
    mutating func compileValueCall(
      _ type: FunctionTypeSyntax?, _ arguments: [Argument], checked: Bool, line at: Int,
      callee: @escaping (inout SwiftCompiler) throws(SwiftRunError) -> Void
    ) throws(SwiftRunError) {
      let parameters = type?.parameters.map(\.type) ?? []
      let typed = parameters.count == arguments.count
      if typed, let type, parameters.contains(where: Self.isInout) {
        let signature = Signature(
          function: -1, labels: arguments.map { _ in "_" }, defaults: arguments.map { _ in nil }, types: parameters,
          isInout: parameters.map(Self.isInout), selector: "")
        let throwing = type.effectSpecifiers?.throwsClause != nil
        return try compileFunctionCall(signature, arguments.map(\.expression), throwing: throwing, line: at, callee: callee)
      }
      try callee(&self)
      for (index, argument) in arguments.enumerated() {
        let type = typed ? parameters[index] : nil
        if checked { try checkConversion(argument.expression, to: SwiftStaticType(type), .argument) }
        try compileValue(argument.expression, type: type, conversion: .argument)
      }
      emit(.callValue(arguments: arguments.count, line: at))
    }

    /// Whether the call is a static method of a chapter's class (`UIView.animate(…)`), which may
    /// take several trailing closures (`{ … } completion: { _ in … }`).
    func isStaticHostCall(_ call: FunctionCallExprSyntax) -> Bool {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let reference = member.base?.as(DeclReferenceExprSyntax.self)
      else { return false }
      let name = reference.baseName.text
      return typeIndex[name] == nil && localBinding(name) == nil && globalScope[name] == nil && host.classes.contains(name)
    }

    /// `Point(x: 1, y: 2)`, `Dog(name: "Rex")`, `Planet(rawValue: 3)`.
    mutating func compileConstruction(_ type: Int, _ arguments: [Argument], call: FunctionCallExprSyntax) throws(SwiftRunError) {
      let at = line(call)
      if types[type].kind == .enumType {
        guard arguments.count == 1, arguments[0].label == "rawValue", !types[type].rawValues.isEmpty else {
          return try compileEnumInitializerCall(type, arguments, call: call)
        }
        try compileExpression(arguments[0].expression)
        let raw = temporary()
        emit(.store(raw))
        var ends: [Int] = []
        for (index, value) in types[type].rawValues.enumerated() {
          emit(.load(raw))
          emitConstant(value)
          emit(.binary(.equal, line: at))
          let next = emitJump(.jumpIfFalse(-1))
          emit(.makeEnum(type: type, index: index, payload: 0))
          emit(.coerce(.optional))
          ends.append(emitJump(.jump(-1)))
          patch(next, to: context.code.count)
        }
        emitConstant(.null)
        patchHere(ends)
        if context.returnsSelf, Self.isSelfInit(call) { try passFailureOn("init(rawValue:)", call: call) }
        return
      }
      guard types[type].kind != .protocolType else {
        throw error(call, "'any \(types[type].name)' cannot be constructed because it has no accessible initializers")
      }
      let inits = initSignatures(of: type)
      if defaultsOf == type, types[type].kind == .structType {
        // A property's default value that makes its own struct (`var m = [M()]`): Swift has
        // no initializer for it there.
        throw typeError(
          call.calledExpression, "'\(types[type].name)' cannot be constructed because it has no accessible initializers")
      }
      let (signature, matched) = try pick(inits, arguments, name: "\(types[type].name).init", node: call)
      try checkMemberwiseAccess(type, signature, arguments, call: call)
      emit(.newInstance(type: type))
      if let owner = records.indices.first(where: { records[$0].inits.contains { $0.function == signature.function } }),
        owner != type
      {
        // An initializer inherited from a superclass: the subclass's own properties get their
        // defaults first.
        let inherited = Set(allFields(owner).map(\.name))
        for field in allFields(type) where !inherited.contains(field.name) {
          guard let initial = field.initial else { continue }
          emit(.dup)
          try compileValue(initial, type: field.type)
          emit(.setMember(name: intern(field.name), line: at))
          emit(.pop)
        }
      }
      // A memberwise initializer works out the values a call leaves out itself: the call hands
      // it a placeholder, and whether each property that may be left out was given.
      let isMemberwise = signature.function == synthesizedInits[type]
      let left = matched.indices.map { index in
        isMemberwise && matched[index] != nil && matched[index]?.id == signature.defaults[index]?.id
      }
      if takesInts(types[type].name),
        matched.allSatisfy({ argument in argument.map { staticType(of: $0)?.type == .int } ?? true })
      {
        // CGRect, CGPoint and CGSize have initializers of Ints too (Foundation's): each
        // becomes the CGFloat the model keeps.
        for (index, argument) in matched.enumerated() {
          guard let argument else { continue }
          if left[index] {
            emitConstant(.void)
            continue
          }
          try compileExpression(argument)
          emit(.builtin(.toDouble, arguments: 1, line: at))
        }
      } else {
        _ = try pushArguments(signature, matched.indices.map { left[$0] ? nil : matched[$0] }, placeholders: left)
      }
      var count = matched.count
      if isMemberwise {
        for index in matched.indices where signature.defaults[index] != nil {
          emitConstant(.bool(!left[index]))
          count += 1
        }
      }
      emit(.call(function: signature.function, arguments: count + 1, line: at, writeBack: 0))
      try finishInitializerCall(signature, call: call)
    }

    /// A call of an enum's own initializer (`Suit(symbol: "H")`): its `self` is nil until the
    /// body sets it (`self = .hearts`).
    mutating func compileEnumInitializerCall(_ type: Int, _ arguments: [Argument], call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      let inits = initSignatures(of: type)
      guard !inits.isEmpty else { throw error(call, "'\(types[type].name)' cannot be constructed with these arguments") }
      let (signature, matched) = try pick(inits, arguments, name: "\(types[type].name).init", node: call)
      emitConstant(.null)
      _ = try pushArguments(signature, matched)
      emit(.call(function: signature.function, arguments: matched.count + 1, line: line(call), writeBack: 0))
      try finishInitializerCall(signature, call: call)
    }

    /// After the call of an initializer that makes a value: a failable one's result is an
    /// optional, and its failure is the caller's in an initializer that hands over to it.
    mutating func finishInitializerCall(_ signature: Signature, call: FunctionCallExprSyntax) throws(SwiftRunError) {
      if failableInits.contains(signature.function) { emit(.coerce(.optional)) }
      if context.returnsSelf, Self.isSelfInit(call) { try passFailureOn(signature, call: call) }
    }

    /// The type a construction of the program's `type` with `arguments` gives: an optional
    /// of it where the initializer they match is failable (`init?`, or an enum's
    /// `init?(rawValue:)`).
    func constructedType(_ type: Int, _ arguments: [Argument]) -> SwiftStaticType {
      let named = SwiftStaticType.named(types[type].name)
      if types[type].kind == .enumType, arguments.count == 1, arguments[0].label == "rawValue",
        !types[type].rawValues.isEmpty
      {
        return .optional(named)
      }
      guard !failableInits.isEmpty,
        let signature = initSignatures(of: type).first(where: { Self.match($0, arguments) != nil }),
        failableInits.contains(signature.function)
      else { return named }
      return .optional(named)
    }

    /// Passes on the failure of a failable initializer (`init?`) another has just called.
    ///
    /// The call is `self.init`, or `super.init` when `chaining`, and its optional result is
    /// on the stack: its failure is the caller's, which returns nil at once; otherwise the
    /// value it made goes on. Only a failable initializer may call one (swiftc's rule, in its
    /// words).
    mutating func passFailureOn(_ signature: Signature, call: FunctionCallExprSyntax, chaining: Bool = false)
      throws(SwiftRunError)
    {
      guard failableInits.contains(signature.function) else { return }
      try passFailureOn(signature.selector, call: call, chaining: chaining)
    }

    /// `passFailureOn` of the failable initializer `selector` (`init(rawValue:)`, which an
    /// enum's own initializer may hand over to).
    mutating func passFailureOn(_ selector: String, call: FunctionCallExprSyntax, chaining: Bool = false)
      throws(SwiftRunError)
    {
      guard context.isFailable else {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        throw typeError(
          at: (name.map(Syntax.init) ?? Syntax(call)).positionAfterSkippingLeadingTrivia,
          "a non-failable initializer cannot \(chaining ? "chain" : "delegate") to failable initializer "
            + "'\(selector)' written with 'init?'")
      }
      let failed = emitJump(.jumpIfNil(-1))
      let succeeded = emitJump(.jump(-1))
      patch(failed, to: context.code.count)
      try emitCleanup(toDepth: 0)
      emitConstant(.null)
      emit(.returnValue)
      patch(succeeded, to: context.code.count)
    }

    /// `self.init(…)` in a class's initializer: the initializer so named of the object's class.
    ///
    /// It is called on the object already made. An initializer a subclass inherits
    /// (`ShoppingListItem()`, Food's convenience `init()`) hands over to the subclass's own
    /// (The Swift Programming Language, "Initializer Delegation for Class Types").
    mutating func compileClassDelegation(
      _ type: Int, _ arguments: [Argument], self selfBinding: Binding, call: FunctionCallExprSyntax
    ) throws(SwiftRunError) {
      let (signature, matched) = try pick(initSignatures(of: type), arguments, name: "\(types[type].name).init", node: call)
      guard signature.function != synthesizedInits[type] else { return try compileConstruction(type, arguments, call: call) }
      emitLoad(selfBinding)
      _ = try pushArguments(signature, matched)
      emit(.callMethod(selector: intern(signature.selector), arguments: matched.count, line: line(call), writeBack: false))
      try passFailureOn(signature, call: call)
    }

    /// The initializers a type has (its own, those it inherits, a synthesized one), as a call
    /// matches them.
    func initSignatures(of type: Int) -> [Signature] {
      types[type].methods.compactMap { selector, function -> Signature? in
        guard names[selector].hasPrefix("init(") else { return nil }
        return initSignature(type, function: function, selector: names[selector])
      }
    }

    /// Whether an expression is a call of `Optional(…)`.
    static func isOptionalCall(_ expression: ExprSyntax) -> Bool {
      expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "Optional"
    }

    /// Whether a framework's type has an initializer that takes Ints for its CGFloats.
    func takesInts(_ name: String) -> Bool { SwiftFrameworks.tupleLike.contains(name) && !host.classes.isEmpty }

    /// An initializer's signature (its declaration's, or the memberwise one's).
    func initSignature(_ type: Int, function: Int, selector: String) -> Signature? {
      for current in lineage(of: type) {
        if let found = records[current].inits.first(where: { $0.function == function }) {
          return Self.signature(function, "init", found.decl.signature.parameterClause.parameters)
        }
      }
      let members = memberwiseMembers(type)
      return Signature(
        function: function, labels: members.map(\.name), defaults: members.map(Self.memberwiseDefault),
        types: members.map(\.type), isInout: members.map { _ in false }, selector: selector)
    }

    /// The properties a struct's memberwise initializer takes: all but the `let`s with a value.
    func memberwiseMembers(_ type: Int) -> [TypeRecord.Field] {
      types[type].kind == .structType ? records[type].fields.filter { !($0.isLet && $0.initial != nil) } : []
    }

    /// The default of a property a memberwise initializer's call may leave out.
    ///
    /// That is a property with a value, or an optional `var` (nil). The initializer works it
    /// out itself, and only when it is left out.
    static func memberwiseDefault(_ member: TypeRecord.Field) -> ExprSyntax? {
      if let initial = member.initial { return initial }
      guard !member.isLet, let type = member.type, isOptionalOrImplicit(type) else { return nil }
      return ExprSyntax(NilLiteralExprSyntax())
    }

    /// `Array(repeating: value, count: n)`: the value is of the element type, where one is
    /// written or the place gives one.
    mutating func compileRepeating(_ value: ExprSyntax, count: ExprSyntax, element: TypeSyntax?, call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      if let element { try checkConversion(value, to: SwiftStaticType(element), .argument) }
      try compileValue(value, type: element, conversion: .argument)
      try checkConversion(count, to: .int, .argument)
      try compileExpression(count)
      emit(.builtin(.repeating, arguments: 2, line: line(call)))
    }

    /// A static method called `name`, the first of the types `owners` (in order) that has one.
    mutating func compileStaticCall(_ name: String, _ arguments: [Argument], among owners: [Int], call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      if !owners.contains(where: { owner in records[owner].methods.contains { $0.name == name && $0.isStatic } }),
        owners.contains(where: { holdsClosure($0, name, isStatic: true) })
      {
        // `M.square(7)` of a static property that holds a closure.
        return try compilePropertyCall(arguments, call: call)
      }
      let owner = owners.first { functionSignatures["\(types[$0].name).\(name)"] != nil } ?? owners[0]
      let qualified = "\(types[owner].name).\(name)"
      let (signature, matched) = try pick(functionSignatures[qualified] ?? [], arguments, name: name, node: call)
      _ = try pushArguments(signature, matched)
      emit(.call(function: signature.function, arguments: matched.count, line: line(call), writeBack: 0))
    }

    /// Whether `type` (or a type it inherits from) has a property called `name` that holds a
    /// closure (lazy, computed, static when `isStatic`, or stored with a function's type written
    /// out) and no method of that name: a call of it calls the closure the property holds.
    func holdsClosure(_ type: Int, _ name: String, isStatic: Bool) -> Bool {
      let owners = lineage(of: type)
      let isMethod = owners.contains { owner in records[owner].methods.contains { $0.name == name && $0.isStatic == isStatic } }
      return !isMethod
        && owners.contains { owner in
          records[owner].computed.contains { $0.name == name && $0.isStatic == isStatic }
            || (!isStatic && records[owner].lazies.contains { $0.name == name })
            || (isStatic && records[owner].statics.contains { $0.name == name })
            // A stored one whose type is written as a function's (not an optional one).
            || (!isStatic
              && records[owner].fields.contains { field in
                field.name == name && Self.functionType(in: field.type) != nil
                  && !(field.type.map(Self.isOptionalOrImplicit) ?? true)
              })
        }
    }

    /// `x.name(arguments)` where `x.name` is a property that holds a closure: the property is
    /// read as any other, and its value called with the arguments (each of its parameter's
    /// type, where the property's type is written out).
    mutating func compilePropertyCall(_ arguments: [Argument], call: FunctionCallExprSyntax) throws(SwiftRunError) {
      let type = Self.functionType(in: writtenType(of: call.calledExpression))
      try checkArgumentCount(type, arguments, call: call)
      try compileValueCall(type, arguments, checked: type != nil, line: line(call)) { compiler throws(SwiftRunError) in
        try compiler.compileExpression(call.calledExpression, inChain: true)
      }
    }

    /// Throws swiftc's error for a call of a closure of the written type `function` with too
    /// many or too few arguments (`show(1)` of a closure of two parameters), counted before the
    /// run as swiftc counts them.
    func checkArgumentCount(_ function: FunctionTypeSyntax?, _ arguments: [Argument], call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      guard let function, function.parameters.count != arguments.count, call.trailingClosure == nil else { return }
      let given = Array(call.arguments)
      throw given.count < function.parameters.count
        ? typeError(
          at: call.rightParen?.positionAfterSkippingLeadingTrivia ?? call.endPositionBeforeTrailingTrivia,
          "missing argument for parameter #\(given.count + 1) in call")
        : typeError(given[function.parameters.count].expression, "extra argument in call")
    }

    /// `super.init(…)` and `super.method(…)`: the superclass's function, called directly.
    mutating func compileSuperCall(_ name: String, _ arguments: [Argument], call: FunctionCallExprSyntax) throws(SwiftRunError) {
      if context.isStatic, name != "init", let type = context.selfType, let parent = types[type].superclass {
        // `super.make()` in a class method: the superclass's own (or what it inherits).
        return try compileStaticCall(name, arguments, among: lineage(of: parent), call: call)
      }
      guard let type = context.selfType, let parent = types[type].superclass, let selfBinding = try selfBinding() else {
        throw error(call, "'super' is only available in a subclass")
      }
      var candidates: [Signature] = []
      for (selector, function) in types[parent].methods where names[selector].hasPrefix(name + "(") {
        if name == "init" {
          if let signature = initSignature(parent, function: function, selector: names[selector]) { candidates.append(signature) }
        } else if let signature = methodSignatures[name]?.first(where: { $0.function == function }) {
          candidates.append(signature)
        }
      }
      let (signature, matched) = try pick(candidates, arguments, name: name, node: call)
      if name == "init" {
        // An initializer the superclass inherits sets the properties of the classes between
        // it and the class that declares it first, as theirs would (`Dog(name:)`, Animal's).
        for between in lineage(of: parent) {
          if records[between].inits.contains(where: { $0.function == signature.function })
            || synthesizedInits[between] == signature.function
          {
            break
          }
          try emitFieldDefaults(between, inherited: false)
        }
      }
      emitLoad(selfBinding)
      _ = try pushArguments(signature, matched)
      emit(.call(function: signature.function, arguments: matched.count + 1, line: line(call), writeBack: 0))
      guard name == "init" else { return }
      try passFailureOn(signature, call: call, chaining: true)
      emit(.pop)
      emitConstant(.void)
    }

    /// `receiver.name(arguments)`: the program's methods (matched by labels), or the standard
    /// library's; a mutating one on a variable (or a property of one) stores the receiver back.
    mutating func compileMethodCall(
      receiver: ExprSyntax?, selfBinding: Binding?, _ name: String, _ arguments: [Argument], call: FunctionCallExprSyntax
    ) throws(SwiftRunError) {
      let at = line(call)
      if let receiver, Self.indexReaders.contains(name) { try refuseSliceIndices(receiver, "'\(name)'", at: call) }
      if let receiver {
        try checkElementArgument(receiver, Self.builtinSelector(name, arguments), arguments)
        try checkEquatableElements(receiver, Self.builtinSelector(name, arguments), at: call)
      }
      if ["append", "insert"].contains(name), let first = arguments.first?.expression {
        try refuseKeeping(first) {
          "converting non-escaping parameter '\($0)' to generic parameter 'Element' may allow it to escape"
        }
      }
      var selector = Self.builtinSelector(name, arguments)
      if Self.randomMethods.contains(name), methodSignatures[name] == nil {
        throw error(call, Self.noRandomness("'\(name)'"))
      }
      if let modern = host.renamed[name] ?? host.renamed[selector], methodSignatures[name] == nil {
        // `um.prepareWithInvocationTarget(d)`: the book's pre-Swift 3 name of a method.
        throw SwiftRunError(
          line: at, "'\(name)' has been renamed to '\(modern)' (Swift 3 named the frameworks' API anew)")
      }
      var signature: Signature?
      var matched: [ExprSyntax?] = arguments.map(\.expression)
      // The receiver's type, when it is known, chooses among the types' methods so named.
      var owner: Int? = selfBinding != nil ? enclosingType : nil
      if let receiver, case .named(let typeName)? = staticType(of: receiver)?.type { owner = typeIndex[typeName] }
      if receiver != nil, let owner, !hasMember(owner, name), !Self.standardMembers.contains(name) {
        // A method the receiver's type does not have: Swift looks only at that type (`a.fetch()`
        // of an `Animal` that holds a Dog), as it does for a property (`checkMember`).
        let shown = types[owner].kind == .protocolType ? "any \(types[owner].name)" : types[owner].name
        let position = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.positionAfterSkippingLeadingTrivia
        throw typeError(
          at: position ?? call.positionAfterSkippingLeadingTrivia, "value of type '\(shown)' has no member '\(name)'")
      }
      if receiver != nil || !context.isStatic, let owner, holdsClosure(owner, name, isStatic: false) {
        // `c.increment()` of a lazy or computed property: the property is read, and the closure
        // it gives called.
        return try compilePropertyCall(arguments, call: call)
      }
      if receiver != nil, let owner, types[owner].kind != .protocolType,
        !types[owner].methods.keys.contains(where: { names[$0].hasPrefix(name + "(") }),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let property = staticType(of: call.calledExpression)?.type, checkable(property)
      {
        // `p.x()` of a property that holds no closure.
        throw typeError(
          at: member.declName.positionAfterSkippingLeadingTrivia, "cannot call value of non-function type '\(property)'")
      }
      if let receiver, let member = call.calledExpression.as(MemberAccessExprSyntax.self), name == "keys" || name == "values",
        case .dictionary(let key, let value)? = staticType(of: receiver)?.type
      {
        // `d.keys()`: a dictionary's keys and values are properties, each a view of its own type.
        throw typeError(
          at: member.declName.positionAfterSkippingLeadingTrivia,
          "cannot call value of non-function type 'Dictionary<\(key), \(value)>.\(name == "keys" ? "Keys" : "Values")'")
      }
      if let receiver, let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        try refuseOptionalBase(receiver, member: name)
        try checkAccess(name, of: receiver, at: member.declName, setting: false)
        try checkStandardMethod(selector, of: receiver, arguments, at: member.declName)
      }
      let candidates = (methodSignatures[name] ?? []).filter { Self.match($0, arguments) != nil }
      let owned = candidates.first { candidate in owner.map { types[$0].methods.values.contains(candidate.function) } ?? false }
      if receiver != nil, owned == nil, let owner {
        // The receiver's type has one method so named, and the arguments do not fit it.
        let ownMethods = (methodSignatures[name] ?? []).filter { types[owner].methods.values.contains($0.function) }
        if ownMethods.count == 1, let only = ownMethods.first, let mismatch = labelMismatch(only, arguments, call: call) {
          throw mismatch
        }
        // A protocol's requirement has no function of its own: its selector gives the labels
        // (a requirement has no default values).
        let required = records[owner].requirements.filter { $0.hasPrefix(name + "(") }
        if ownMethods.isEmpty, types[owner].kind == .protocolType, required.count == 1,
          let mismatch = labelMismatch(Self.requirementSignature(required[0], name: name), arguments, call: call)
        {
          throw mismatch
        }
      }
      if let chosen = owned ?? candidates.first, let found = Self.match(chosen, arguments) {
        signature = chosen
        matched = found
        selector = chosen.selector
      }
      // Several types' methods match and the receiver's type is not known: a parameter's type
      // coerces the argument only when they all agree on it.
      let hostMembers = host.members
      let agreed = { (index: Int) -> TypeSyntax? in
        guard let type = signature?.types[index] ?? nil else { return nil }
        if owned != nil { return type }
        // `.flexibleWidth` for a receiver the pass does not know is the chapter's member, not
        // a case of a type whose method happens to share the name (`CGRect.contains`).
        if index < matched.count, let member = matched[index]?.as(MemberAccessExprSyntax.self), member.base == nil,
          hostMembers.contains(member.declName.baseName.text)
        {
          return nil
        }
        let spellings = Set(candidates.map { $0.types.indices.contains(index) ? $0.types[index]?.trimmedDescription : nil })
        return spellings.count == 1 ? type : nil
      }
      if signature?.isInout.contains(true) == true { throw unsupported(call, "an inout parameter of a method") }
      // A method of the receiver's own type, when the pass knows it, is mutating as it is
      // declared: a class's `sort()` never is, whatever the standard library's are.
      let isMutating =
        owned.map { method in
          owner.map { types[$0].kind != .classType } == true && functions[method.function].isMutating
        } ?? mutatingSelectors.contains(selector)
      // Whether the receiver is an array literal Swift infers as [Double]; a place's wish for
      // Doubles reaches this call alone, not the calls inside its closure.
      var doublesLiteral = signature == nil && receiver.map { literalElementsAreDoubles($0, selector, arguments) } == true
      // `[3, 1].sorted { $0 > $1 }.map { $0 * 1.5 }`: the wish reaches the literal through the chain.
      let doublesChain =
        signature == nil
        && receiver.map {
          Self.isIntegerLiteralChain($0) && (wantsDoubleElements || closureWorksElementsWithDouble(selector, arguments))
        } == true
      doublesLiteral = doublesLiteral || doublesChain
      // `[1, 2].map { half($0) }`: what the closure takes the literal's elements as.
      let literalElement = signature == nil && !doublesLiteral ? literalClosureElement(selector, receiver, arguments) : nil
      if literalElement == .double { doublesLiteral = true }
      wantsDoubleElements = false
      var place: ExprSyntax? = receiver
      if let selfBinding {
        emitLoad(selfBinding)
        place = ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.self)))
      } else if let receiver, doublesChain {
        wantsDoubleElements = true
        defer { wantsDoubleElements = false }
        try compileExpression(receiver, inChain: true)
      } else if let receiver, doublesLiteral {
        // `[1, 2].map { $0 * 2.5 }`: Swift infers the literal as [Double] from the closure.
        try compileValue(receiver, type: SwiftStaticType.array(.double).syntax)
      } else if let receiver, Self.integerLiteral(receiver) != nil, Self.doubleMethods.contains(selector) {
        // `5.squareRoot()`: only a Double has it, so Swift takes the literal for one.
        try compileValue(receiver, type: SwiftStaticType.double.syntax)
      } else if let receiver {
        try compileExpression(receiver, inChain: true)
      }
      let writeBack =
        isMutating
        ? try writesBack(
          place, selector, refusesValue: signature == nil,
          refusesConstant: SwiftBuiltins.mutating.contains(selector) || owned != nil,
          call: call) : false
      // The arguments are checked when the receiver's type is known to have the method matched.
      let checked = owned != nil
      var parameterTypes = signature.map { $0.types.indices.map(agreed) } ?? matched.map { _ in nil }
      if signature == nil, let receiver, case .array(let element)? = staticType(of: receiver)?.type,
        selector == "append(_:)" || selector == "insert(_:at:)", let value = arguments.first?.expression
      {
        // An array's new element must be of its element type (`xs.append(2)` is a Double in a `[Double]`).
        try checkConversion(value, to: element, .argument)
        if !parameterTypes.isEmpty { parameterTypes[0] = element.syntax }
      }
      if signature == nil, let receiver, selector == "append(_:)" || selector == "insert(_:at:)", !parameterTypes.isEmpty,
        let element = Self.unwrapped(writtenType(of: receiver))?.as(ArrayTypeSyntax.self)?.element,
        Self.tupleElements(of: element) != nil
      {
        // `history.append(("deposit", 100))` for a `[(String, Double)]`: the tuple is of the element type.
        parameterTypes[0] = element
      }
      if signature == nil, let receiver, case .array(let element)? = staticType(of: receiver)?.type,
        selector == "append(contentsOf:)", !parameterTypes.isEmpty
      {
        // `readings.append(contentsOf: [3])` for a `[Double]`: the literal's elements are Doubles.
        parameterTypes[0] = SwiftStaticType.array(element).syntax
      }
      if signature == nil, let receiver, selector == "append(_:)", !parameterTypes.isEmpty,
        arguments.first?.expression.is(ClosureExprSyntax.self) == true,
        let element = Self.unwrapped(writtenType(of: receiver))?.as(ArrayTypeSyntax.self)?.element,
        Self.isFunctionType(element)
      {
        // `ops.append { $0 / 2 }` for a `[(Double) -> Double]`: the closure is of the element type.
        parameterTypes[0] = element
      }
      let hint =
        signature == nil
        ? closureParameterTypes(selector, receiver: receiver, arguments, doublesLiteral: doublesLiteral)
          ?? literalElement.flatMap { closureParameters(selector, element: $0, arguments) } : nil
      if signature == nil, let types = hint ?? literalClosureParameters(selector, receiver: receiver, arguments) {
        try checkClosureArity(selector, types, arguments)
      }
      if selector == "reduce(_:_:)" || selector == "reduce(into:_:)", hint?.first == .double, !parameterTypes.isEmpty,
        let initial = arguments.first?.expression, Self.integerLiteral(initial) != nil
      {
        // The running total is a Double: so is its initial literal.
        parameterTypes[0] = SwiftStaticType.double.syntax
      }
      if signature == nil, parameterTypes.count == 2, let updating = updatingClosureType(selector, hint: hint, arguments) {
        parameterTypes[1] = updating
      }
      if signature == nil, selector == "reduce(_:_:)", parameterTypes.count == 2,
        let labels = arguments.first.flatMap({ tupleLabels(of: $0.expression) })
      {
        // `reduce((sum: 0, count: 0)) { ($0.sum + $1, $0.count + 1) }`: what the closure returns
        // is the running total's type, and takes its labels.
        parameterTypes[1] = Self.labelledResult(labels)
      }
      if signature == nil, let receiver, let wanted = host.parameterTypes[selector], isHostObject(receiver) {
        for (argument, type) in zip(matched, wanted) {
          guard let argument, let type else { continue }
          try checkHostArgument(argument, type)
        }
      }
      for (index, argument) in matched.enumerated() {
        guard let argument else { continue }
        if checked { try checkConversion(argument, to: SwiftStaticType(parameterTypes[index]), .argument) }
        if argument.is(ClosureExprSyntax.self) { closureParameterHint = hint }
        try compileValue(argument, type: parameterTypes[index], conversion: .argument)
        closureParameterHint = nil
      }
      if signature == nil, selector == "append(_:)", let receiver, uncheckedContainer(receiver),
        let value = arguments.first?.expression
      {
        emitCheckElement(
          containerDepth: 1, literal: staticType(of: value)?.literal != nil, line: at,
          "cannot convert value of type 'Int' to expected argument type 'Double'")
      }
      // A chapter's object names what it makes after the variable it is bound to.
      if signature == nil, let bound = Self.boundName(of: call) { emit(.bindNext(name: intern(bound))) }
      // A standard library method changes a variable's value with the variable let go of.
      emit(
        .callMethod(
          selector: intern(selector), arguments: matched.count, line: at,
          releasing: writeBack ? variablePlace(place) : .none, writeBack: writeBack))
      if writeBack, let place { try storeWriteBacks([place]) }
    }

    /// Whether a method that changes its receiver writes it back into `place`: a variable, or a
    /// property of one, that is not a `let` constant.
    ///
    /// A method of the standard library needs a variable to change: a value a call returns, or
    /// one through `?`, is refused when `refusesValue`, and a `let` constant when
    /// `refusesConstant`.
    mutating func writesBack(
      _ place: ExprSyntax?, _ selector: String, refusesValue: Bool, refusesConstant: Bool, call: FunctionCallExprSyntax
    ) throws(SwiftRunError) -> Bool {
      if refusesValue, Self.hasOptionalChain(place) {
        throw unsupported(call, "calling the mutating '\(selector)' through optional chaining ('?.')")
      }
      if refusesValue, place.flatMap({ rootName(of: $0) }) == nil {
        throw unsupported(call, "calling the mutating '\(selector)' on a value that is not a variable")
      }
      guard let place, let root = rootName(of: place) else { return false }
      if case .variable(let binding) = try resolve(root, at: place), !binding.isMutable, rootIsWhole(place) {
        if refusesConstant {
          // swiftc points at the method's name (`p.moveBy(3)`: at `moveBy`).
          let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
          throw typeError(
            at: name?.positionAfterSkippingLeadingTrivia ?? call.positionAfterSkippingLeadingTrivia,
            "cannot use mutating member on immutable value: '\(root)' is a 'let' constant")
        }
        return false
      }
      return true
    }

    /// The parameter types of the closure an array's method is given.
    ///
    /// `$0` of `xs.map { … }` on an `[Int]` is an Int, when the pass knows the elements' type
    /// (a variable's, a property's, a function's result); nil for a literal receiver, whose
    /// elements may take the closure's types.
    func closureParameterTypes(
      _ selector: String, receiver: ExprSyntax?, _ arguments: [Argument], doublesLiteral: Bool
    ) -> [SwiftStaticType]? {
      guard let receiver else { return nil }
      let element: SwiftStaticType
      let hasDouble = receiver.as(ArrayExprSyntax.self)?.elements.contains { Self.hasFloatLiteral($0.expression) } == true
      if doublesLiteral || hasDouble {
        // `[2.5].map { … }`: a literal with a Double in it is of Doubles.
        element = .double
      } else if let typed = staticType(of: receiver), typed.literal == nil, case .array(let known) = typed.type,
        !receiver.is(ArrayExprSyntax.self) || !known.isSimple
      {
        // An array literal's numbers may yet be Doubles; its values of the program's types are theirs.
        element = known
      } else if case .optional(let wrapped)? = staticType(of: receiver)?.type, selector == "map(_:)" || selector == "flatMap(_:)"
      {
        // An Optional's own: its closure is handed the value it holds.
        element = wrapped
      } else {
        return nil
      }
      return closureParameters(selector, element: element, arguments)
    }

    /// The type a closure takes an array literal's elements as, where the literal alone leaves
    /// it open and `closureParameterTypes` leaves the closure's parameters untyped.
    ///
    /// A literal of Strings or Bools is of them. Integers are Ints when the closure takes them
    /// as Ints, else Doubles when it takes them as Doubles, as Swift's solver prefers Int for
    /// an integer literal (`[1, 2].map { half($0) }` is of Doubles); Ints when it takes them as
    /// neither, so that the closure is refused as it is wrong for them (`[1, 2].map { $0 + "a" }`),
    /// before anything runs. Each way is tried on a copy of the compiler.
    func literalClosureElement(_ selector: String, _ receiver: ExprSyntax?, _ arguments: [Argument]) -> SwiftStaticType? {
      guard let receiver, receiver.is(ArrayExprSyntax.self), let closure = arguments.last?.expression.as(ClosureExprSyntax.self),
        case .array(let element)? = staticType(of: receiver)?.type
      else { return nil }
      switch element {
      case .string, .bool: return element
      case .int where Self.isIntegerArrayLiteral(receiver):
        for candidate in [SwiftStaticType.int, .double] {
          guard let hint = closureParameters(selector, element: candidate, arguments) else { return nil }
          var trial = self
          trial.closureParameterHint = hint
          do {
            let type = updatingClosureType(selector, hint: hint, arguments)
            try trial.compileValue(ExprSyntax(closure), type: type, conversion: .argument)
            return candidate
          } catch {
            continue
          }
        }
        return .int
      default: return nil
      }
    }

    /// The type of `reduce(into:_:)`'s closure (`reduce(into: [:]) { counts, word in
    /// counts[word, default: 0] += 1 }`), which changes the running result in place: an
    /// `inout` parameter of the initial value's type, then an element (as `hint` has them,
    /// where it does); nil for another method.
    func updatingClosureType(_ selector: String, hint: [SwiftStaticType]?, _ arguments: [Argument]) -> TypeSyntax? {
      guard selector == "reduce(into:_:)" else { return nil }
      let result = hint?.first?.syntax ?? arguments.first.flatMap { staticType(of: $0.expression)?.type.syntax }
      return Self.updatingFunction(result: result, element: hint?.last?.syntax)
    }

    /// The types of the parameters the array method `selector` hands its closure, for elements
    /// of the type `element`; nil for a method the pass does not know.
    func closureParameters(_ selector: String, element: SwiftStaticType, _ arguments: [Argument]) -> [SwiftStaticType]? {
      switch selector {
      case "map(_:)", "compactMap(_:)", "flatMap(_:)", "filter(_:)", "forEach(_:)", "contains(where:)", "first(where:)",
        "firstIndex(where:)", "lastIndex(where:)", "allSatisfy(_:)", "drop(while:)", "prefix(while:)":
        return [element]
      case "sorted(by:)", "sort(by:)", "min(by:)", "max(by:)": return [element, element]
      case "reduce(_:_:)":
        // The running total has the initial value's type, a literal taking the elements' when it fits them.
        guard let initial = arguments.first.flatMap({ staticType(of: $0.expression) }) else { return nil }
        var total = initial.literal != nil && element.isSimple && initial.fits(element) ? element : initial.type
        if initial.literal == .integer, reducedPart(arguments, element: element)?.type.isFloating == true {
          // `items.reduce(0) { $0 + $1.price }` for a Double price: the total is a Double.
          total = .double
        }
        return [total, element]
      case "reduce(into:_:)":
        // The result changed in place is of the initial value's type, a literal taking the
        // elements' when it fits them.
        guard let initial = arguments.first.flatMap({ staticType(of: $0.expression) }) else { return nil }
        return [initial.literal != nil && element.isSimple && initial.fits(element) ? element : initial.type, element]
      default: return nil
      }
    }

    /// The parameters a closure of `selector` is handed by an array literal of one known type
    /// (`[3, 1, 2].sorted { … }`), for counting them: `closureParameterTypes` leaves a literal's
    /// elements to the closure, which may make them Doubles.
    func literalClosureParameters(_ selector: String, receiver: ExprSyntax?, _ arguments: [Argument]) -> [SwiftStaticType]? {
      guard let receiver, receiver.is(ArrayExprSyntax.self), case .array(let element)? = staticType(of: receiver)?.type
      else { return nil }
      return closureParameters(selector, element: element, arguments)
    }

    /// Refuses a closure that names more or fewer parameters than the standard library's method
    /// hands it (`sorted { a in a > 0 }`), in swiftc's words at its first parameter, or uses
    /// more or fewer of `$0`, `$1`… (`sort { $0 > "x" }`), at its brace; `hint` is the
    /// parameters' types.
    func checkClosureArity(_ selector: String, _ hint: [SwiftStaticType], _ arguments: [Argument]) throws(SwiftRunError) {
      guard let closure = arguments.last?.expression.as(ClosureExprSyntax.self) else { return }
      let count: Int
      let position: AbsolutePosition
      if case .simpleInput(let names)? = closure.signature?.parameterClause, let first = names.first {
        (count, position) = (names.count, first.positionAfterSkippingLeadingTrivia)
      } else if closure.signature == nil {
        // A body that uses none of them is another matter (swiftc: it cannot ignore them).
        count = Self.shorthandCount(Syntax(closure.statements))
        position = closure.leftBrace.positionAfterSkippingLeadingTrivia
        guard count > 0 else { return }
      } else {
        return
      }
      guard count != hint.count else { return }
      let parameters = "(" + hint.map { "\($0)" }.joined(separator: ", ") + ")"
      let type: String
      switch selector {
      case "sorted(by:)", "sort(by:)", "min(by:)", "max(by:)", "filter(_:)", "contains(where:)", "first(where:)",
        "allSatisfy(_:)", "firstIndex(where:)", "lastIndex(where:)":
        type = parameters + " throws -> Bool"
      case "reduce(_:_:)": type = parameters + " throws -> \(hint[0])"
      case "reduce(into:_:)" where hint.count == 2: type = "(inout \(hint[0]), \(hint[1])) throws -> ()"
      // Of `$0`, `$1`… swiftc names map's result by its generic parameter.
      case "map(_:)": type = closure.signature == nil ? parameters + " -> T" : ""
      default: return
      }
      let expected = hint.count == 1 ? "1 argument" : "\(hint.count) arguments"
      let used = count == 1 ? "1 was" : "\(count) were"
      // swiftc names map's result type as it infers it from the body; the words then are ours.
      let closureType = type.isEmpty ? "map(_:)'s closure type '\(parameters) -> …'" : "contextual closure type '\(type)'"
      throw typeError(at: position, "\(closureType) expects \(expected), but \(used) used in closure body")
    }

    /// The type of what a `reduce` closure adds to its running total (`$0 + $1.price`): the
    /// element's, or its property's or method's, when the closure is that one expression.
    func reducedPart(_ arguments: [Argument], element: SwiftStaticType) -> SwiftTyped? {
      guard arguments.count == 2, let closure = arguments[1].expression.as(ClosureExprSyntax.self),
        let body = Self.singleExpression(closure.statements)?.as(InfixOperatorExprSyntax.self),
        let symbol = body.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(symbol)
      else { return nil }
      var names = ["$0", "$1"]
      if case .simpleInput(let written)? = closure.signature?.parameterClause, written.count == 2 {
        names = written.map(\.name.text)
      }
      guard body.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == names[0] else { return nil }
      return partType(body.rightOperand, element: element, named: names[1])
    }

    /// The type of `part` of a `reduce` closure, its element (called `name`) of the type
    /// `element`: the element, a property or method of it, arithmetic of those and of values
    /// the pass knows.
    func partType(_ part: ExprSyntax, element: SwiftStaticType, named name: String) -> SwiftTyped? {
      func isElement(_ expression: ExprSyntax?) -> Bool {
        expression?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
      }
      if isElement(part) { return SwiftTyped(element) }
      if let member = part.as(MemberAccessExprSyntax.self), isElement(member.base) {
        return memberType(element, member.declName.baseName.text)
      }
      if let call = part.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        isElement(member.base)
      {
        return methodType(element, member.declName.baseName.text, Self.arguments(call))
      }
      if let tuple = part.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        return partType(only.expression, element: element, named: name)
      }
      if let call = part.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
        let argument = call.arguments.first, argument.label == nil,
        let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        ["Double", "CGFloat", "Int"].contains(callee), functionSignatures[callee] == nil,
        let given = partType(argument.expression, element: element, named: name),
        given.type == .int || given.type.isFloating
      {
        // `Double($1)`: a number's conversion is of the type it names.
        return SwiftTyped(.named(callee))
      }
      if let infix = part.as(InfixOperatorExprSyntax.self),
        let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(symbol)
      {
        let sides = [infix.leftOperand, infix.rightOperand].map { partType($0, element: element, named: name) }
        if sides.contains(where: { $0?.type.isFloating == true }) { return SwiftTyped(.double) }
        return sides.allSatisfy({ $0?.type == .int }) ? SwiftTyped(.int) : nil
      }
      return staticType(of: part)
    }

    /// Whether an array literal of whole numbers is a `[Double]`, as Swift infers it from the
    /// closure its method is given: a closure that adds, multiplies, divides or compares an
    /// element (`$0`, or its parameter's name) with a Double (`[1, 2].map { $0 * 2.5 }`), or,
    /// for `reduce`, a Double initial value the element is added to.
    func literalElementsAreDoubles(_ receiver: ExprSyntax, _ selector: String, _ arguments: [Argument]) -> Bool {
      guard Self.isIntegerArrayLiteral(receiver) else { return false }
      return wantsDoubleElements || closureWorksElementsWithDouble(selector, arguments)
    }

    /// Whether an expression is an array literal of integer literals: `[1, 2]`.
    static func isIntegerArrayLiteral(_ expression: ExprSyntax) -> Bool {
      guard let literal = expression.as(ArrayExprSyntax.self), !literal.elements.isEmpty else { return false }
      return literal.elements.allSatisfy { SwiftCompiler.integerLiteral($0.expression) != nil }
    }

    /// The methods that give back the elements they were given (some of them, in some order):
    /// a literal's elements keep the type Swift infers for them through these.
    static let elementPreserving: Set<String> = ["sorted", "filter", "reversed", "dropFirst", "dropLast", "prefix", "suffix"]

    /// Whether an expression is an integer array literal passed through element-preserving
    /// calls (`[3, 1, 2].sorted { $0 > $1 }`): Swift infers the literal's type from the calls
    /// that follow too.
    ///
    /// A `map` whose closure gives back its element worked with integer literals only (`$0 + 1`)
    /// keeps the elements' type too: `[1, 2].map { $0 + 1 }.map { $0 * 0.5 }` is of Doubles
    /// throughout.
    static func isIntegerLiteralChain(_ expression: ExprSyntax) -> Bool {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      else { return false }
      let name = member.declName.baseName.text
      guard elementPreserving.contains(name) || (name == "map" && mapKeepsElementType(call)) else { return false }
      return isIntegerArrayLiteral(base) || isIntegerLiteralChain(base)
    }

    /// Whether a `map`'s closure gives back its element, or arithmetic of it with integer
    /// literals (`$0 + 1`, `-x * 2`): what it gives is of the element's type.
    static func mapKeepsElementType(_ call: FunctionCallExprSyntax) -> Bool {
      guard call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1,
        let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
        let body = singleExpression(closure.statements)
      else { return false }
      let element: String
      switch closure.signature?.parameterClause {
      case .simpleInput(let names) where names.count == 1: element = names.first?.name.text ?? ""
      case .parameterClause(let clause) where clause.parameters.count == 1 && clause.parameters.first?.type == nil:
        element = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? ""
      case nil: element = "$0"
      default: return false
      }
      return isElementArithmetic(body, of: [element]) { integerLiteral($0) != nil }
    }

    /// Whether `expression` is an element (one of `elements`' names), or `+ - * /` of elements
    /// and integers (`isInteger`), parenthesized or negated: its type is the element's.
    static func isElementArithmetic(
      _ expression: ExprSyntax, of elements: Set<String>, isInteger: (ExprSyntax) -> Bool
    ) -> Bool {
      func isElement(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return elements.contains(reference.baseName.text) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
          only.label == nil
        {
          return isElement(only.expression)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
          return isElement(prefix.expression)
        }
        guard let infix = expression.as(InfixOperatorExprSyntax.self),
          let text = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(text)
        else { return false }
        func isElementOrInteger(_ side: ExprSyntax) -> Bool { isElement(side) || isInteger(side) }
        return (isElement(infix.leftOperand) && isElementOrInteger(infix.rightOperand))
          || (isElement(infix.rightOperand) && isElementOrInteger(infix.leftOperand))
      }
      return isElement(expression)
    }

    /// Whether the closure a method of an array is given works an element with a Double (see
    /// `literalElementsAreDoubles`).
    func closureWorksElementsWithDouble(_ selector: String, _ arguments: [Argument]) -> Bool {
      guard let closure = arguments.last?.expression.as(ClosureExprSyntax.self) else { return false }
      let elements: Set<String>
      var doubles: Set<String> = []
      var parameters: [String] = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let names): parameters = names.map(\.name.text)
      case .parameterClause(let clause):
        guard clause.parameters.allSatisfy({ $0.type == nil }) else { return false }
        parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      default: parameters = (0..<Self.shorthandCount(Syntax(closure.statements))).map { "$\($0)" }
      }
      switch selector {
      case "map(_:)", "filter(_:)", "forEach(_:)", "contains(where:)", "first(where:)", "allSatisfy(_:)", "compactMap(_:)":
        elements = Set(parameters.prefix(1))
      case "sorted(by:)", "sort(by:)", "min(by:)", "max(by:)": elements = Set(parameters.prefix(2))
      case "reduce(_:_:)":
        guard parameters.count == 2, let initial = arguments.first.flatMap({ staticType(of: $0.expression) }),
          initial.type.isFloating
        else { return false }
        elements = [parameters[1]]
        doubles = [parameters[0]]
      default: return false
      }
      let operators: Set<String> = ["+", "-", "*", "/", "<", "<=", ">", ">=", "==", "!="]
      // An element, or arithmetic of elements and integer literals (`($0 + 1)`, `-x`): its
      // type is the element's.
      func isElement(_ expression: ExprSyntax) -> Bool {
        Self.isElementArithmetic(expression, of: elements) { side in
          staticType(of: side).map { $0.type == .int && $0.literal == .integer } == true
        }
      }
      func isDouble(_ expression: ExprSyntax) -> Bool {
        if expression.is(FloatLiteralExprSyntax.self) { return true }
        if let reference = expression.as(DeclReferenceExprSyntax.self), doubles.contains(reference.baseName.text) {
          return true
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) {
          return false
        }
        // A Double's value or a floating-point literal's (`-1.5`, `(0.5)`).
        return staticType(of: expression)?.type.isFloating == true
      }
      for node in closure.statements.tokens(viewMode: .sourceAccurate) {
        guard let infix = node.parent?.as(BinaryOperatorExprSyntax.self)?.parent?.as(InfixOperatorExprSyntax.self),
          operators.contains(node.text)
        else { continue }
        let (left, right) = (infix.leftOperand, infix.rightOperand)
        if (isElement(left) && isDouble(right)) || (isElement(right) && isDouble(left)) { return true }
      }
      return false
    }

    /// Whether a `map`'s closure works its element itself (`$0 * 2`, `x + 1`, `$0`) rather than
    /// converting it first (`Double($0)`): only then does the place's type reach the elements.
    static func worksTheElement(_ call: FunctionCallExprSyntax) -> Bool {
      guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
        let body = singleExpression(closure.statements)
      else { return false }
      func hasCall(_ node: Syntax) -> Bool {
        node.is(FunctionCallExprSyntax.self) || node.children(viewMode: .sourceAccurate).contains(where: hasCall)
      }
      return !hasCall(Syntax(body))
    }

    /// Whether a place goes through an optional chain (`a?.b`).
    static func hasOptionalChain(_ place: ExprSyntax?) -> Bool {
      guard let place else { return false }
      if place.is(OptionalChainingExprSyntax.self) { return true }
      if let member = place.as(MemberAccessExprSyntax.self) { return hasOptionalChain(member.base) }
      if let subscriptCall = place.as(SubscriptCallExprSyntax.self) { return hasOptionalChain(subscriptCall.calledExpression) }
      if let force = place.as(ForceUnwrapExprSyntax.self) { return hasOptionalChain(force.expression) }
      return false
    }

    /// `print`, the conversions (`Int(…)`, `Double(…)`, `String(…)`), `abs`, `min`, `max`,
    /// `stride` and `fatalError`; false when the name is none of them (or is the program's own).
    mutating func compileBuiltinCall(_ name: String, _ arguments: [Argument], call: FunctionCallExprSyntax) throws(SwiftRunError)
      -> Bool
    {
      let at = line(call)
      if functionSignatures[name] != nil || typeIndex[name] != nil || globalScope[name] != nil { return false }
      if name == "print" {
        var items = 0
        var separator: ExprSyntax?
        var terminator: ExprSyntax?
        for argument in arguments {
          switch argument.label {
          case nil:
            try refuseDescribingReversed(argument.expression)
            try compileDescribed(argument.expression)
            items += 1
          case "separator": separator = argument.expression
          case "terminator": terminator = argument.expression
          default: throw error(call, "print has no argument '\(argument.label ?? "")'")
          }
        }
        if let separator { try compileExpression(separator) }
        if let terminator { try compileExpression(terminator) }
        emit(.print(arguments: items, separator: separator != nil, terminator: terminator != nil))
        return true
      }
      var builtins: [String: (SwiftProgram.Builtin, [String?])] = Self.conversions.mapValues { ($0, [nil]) }
      builtins.merge([
        "abs": (.abs, [nil]), "fatalError": (.fatalError, [nil]), "sin": (.sin, [nil]), "cos": (.cos, [nil]),
        "sqrt": (.sqrt, [nil]), "zip": (.zip, [nil, nil]),
      ]) { kept, _ in kept }
      if name == "min" || name == "max" {
        guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else {
          throw error(call, "\(name)(…) takes two or more values")
        }
        if arguments.count == 2, case .named(let typeName)? = staticType(of: arguments[0].expression)?.type,
          typeIndex[typeName] != nil
        {
          // Two values of the program's own Comparable type: the standard library's `y < x`,
          // through the type's own `<` (min gives x on a tie, max gives y).
          try compileExpression(arguments[0].expression)
          let first = temporary()
          emit(.store(first))
          try compileExpression(arguments[1].expression)
          let second = temporary()
          emit(.store(second))
          emit(.load(second))
          emit(.load(first))
          emit(.binary(.less, line: at))
          let otherwise = emitJump(.jumpIfFalse(-1))
          emit(.load(name == "min" ? second : first))
          let end = emitJump(.jump(-1))
          patch(otherwise, to: context.code.count)
          emit(.load(name == "min" ? first : second))
          patch(end, to: context.code.count)
          return true
        }
        // `min(1, 2.5)` is a Double: its integer literals are Doubles.
        let type = builtinType(name, arguments).flatMap { $0.type.isFloating ? $0.type.syntax : nil }
        for argument in arguments { try compileValue(argument.expression, type: type, conversion: .argument) }
        emit(.builtin(name == "min" ? .min : .max, arguments: arguments.count, line: at))
        return true
      }
      if name == "stride" {
        let labels = arguments.map { $0.label ?? "_" }
        guard labels == ["from", "to", "by"] || labels == ["from", "through", "by"] else {
          throw error(call, "stride takes from:to:by: or from:through:by:")
        }
        for argument in arguments { try compileExpression(argument.expression) }
        emit(.builtin(labels[1] == "to" ? .stride : .strideThrough, arguments: 3, line: at))
        return true
      }
      if name == "Array", arguments.count == 1, arguments[0].label == nil {
        try compileExpression(arguments[0].expression)
        emit(.callMethod(selector: intern(" array"), arguments: 0, line: at, writeBack: false))
        return true
      }
      if name == "Optional", arguments.count == 1, arguments[0].label == nil {
        if staticType(of: arguments[0].expression)?.type.isOptional == true || Self.isOptionalCall(arguments[0].expression) {
          // Swift's `Optional(Optional(3))` is an optional of an optional, as `Int??` is.
          throw unsupported(call, "an optional of an optional ('\(call.trimmedDescription)')")
        }
        try compileExpression(arguments[0].expression)
        emit(.coerce(.optional))
        return true
      }
      if name == "String", let first = arguments.first, first.label == "format",
        arguments.dropFirst().allSatisfy({ $0.label == nil })
      {
        // Foundation's `String(format: "%.2f", x)`: a C format, each argument a CVarArg.
        try checkConversion(first.expression, to: .string, .argument)
        for argument in arguments { try compileExpression(argument.expression) }
        emit(.builtin(.format, arguments: arguments.count, line: at))
        return true
      }
      if name == "String" || name == "Int",
        arguments.map(\.label) == [nil, "radix"]
          || (name == "String" && arguments.map(\.label) == ["repeating", "count"])
      {
        try checkConversion(arguments[1].expression, to: .int, .argument)
        for argument in arguments { try compileExpression(argument.expression) }
        emit(.builtin(arguments[1].label == "count" ? .stringRepeating : .radix, arguments: 2, line: at))
        return true
      }
      if name == "String", arguments.isEmpty {
        // `String()`: the empty string.
        emitConstant(.string(""))
        return true
      }
      if name == "String", arguments.count == 1, arguments[0].label == "describing" {
        try refuseDescribingReversed(arguments[0].expression)
        try compileExpression(arguments[0].expression)
        emit(.builtin(.stringDescribing, arguments: 1, line: at))
        return true
      }
      if let math = SwiftMath(rawValue: name) {
        guard arguments.count == math.arity, arguments.allSatisfy({ $0.label == nil }) else {
          throw error(call, "\(name)(…) takes \(math.arity) unlabelled argument\(math.arity == 1 ? "" : "s")")
        }
        // Beside a Double that is no literal (`pow(x, 10)`), Swift takes the Double function.
        let typed = arguments.contains { argument in
          !argument.expression.is(FloatLiteralExprSyntax.self) && staticType(of: argument.expression)?.type.isFloating == true
        }
        if math.refusesIntegerLiterals, !typed,
          let literal = arguments.first(where: { Self.integerLiteral($0.expression) != nil })
        {
          // `pow(2, 10)` is Foundation's Decimal pow, `pow(2.0, 10)` and `sin(1)` are ambiguous:
          // Swift on Linux finds several functions of the name for an integer literal.
          throw typeError(
            literal.expression,
            "an integer literal given to '\(name)' is no Double to Swift on Linux (it takes another '\(name)' for it, "
              + "or cannot choose one): write \(literal.expression.trimmedDescription).0")
        }
        // `floor(2)` is of Doubles: its integer literals are Doubles.
        for argument in arguments {
          try compileValue(argument.expression, type: SwiftStaticType.double.syntax, conversion: .argument)
        }
        emit(.builtin(.math(math), arguments: arguments.count, line: at))
        return true
      }
      if let check = SwiftCheck(rawValue: name) {
        let wanted = check.hasCondition ? 2 : 1
        guard (wanted - 1...wanted).contains(arguments.count), arguments.allSatisfy({ $0.label == nil }) else {
          throw error(call, "\(name)(…) takes \(check.hasCondition ? "a condition and a message" : "a message")")
        }
        // The message is worked out only when the check fails (it is an autoclosure).
        var passed: Int?
        if check.hasCondition, let condition = arguments.first?.expression {
          try checkConversion(condition, to: .bool, .argument)
          try compileExpression(condition)
          let fails = emitJump(.jumpIfFalse(-1))
          emitConstant(.void)
          passed = emitJump(.jump(-1))
          patch(fails, to: context.code.count)
        }
        let message = arguments.dropFirst(check.hasCondition ? 1 : 0).first?.expression
        if let message {
          try checkConversion(message, to: .string, .argument)
          try compileExpression(message)
        }
        emit(.builtin(.check(check), arguments: message == nil ? 0 : 1, line: at))
        if let passed { patch(passed, to: context.code.count) }
        return true
      }
      // The prelude's own: what an Optional's `map` gives back.
      if !emitsStatements { builtins[SwiftPrelude.wrapping] = (.wrapping, [nil]) }
      guard let (builtin, labels) = builtins[name] else { return false }
      if name == "fatalError" && arguments.isEmpty {
        emit(.builtin(.fatalError, arguments: 0, line: at))
        return true
      }
      guard arguments.map(\.label) == labels else {
        // `Int(exactly: 4.0)`, `String(reflecting: x)`: Swift has them, the subset has not.
        if arguments.contains(where: { $0.label != nil }) {
          throw unsupported(call, "'\(Self.builtinSelector(name, arguments))'")
        }
        throw error(call, "\(name)(…) takes \(labels.count) unlabelled argument\(labels.count == 1 ? "" : "s") here")
      }
      if name == "zip", !walksZip(call) {
        // Its Zip2Sequence is no array: it has no `count`, no subscript, and prints as itself.
        throw unsupported(call, "zip's sequence other than walked (by for-in, map and the like, or Array(…))")
      }
      if ["sqrt", "sin", "cos"].contains(name) {
        // `sqrt(n)` of an Int: Swift converts no Int into a Double by itself.
        for argument in arguments { try checkConversion(argument.expression, to: .double, .argument) }
      }
      for argument in arguments { try compileExpression(argument.expression) }
      emit(.builtin(builtin, arguments: arguments.count, line: at))
      return true
    }

    /// The methods of a Sequence that walk it and give back an array or a value, as the
    /// prelude's do for an array: what a `zip` may be handed to.
    static let sequenceWalkers: Set<String> = [
      "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "contains", "first", "allSatisfy", "sorted", "min",
      "max",
    ]

    /// Whether a `zip(a, b)` is walked where it is made: the sequence of a `for in`, the
    /// receiver of a method that walks it with a closure or a function (`sequenceWalkers`; its
    /// pairs are neither Comparable nor Equatable, so `sorted()` and `contains(x)` are none),
    /// or `Array(…)`'s argument.
    func walksZip(_ call: FunctionCallExprSyntax) -> Bool {
      let parent = call.parent
      if let loop = parent?.as(ForStmtSyntax.self) { return loop.sequence.id == call.id }
      if let member = parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id,
        let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
      {
        // A closure, an operator (`reduce(0, +)`) or a function of the program's.
        let takesFunction =
          outer.trailingClosure != nil
          || outer.arguments.contains { argument in
            if argument.expression.is(ClosureExprSyntax.self) { return true }
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName else { return false }
            if case .binaryOperator = name.tokenKind { return true }
            return functionSignatures[name.text] != nil && localBinding(name.text) == nil
          }
        return takesFunction && Self.sequenceWalkers.contains(member.declName.baseName.text)
      }
      if let argument = parent?.as(LabeledExprSyntax.self), argument.label == nil,
        let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self), outer.arguments.count == 1,
        outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array"
      {
        return true
      }
      return false
    }

    /// Whether every argument is an integer literal (`max(1, 2)`, `abs(-3)`).
    static func allIntegerLiterals(_ arguments: [Argument]) -> Bool {
      !arguments.isEmpty && arguments.allSatisfy { integerLiteral($0.expression) != nil }
    }
  }
#endif
