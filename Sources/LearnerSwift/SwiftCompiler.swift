#if canImport(SwiftParser)
  import SwiftOperators
  import SwiftParser
  import SwiftParserDiagnostics
  import SwiftSyntax
  import Synchronization

  /// Compiles the learner's Swift, read by SwiftParser, into a `SwiftProgram`; anything outside
  /// the subset is refused with its line and a message that names the construct.
  public struct SwiftCompiler: Sendable {
    /// A name in scope: its slot, whether it is global, whether it may change (`var`), whether
    /// it lives in a heap box (a `var` that a closure captures) and how a stored value is coerced.
    struct Binding {
      var slot: Int
      var isGlobal: Bool
      var isMutable: Bool
      var isBoxed = false
      var type: TypeSyntax?
      /// One of the chapter's objects, by its name's index: read by asking the chapter.
      var host: Int?
      /// An `inout` parameter or a mutating method's `self`: what its call writes back, which
      /// a closure that escapes may not capture.
      var isWrittenBack = false
      /// A parameter of a function type not written `@escaping`: a closure the call lends, which
      /// may be called and not kept.
      var isNonEscaping = false
      /// The static type the type pass knows it has (`SwiftCompiler.staticType(of:)`), when its
      /// declaration writes none that `type` holds (`let n = count()`).
      var staticType: SwiftStaticType?
      /// The elements of the tuple it was declared with, when its declaration writes no type
      /// (`let t = (1, 2.5)`; see `SwiftCompiler+Tuples.swift`).
      var tupleElements: [TupleElement]?
      /// A constant declared without a value: given one by an assignment, once on every path
      /// (`SwiftCompiler+DeferredConstants.swift` checks that before anything runs).
      var isDeferred = false
      /// A closure's capture-list entry written `weak` or `unowned`: its slot holds the object
      /// `unretained`, and each read of it reads it as that.
      var ownership: SwiftProgram.Ownership?
    }

    /// A block's names, the `defer` bodies it will run and the handlers it pushed.
    struct Scope {
      var names: [String: Binding] = [:]
      var defers: [CodeBlockSyntax] = []
      var handlers = 0
    }

    /// A loop being compiled: where `continue` goes and the jumps `break` leaves to patch.
    struct Loop {
      var scopeDepth: Int
      var continueTarget: Int
      var breaks: [Int] = []
      var isSwitch = false
      /// A switch case's `fallthrough`s: jumps to the next case's body, and where each is written.
      var fallthroughs: [(jump: Int, at: AbsolutePosition)] = []
      /// Its label (`outer: for …`), which `break outer` and `continue outer` name.
      var label: String?
    }

    /// The function being compiled: its code, its scopes and how many slots it uses.
    struct Context {
      var code: [SwiftProgram.Instruction] = []
      var constants: [SwiftValue] = []
      var scopes: [Scope] = [Scope()]
      var slots = 0
      var localNames: [String] = []
      var isTopLevel: Bool
      /// The `var`s of this function that its closures use: they live in heap boxes.
      var captured: Set<String> = []
      /// The names declared with an ArraySlice (`let tail = a.dropFirst()`), which keeps its
      /// array's indices (`SwiftCompiler+Slices.swift`).
      var sliceNames: Set<String> = []
      /// The names declared with a sequence Swift prints as itself (`let e = xs.enumerated()`),
      /// each with its type's name (`SwiftCompiler+ReversedView.swift`).
      var sequenceNames: [String: String] = [:]
      /// A closure's captured names, each with the binding it has one function out.
      var captures: [(name: String, outer: Binding)] = []
      var isClosure = false
      /// A closure whose capture list holds `self` strongly (`[self]`): its members may be
      /// named without `self.` in it.
      var listsSelf = false
      /// A closure's (or local function's) syntax, where it is written.
      var closureNode: Syntax?
      /// The type whose method (or initializer, or accessor) this is.
      var selfType: Int?
      var isStatic = false
      /// An initializer, setter or `didSet`: it returns `self`.
      var returnsSelf = false
      /// An initializer the program declares, and whether it is failable (`init?`): one that
      /// is may `return nil`.
      var isInitializer = false
      var isFailable = false
      var returnType: TypeSyntax?
      var loops: [Loop] = []
    }

    /// A function's parameters as a call matches them.
    struct Signature {
      var function: Int
      var labels: [String]
      var defaults: [ExprSyntax?]
      var types: [TypeSyntax?]
      var isInout: [Bool]
      var selector: String
    }

    var converter: SourceLocationConverter
    var functions: [SwiftProgram.Function] = [SwiftProgram.Function(name: "main", parameters: 0, locals: 0, code: [])]
    /// Free functions by base name (static methods as `Type.name`).
    var functionSignatures: [String: [Signature]] = [:]
    /// Methods and initializers of every type by base name, for matching a call's labels.
    var methodSignatures: [String: [Signature]] = [:]
    var mutatingSelectors = SwiftBuiltins.mutating.union(SwiftOptionSets.mutating)
    var globals: [String] = []
    var globalScope: [String: Binding] = [:]
    var names: [String] = []
    var nameIndex: [String: Int] = [:]
    var labelLists: [[String]] = []
    var types: [SwiftProgram.TypeInfo] = []
    var typeIndex: [String: Int] = [:]
    var records: [TypeRecord] = []
    var laidOut: Set<Int> = []
    /// A type's synthesized initializer (memberwise, or a class's `init()`), by type.
    var synthesizedInits: [Int: Int] = [:]
    /// The failable initializers (`init?`), by function: a call of one gives an optional.
    var failableInits: Set<Int> = []
    var preludeMethods: [Int: Int] = [:]
    /// The prelude's methods of a String that differ from an array's (`filter` gives a String).
    var stringMethods: [Int: Int] = [:]
    /// The prelude's methods of a Dictionary that differ from an array's (`filter` gives a Dictionary).
    var dictionaryMethods: [Int: Int] = [:]
    var optionalMethods: [Int: Int] = [:]
    var context = Context(isTopLevel: true)
    /// The function the block being compiled puts its top level in (0 for the first block).
    var entry = 0
    /// The first type the block being compiled declares: the ones before are compiled already.
    var firstNewType = 0
    /// What the chapter the code runs in puts in scope: its objects and classes.
    var host = SwiftHostScope()
    /// The uses of the chapter's classes so far (`SwiftProgram.hostCalls`).
    var hostCalls: [SwiftProgram.HostCall] = []
    /// The contexts around the one being compiled (a closure's enclosing functions).
    var outer: [Context] = []
    var emitsStatements = true
    /// How deep the expression being compiled nests (a default argument that constructs its own
    /// type would nest forever).
    var nesting = 0
    /// Set while an arithmetic expression of Doubles is compiled: its integer literals are
    /// Doubles, as Swift types a literal by its context (`let d: Double = 7 / 2` is 3.5).
    var doubleLiterals = false
    /// The exits of the optional chains being compiled (`a?.b` jumps to its chain's end on nil).
    var chainExits: [[Int]] = []
    /// The static types of the parameters of the closure about to be compiled, when the call
    /// it is handed to fixes them (`xs.map { $0 * 2 }` on an `[Int]`): its `compileClosure`
    /// takes them, and no closure inside it sees them.
    var closureParameterHint: [SwiftStaticType]?
    /// The static type of the value a `switch` or an `if case` matches, by its slot, while its
    /// patterns are compiled.
    var matchedTypes: [Int: SwiftStaticType] = [:]
    /// The elements of the tuple a `switch` or an `if case` matches, by its slot, where the
    /// pass knows them: a tuple pattern's parts are matched as their types.
    var matchedTuples: [Int: [TupleElement]] = [:]
    /// Whether the block being compiled is the one the learner has just given (not one of the
    /// blocks before it, compiled again when no compiler they left is at hand).
    var isNewestBlock = true
    /// The function made for each conversion taken as a value (`String.init`), by its type.
    var conversionFunctions: [String: Int] = [:]
    /// A `map`'s closure whose result is an integer literal, in a place of `[Double]`: its
    /// result is a Double (`let ds: [Double] = xs.map { _ in 0 }`), as Swift infers it.
    var doubleResultClosure: SyntaxIdentifier?
    /// The subscripts of the place being assigned that were worked out before its value, by
    /// their nodes: the slots their links read (`takeIndexes`); and a compound assignment's
    /// right side, worked out before the place is read.
    var indexesTaken: [SyntaxIdentifier: Int] = [:]
    /// The subscripts of the `inout` arguments of the function call being compiled, taken
    /// (`takeIndexes`) as each argument is reached; nil outside such a call.
    var inoutIndexes: [SyntaxIdentifier]?
    /// The function that works out each static stored property's initial value on its first
    /// use, by the property's global slot (`declareStatic`).
    var staticInitializers: [Int: Int] = [:]
    /// The struct whose memberwise initializer's default values are being compiled: one of
    /// them cannot make the struct itself.
    var defaultsOf: Int?
    /// The label of the loop or switch compiled next (`outer: for …`).
    var pendingLabel: String?
    /// The places of the tuple literal compiled next that are Doubles, as its array literal
    /// joins its tuples' types (`tupleDoublePlaces`).
    var tupleDoubles: [Bool] = []
    /// Set while a method call on an array literal is compiled for a place of `[Double]` that
    /// makes Swift infer the literal's elements as Doubles (`SwiftCompiler.literalElementsAreDoubles`).
    var wantsDoubleElements = false
    /// Set while a mutating method's receiver is stored back into its place: a property set
    /// then stores a value made only of values the machine has checked (`setMember`'s `checked`).
    var storesWriteBack = false
    /// Each function's declared result type, by its index (the type pass reads a call's type).
    var returnTypes: [Int: TypeSyntax] = [:]
    /// The names of the functions, methods and initializers (`Type.init`) that throw, and of
    /// those that do not (see `noteThrowing`).
    var throwingNames: Set<String> = []
    var nonThrowingNames: Set<String> = []
    /// The learner's functions that return `Never`: a call of one ends the flow, as
    /// `fatalError` does.
    var neverReturning: Set<String> = []
    /// The types that declare an operator (a static one, or one at the top level that takes
    /// them): only these may have operators derived (`deriveOperators`).
    var operatorOwners: Set<String> = []

    /// Reads and compiles `text`; the first syntax error, or the first construct outside the
    /// subset, is the error.
    public static func compile(_ text: String) throws(SwiftRunError) -> SwiftProgram {
      try compile(blocks: [text]).program
    }

    /// Compiles blocks typed one after another, as a REPL does: each sees what the blocks
    /// before it declared (a later declaration of a top-level name shadows an earlier one), and
    /// each block's top level is a function of its own; `entry` is the last one's.
    ///
    /// The blocks before the last compile as they did when they ran, so their functions, types,
    /// globals and closures keep their indices: a machine that ran them goes on with the new
    /// program (`SwiftMachine(_:entry:continuing:)`). An error is the last block's, at its line.
    ///
    /// `unset` are names earlier blocks declared whose declaration never ran to its value (the
    /// block stopped first): the last block cannot see them, as if they had not been declared.
    public static func compile(blocks: [String], host: SwiftHostScope = SwiftHostScope(), unset: Set<String> = [])
      throws(SwiftRunError) -> (program: SwiftProgram, entry: Int)
    {
      let compiled = try compile(blocks: blocks, host: host, unset: unset, continuing: CompiledBlocks())
      return (compiled.program, compiled.entry)
    }

    /// `compile(blocks:host:unset:)`, going on from the compiler `earlier` left.
    ///
    /// `earlier` compiled the first of `blocks`, so only the new ones compile: each block
    /// compiles once in a session, not again with every block after it. Returns the compiler
    /// after all of `blocks` too, for the next.
    ///
    /// A block compiles on the compiler the blocks before it left, whether they compiled with it
    /// or before: the indices of what they declared are the same either way.
    public static func compile(
      blocks: [String], host: SwiftHostScope, unset: Set<String>, continuing earlier: CompiledBlocks
    )
      throws(SwiftRunError) -> (program: SwiftProgram, entry: Int, compiled: CompiledBlocks)
    {
      // The frameworks' value types come first, as the first block: the learner's are after.
      // They compile alike for every program, so they are compiled once (`frameworksCompiled`).
      let frameworks = host.classes.isEmpty ? 0 : 1
      var compiler: SwiftCompiler
      var first = 0
      if let known = earlier.compiler, earlier.frameworks == frameworks, earlier.count < blocks.count {
        compiler = known
        first = earlier.count
      } else {
        compiler = try frameworks == 1 ? Self.frameworksCompiled.get() : Self.preludeCompiler()
      }
      compiler.host = host
      for offset in first..<blocks.count {
        let text = blocks[offset]
        let index = offset + frameworks
        let file = try parse(text)
        compiler.converter = file.converter
        // The frameworks' code runs inside the learner's statements, never as steps of its own.
        compiler.emitsStatements = index >= frameworks
        if index > 0 {
          compiler.entry = compiler.functions.count
          compiler.functions.append(SwiftProgram.Function(name: "main", parameters: 0, locals: 0, code: []))
          compiler.context = Context(isTopLevel: true)
        }
        // The newest block cannot see the names whose declaration never ran; a block after it
        // may, once they have their values (a function of the block that declared them set
        // them): the compiler kept for it has them back, unless this block declared them again.
        var hidden: [String: Binding] = [:]
        if offset == blocks.count - 1 {
          for name in unset { hidden[name] = compiler.globalScope.removeValue(forKey: name) }
        }
        compiler.isNewestBlock = offset == blocks.count - 1
        try compiler.compileFile(file.file)
        compiler.deriveOperators()
        for (name, binding) in hidden where compiler.globalScope[name] == nil { compiler.globalScope[name] = binding }
      }
      let compiled = CompiledBlocks(compiler: compiler, count: blocks.count, frameworks: frameworks)
      return (program(of: compiler, host: host), compiler.entry, compiled)
    }

    /// The program the compiler has made of the blocks so far.
    private static func program(of compiler: SwiftCompiler, host: SwiftHostScope) -> SwiftProgram {
      var compiler = compiler
      // `sort(by:)` sorts in place as `sorted(by:)` sorts a copy.
      let sortInPlace = (
        selector: compiler.intern(Self.sortInPlace), kin: compiler.preludeMethods[compiler.intern("sorted(by:)")]
      )
      var program = SwiftProgram(
        functions: compiler.functions, globals: compiler.globals, names: compiler.names, types: compiler.types,
        labelLists: compiler.labelLists, preludeMethods: compiler.preludeMethods, stringMethods: compiler.stringMethods,
        dictionaryMethods: compiler.dictionaryMethods)
      program.optionalMethods = compiler.optionalMethods
      program.mutatingPreludeMethods[sortInPlace.selector] = sortInPlace.kin
      program.describesItself = compiler.types.indices.map { compiler.describesItself($0) }
      program.debugDescribesItself = compiler.types.indices.map {
        compiler.describesItself($0, as: "CustomDebugStringConvertible", by: "debugDescription")
      }
      program.operators = compiler.operatorTable()
      program.hostCalls = compiler.hostCalls
      program.optionSets = host.optionSets
      return program
    }

    /// An expression whose operators cannot be grouped, as swiftc says it: `a << 1 << 2` is
    /// two operators of a group that does not associate.
    static func operatorError(_ error: any Error, converter: SourceLocationConverter) -> SwiftRunError {
      if let error = error as? OperatorError, case .missingOperator(let name, let node) = error {
        let location = node.startLocation(converter: converter)
        return SwiftRunError(line: location.line, column: location.column, "cannot find operator '\(name)' in scope")
      }
      guard let error = error as? OperatorError, case .incomparableOperators(let left, let leftGroup, _, let rightGroup) = error
      else {
        return SwiftRunError(line: 1, "the operators cannot be read: \(error)")
      }
      let location = left.startLocation(converter: converter)
      let message =
        leftGroup == rightGroup
        ? "adjacent operators are in non-associative precedence group '\(leftGroup)'"
        : "adjacent operators are in unordered precedence groups '\(leftGroup)' and '\(rightGroup)'"
      return SwiftRunError(line: location.line, column: location.column, message)
    }

    /// A compiler that has the prelude's functions: every program starts from it.
    static func preludeCompiler() throws(SwiftRunError) -> SwiftCompiler {
      let prelude = try Self.prelude.get()
      var compiler = SwiftCompiler(converter: try parse("").converter)
      compiler.functions = prelude.functions
      compiler.names = prelude.names
      compiler.nameIndex = prelude.nameIndex
      compiler.preludeMethods = prelude.methods
      compiler.stringMethods = prelude.stringMethods
      compiler.dictionaryMethods = prelude.dictionaryMethods
      compiler.optionalMethods = prelude.optionalMethods
      return compiler
    }

    /// The prelude's compiler after the frameworks' value types, made once: every program of a
    /// chapter with classes starts from it.
    ///
    /// They name no chapter's class, member or option set, so no chapter's scope changes how
    /// they compile; each program then takes its own (`host`).
    static let frameworksCompiled = Result { () throws(SwiftRunError) -> SwiftCompiler in
      var compiler = try preludeCompiler()
      let file = try parse(SwiftFrameworks.source)
      compiler.converter = file.converter
      // The frameworks' code runs inside the learner's statements, never as steps of its own.
      compiler.emitsStatements = false
      try compiler.compileFile(file.file)
      return compiler
    }

    /// The prelude's compiled functions, made once: every program starts from them.
    struct Prelude: Sendable {
      var functions: [SwiftProgram.Function]
      var names: [String]
      var nameIndex: [String: Int]
      var methods: [Int: Int]
      var stringMethods: [Int: Int]
      var dictionaryMethods: [Int: Int]
      var optionalMethods: [Int: Int]
    }

    static let prelude = Result { () throws(SwiftRunError) -> Prelude in
      let source = try parse(SwiftPrelude.source)
      var compiler = SwiftCompiler(converter: source.converter)
      try compiler.compilePrelude(source.file)
      return Prelude(
        functions: compiler.functions, names: compiler.names, nameIndex: compiler.nameIndex, methods: compiler.preludeMethods,
        stringMethods: compiler.stringMethods, dictionaryMethods: compiler.dictionaryMethods,
        optionalMethods: compiler.optionalMethods)
    }

    /// Whether a type (or a superclass) conforms to `CustomStringConvertible`, itself or through a
    /// protocol that refines it, with a `description` (computed or stored, its own or a protocol
    /// extension's).
    func describesItself(_ type: Int, as conformance: String = "CustomStringConvertible", by property: String = "description")
      -> Bool
    {
      conforms(type, to: conformance)
        && nameIndex[property].map { types[type].getters[$0] != nil || types[type].fieldIndex[$0] != nil } == true
    }

    /// The trees of the blocks read lately, by their text.
    ///
    /// Every `swift` compiles the blocks before it again (a REPL's later block sees what the
    /// earlier ones declared), and `back` or a failed line replays them: a block read once is
    /// not read again while it is here. At most `parsedLimit` are kept.
    private static let parsed = Mutex<[String: (file: SourceFileSyntax, converter: SourceLocationConverter)]>([:])
    static let parsedLimit = 128

    /// The syntax tree of `text` with its operators folded, or its first syntax error.
    static func parse(_ text: String) throws(SwiftRunError) -> (file: SourceFileSyntax, converter: SourceLocationConverter) {
      if let known = parsed.withLock({ $0[text] }) { return known }
      let file = try parseAfresh(text)
      parsed.withLock { trees in
        if trees.count >= parsedLimit { trees.removeAll() }
        trees[text] = file
      }
      return file
    }

    /// The most binary operators one expression may chain.
    static let operatorLimit = 250

    /// The attributes that change nothing the subset runs: what a caller may ignore, what a
    /// closure may do later, what Objective-C, Interface Builder or another platform sees.
    static let ignorableAttributes: Set<String> = [
      "discardableResult", "escaping", "objc", "nonobjc", "available", "IBAction", "IBOutlet", "IBInspectable",
      "IBDesignable", "inlinable", "usableFromInline", "frozen", "Sendable", "preconcurrency", "unknown",
    ]

    static func isIgnorable(_ attribute: AttributeSyntax) -> Bool {
      ignorableAttributes.contains(attribute.attributeName.trimmedDescription)
    }

    /// `parse`, reading the text.
    private static func parseAfresh(_ text: String) throws(SwiftRunError) -> (
      file: SourceFileSyntax, converter: SourceLocationConverter
    ) {
      if let problem = SwiftNesting.tooDeep(text) { throw problem.error }
      let tree = Parser.parse(source: text)
      // The syntax tree's own walks recurse: a tree too deep for them is refused first.
      var pending: [(Syntax, Int)] = [(Syntax(tree), 0)]
      var attributes: [AttributeSyntax] = []
      var longChain: SequenceExprSyntax?
      while let (node, depth) = pending.popLast() {
        guard depth < 1_000 else { throw SwiftRunError(line: 1, "this program nests too deep to be read") }
        if let attribute = node.as(AttributeSyntax.self) { attributes.append(attribute) }
        // Operators fold into a tree as deep as the chain is long, which the passes after this
        // one walk by recursion: a chain longer than a learner writes is refused below.
        if longChain == nil, let sequence = node.as(SequenceExprSyntax.self),
          sequence.elements.count > 2 * Self.operatorLimit + 1
        {
          longChain = sequence
        }
        for child in node.children(viewMode: .all) { pending.append((child, depth + 1)) }
      }
      let converter = SourceLocationConverter(fileName: "learner.swift", tree: tree)
      if let longChain {
        let location = converter.location(for: longChain.positionAfterSkippingLeadingTrivia)
        throw SwiftRunError(
          line: location.line, column: location.column,
          "an expression of more than \(Self.operatorLimit) operators is not in the Workbench's Swift subset")
      }
      if let first = ParseDiagnosticsGenerator.diagnostics(for: tree).first {
        let location = first.location(converter: converter)
        throw SwiftRunError(line: location.line, column: location.column, first.message)
      }
      // An attribute that changes what the code means is refused by name; one that only tells
      // the compiler or another tool something (`@discardableResult`, `@escaping`) is read past.
      if let attribute = attributes.filter({ !Self.isIgnorable($0) }).min(by: { $0.position < $1.position }) {
        let location = attribute.startLocation(converter: converter)
        throw SwiftRunError(
          line: location.line, column: location.column,
          "the attribute '@\(attribute.attributeName.trimmedDescription)' is not in the Workbench's Swift subset yet")
      }
      for item in tree.statements
      where item.item.is(OperatorDeclSyntax.self) || item.item.is(PrecedenceGroupDeclSyntax.self) {
        // The program's own operators are folded by the standard library's table alone.
        let location = item.startLocation(converter: converter)
        throw SwiftRunError(
          line: location.line, column: location.column,
          "declaring an operator or a precedence group is not in the Workbench's Swift subset yet")
      }
      let folded: Syntax
      do {
        folded = try OperatorTable.standardOperators.foldAll(tree)
      } catch {
        throw Self.operatorError(error, converter: converter)
      }
      guard let file = folded.as(SourceFileSyntax.self) else { throw SwiftRunError(line: 1, "not a Swift file") }
      return (file, converter)
    }

    init(converter: SourceLocationConverter) { self.converter = converter }

    func line(_ node: some SyntaxProtocol) -> Int { emitsStatements ? node.startLocation(converter: converter).line : 0 }

    /// A construct as the learner would name it, from its syntax node's kind: `actorDecl` is
    /// "an actor declaration", `macroExpansionExpr` "a macro expansion expression".
    static func construct(_ node: some SyntaxProtocol) -> String {
      var name = "\(node.kind)"
      var kind = ""
      for (suffix, word) in [("Decl", "declaration"), ("Expr", "expression"), ("Stmt", "statement"), ("Pattern", "pattern")]
      where name.hasSuffix(suffix) {
        name.removeLast(suffix.count)
        kind = " " + word
        break
      }
      var words = ""
      for character in name {
        if character.isUppercase { words.append(" ") }
        words.append(Character(character.lowercased()))
      }
      let article = words.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      return "\(article) \(words)\(kind)"
    }

    /// The type whose declaration or extension the code being compiled is in (a closure's or a
    /// local function's, the one around it), if any.
    var enclosingType: Int? { context.selfType ?? outer.last(where: { $0.selfType != nil })?.selfType }

    func unsupported(_ node: some SyntaxProtocol, _ what: String) -> SwiftRunError {
      let location = node.startLocation(converter: converter)
      return SwiftRunError(
        line: location.line, column: location.column, "\(what) is not in the Workbench's Swift subset yet")
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> SwiftRunError {
      SwiftRunError(line: line(node), message)
    }

    /// The index of a name, selector or message in the program's table.
    mutating func intern(_ name: String) -> Int {
      if let index = nameIndex[name] { return index }
      names.append(name)
      nameIndex[name] = names.count - 1
      return names.count - 1
    }

    mutating func emit(_ instruction: SwiftProgram.Instruction) { context.code.append(instruction) }

    mutating func emitStatement(_ node: some SyntaxProtocol) {
      if emitsStatements { emit(.statement(line: line(node))) }
    }

    /// Pushes a constant from the function's pool (each literal its own entry: 0.0 and -0.0
    /// compare equal, and must stay apart).
    mutating func emitConstant(_ value: SwiftValue) {
      emit(.constant(context.constants.count))
      context.constants.append(value)
    }

    mutating func emitLoad(_ binding: Binding) {
      emitStaticInitializer(binding)
      if let host = binding.host {
        emit(.hostObject(name: host, line: 0))
      } else if binding.isGlobal {
        emit(.loadGlobal(binding.slot))
      } else {
        emit(binding.isBoxed ? .loadBox(binding.slot) : .load(binding.slot))
      }
      if binding.ownership != nil { emit(.readHeld(line: 0)) }
    }

    mutating func emitStore(_ binding: Binding) {
      emitStaticInitializer(binding)
      if binding.isGlobal {
        emit(.storeGlobal(binding.slot))
      } else {
        emit(binding.isBoxed ? .storeBox(binding.slot) : .store(binding.slot))
      }
    }

    /// A jump whose target is patched later.
    mutating func emitJump(_ instruction: SwiftProgram.Instruction) -> Int {
      emit(instruction)
      return context.code.count - 1
    }

    mutating func patch(_ at: Int, to target: Int) {
      switch context.code[at] {
      case .jumpIfFalse: context.code[at] = .jumpIfFalse(target)
      case .jump: context.code[at] = .jump(target)
      case .jumpIfFalseKeep: context.code[at] = .jumpIfFalseKeep(target)
      case .jumpIfTrueKeep: context.code[at] = .jumpIfTrueKeep(target)
      case .jumpIfNil: context.code[at] = .jumpIfNil(target)
      case .unwrapOrJump: context.code[at] = .unwrapOrJump(target)
      case .coalesce: context.code[at] = .coalesce(target)
      case .pushHandler: context.code[at] = .pushHandler(target)
      default: break
      }
    }

    mutating func patchHere(_ jumps: [Int]) { for jump in jumps { patch(jump, to: context.code.count) } }

    // MARK: - Names

    /// A hidden local slot for the compiler's own use.
    mutating func temporary() -> Int {
      context.slots += 1
      context.localNames.append(SwiftProgram.temporaryName)
      return context.slots - 1
    }

    /// Declares a name in the innermost scope: a global at the top level's outer scope, else a
    /// local slot (a heap box when a closure captures it).
    mutating func declare(
      _ name: String, mutable: Bool, node: some SyntaxProtocol, type: TypeSyntax? = nil
    ) throws(SwiftRunError) -> Binding {
      if context.scopes[context.scopes.count - 1].names[name] != nil {
        throw error(node, "invalid redeclaration of '\(name)'")
      }
      var binding: Binding
      if context.isTopLevel && context.scopes.count == 1 {
        if isNewestBlock, outer.isEmpty, host.current.contains(name) {
          // The chapter's object of that name is in scope, whether a command or an earlier
          // block made it: a second would leave the shell's name and Swift's naming two objects.
          throw error(
            node,
            "invalid redeclaration of '\(name)': the chapter has an object of that name (choose another name, "
              + "or 'back' to undo the line that made it)")
        }
        binding = Binding(slot: globals.count, isGlobal: true, isMutable: mutable, type: type)
        globals.append(name)
        globalScope[name] = binding
      } else {
        binding = Binding(slot: context.slots, isGlobal: false, isMutable: mutable, type: type)
        binding.isBoxed = mutable && context.captured.contains(name)
        context.slots += 1
        context.localNames.append(name)
      }
      context.scopes[context.scopes.count - 1].names[name] = binding
      return binding
    }

    /// Stores the value on the stack into a new binding (a boxed one gets its box here).
    mutating func emitDeclare(_ binding: Binding) {
      if binding.isBoxed {
        emit(.newBox(slot: binding.slot, name: intern(context.localNames[binding.slot])))
      } else {
        emitStore(binding)
      }
    }

    /// The names that closures inside `node` use: a `var` among them is boxed.
    static func namesUsedInClosures(_ node: Syntax, inside: Bool = false, into names: inout Set<String>) {
      // A nested function's body is a closure's: its names are captured too.
      let nowInside = inside || node.is(ClosureExprSyntax.self) || (node.is(FunctionDeclSyntax.self) && node.parent != nil)
      if nowInside, let reference = node.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
      for child in node.children(viewMode: .sourceAccurate) { namesUsedInClosures(child, inside: nowInside, into: &names) }
    }
  }
#endif
