import LearnerSwift
import Lessons
import Testing

/// A session's blocks compile once each, the next going on from the compiler the blocks before
/// it left: the program is the one compiling them all again makes, index for index, so a
/// machine that ran the earlier blocks goes on with it.
@Suite struct SwiftIncrementalCompileTests {
  init() { SwiftHost.install(SwiftInterpreterRunner()) }

  /// Blocks as a learner types them: types and their extensions, operators and the ones Swift
  /// derives, statics, closures, protocols, a name declared again.
  static let blocks = [
    "struct P: Equatable { var x: Int; static func == (a: P, b: P) -> Bool { a.x == b.x } }\n"
      + "extension P: Comparable { static func < (a: P, b: P) -> Bool { a.x < b.x } }\nvar ps = [P(x: 1)]",
    "print(P(x: 1) != P(x: 2), P(x: 3) >= P(x: 1))",
    "enum Shape { case square(Double), circle(Double) }\nlet shapes: [Shape] = [.square(2), .circle(1)]",
    "class Counter { static var made = 0; var n = 0; init() { Counter.made += 1 }; func bump() { n += 1 } }\nlet c = Counter()",
    "let add: (Int) -> Int = { $0 + ps.count }\nvar total = add(1)\nc.bump()",
    "protocol Named { var name: String { get } }\nextension Named { func greet() -> String { \"hi \" + name } }\nstruct Dog: Named { let name = \"Rex\" }",
    "struct Q: Equatable { var v = 0 }\nfunc == (a: Q, b: Q) -> Bool { a.v % 2 == b.v % 2 }\nprint(Q() != Q(v: 2))",
    "let total = Dog().greet()\nfunc twice(_ f: (Int) -> Int, _ v: Int) -> Int { f(f(v)) }\nprint(total, twice(add, 1))",
  ]

  @Test(arguments: [SwiftHostScope(), SwiftHostScope(classes: ["UIView"])])
  func eachBlockCompiledOnceMakesTheProgramCompilingThemAllMakes(host: SwiftHostScope) throws {
    var compiled = CompiledBlocks()
    for count in 1...Self.blocks.count {
      let blocks = Array(Self.blocks.prefix(count))
      let step = try SwiftCompiler.compile(blocks: blocks, host: host, unset: [], continuing: compiled)
      let whole = try SwiftCompiler.compile(blocks: blocks, host: host)
      #expect(step.program == whole.program, "after block \(count)")
      #expect(step.entry == whole.entry, "after block \(count)")
      compiled = step.compiled
    }
    #expect(compiled.count == Self.blocks.count)
  }

  /// The blocks the compiler has compiled are not read again: only the new one is.
  @Test func theBlocksBeforeAreNotReadAgain() throws {
    let first = try SwiftCompiler.compile(
      blocks: [Self.blocks[0]], host: SwiftHostScope(), unset: [], continuing: CompiledBlocks())
    let next = try SwiftCompiler.compile(
      blocks: ["this is not Swift {", Self.blocks[1]], host: SwiftHostScope(), unset: [], continuing: first.compiled)
    #expect(next.program == (try SwiftCompiler.compile(blocks: Array(Self.blocks.prefix(2)))).program)
    #expect(throws: SwiftRunError.self) {
      try SwiftCompiler.compile(blocks: ["this is not Swift {", Self.blocks[1]], host: SwiftHostScope())
    }
  }

  /// A name whose declaration a trap stopped is hidden from the next block only: once a
  /// function of its block has given it its value, the blocks after see it, as when all
  /// blocks compiled again.
  @Test func aNameHiddenFromOneBlockIsSeenByTheNextOnceItHasItsValue() {
    var engine = Engine(catalog: .shipped, active: "undo")
    let trapped = engine.run("swift {\nvar m = [Int]()[0]\nfunc setM() { m = 5 }\n}").lines.map(\.text)
    #expect(trapped == ["line 2: Fatal error: Index out of range"], "\(trapped)")
    #expect(engine.run("swift { print(m) }").lines.first?.text.contains("cannot find 'm' in scope") == true)
    _ = engine.run("swift { setM() }")
    #expect(engine.run("swift { print(m) }").lines.map(\.text) == ["5"])
  }

  /// A block that does not compile leaves the compiler where it was: the next compiles on from
  /// the blocks before it.
  @Test func aBlockThatFailsLeavesTheCompilerAsItWas() throws {
    let first = try SwiftCompiler.compile(
      blocks: [Self.blocks[0]], host: SwiftHostScope(), unset: [], continuing: CompiledBlocks())
    #expect(throws: SwiftRunError.self) {
      try SwiftCompiler.compile(
        blocks: [Self.blocks[0], "let y: Int = \"a\""], host: SwiftHostScope(), unset: [], continuing: first.compiled)
    }
    let next = try SwiftCompiler.compile(
      blocks: Array(Self.blocks.prefix(2)), host: SwiftHostScope(), unset: [], continuing: first.compiled)
    #expect(next.program == (try SwiftCompiler.compile(blocks: Array(Self.blocks.prefix(2)))).program)
  }

  /// In a session of hundreds of blocks, each compiled on from the compiler the ones before it
  /// left, the last still sees what the first declared.
  @Test func theLastOfHundredsOfBlocksSeesTheFirstsNames() {
    var engine = Engine(catalog: .shipped, active: "undo")
    for index in 0..<200 {
      _ = engine.run("swift { struct S\(index) { var x = \(index) }; let v\(index) = S\(index)().x }")
    }
    #expect(engine.run("swift { print(v199 + v0) }").lines.map(\.text) == ["199"])
  }
}
