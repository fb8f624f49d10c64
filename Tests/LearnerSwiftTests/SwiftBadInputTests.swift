import HostileInput
import LearnerSwift
import Testing

/// Bad input: a construct outside the subset is refused by name with its line and column, an
/// unknown name at compile time, each runtime trap with its line; mangled programs never crash
/// or hang the machine.
@Suite struct SwiftBadInputTests {
  @Test(arguments: [
    ("actor A {}", "line 1, column 1: an actor declaration is not in the Workbench's Swift subset yet"),
    ("func f() {\n  struct S {}\n}", "line 2, column 3: a nested type is not in the Workbench's Swift subset yet"),
    ("struct T {\n  enum Kind { case a }\n}", "line 2, column 3: a nested type is not in the Workbench's Swift subset yet"),
    (
      "struct T {\n  subscript(i: Int) -> Int { i }\n}",
      "line 2, column 3: a subscript declaration is not in the Workbench's Swift subset yet"
    ),
    ("struct T {\n  typealias N = Int\n}", "line 2, column 3: a typealias is not in the Workbench's Swift subset yet"),
    (
      "func f() {\n  func g(_ xs: Int...) {}\n}",
      "line 2, column 10: a variadic parameter ('Int...') is not in the Workbench's Swift subset yet"
    ),
    ("let x = 1\nlet y = x &+ 2", "line 2, column 11: the operator '&+' is not in the Workbench's Swift subset yet"),
    ("func f<T>(_ x: T) {}", "line 1, column 1: a generic function is not in the Workbench's Swift subset yet"),
    (
      "let s: Set<Int> = [1]\nlet t = s[s.startIndex...]",
      "line 1, column 8: the type 'Set<Int>' is not in the Workbench's Swift subset yet"
    ),
    (
      "for try await x in [1] {}",
      "line 1, column 1: a for loop with try or await is not in the Workbench's Swift subset yet"
    ),
    (
      "var d: [String: [Int]] = [:]\nd[\"a\"]?.append(1)",
      "line 2, column 1: calling the mutating 'append(_:)' through optional chaining ('?.') is not in the Workbench's Swift subset yet"
    ),
    (
      "var a: [Int]? = []\na?.append(1)",
      "line 2, column 1: calling the mutating 'append(_:)' through optional chaining ('?.') is not in the Workbench's Swift subset yet"
    ),
    // What Swift has and the subset has not is refused by name, never "cannot find" nor a
    // wrong reason ("'$0' is a 'let' constant").
    ("print(Double.nan)", "line 1, column 7: 'Double.nan' is not in the Workbench's Swift subset yet"),
    ("print(type(of: 1))", "line 1, column 7: the standard library's 'type' is not in the Workbench's Swift subset yet"),
    ("struct Stack<T> { var items: [T] = [] }", "line 1, column 13: a generic type is not in the Workbench's Swift subset yet"),
    (
      "protocol Q { init?(n: Int) }",
      "line 1, column 14: a failable initializer requirement is not in the Workbench's Swift subset yet"
    ),
    (
      "struct P { init!(n: Int) {} }",
      "line 1, column 12: an implicitly unwrapped failable initializer ('init!') is not in the Workbench's Swift subset yet"
    ),
    // Refused where it is declared, before a call of it says the call does not match, and an
    // attribute that changes the meaning is never read past.
    (
      "func sum(_ xs: Int...) -> Int { 0 }\nprint(sum(1, 2))",
      "line 1, column 10: a variadic parameter ('Int...') is not in the Workbench's Swift subset yet"
    ),
    (
      "func log(_ m: @autoclosure () -> String) { print(m()) }\nlog(\"a\")",
      "line 1, column 15: the attribute '@autoclosure' is not in the Workbench's Swift subset yet"
    ),
    (
      "@discardableResult func f() -> Int { 1 }\n@propertyWrapper struct W { var wrappedValue = 0 }",
      "line 2, column 1: the attribute '@propertyWrapper' is not in the Workbench's Swift subset yet"
    ),
    (
      "struct V {\n  var x = 1\n  static prefix func - (v: V) -> V { V(x: -v.x) }\n}\nprint((-V()).x)",
      "line 3, column 10: a prefix operator function ('-') is not in the Workbench's Swift subset yet"
    ),
    ("struct P {}\nlet t = P.self", "line 2, column 9: a metatype ('P.self') is not in the Workbench's Swift subset yet"),
    ("print(Int(exactly: 4.0) as Any)", "line 1, column 7: 'Int(exactly:)' is not in the Workbench's Swift subset yet"),
    (
      "print([3, 9, 4].reduce(0, max))",
      "line 1, column 27: the standard library's 'max' as a value is not in the Workbench's Swift subset yet"
    ),
    (
      "print(Swift.min(1, 2))",
      "line 1, column 7: a name qualified by its module ('Swift.min') is not in the Workbench's Swift subset yet"
    ),
    (
      "print(\" y \".trimmingCharacters(in: .whitespaces))",
      "line 1, column 36: CharacterSet's '.whitespaces' here is not in the Workbench's Swift subset yet"
    ),
    // A slice keeps its array's indices, which the subset's arrays do not.
    (
      "let a = [10, 20, 30, 40]\nlet t = a.suffix(2)\nprint(t.firstIndex(of: 40) as Any)",
      "line 3, column 7: 'firstIndex' of an ArraySlice (it keeps its array's indices) is not in the Workbench's Swift subset yet"
    ),
    (
      "let a = [10, 20, 30, 40]\nprint(a.dropFirst()[1])",
      "line 2, column 7: the subscript of an ArraySlice (it keeps its array's indices) is not in the Workbench's Swift subset yet"
    ),
    (
      "let a = [1, 2, 3]\nprint([a.dropFirst()])",
      "line 2, column 8: an ArraySlice inside an array, a dictionary or a tuple ('a.dropFirst()') is not in the "
        + "Workbench's Swift subset yet: Swift prints it there as ArraySlice([…]); make it an array first: Array(a.dropFirst())"
    ),
    (
      "let a = [1, 2, 3]\nlet t = a.prefix(2)\nprint((t, 1))",
      "line 3, column 8: an ArraySlice inside an array, a dictionary or a tuple ('t') is not in the "
        + "Workbench's Swift subset yet: Swift prints it there as ArraySlice([…]); make it an array first: Array(t)"
    ),
    (
      "let xs = [1, 2]\nprint(xs.map { a, b in a })",
      "line 2, column 16: map(_:)'s closure type '(Int) -> …' expects 1 argument, but 2 were used in closure body"
    ),
    (
      "struct Temp { let c: Double; static func fromF(_ f: Double) -> Temp { Temp(c: f) } }\nprint([32.0].map(Temp.fromF).count)",
      "line 2, column 18: a static method used as a value ('Temp.fromF') is not in the Workbench's Swift subset yet"
    ),
    (
      "enum Grade: Character { case a = \"A\", b = \"B\" }\nprint(Grade.a.rawValue)",
      "line 1, column 30: an enum with raw values of type 'Character' is not in the Workbench's Swift subset yet"
    ),
    (
      "enum VE: Error { case bad }\nprint(VE.bad.localizedDescription)",
      "line 2, column 7: an error's 'localizedDescription' is not in the Workbench's Swift subset yet"
    ),
    // An operator chain folds into a tree as deep as it is long: it crashed the shell.
    (
      "print(" + Array(repeating: "1", count: 1_100).joined(separator: " + ") + ")",
      "line 1, column 7: an expression of more than 250 operators is not in the Workbench's Swift subset"
    ),
    (
      "var score = 0 { didSet { print(score) } }",
      "line 1, column 5: an observed variable outside a type is not in the Workbench's Swift subset yet"
    ),
    (
      "func f() -> Bool {\n  func even(_ n: Int) -> Bool { n == 0 || odd(n - 1) }\n  func odd(_ n: Int) -> Bool { n != 0 && even(n - 1) }\n  return even(2)\n}",
      "line 2, column 43: calling a local function declared after the call ('odd') is not in the Workbench's Swift subset yet"
    ),
    // A property of a protocol extension is chosen by static type: swiftc prints "P S" and "red".
    (
      "protocol P {}\nextension P { var tag: String { \"P\" } }\nstruct S: P { var tag: String { \"S\" } }\nlet p: P = S()\nprint(p.tag, S().tag)",
      "line 3: 'tag' of 'S' shadows the one in an extension of 'P' that is no requirement of it (Swift chooses between them by static type): declaring it in the protocol is in the Workbench's Swift subset, this is not yet"
    ),
    (
      "protocol P {}\nextension P { var tag: String { \"P\" } }\nstruct S: P { var tag = \"S\" }\nprint(S().tag)",
      "line 3: 'tag' of 'S' shadows the one in an extension of 'P' that is no requirement of it (Swift chooses between them by static type): declaring it in the protocol is in the Workbench's Swift subset, this is not yet"
    ),
    (
      "protocol Colored { var color: String { get } }\nextension Colored { var color: String { \"red\" } }\nclass Sq: Colored {}\nclass BlueSq: Sq { var color: String { \"blue\" } }\nlet c: Colored = BlueSq()\nprint(c.color)",
      "line 4: 'color' of 'BlueSq' does not override the one 'Sq' takes from an extension of 'Colored': Swift calls that one through 'Colored' and this one through 'BlueSq'; declaring 'color' in 'Sq' and overriding it is in the Workbench's Swift subset, this is not yet"
    ),
  ])
  func aRefusedConstructNamesItself(_ program: String, _ message: String) {
    let error = SwiftRunner.error(program)
    #expect(error?.description == message)
  }

