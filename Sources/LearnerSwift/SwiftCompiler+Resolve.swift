#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// What a name means where it is used.
    enum Resolution {
      /// A variable or constant (a closure's capture included).
      case variable(Binding)
      /// A stored or computed property, or a method, of `self` (written without `self.`).
      case selfMember(Binding)
      /// A free function (or a static method, inside its type), by the name its signatures have.
      case function(String)
      /// A struct, class or enum of the program.
      case type(Int)
      /// A class of the chapter the code runs in (`UIView`).
      case hostType(String)
    }

    /// Resolves a name: the one place where the compiler decides what a name means.
    ///
    /// In order: the function's own scopes, innermost first; for a closure, the enclosing
    /// functions' names, captured (a `var` in its box, anything else by value); the members of
    /// `self` in a method; the globals; free functions; the program's types; then what the
    /// chapter puts in scope (`host`): its objects by name (`root`, `um`), its classes
    /// (`UIView`), and the names the books print from before Swift 3, answered with the modern
    /// spelling. Anything not found here is "cannot find 'x' in scope", at compile time.
    mutating func resolve(_ name: String, at node: some SyntaxProtocol) throws(SwiftRunError) -> Resolution {
      if let binding = localBinding(name) { return .variable(binding) }
      if let binding = try captureBinding(name) { return .variable(binding) }
      if let type = enclosingType {
        let isStatic = context.isStatic || outer.last(where: { $0.selfType != nil })?.isStatic == true
        if !isStatic, name != "self", hasMember(type, name), let selfBinding = try selfBinding() {
          try refuseImplicitSelf(name, of: type, at: node)
          return .selfMember(selfBinding)
        }
        let qualified = "\(types[type].name).\(name)"
        if let binding = globalScope[qualified] { return .variable(binding) }
        if functionSignatures[qualified] != nil { return .function(qualified) }
      }
      if let binding = globalScope[name] { return .variable(binding) }
      if functionSignatures[name] != nil { return .function(name) }
      if let type = typeIndex[name] { return .type(type) }
      if host.objects.contains(name) {
        return .variable(Binding(slot: -1, isGlobal: false, isMutable: false, host: intern(name)))
      }
      if host.classes.contains(name) { return .hostType(name) }
      if let modern = host.renamed[name] {
        throw SwiftRunError(
          line: line(node), "'\(name)' has been renamed to '\(modern)' (Swift 3 named the frameworks' API anew)")
      }
      if Self.standardTypeNames.contains(name) || Self.unsupportedStandardTypeNames.contains(name)
        || Self.frameworkTypeNames.contains(name)
      {
        // `Double.nan`, `Int.bitWidth`: Swift has the type; the subset has not this use of it.
        let member = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.trimmedDescription
        throw unsupported(node, member.map { "'\($0)'" } ?? "the type '\(name)' as a value")
      }
      if Self.unsupportedStandardFunctions.contains(name) {
        throw unsupported(node, "the standard library's '\(name)'")
      }
      if Self.builtinNames.contains(name) {
        // `reduce(0, max)`, `map(abs)`: the subset calls them, and has no value of them.
        throw unsupported(node, "the standard library's '\(name)' as a value")
      }
      if name == "Swift" || name == "Foundation" {
        let qualified = Syntax(node).parent?.as(MemberAccessExprSyntax.self)?.trimmedDescription ?? name
        throw unsupported(node, "a name qualified by its module ('\(qualified)')")
      }
      if Self.declaresLocalFunctionLater(name, after: Syntax(node)) {
        // Swift lets local functions call each other whatever their order; the subset declares
        // each where it is written.
        throw unsupported(node, "calling a local function declared after the call ('\(name)')")
      }
      throw SwiftRunError(line: line(node), "cannot find '\(name)' in scope")
    }

    /// Whether a block that holds `node` declares a local function called `name` after it.
    static func declaresLocalFunctionLater(_ name: String, after node: Syntax) -> Bool {
      var current = node.parent
      while let block = current {
        if let statements = block.as(CodeBlockItemListSyntax.self), statements.parent?.is(SourceFileSyntax.self) == false {
          let later = statements.contains { item in
            item.position > node.position && item.item.as(FunctionDeclSyntax.self)?.name.text == name
          }
          if later { return true }
        }
        current = block.parent
      }
      return false
    }

    /// Free functions of the standard library the subset does not run: refused by name, since
    /// Swift has them (`cannot find` would say it has not).
    static let unsupportedStandardFunctions: Set<String> = [
      "type", "dump", "debugPrint", "swap", "readLine", "repeatElement", "sequence", "numericCast", "unsafeBitCast",
      "withExtendedLifetime",
    ]

    /// A name declared in the function being compiled.
    func localBinding(_ name: String) -> Binding? {
      for scope in context.scopes.reversed() { if let found = scope.names[name] { return found } }
      return nil
    }

    /// `self` in a method or initializer (or captured by a closure in one).
    mutating func selfBinding() throws(SwiftRunError) -> Binding? {
      if let binding = localBinding("self") { return binding }
      return try captureBinding("self")
    }

    /// A name of an enclosing function, captured by the closures between it and here.
    mutating func captureBinding(_ name: String) throws(SwiftRunError) -> Binding? {
      guard context.isClosure else { return nil }
      // Find the innermost enclosing context that declares it.
      var found: (depth: Int, binding: Binding)?
      for depth in stride(from: outer.count - 1, through: 0, by: -1) {
        if let binding = outer[depth].scopes.reversed().lazy.compactMap({ $0.names[name] }).first {
          found = (depth, binding)
          break
        }
        if !outer[depth].isClosure { break }
      }
      guard let (depth, declared) = found else { return nil }
      var binding = declared
      if binding.isGlobal { return binding }
      try refuseEscapingCapture(name, declared, closures: (outer[(depth + 1)...].map(\.closureNode) + [context.closureNode]))
      // Each closure from there to here captures it from the one outside.
      var contexts = Array(outer[(depth + 1)...]) + [context]
      for index in contexts.indices {
        var inner = Binding(
          slot: contexts[index].slots, isGlobal: false, isMutable: binding.isBoxed, isBoxed: binding.isBoxed, type: binding.type,
          staticType: binding.staticType)
        inner.ownership = binding.ownership
        if let existing = contexts[index].captures.first(where: { $0.name == name }),
          let declared = contexts[index].scopes[0].names[name]
        {
          _ = existing
          inner = declared
        } else {
          contexts[index].captures.append((name, binding))
          contexts[index].slots += 1
          contexts[index].localNames.append(name)
          contexts[index].scopes[0].names[name] = inner
        }
        binding = inner
      }
      context = contexts.removeLast()
      outer.replaceSubrange((depth + 1)..., with: contexts)
      return binding
    }

    /// The type, then its superclass, and so on up: where a member is looked for, in order.
    func lineage(of type: Int) -> [Int] {
      var chain = [type]
      while let parent = types[chain[chain.count - 1]].superclass { chain.append(parent) }
      return chain
    }

    /// Whether the type (or a superclass, or a protocol it conforms to) has a member so named.
    func hasMember(_ type: Int, _ name: String) -> Bool {
      for current in lineage(of: type) {
        let record = records[current]
        if record.fields.contains(where: { $0.name == name }) || record.computed.contains(where: { $0.name == name })
          || record.lazies.contains(where: { $0.name == name })
          || record.methods.contains(where: { $0.name == name && !$0.isStatic })
          || record.requirements.contains(where: { $0 == name || $0.hasPrefix(name + "(") })
          || (name == "rawValue" && !types[current].rawValues.isEmpty)
        {
          return true
        }
        for conformance in types[current].conformances {
          if let proto = typeIndex[conformance], proto != current, hasMember(proto, name) { return true }
        }
      }
      return false
    }
  }
#endif
