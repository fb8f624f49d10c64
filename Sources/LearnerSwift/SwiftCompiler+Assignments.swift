#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// One link of a place's path: `.name`, `[index]` or `.0`.
    enum PathStep {
      case member(String)
      case index(ExprSyntax)
      /// `[key, default: value]`: read with the default, set as `[key]`.
      case defaultIndex(ExprSyntax, fallback: ExprSyntax, valueType: TypeSyntax? = nil)
      case element(Int)
    }

    /// Where a stored value comes from.
    enum Source {
      case expression(ExprSyntax)
      /// `x += e`: the old value, the operator, the right side.
      case compound(SwiftProgram.Operator, ExprSyntax, literal: SwiftProgram.LiteralSide)
      /// A value in a slot; `literal` when it is an integer literal's (it may go into a Double).
      case temporary(Int, literal: Bool)
    }

    /// Works out the subscripts of an assignment's place before its value, once, as Swift does.
    ///
    /// `a[i] = f()`: a value that calls a function (which may change `i`) comes after them;
    /// `a[i()] += 1` calls `i` once, though the place is read and set. Each subscript that is
    /// no literal goes into a slot its link then reads; returns their nodes.
    mutating func takeIndexes(of place: ExprSyntax, before value: ExprSyntax) throws(SwiftRunError) -> [SyntaxIdentifier] {
      guard Self.callsAFunction(Syntax(value)) || Self.callsAFunction(Syntax(place)) else { return [] }
      var subscripts: [ExprSyntax] = []
      var link: ExprSyntax? = place
      while let current = link {
        if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
          if subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first?.expression,
            subscriptCall.arguments.first?.label == nil, index.is(IntegerLiteralExprSyntax.self) == false,
            index.is(StringLiteralExprSyntax.self) == false
          {
            subscripts.insert(index, at: 0)
          }
          link = subscriptCall.calledExpression
        } else if let member = current.as(MemberAccessExprSyntax.self) {
          link = member.base
        } else {
          link = nil
        }
      }
      var taken: [SyntaxIdentifier] = []
      for index in subscripts {
        try compileExpression(index)
        let slot = temporary()
        emit(.store(slot))
        indexesTaken[index.id] = slot
        taken.append(index.id)
      }
      return taken
    }

    /// Whether an expression calls a function or method anywhere in it.
    static func callsAFunction(_ node: Syntax) -> Bool {
      node.is(FunctionCallExprSyntax.self) || node.children(viewMode: .sourceAccurate).contains(where: callsAFunction)
    }

    /// The variable a place starts at (`p` in `p.x[2]`), or `self` for a property of `self`.
    func rootName(of place: ExprSyntax) -> String? {
      if let name = place.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
      if let member = place.as(MemberAccessExprSyntax.self), let base = member.base { return rootName(of: base) }
      if let subscriptCall = place.as(SubscriptCallExprSyntax.self) { return rootName(of: subscriptCall.calledExpression) }
      // `c!.items`: the path is set through the instance `c` holds (see `path(of:)`).
      if let force = place.as(ForceUnwrapExprSyntax.self) { return rootName(of: force.expression) }
      return nil
    }

    /// Whether a place is a variable itself, not a path into one.
    func rootIsWhole(_ place: ExprSyntax) -> Bool { place.is(DeclReferenceExprSyntax.self) }

    /// A place as its root binding and the path below it.
    mutating func path(of place: ExprSyntax) throws(SwiftRunError) -> (root: Binding, name: String, steps: [PathStep]) {
      if let name = place.as(DeclReferenceExprSyntax.self) {
        let text = name.baseName.text
        switch try resolve(text, at: name) {
        case .variable(let binding): return (binding, text, [])
        case .selfMember(let selfBinding): return (selfBinding, "self", [.member(text)])
        default: throw error(name, "cannot assign to '\(text)'")
        }
      }
      if let member = place.as(MemberAccessExprSyntax.self), let base = member.base {
        if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, let type = typeIndex[typeName],
          localBinding(typeName) == nil
        {
          // A static property: a global named `Type.name` (a superclass's, for a class).
          let owners = lineage(of: type).map { "\(types[$0].name).\(member.declName.baseName.text)" }
          guard let qualified = owners.first(where: { globalScope[$0] != nil }), let binding = globalScope[qualified] else {
            throw error(member, "type '\(typeName)' has no member '\(member.declName.baseName.text)'")
          }
          return (binding, qualified, [])
        }
        var found: (root: Binding, name: String, steps: [PathStep])
        if let call = base.as(FunctionCallExprSyntax.self) {
          // `a.constraint(…).isActive = true`: the object the call gives is set through; a
          // struct it gives cannot be, as swiftc says (the run, where the pass cannot see it).
          let callee =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "function call"
          if case .named(let type)? = staticType(of: base)?.type, let index = typeIndex[type],
            types[index].kind == .structType || types[index].kind == .enumType
          {
            throw typeError(
              at: member.declName.positionAfterSkippingLeadingTrivia,
              "cannot assign to property: '\(callee)' returns immutable value")
          }
          try compileExpression(base)
          let temp = temporary()
          emit(.store(temp))
          found = (Binding(slot: temp, isGlobal: false, isMutable: false), Self.callResult + callee, [])
        } else if let force = base.as(ForceUnwrapExprSyntax.self),
          case .optional(.named(let type))? = staticType(of: force.expression)?.type,
          let index = typeIndex[type], isReference(index)
        {
          // `c!.count = 2` of a class's instance: it is unwrapped (a nil stops the run) and set
          // where it is; the optional that holds it is not written.
          try compileExpression(base)
          let temp = temporary()
          emit(.store(temp))
          found = (Binding(slot: temp, isGlobal: false, isMutable: false), force.expression.trimmedDescription, [])
        } else {
          found = try path(of: base)
        }
        if let index = Int(member.declName.baseName.text) {
          found.steps.append(.element(index))
        } else {
          found.steps.append(.member(member.declName.baseName.text))
        }
        return found
      }
      if let subscriptCall = place.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first {
        var found = try path(of: subscriptCall.calledExpression)
        if let fallback = Self.subscriptDefault(subscriptCall) {
          found.steps.append(
            .defaultIndex(index.expression, fallback: fallback, valueType: valueType(of: subscriptCall.calledExpression)))
        } else if subscriptCall.arguments.count == 1 {
          found.steps.append(.index(index.expression))
        } else {
          throw unsupported(subscriptCall, "a subscript with several arguments")
        }
        return found
      }
      throw unsupported(place, "assigning to " + Self.construct(place))
    }

    /// The default of a dictionary's `[key, default: value]`, if the subscript is one.
    static func subscriptDefault(_ subscriptCall: SubscriptCallExprSyntax) -> ExprSyntax? {
      guard subscriptCall.arguments.count == 2, let last = subscriptCall.arguments.last, last.label?.text == "default" else {
        return nil
      }
      return last.expression
    }

    /// `x = e`, `x += e`, `p.x = e`, `xs[i] -= e`: true when `expression` was one.
    mutating func compileAssignment(_ expression: ExprSyntax) throws(SwiftRunError) -> Bool {
      guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
      if infix.operator.is(AssignmentExprSyntax.self) {
        if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
          try compileExpression(infix.rightOperand)
          emit(.pop)
          return true
        }
        if let tuple = infix.leftOperand.as(TupleExprSyntax.self), tuple.elements.count > 1 {
          try checkTupleCount(tuple, assigned: infix.rightOperand)
          let values = infix.rightOperand.as(TupleExprSyntax.self)?.elements.map(\.expression)
          try compileExpression(infix.rightOperand)
          let temp = temporary()
          emit(.store(temp))
          for (index, element) in tuple.elements.enumerated() {
            emit(.load(temp))
            emit(.tupleElement(index, line: line(element)))
            let part = temporary()
            emit(.store(part))
            let value = values.flatMap { $0.count == tuple.elements.count ? $0[index] : nil }
            try assign(element.expression, from: part, literal: value.flatMap { staticType(of: $0)?.literal } != nil)
          }
          return true
        }
        try checkAssignment(infix.leftOperand, infix.rightOperand, operator: infix.operator)
        try refuseKeeping(infix.rightOperand, at: infix.operator.positionAfterSkippingLeadingTrivia) {
          "assigning non-escaping parameter '\($0)' to an '@escaping' closure"
        }
        let taken = try takeIndexes(of: infix.leftOperand, before: infix.rightOperand)
        defer { for id in taken { indexesTaken[id] = nil } }
        try store(infix.leftOperand, .expression(infix.rightOperand))
        return true
      }
      if let binary = infix.operator.as(BinaryOperatorExprSyntax.self),
        ["+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^="].contains(binary.operator.text),
        let operation = SwiftProgram.Operator(rawValue: String(binary.operator.text.dropLast()))
      {
        if let member = infix.leftOperand.as(MemberAccessExprSyntax.self), let base = member.base {
          try checkAccess(member.declName.baseName.text, of: base, at: member.declName, setting: true, compound: infix.operator)
        }
        try checkCompound(infix.leftOperand, infix.rightOperand, operator: infix.operator)
        try refuseDivisionByZero(binary.operator.text, infix.leftOperand, infix.rightOperand, at: binary.operator)
        // The place's subscripts, then the right side, then the place is read and set: a right
        // side that calls a function which changes the place (`total += bonus()`) changes it
        // before it is read, as in Swift.
        let taken = try takeIndexes(of: infix.leftOperand, before: infix.rightOperand)
        defer { for id in taken { indexesTaken[id] = nil } }
        if Self.callsAFunction(Syntax(infix.rightOperand)) {
          try compileCompoundRight(infix.rightOperand, of: infix.leftOperand)
          let slot = temporary()
          emit(.store(slot))
          indexesTaken[infix.rightOperand.id] = slot
        }
        defer { indexesTaken[infix.rightOperand.id] = nil }
        try store(
          infix.leftOperand,
          .compound(
            operation, infix.rightOperand,
            literal: operation.isBitwise ? .neither : Self.literalSide(infix.leftOperand, infix.rightOperand)))
        return true
      }
      return false
    }

    /// Stores the value in a temporary slot into a place.
    mutating func assign(_ place: ExprSyntax, from temp: Int, literal: Bool = false) throws(SwiftRunError) {
      try store(place, .temporary(temp, literal: literal))
    }

    /// Stores into a place: a variable directly; a path by reading each link, setting the last
    /// and setting each link back into the one above (a class instance changes in the heap).
    mutating func store(_ place: ExprSyntax, _ source: Source) throws(SwiftRunError) {
      if let member = place.as(MemberAccessExprSyntax.self), let base = member.base {
        // `p.y = 2` of a P without `y`: refused before anything runs, as a read of it is.
        if Int(member.declName.baseName.text) == nil { try checkMember(member.declName.baseName.text, of: base, at: member) }
        try checkAccess(member.declName.baseName.text, of: base, at: member.declName, setting: true)
      }
      var (root, name, steps) = try path(of: place)
      let at = line(place)
      if !root.isMutable, root.host == nil, steps.count > 1, let (reference, below) = referenceBase(of: place, steps: steps.count)
      {
        // `arr[0].v = 5` for a `let arr: [Box]`: the class instance changes where it is, and the
        // constant that leads to it is not written.
        try compileExpression(reference)
        let slot = temporary()
        emit(.store(slot))
        (root, name, steps) = (
          Binding(slot: slot, isGlobal: false, isMutable: false), reference.trimmedDescription, Array(steps.suffix(below))
        )
      }
      if !root.isMutable, root.host == nil, writesIntoConstant(place, root: root, steps: steps) {
        let (words, position) = constantWrite(place, source)
        throw typeError(at: position, "\(words): '\(name)' is a 'let' constant")
      }
      if steps.isEmpty {
        guard root.isMutable || root.isDeferred else {
          throw error(place, "cannot assign to value: '\(name)' is a 'let' constant")
        }
        if case .expression(let expression) = source, root.type == nil, case .named(let type)? = bindingType(root),
          host.optionSets[type] != nil
        {
          // `o = [.repeat]` for a name whose value was of the chapter's option set.
          try compileOptionSetValue(expression, type: type)
        } else if case .expression(let expression) = source {
          // `t = .identity`: an implicit member is the name's type's, declared or inferred.
          let implied = Self.isImplicitMember(expression) ? bindingType(root)?.syntax : nil
          try compileValue(expression, type: root.type ?? implied, conversion: .assignment)
        } else {
          try emitSource(
            source, into: place, current: { (compiler: inout SwiftCompiler) throws(SwiftRunError) in compiler.emitLoad(root) })
          if case .temporary(_, false) = source, let type = root.type, Self.coercion(type) != nil,
            Self.coercion(type) != .optional
          {
            emitExactDouble(place, type, .assignment)
          }
          if let coercion = Self.coercion(root.type) { emit(.coerce(coercion)) }
        }
        emitStore(root)
        return
      }
      emitLoad(root)
      for step in steps.dropLast() {
        emit(.dup)
        try emitLink(step, set: false, line: at)
      }
      guard let last = steps.last else { return }
      if case .expression(let expression) = source, !expression.is(NilLiteralExprSyntax.self),
        let wanted = placeType(place)
      {
        // A literal stored in a Double element or property is a Double (in an array of them, or
        // a tuple, too); a tuple takes the labels of the property's type.
        try compileValue(expression, type: wanted, conversion: .assignment)
        try emitLink(last, set: true, line: at, literal: true, releasing: steps.count == 1 ? Self.place(of: root) : .none)
        try emitWriteBack(steps.dropLast(), root: root, name: name, line: at)
        return
      }
      try emitSource(
        source, into: place,
        current: { (compiler: inout SwiftCompiler) throws(SwiftRunError) in
          compiler.emit(.dup)
          try compiler.emitLink(last, set: false, line: at)
        })
      // The value is on top, its container below. A literal may go into a Double property.
      var literal = false
      switch source {
      case .expression(let expression): literal = staticType(of: expression)?.literal != nil
      case .temporary(_, let isLiteral): literal = isLiteral
      case .compound: break
      }
      if case .index = last, !isCompound(source), uncheckedContainer(place) {
        emitCheckElement(
          containerDepth: 1, literal: literal, line: at, "cannot assign value of type 'Int' to subscript of type 'Double'")
      }
      // A variable's own element is set with the variable let go of (`SwiftMachine.letGo`).
      try emitLink(last, set: true, line: at, literal: literal, releasing: steps.count == 1 ? Self.place(of: root) : .none)
      try emitWriteBack(steps.dropLast(), root: root, name: name, line: at)
    }

    /// Whether setting `place` writes into its constant `root` (swiftc's error, before anything
    /// runs): `a[0] = 2` or `t.0 = 5` of a constant array, dictionary or tuple, a part of a
    /// constant that holds a struct or an array, however far down, or the constant handed
    /// `inout`.
    func writesIntoConstant(_ place: ExprSyntax, root: Binding, steps: [PathStep]) -> Bool {
      switch steps.first {
      case .index? where steps.count == 1: return !root.isDeferred && place.is(SubscriptCallExprSyntax.self)
      case .element? where steps.count == 1: return !root.isDeferred && place.is(MemberAccessExprSyntax.self)
      case .member?: return isValueThroughout(place, root: root)
      // `f(&n)` for a `let n`.
      case nil: return !root.isDeferred && storesWriteBack && place.parent?.is(InOutExprSyntax.self) == true
      default: return steps.count > 1 && isValueThroughout(place, root: root)
      }
    }

    /// How swiftc words a write into a constant through `place`, and where it points: at a
    /// mutating method's name, an `inout` argument's `&`, a compound operator, a subscript's
    /// bracket, or the property set.
    func constantWrite(_ place: ExprSyntax, _ source: Source) -> (String, AbsolutePosition) {
      if storesWriteBack, let method = place.parent?.as(MemberAccessExprSyntax.self), method.base?.id == place.id {
        return ("cannot use mutating member on immutable value", method.declName.positionAfterSkippingLeadingTrivia)
      }
      if storesWriteBack, let argument = place.parent?.as(InOutExprSyntax.self) {
        return ("cannot pass immutable value as inout argument", argument.positionAfterSkippingLeadingTrivia)
      }
      if case .compound = source, let infix = place.parent?.as(InfixOperatorExprSyntax.self) {
        return ("left side of mutating operator isn't mutable", infix.operator.positionAfterSkippingLeadingTrivia)
      }
      if let subscriptCall = place.as(SubscriptCallExprSyntax.self) {
        return ("cannot assign through subscript", subscriptCall.leftSquare.positionAfterSkippingLeadingTrivia)
      }
      if let member = place.as(MemberAccessExprSyntax.self) {
        return ("cannot assign to property", member.declName.positionAfterSkippingLeadingTrivia)
      }
      return ("cannot assign to value", place.positionAfterSkippingLeadingTrivia)
    }

    /// Whether everything from the constant `root` down to `place` is a value: the root a
    /// struct, an enum or a protocol's value of the program's, an array or a dictionary, and
    /// no class's instance (which changes where it is) or class-bound protocol's value on the
    /// way.
    func isValueThroughout(_ place: ExprSyntax, root: Binding) -> Bool {
      func isValue(_ type: SwiftStaticType?) -> Bool {
        switch type {
        case .array?, .dictionary?: return true
        case .named(let name)?:
          // A protocol's value that is not class-bound is a value, whatever it holds.
          guard let index = typeIndex[name] else { return false }
          return !isReference(index)
        default: return false
        }
      }
      guard isValue(bindingType(root)) else { return false }
      var link = place
      while true {
        let base: ExprSyntax?
        if let member = link.as(MemberAccessExprSyntax.self) {
          base = member.base
        } else if let subscriptCall = link.as(SubscriptCallExprSyntax.self) {
          base = subscriptCall.calledExpression
        } else {
          return link.is(DeclReferenceExprSyntax.self)
        }
        guard let base else { return false }
        // A part whose type the pass does not know is taken for a value, as the struct's own
        // property is (a class's is known, and `referenceBase` has taken the path from it).
        if !base.is(DeclReferenceExprSyntax.self), let type = staticType(of: base)?.type, !isValue(type) { return false }
        link = base
      }
    }

    /// The type of `type`'s values (an optional's, of what it wraps) when the pass knows it is
    /// no reference, which `weak` and `unowned` cannot hold; nil for a reference or a type it
    /// does not know.
    func nonReference(_ type: SwiftStaticType) -> SwiftStaticType? {
      switch type {
      case .optional(let wrapped): return nonReference(wrapped)
      case .array, .dictionary: return type
      case .named(let name):
        if let index = typeIndex[name] { return isReference(index) ? nil : type }
        return SwiftStaticType.simple.contains(name) ? type : nil
      }
    }

    /// Whether a value of the program's type `index` is a reference: a class's instance, or
    /// a class-bound protocol's value (`protocol Named: AnyObject`), which only a class meets.
    func isReference(_ index: Int, visiting: Set<Int> = []) -> Bool {
      if types[index].kind == .classType { return true }
      guard types[index].kind == .protocolType, !visiting.contains(index) else { return false }
      return records[index].inherited.contains { name in
        name == "AnyObject" || name == "class"
          || typeIndex[name].map { isReference($0, visiting: visiting.union([index])) } == true
      }
    }

    /// The innermost part of `place` above its last link that the type pass knows is a reference
    /// (`isReference`), with how many of the place's `steps` links lie below it; nil when none is, or
    /// when the place calls a function (its subscripts are worked out once, beforehand).
    func referenceBase(of place: ExprSyntax, steps: Int) -> (ExprSyntax, Int)? {
      guard !Self.callsAFunction(Syntax(place)) else { return nil }
      var link: ExprSyntax? = place
      var below = 0
      while let current = link, below < steps - 1 {
        if let member = current.as(MemberAccessExprSyntax.self) {
          link = member.base
        } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
          link = subscriptCall.calledExpression
        } else {
          return nil
        }
        below += 1
        guard let base = link else { return nil }
        if case .named(let type)? = staticType(of: base)?.type,
          typeIndex[type].map({ isReference($0) }) ?? host.classes.contains(type)
        {
          // A class of the program's, or of the chapter's (`views[1].tag = 4`).
          return (base, below)
        }
      }
      return nil
    }

    /// Stores the changed value back up the chain (`steps`, innermost last) into the root:
    /// a variable is stored; a constant is not, and is checked to lead to a reference.
    private mutating func emitWriteBack(_ steps: ArraySlice<PathStep>, root: Binding, name: String, line at: Int)
      throws(SwiftRunError)
    {
      // A constant is checked before anything is written back: its parts change only where a
      // reference is (`views[1].tag = 4`, `let` as `views` is).
      if !root.isMutable { emit(.checkReference(name: intern(name), depth: steps.count, line: at)) }
      for step in steps.reversed() { try emitLink(step, set: true, line: at) }
      if root.isMutable {
        emitStore(root)
      } else {
        emit(.pop)
      }
    }

    /// Where a variable of the learner's program keeps its value, for an instruction that lets
    /// go of it while it changes the value; `.none` for a chapter's object or a constant.
    static func place(of binding: Binding) -> SwiftProgram.Place {
      guard binding.host == nil, binding.isMutable else { return .none }
      if binding.isGlobal { return .global(binding.slot) }
      return binding.isBoxed ? .box(binding.slot) : .local(binding.slot)
    }

    /// The variable `place` is, when it is one of the program's own; or the property of one
    /// it is, one step down (`m.items`, `self.items`, `items` in a method).
    ///
    /// A property's value is changed through its variable only when the variable may be
    /// written, or holds a class instance, whose properties change where it is.
    mutating func variablePlace(_ place: ExprSyntax?) -> SwiftProgram.Place {
      if let reference = place?.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
        switch try? resolve(reference.baseName.text, at: reference) {
        case .variable(let binding)?: return Self.place(of: binding)
        case .selfMember(let selfBinding)?:
          return memberPlace(of: selfBinding, reference.baseName.text, isClass: context.selfType.map(isClass) ?? false)
        default: return .none
        }
      }
      guard let member = place?.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
        Int(member.declName.baseName.text) == nil,
        case .variable(let binding)? = try? resolve(base.baseName.text, at: base)
      else { return .none }
      let baseType: SwiftStaticType? = staticType(of: ExprSyntax(base))?.type
      let isClass: Bool
      if case .named(let name)? = baseType, let type = typeIndex[name] { isClass = self.isClass(type) } else { isClass = false }
      return memberPlace(of: binding, member.declName.baseName.text, isClass: isClass)
    }

    /// The property `name` of what `binding` holds, as a place; `.none` for a constant holding
    /// a struct (its properties are never written) or a chapter's object.
    private mutating func memberPlace(of binding: Binding, _ name: String, isClass: Bool) -> SwiftProgram.Place {
      guard binding.host == nil, !binding.isBoxed, binding.isMutable || isClass else { return .none }
      let name = intern(name)
      return binding.isGlobal ? .globalMember(binding.slot, name: name) : .localMember(binding.slot, name: name)
    }

    /// Whether the program's type at `index` is a class.
    private func isClass(_ index: Int) -> Bool { types[index].kind == .classType }

    /// What the name a path through a call's value goes by starts with, the callee's name
    /// after it: no variable's.
    static let callResult = " call "

    /// The frameworks' type of a chapter's object's property (`v.frame`), as the chapter names it.
    func hostMemberType(of place: ExprSyntax) -> SwiftStaticType? {
      guard let member = place.as(MemberAccessExprSyntax.self), member.base != nil else { return nil }
      return host.memberTypes[member.declName.baseName.text].map { .named($0) }
    }

    /// `.zero`, `.identity`: a member whose type is the one the place wants.
    static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
      expression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
    }

    /// Pushes the value to store; a compound assignment reads the current value through `current`.
    mutating func emitSource(
      _ source: Source, into place: ExprSyntax, current: (inout SwiftCompiler) throws(SwiftRunError) -> Void
    )
      throws(SwiftRunError)
    {
      switch source {
      case .expression(let expression):
        if Self.isImplicitMember(expression), let wanted = assignedType(place) ?? hostMemberType(of: place) {
          // `v.transform = .identity`: the member is the place's type's.
          try compileValue(expression, type: wanted.syntax, conversion: .assignment)
        } else if expression.is(ClosureExprSyntax.self) || Self.isOperatorReference(expression),
          let written = writtenType(of: place), Self.isFunctionType(written)
        {
          // `c.op = { $0 / 4 }` for a `((Double) -> Double)?`: the closure takes the place's type;
          // so does an operator (`c.op = (/)` divides Doubles).
          try compileValue(expression, type: written, conversion: .assignment)
        } else {
          try compileExpression(expression)
        }
      case .compound(let operation, let right, let literal):
        try current(&self)
        if let slot = indexesTaken[right.id] { emit(.load(slot)) } else { try compileCompoundRight(right, of: place) }
        emit(.binary(operation, line: line(right), literal: literal))
      case .temporary(let slot, _):
        emit(.load(slot))
      }
    }

    /// Whether an expression is an operator written as a function value (`(/)`, `+`).
    static func isOperatorReference(_ expression: ExprSyntax) -> Bool {
      var inner = expression
      while let tuple = inner.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        inner = only.expression
      }
      guard let name = inner.as(DeclReferenceExprSyntax.self) else { return false }
      return SwiftProgram.Operator(rawValue: name.baseName.text) != nil
    }

    /// The type of a dictionary's values, when the pass knows it is a Double's (a default given
    /// as an integer literal is then a Double); nil otherwise.
    func valueType(of dictionary: ExprSyntax) -> TypeSyntax? {
      guard case .dictionary(_, let value)? = staticType(of: dictionary)?.type, value.isFloating else { return nil }
      return value.syntax
    }

    /// The type of a place a value is stored into that the value must take: one holding Doubles
    /// (`s.readings = [1, 2]` for a `[Double]`) or optionals (`names[0] = "b"` for a
    /// `[String?]`), or a tuple type with labels or Doubles (`s.wh = (3, 4)` for `(Double,
    /// Double)`); nil for any other.
    func placeType(_ place: ExprSyntax) -> TypeSyntax? {
      if let wanted = assignedType(place), wanted.holdsFloating || wanted.holdsOptional { return wanted.syntax }
      guard !place.is(SubscriptCallExprSyntax.self), let written = writtenType(of: place),
        let tuple = Self.tupleElements(of: written),
        tuple.contains(where: { $0.label != nil || $0.type?.holdsFloating == true })
      else { return nil }
      return written
    }

    /// The right side of a compound assignment to `place`.
    mutating func compileCompoundRight(_ right: ExprSyntax, of place: ExprSyntax) throws(SwiftRunError) {
      // `xs += [2]` for a `[Double]`: the literal's elements are Doubles; so are `d += 1 / 4`'s.
      if case .array(let element)? = assignedType(place), element.isFloating || element.isOptional {
        // `tags += ["y"]` for a `[String?]`: each is an optional.
        try compileValue(right, type: SwiftStaticType.array(element).syntax, conversion: .argument)
      } else if let wanted = assignedType(place), wanted.isFloating, Self.isArithmetic(right),
        staticType(of: right)?.literal != nil
      {
        try compileValue(right, type: wanted.syntax, conversion: .argument)
      } else {
        try compileExpression(right)
      }
    }

    /// Reads a link of a path ([container] → its part), or sets it ([container, value] → the
    /// container with the part set); a subscript set lets go of the container's variable
    /// (`releasing`) while it sets.
    mutating func emitLink(
      _ step: PathStep, set: Bool, line at: Int, literal: Bool = false, releasing: SwiftProgram.Place = .none
    ) throws(SwiftRunError) {
      switch step {
      case .member(let name):
        emit(
          set
            ? .setMember(name: intern(name), line: at, literal: literal, checked: storesWriteBack)
            : .getMember(name: intern(name), line: at))
      case .index(let index):
        if let slot = indexesTaken[index.id] { emit(.load(slot)) } else { try compileExpression(index) }
        emit(set ? .subscriptSet(line: at, releasing: releasing) : .subscriptGet(line: at))
      case .defaultIndex(let index, _, _) where set:
        try compileExpression(index)
        emit(.subscriptSet(line: at, releasing: releasing))
      case .defaultIndex(let index, let fallback, let valueType):
        try compileExpression(index)
        // `counts["k", default: 0]` of a `[String: Double]` defaults to 0.0.
        try compileValue(fallback, type: valueType)
        emit(.callMethod(selector: intern(" subscript(_:default:)"), arguments: 2, line: at, writeBack: false))
      case .element(let index) where set:
        emitConstant(.int(index))
        emit(.subscriptSet(line: at))
      case .element(let index): emit(.tupleElement(index, line: at))
      }
    }
  }
#endif