  /// The type errors Swift's compiler reports, in its words at its line and column (as swiftc
  /// 6.3 prints them), before anything runs; what only fits (an integer literal as a Double, a
  /// Double as a CGFloat) is not one.
  @Test(arguments: [
    ("print(1)\nlet x: Int = \"hello\"", "line 2, column 14: cannot convert value of type 'String' to specified type 'Int'"),
    // swiftc 6.3 writes this one with two spaces after "error:"; the words are its own.
    (
      "class A {}\nextension A { func f() { print(\"A\") } }\nclass B: A { override func f() { print(\"B\") } }",
      "line 3, column 28: instance method 'f()' is declared in extension of 'A' and cannot be overridden"
    ),
    (
      "class A {}\nextension A { func f(x: Int) {} }\nclass B: A { func f(x: Int) {} }",
      "line 3, column 19: instance method 'f(x:)' is declared in extension of 'A' and cannot be overridden"
    ),
    ("var n = 1\nprint(n)\nn = 2.5", "line 3, column 5: cannot assign value of type 'Double' to type 'Int'"),
    (
      "let flag: Bool = 1",
      "line 1, column 18: integer literal value '1' cannot be used as a boolean; did you mean 'true'?"
    ),
    ("let n = 3\nlet d: Double = n", "line 2, column 17: cannot convert value of type 'Int' to specified type 'Double'"),
    ("var s = \"a\"\nfunc f() { s = true }", "line 2, column 16: cannot assign value of type 'Bool' to type 'String'"),
    (
      "func twice(_ n: Int) -> Int { n * 2 }\nprint(twice(\"x\"))",
      "line 2, column 13: cannot convert value of type 'String' to expected argument type 'Int'"
    ),
    (
      "let a = 1\nlet b = \"x\"\nprint(a + b)",
      "line 3, column 9: binary operator '+' cannot be applied to operands of type 'Int' and 'String'"
    ),
    (
      "protocol Shape { var area: Double { get } }\nstruct Sq: Shape { var side: Double; var area: Double { side * side } }\n"
        + "print(1)\nlet s: Shape = Sq(side: 2)\nlet n: Int = s.area",
      "line 5, column 16: cannot convert value of type 'Double' to specified type 'Int'"
    ),
    (
      "let xs = [3, 1, 2]\nprint(1)\nprint(xs.map { $0 + \"a\" })",
      "line 3, column 19: binary operator '+' cannot be applied to operands of type 'Int' and 'String'"
    ),
    (
      "let xs = [3, 1, 2]\nprint(1)\nlet t = xs.map { $0 * 2.5 }",
      "line 3, column 21: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'"
    ),
    (
      "let xs = [\"a\", \"b\"]\nprint(1)\nlet t = xs.sorted { $0.count < $1 }",
      "line 3, column 30: binary operator '<' cannot be applied to operands of type 'Int' and 'String'"
    ),
  ])
  func aCertainTypeMismatchIsACompileError(_ program: String, _ message: String) {
    #expect(SwiftRunner.error(program)?.description == message)
    // Nothing runs: the program does not compile, so not even the first print happens.
    #expect(throws: SwiftRunError.self) { try SwiftCompiler.compile(program) }
  }

