import LearnerSwift
import Testing

/// The learner's Swift, compiled and run: the subset feature by feature, what print prints, and
/// Swift's traps with their lines.
@Suite struct SwiftMachineTests {
  static func run(_ text: String) throws -> [String] {
    var machine = SwiftMachine(try SwiftCompiler.compile(text))
    try machine.run()
    return machine.output
  }

  static func error(_ text: String) -> SwiftRunError? {
    do {
      _ = try run(text)
      return nil
    } catch let error as SwiftRunError {
      return error
    } catch {
      return nil
    }
  }

  @Test func printPrintsAsSwiftDoes() throws {
    #expect(
      try Self.run(
        """
        let x = 3
        let d = 154.0
        let squares = [0, 1, 4]
        print(x, d, squares, ["a", "b"], (154.0, 167.0), true)
        print("area \\(x * x)")
        let half: Double = 3
        print(half / 2)
        """) == [#"3 154.0 [0, 1, 4] ["a", "b"] (154.0, 167.0) true"#, "area 9", "1.5"])
  }

  @Test func controlFlowAndFunctions() throws {
    #expect(
      try Self.run(
        """
        func square(_ n: Int) -> Int { return n * n }
        func fibonacci(_ n: Int) -> Int {
          if n < 2 { return n }
          return fibonacci(n - 1) + fibonacci(n - 2)
        }
        var total = 0
        for i in 1...10 { total += square(i) }
        var list: [Int] = []
        var k = 0
        while k < 5 {
          if k % 2 == 0 { list.append(k) } else if k == 3 { list.append(30) } else { list.append(-1) }
          k += 1
        }
        print(total, fibonacci(15), list, list.count, list[3])
        """) == ["385 610 [0, -1, 2, 30, 4] 5 30"])
    #expect(try Self.run("for name in [1, -2, 3] where name > 0 { print(name) }") == ["1", "3"])
    #expect(
      try Self.run(
        """
        var xs = [1, 2, 3]
        xs[1] = 20
        xs[2] += 5
        print(xs, xs.isEmpty, min(2, 1), max(2.5, 1.0), abs(-4), Double(3) / 2, Int(7.9))
        print(true && !false, false || 1 < 2, "ab" + "c")
        """) == ["[1, 20, 8] false 1 2.5 4 1.5 7", "true true abc"])
  }

  @Test func trapsStopTheRunWithTheirLine() {
    #expect(Self.error("let a = 1\nlet b = 0\nprint(a / b)")?.description == "line 3: Fatal error: Division by zero")
    #expect(Self.error("var big = 9223372036854775807\nbig += 1")?.description == "line 2: Fatal error: arithmetic overflow")
    #expect(Self.error("let xs = [1]\nprint(xs[5])")?.message == "Fatal error: Index out of range")
    #expect(
      Self.error("let a = 1\nlet b = 2.5\nprint(a + b)")?.message
        == "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'")
    #expect(Self.error("let a = 1\na = 2")?.message == "cannot assign to value: 'a' is a 'let' constant")
    #expect(Self.error("print(nope)")?.message == "cannot find 'nope' in scope")
    #expect(Self.error("func f() -> Int { return f() }\nprint(f())")?.message.contains("endless recursion") ?? false)
    var endless = SwiftMachine((try? SwiftCompiler.compile("var i = 0\nwhile true { i += 1 }"))!)
    endless.limit = 10_000
    #expect(throws: SwiftRunError.self) { try endless.run() }
    #expect(Self.error("let = 4")?.description == "line 1, column 5: expected pattern in variable")
    #expect(
      Self.error("actor A {}")?.description
        == "line 1, column 1: an actor declaration is not in the Workbench's Swift subset yet")
  }

  /// A statement is a step: the machine stops between statements and says the line.
  @Test func aRunStopsAfterEachStatement() throws {
    var machine = SwiftMachine(try SwiftCompiler.compile("var x = 1\nx += 1\nprint(x)"))
    try machine.step()
    #expect(machine.global("x") == .int(1))
    try machine.step()
    #expect(machine.line == 2)
    #expect(machine.global("x") == .int(2))
    #expect(machine.output.isEmpty)
    try machine.step()
    #expect(machine.output == ["2"])
    #expect(machine.isFinished)
  }

  /// Several statements in one go are the same statements as as many steps: the same lines,
  /// values and output, counted one each, and a statement that traps counted too.
  @Test func severalStatementsAtOnceAreAsManySteps() throws {
    let text = """
      var total = 0
      func add(_ k: Int) -> Int {
        let doubled = k * 2
        return doubled
      }
      for i in 0..<4 {
        total += add(i)
        if i == 2 { print("at", total) }
      }
      let xs = [1]
      print(total)
      print(xs[total])
      """
    let program = try SwiftCompiler.compile(text)
    var single = SwiftMachine(program)
    var lines: [Int] = []
    var trapped: SwiftRunError?
    while !single.isFinished, trapped == nil {
      do throws(SwiftRunError) { try single.step() } catch { trapped = error }
      lines.append(single.line)
    }
    #expect(trapped?.description.contains("Index out of range") == true, "\(String(describing: trapped))")
    for count in [2, 3, 7] {
      var batched = SwiftMachine(program)
      var taken = 0
      var failed: SwiftRunError?
      while !batched.isFinished, failed == nil {
        var ran = 0
        do throws(SwiftRunError) { try batched.step(statements: count, counting: &ran) } catch { failed = error }
        taken += ran
        // Each batch stops where as many single steps would have: on the same line.
        #expect(batched.line == lines[taken - 1], "\(count) at \(taken)")
      }
      #expect(taken == lines.count, "\(count)")
      #expect(failed == trapped)
      #expect(batched.output == single.output)
      #expect(batched.globals == single.globals)
    }
  }
}
