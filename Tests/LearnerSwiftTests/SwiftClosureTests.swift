import LearnerSwift
import Testing

/// Closures: capture by reference, closures kept in variables and arrays, trailing closures,
/// `$0`, and the array methods that take them.
@Suite struct SwiftClosureTests {
  @Test func aClosureChangesTheVariableItCaptured() throws {
    let output = try SwiftRunner.output(
      """
      func run() {
        var count = 0
        let add = { count += 1 }
        add()
        add()
        print(count)
        count = 10
        add()
        print(count)
      }
      run()
      func makeCounter() -> () -> Int {
        var total = 0
        return { total += 1; return total }
      }
      let first = makeCounter()
      let second = makeCounter()
      print(first(), first(), second(), first())
      """)
    #expect(output == ["2", "11", "1 2 1 3"])
  }

  @Test func closuresInArraysKeepTheirOwnCaptures() throws {
    let output = try SwiftRunner.output(
      """
      var actions: [(Int) -> Int] = []
      for factor in 1...3 { actions.append { $0 * factor } }
      print(actions.map { $0(10) })
      let add: (Int, Int) -> Int = { a, b in a + b }
      print(add(2, 3))
      """)
    #expect(output == ["[10, 20, 30]", "5"])
  }

  @Test func arrayMethodsTakeClosures() throws {
    let output = try SwiftRunner.output(
      """
      let xs = [4, 1, 3, 2]
      print(xs.map { $0 * $0 }, xs.filter { $0 % 2 == 0 }, xs.reduce(0, +), xs.reduce(1) { $0 * $1 })
      print(xs.sorted(), xs.sorted(by: >), xs.sorted { a, b in a < b }, xs.contains { $0 > 3 })
      xs.forEach { print($0, terminator: ",") }
      print()
      func twice(_ f: () -> Void) { f(); f() }
      twice { print("hi") }
      """)
    #expect(output == ["[16, 1, 9, 4] [4, 2] 10 24", "[1, 2, 3, 4] [4, 3, 2, 1] [1, 2, 3, 4] true", "4,1,3,2,", "hi", "hi"])
  }

  @Test func aClosureRunsItsStatementsAsSteps() throws {
    var machine = SwiftMachine(try SwiftCompiler.compile("let xs = [1, 2].map { n in\n  n * 10\n}\nprint(xs)"))
    var lines: [Int] = []
    while !machine.isFinished {
      try machine.step()
      lines.append(machine.line)
    }
    #expect(lines == [1, 2, 2, 4])
    #expect(machine.output == ["[10, 20]"])
  }
}