  /// An Int that reaches a Double through a name or a call is Swift's compile error, and the
  /// type pass knows these values' types: it is refused before the run, in swiftc's words.
  @Test(arguments: [
    (
      "func count() -> Int { 4 }\nprint(1)\nlet d: Double = count()",
      "line 3, column 17: cannot convert value of type 'Int' to specified type 'Double'"
    ),
    (
      "struct Point { var x: Double }\nfunc count() -> Int { 4 }\nprint(1)\nlet p = Point(x: count())",
      "line 4, column 18: cannot convert value of type 'Int' to expected argument type 'Double'"
    ),
    (
      "func count() -> Int { 4 }\nprint(1)\nvar total = 0.0\nlet n = count()\ntotal = n",
      "line 5, column 9: cannot assign value of type 'Int' to type 'Double'"
    ),
  ])
  func anIntIsNotConvertedToADouble(_ program: String, _ message: String) {
    #expect(throws: SwiftRunError.self) { try SwiftCompiler.compile(program) }
    #expect(SwiftRunner.error(program)?.description == message)
  }

  /// Where the pass does not know the value's type (a closure's result), the run stops with
  /// Swift's error when the Int meets the Double, rather than convert it.
  @Test func anIntWhoseTypeIsNotKnownStopsTheRun() throws {
    let program = "let make = { 4 }\nprint(1)\nlet d: Double = make()\nprint(d)"
    var machine = SwiftMachine(try SwiftCompiler.compile(program))
    #expect(throws: SwiftRunError(line: 3, "cannot convert value of type 'Int' to specified type 'Double'")) {
      try machine.run()
    }
    #expect(machine.output == ["1"])
  }

  /// An array of Ints whose type the pass does not know, reaching a `[Double]`, stops the run
  /// with swiftc's words for it, rather than hold Ints where Doubles are declared.
  @Test func anIntArrayWhoseTypeIsNotKnownStopsTheRun() throws {
    let program = "func ints() -> [Int] { [1] }\nlet make = { ints() }\nprint(1)\nlet ds: [Double] = make()\nprint(ds)"
    var machine = SwiftMachine(try SwiftCompiler.compile(program))
    #expect(throws: SwiftRunError(line: 4, "cannot assign value of type '[Int]' to type '[Double]'")) { try machine.run() }
    #expect(machine.output == ["1"])
  }

  @Test func whatFitsIsNoTypeError() throws {
    let program = "var d = 1.0\nd = 2\nlet c: CGFloat = d\nlet e: Double = -3\nlet m = -1\nprint(d, c, e, m)"
    #expect(try SwiftRunner.output(program) == ["2.0 2.0 -3.0 -1"])
  }

  /// What picks at random is refused before anything runs, with the reason.
  ///
  /// A run is the same every time. A method of the learner's own so named is theirs.
  @Test func randomnessIsRefusedWithItsReason() throws {
    for (program, what) in [
      ("print(1)\nlet n = Int.random(in: 1...6)", "'Int.random'"),
      ("print(1)\nlet x = [1, 2].randomElement()", "'randomElement'"),
      ("print(1)\nvar xs = [1, 2]\nxs.shuffle()", "'shuffle'"),
    ] {
      let error = SwiftRunner.error(program)
      #expect(error?.message.hasPrefix(what + " picks at random, and a run here is deterministic") == true, "\(program)")
      #expect(error?.line != 1, "\(program)")
    }
    #expect(try SwiftRunner.output("struct Die { func random() -> Int { 4 } }\nprint(Die().random())") == ["4"])
  }

  @Test func anUnknownNameIsACompileError() {
    #expect(SwiftRunner.error("print(1)\nprint(nope)")?.description == "line 2: cannot find 'nope' in scope")
    #expect(SwiftRunner.error("struct S { func f() { g() } }")?.message == "cannot find 'g' in scope")
    // A member the standard types have in Swift but not here is missing from the subset.
    #expect(
      SwiftRunner.error("print(\"abc\".firstIndex(of: \"c\") != nil)")?.message
        == "value of type 'String' has no member 'firstIndex(of:)' in the Workbench's Swift subset")
  }

  /// A property one of the program's own types does not have is Swift's compile error, before
  /// anything runs (the run used to stop at it, after the lines before it had run).
  @Test func anUnknownPropertyOfTheProgramsOwnTypeIsACompileError() throws {
    // Set as read: `p.y = 2` is refused before `print` runs.
    #expect(
      SwiftRunner.error("struct P { var x: Int }\nprint(\"ran first\")\nvar p = P(x: 1)\np.y = 2")?.description
        == "line 4, column 3: value of type 'P' has no member 'y'")
    #expect(
      SwiftRunner.error("struct P { var x = 1 }\nlet p = P()\nprint(0)\nprint(p.y)")?.description
        == "line 4, column 9: value of type 'P' has no member 'y'")
    #expect(
      SwiftRunner.error("class A { var a = 1 }\nclass B: A {}\nlet b = B()\nprint(b.a, b.c)")?.description
        == "line 4, column 14: value of type 'B' has no member 'c'")
    let fine = """
      protocol Shape { var area: Double { get } }
      extension Shape { var twice: Double { area * 2 } }
      struct Square: Shape { var side = 2.0; var area: Double { side * side } }
      class A { var a = 1 }
      class B: A { var b = 2 }
      enum E: Int { case one = 1 }
      let s = Square()
      print(s.side, s.area, s.twice, B().a, B().b, E.one.rawValue)
      """
    #expect(try SwiftRunner.output(fine) == ["2.0 4.0 8.0 1 2 1"])
  }

  /// A protocol's type method is met by a type method, not an instance one of that name.
  @Test func aStaticRequirementIsMetByATypeMethod() {
    #expect(
      SwiftRunner.error(
        "protocol Factory { static func make() -> Int }\nstruct Widget: Factory { func make() -> Int { 1 } }\nprint(Widget().make())"
      )?.description == "line 2: type 'Widget' does not conform to protocol 'Factory': it has no static 'make()'")
  }

  /// A property or a method a String or an array does not have in the subset is refused before
  /// anything runs, where swiftc points (the run used to print the lines before it first).
  @Test func anUnknownMemberOfAStringOrAnArrayIsRefusedBeforeTheRun() throws {
    #expect(
      SwiftRunner.error("print(\"before\")\nprint([1, 2].sum())")?.description
        == "line 2, column 14: value of type '[Int]' has no member 'sum' in the Workbench's Swift subset")
    #expect(
      SwiftRunner.error("print(\"x\")\nprint(\"abc\".hasPrefix(prefix: \"a\"))")?.description
        == "line 2, column 13: value of type 'String' has no member 'hasPrefix(prefix:)' in the Workbench's Swift subset")
    let methods = """
      var xs = [3, 1, 2]
      xs.append(4); xs.insert(0, at: 0); xs.append(contentsOf: [9]); xs.swapAt(0, 1)
      print(xs.contains(2), xs.sorted(), xs.min() as Any, xs.removeLast(), xs.remove(at: 0), xs.dropFirst().count)
      var s = "Hello"
      s.append("!")
      print(s.uppercased(), s.hasPrefix("He"), s.contains("ll"), s.split(separator: "l"), s.starts(with: "H"))
      """
    #expect(
      try SwiftRunner.output(methods)
        == ["true [0, 1, 2, 3, 4, 9] Optional(0) 9 3 3", "HELLO! true true [\"He\", \"o!\"] true"])
    #expect(
      SwiftRunner.error("let s = \"abc\"\nprint(\"start\")\nprint(s.lenght)")?.description
        == "line 3, column 9: value of type 'String' has no member 'lenght' in the Workbench's Swift subset")
    #expect(
      SwiftRunner.error("let xs = [1, 2]\nprint(xs.size)")?.description
        == "line 2, column 10: value of type '[Int]' has no member 'size' in the Workbench's Swift subset")
    // A number's members, a closure's parameter's, and the methods that take closures (the
    // prelude's, or none) are known as a String's are.
    let refused = [
      ("print(\"before\")\nlet n = 3\nprint(n.count)", "line 3, column 9: value of type 'Int' has no member 'count'"),
      (
        "print(\"before\")\nprint([1, 2, 3].filter { $0.count > 1 })",
        "line 2, column 29: value of type 'Int' has no member 'count'"
      ),
      (
        "print(\"before\")\nprint([3, 1].frobnicate { $0 > 1 })",
        "line 2, column 14: value of type '[Int]' has no member 'frobnicate(_:)'"
      ),
      (
        "var a = [3, 1]\nprint(a)\na.removeAll { $0 == 1 }",
        "line 3, column 3: value of type '[Int]' has no member 'removeAll(where:)'"
      ),
    ]
    for (program, message) in refused {
      #expect(SwiftRunner.error(program)?.description == message + " in the Workbench's Swift subset", "\(program)")
    }
    let fine = """
      let s = "héllo"
      let xs = [3, 1]
      print(s.count, s.isEmpty, s.first ?? "-", s.last ?? "-", xs.first ?? 0, xs.last ?? 0, xs.isEmpty, xs.indices)
      print(s.unicodeScalars.count, s.description, xs.description, 5.description, (1...3).description)
      for ch in s where ch.isLetter { print(ch.isUppercase, terminator: " ") }
      """
    #expect(
      try SwiftRunner.output(fine) == ["5 false h o 3 1 false 0..<2", "5 héllo [3, 1] 5 1...3", "false false false false false "])
  }

  /// An Optional's map whose closure gives an optional would be an Optional of an Optional,
  /// which the subset does not hold: the run stops at the call's line, never printing the
  /// flattened value.
  @Test func anOptionalOfAnOptionalStopsTheRun() throws {
    #expect(
      SwiftRunner.error("let n: Int? = 3\nprint(\"before\")\nprint(n.map { Optional($0) } as Any)")?.description
        == "line 3: an Optional's map(_:) whose closure gives an optional makes an Optional of an Optional, which is not "
        + "in the Workbench's Swift subset yet; flatMap(_:) gives the closure's optional itself")
    #expect(try SwiftRunner.output("let n: Int? = 3\nprint(n.flatMap { Optional($0) } as Any)") == ["Optional(3)"])
    // An optional's own map is Swift's (it used to be "no Array can be made", then refused).
    #expect(try SwiftRunner.output("let n: Int? = 2\nprint(n.map { $0 + 1 } as Any)") == ["Optional(3)"])
  }

  /// An error that a `defer` or a `catch` that matches none passes on is the one thrown, from
  /// its own line; a top-level `defer` runs before the run stops.
  @Test func anErrorPassedOnKeepsItsLine() throws {
    let program = """
      enum E: Error { case bad, worse }
      func f() throws { throw E.bad }
      func g() throws {
        do {
          try f()
        } catch E.worse {
          print("no")
        }
      }
      defer { print("deferred") }
      try g()
      """
    #expect(SwiftRunner.error(program)?.description == "line 2: Fatal error: Error raised at top level: main.E.bad")
    var machine = SwiftMachine(try SwiftCompiler.compile(program))
    #expect(throws: SwiftRunError.self) { try machine.run() }
    #expect(machine.output == ["deferred"])
  }

  /// `zip` gives a Zip2Sequence, which has no count or subscript and prints as itself: the
  /// subset walks it where it is made, and refuses it kept as a value.
  @Test func aZipIsWalkedWhereItIsMade() throws {
    let refusal = "zip's sequence other than walked (by for-in, map and the like, or Array(…))"
    #expect(
      SwiftRunner.error("let z = zip([1, 2], [3, 4])\nprint(z)")?.description
        == "line 1, column 9: \(refusal) is not in the Workbench's Swift subset yet")
    #expect(SwiftRunner.error("print(zip([1], [2]).count)")?.message.hasPrefix(refusal) == true)
    // Its pairs are neither Comparable nor Equatable: walked without a closure, it is refused.
    #expect(SwiftRunner.error("print(zip([3, 1], [2, 4]).sorted())")?.message.hasPrefix(refusal) == true)
    #expect(
      try SwiftRunner.output(
        "print(zip([3, 1], [2, 4]).reduce(0, { $0 + $1.0 * $1.1 }), zip([1, 2], [3, 4]).contains { $0.0 == 2 })")
        == ["10 true"])
  }

  /// Setting a property through `!` of an optional that holds nil stops the run at its line.
  @Test func settingThroughNilStopsTheRun() {
    #expect(
      SwiftRunner.error("class C { var n = 0 }\nvar c: C? = nil\nprint(1)\nc!.n = 2")?.description
        == "line 4: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
  }

  /// An unowned property read once nothing keeps its object alive stops the run, as Swift's
  /// reference counting stops it.
  @Test func anUnownedReferenceToAFreedObjectStopsTheRun() {
    let program = """
      class Vet { var name = "Dr" }
      class Pet {
        unowned let vet: Vet
        init(vet: Vet) { self.vet = vet }
      }
      var vet: Vet? = Vet()
      let p = Pet(vet: vet!)
      print(p.vet.name)
      vet = nil
      print(p.vet.name)
      """
    #expect(
      SwiftRunner.error(program)?.description
        == "line 10: Fatal error: Attempted to read an unowned reference but the object was already destroyed")
    // A closure's `[unowned self]` is read so too, on the line that reads it.
    let closure = """
      class Loader {
        var name = "L"
        func make() -> () -> String { { [unowned self] in self.name } }
      }
      var loader: Loader? = Loader()
      let read = loader!.make()
      print(read())
      loader = nil
      print(read())
      """
    #expect(
      SwiftRunner.error(closure)?.description
        == "line 3: Fatal error: Attempted to read an unowned reference but the object was already destroyed")
  }

  /// A one-sided range's bound of another type than the value a `case` matches is refused
  /// before the run. (swiftc words it either way from run to run, by the bound or by the
  /// range: the list compared with swiftc keeps the prefix ranges, which it words one way.)
  @Test func aOneSidedRangeOfAnotherTypeIsRefusedBeforeTheRun() {
    #expect(
      SwiftRunner.error("print(1)\nlet n = 3\nswitch n {\ncase \"a\"...: print(\"x\")\ndefault: break\n}")?.description
        == "line 4, column 6: cannot convert value of type 'String' to expected argument type 'Int'")
  }

  /// A type annotation naming a type nothing declares is Swift's compile error, wherever the
  /// annotation is and however deep in it the name is; before, the run went on as if it were
  /// not there.
  @Test(arguments: [
    ("print(1)\nlet m: Frobnicator = []", "line 2, column 8: cannot find type 'Frobnicator' in scope"),
    ("var d: [String: Blob?] = [:]", "line 1, column 17: cannot find type 'Blob' in scope"),
    ("struct S {\n  var v: Array<Widget> = []\n}", "line 2, column 16: cannot find type 'Widget' in scope"),
    ("func f(_ a: Int, _ b: Frob) {}", "line 1, column 23: cannot find type 'Frob' in scope"),
    ("func f() -> (Int, Gadget) { (1, 2) }", "line 1, column 19: cannot find type 'Gadget' in scope"),
    ("let f: (Thing) -> Int = { _ in 1 }", "line 1, column 9: cannot find type 'Thing' in scope"),
    ("struct P {\n  init(w: Widget) {}\n}", "line 2, column 11: cannot find type 'Widget' in scope"),
    ("enum Shape {\n  case box(side: Side)\n}", "line 2, column 18: cannot find type 'Side' in scope"),
    ("var c: [Character] = []", "line 1, column 9: the type 'Character' is not in the Workbench's Swift subset yet"),
    (
      "enum E: Error { case e }\nfunc load() -> Result<Int, E> { .success(1) }",
      "line 2, column 16: the type 'Result' is not in the Workbench's Swift subset yet"
    ),
  ])
  func anUnknownTypeIsACompileError(_ program: String, _ message: String) {
    #expect(SwiftRunner.error(program)?.description == message)
  }

  /// What the program declares, later in it too, the standard types and the frameworks' are
  /// known: none of these is refused.
  @Test func aKnownTypeIsNoError() {
    let program = """
      let p: Point? = nil
      struct Point { var x: Int }
      protocol Shape { func area() -> Double }
      func draw(_ shapes: [Shape], at origin: Double, done: (Bool) -> Void) -> [String: Int] { [:] }
      class Delegate {
        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {}
      }
      let r: Range<Int> = 0..<2
      print(p == nil, r.count)
      """
    #expect(SwiftRunner.error(program) == nil)
  }

  /// An optional of an optional is refused by name: the subset keeps one level for a value it is
  /// given, and would print `Optional(5)` where Swift prints `Optional(Optional(5))`.
  @Test(arguments: [
    (
      "let x: Int?? = 5\nprint(x)",
      "line 1, column 8: an optional of an optional ('Int??') is not in the Workbench's Swift subset yet"
    ),
    (
      "func f(_ o: Optional<String?>) {}",
      "line 1, column 13: an optional of an optional ('Optional<String?>') is not in the Workbench's Swift subset yet"
    ),
    (
      "infix operator **\nprint(2 ** 3)",
      "line 1, column 1: declaring an operator or a precedence group is not in the Workbench's Swift subset yet"
    ),
    ("print(1)\nprint(2 ** 3)", "line 2, column 9: cannot find operator '**' in scope"),
    (
      "func f(_ x: Int) -> Int { x }\nfunc f(_ x: Double) -> Double { x }",
      "line 2, column 1: overloading 'f(_:)' by its parameters' types is not in the Workbench's Swift subset yet"
    ),
    (
      "print(1)\nprint(Optional(Optional(3)) as Any)",
      "line 2, column 7: an optional of an optional ('Optional(Optional(3))') is not in the Workbench's Swift subset yet"
    ),
  ])
  func aNestedOptionalTypeIsRefused(_ program: String, _ message: String) {
    #expect(SwiftRunner.error(program)?.description == message)
  }

  @Test(arguments: [
    ("var a = Int.max\nprint(1)\na += 1", "line 3: Fatal error: arithmetic overflow"),
    ("let z = 0\nprint(1)\nprint(5 / z)", "line 3: Fatal error: Division by zero"),
    ("let z = 0\nprint(1)\nprint(5 % z)", "line 3: Fatal error: Division by zero in remainder operation"),
    ("let xs = [1]\nprint(1)\nprint(xs[3])", "line 3: Fatal error: Index out of range"),
    ("let o: Int? = nil\nprint(1)\nprint(o!)", "line 3: Fatal error: Unexpectedly found nil while unwrapping an Optional value"),
    (
      "func f(_ n: Int) -> Int {\n  return f(n + 1)\n}\nprint(f(0))",
      "line 2: the calls go 100000 deep: endless recursion? (stack overflow)"
    ),
    // A struct whose property's default value makes the struct: swiftc's compile error (it
    // has no initializer there), where the compiler once nested without end.
    (
      "struct M { var level = 1; var m = [M()] }\nprint(M().level)",
      "line 1, column 36: 'M' cannot be constructed because it has no accessible initializers"
    ),
    ("let k = \"a\"\nprint(1)\nprint([k: 1, \"a\": 2])", "line 3: Fatal error: Dictionary literal contains duplicate keys"),
    // A failed check stops the program as a debug build's does; its message is made only then.
    ("let n = 5\nprint(1)\nassert(n < 3, \"n is \\(n)\")", "line 3: Assertion failed: n is 5"),
    ("print(1)\nprecondition(1 > 2)", "line 2: Precondition failed"),
    (
      "enum VE: Error { case bad }\ndo { throw VE.bad } catch { print(error.localizedDescription) }",
      "line 2: an error's 'localizedDescription' is not in the Workbench's Swift subset yet: print the error itself"
    ),
    (
      "print(1)\nprint(\"a, b\".split(separator: \", \"))",
      "line 2: split(separator:) with a separator of several characters is not in the Workbench's Swift subset yet"
    ),
    (
      "print(1)\nprint(String(format: \"%2$@ %1$@\", \"a\", \"b\"))",
      "line 2: String(format:)'s '%2$@' is not in the Workbench's Swift subset yet"
    ),
    (
      "print(1)\nprint((0.0...1.0).contains(0.5))",
      "line 2: a range of 'Double' bounds is not in the Workbench's Swift subset yet"
    ),
    (
      "var a = [0, 1, 2, 3]\na[1...2] = [9]",
      "line 2: an ArraySlice (an array subscripted with a range) is not in the Workbench's Swift subset yet"
    ),
    // A global an `inout` argument modifies is the call's alone while it runs (Swift's
    // runtime exclusivity check; Swift prints the variable's address).
    (
      "var stepSize = 1\nfunc increment(_ number: inout Int) {\n  number += stepSize\n}\nincrement(&stepSize)",
      "line 3: Simultaneous accesses to 'stepSize', but modification requires exclusive access"
    ),
    (
      "struct P { var x = 1; var y = 2 }\nfunc h(_ a: inout Int, _ b: inout Int) { a += b }\nvar p = P()\nh(&p.x, &p.y)",
      "line 4: Simultaneous accesses to 'p', but modification requires exclusive access"
    ),
    ("func f() { preconditionFailure(\"never\") }\nprint(1)\nf()", "line 1: Precondition failed: never"),
    (
      "print(1)\nprint(pow(2, 10))",
      "line 2, column 11: an integer literal given to 'pow' is no Double to Swift on Linux (it takes another 'pow' for "
        + "it, or cannot choose one): write 2.0"
    ),
  ])
  func aTrapNamesItsLine(_ program: String, _ message: String) {
    #expect(SwiftRunner.error(program)?.description == message)
  }

  /// A `String(format:)` conversion handed a value of another type, or none: C would read
  /// bits that are not there, so the run refuses it by name.
  @Test(arguments: [
    ("print(String(format: \"%d\", 2.5))", "String(format:)'s %d formats an Int"),
    ("let n = 2\nprint(String(format: \"%.1f\", n))", "String(format:)'s %.1f formats a Double"),
    ("print(String(format: \"%d and %d\", 1))", "String(format:) has more conversions than arguments"),
  ])
  func aFormatOfTheWrongArgumentIsRefused(_ program: String, _ message: String) {
    let error = SwiftRunner.error(program)
    #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
  }

  /// Recursion as deep as a compiled program's stack takes (thousands of calls) is no error.
  @Test func deepButEndingRecursionRuns() throws {
    let program = "func sum(_ n: Int) -> Int { n == 0 ? 0 : n + sum(n - 1) }\nprint(sum(30_000))"
    #expect(try SwiftRunner.output(program) == ["450015000"])
  }

  @Test func growingWithoutEndMeetsTheMemoryLimit() throws {
    #expect(
      SwiftRunner.error("var s = \"ab\"\nfor _ in 0..<40 {\n  s += s\n}")?.description
        == "line 3: a string of more than 10000000 bytes (the memory limit)")
    #expect(
      SwiftRunner.error("let r = 0...Int.max\nprint(Array(r.reversed()).count)")?.description
        == "line 2: a range of more than 10000000 Ints (the memory limit)")
    #expect(try SwiftRunner.output("for i in 0...Int.max where i > 1 {\n  print(i)\n  break\n}") == ["2"])
  }

  /// Values nested without end would crash the process when freed or printed (Swift does both
  /// by recursion): the machine stops them first.
  @Test(arguments: [
    "indirect enum List { case end; case node(Int, List) }\nvar list = List.end\nfor i in 0..<100_000 {\n  list = .node(i, list)\n}",
    "var a: [Any] = []\nfor _ in 0..<100_000 {\n  a = [a]\n}",
    "var a: [Any] = []\nfor _ in 0..<100_000 {\n  a.append(a)\n}",
    "var f = { print(1) }\nfor _ in 0..<100_000 {\n  let g = f\n  f = { g() }\n}",
  ])
  func valuesNestedWithoutEndMeetTheLimit(_ program: String) {
    let line = program.split(separator: "\n").count - 1
    #expect(SwiftRunner.error(program)?.description == "line \(line): values nest more than 500 deep (the memory limit)")
  }

  @Test func theStepLimitStopsAnEndlessLoop() {
    #expect(
      SwiftRunner.error("var i = 0\nwhile true {\n  i += 1\n}", limit: 10_000)?.message
        == "stopped after 10000 instructions: an endless loop? (the step limit)")
  }

  /// A corpus program with random damage: characters dropped, lines repeated or swapped, tokens
  /// replaced by other tokens of the subset.
  static func mangled(_ program: String, _ generator: inout LineGenerator) -> String {
    var lines = program.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let tokens = [
      "nil", "!", "?", "0", "-1", "Int.max", "(", ")", "{", "}", "[", "]", "self", "return", "throw", ".x", "&", "try",
      "= nil", "let", "var", "in", "{ $0 }", "as!", "break", "x / 0", "[][0]",
    ]
    for _ in 0..<generator.int(1...4) where !lines.isEmpty {
      let index = generator.int(0...(lines.count - 1))
      switch generator.int(0...4) {
      case 0: lines.remove(at: index)
      case 1: lines.insert(lines[index], at: index)
      case 2: lines.swapAt(index, generator.int(0...(lines.count - 1)))
      case 3:
        var characters = Array(lines[index])
        if !characters.isEmpty { characters.remove(at: generator.int(0...(characters.count - 1))) }
        lines[index] = String(characters)
      default:
        var words = lines[index].split(separator: " ").map(String.init)
        if !words.isEmpty { words[generator.int(0...(words.count - 1))] = generator.pick(tokens) }
        lines[index] = words.joined(separator: " ")
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func mangledProgramsNeverCrashOrHang() {
    var generator = LineGenerator(seed: 2_026_1124)
    var compiled = 0
    var failed = 0
    for round in 0..<1_000 {
      let program = Self.mangled(SwiftCorpus.programs[round % SwiftCorpus.programs.count], &generator)
      guard let code = try? SwiftCompiler.compile(program) else { continue }
      compiled += 1
      var machine = SwiftMachine(code)
      machine.limit = 100_000
      machine.heapLimit = 10_000
      do { try machine.run() } catch { failed += 1 }
    }
    // Some damage leaves a valid program, some stops it at run time: both are reached.
    #expect(compiled > 20 && failed > 2, "\(compiled) compiled, \(failed) stopped")
  }

  @Test func randomLinesNeverCrashTheCompiler() {
    for line in LineGenerator.hostileLines(count: 2_000, seed: 7) {
      let text = String(decoding: line, as: UTF8.self)
      if let program = try? SwiftCompiler.compile(text) {
        var machine = SwiftMachine(program)
        machine.limit = 10_000
        try? machine.run()
      }
    }
  }
}
