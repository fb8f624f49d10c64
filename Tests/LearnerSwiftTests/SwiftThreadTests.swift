import LearnerSwift
import Testing

/// Several threads of one program over shared globals and heap: stepped by statement, or to
/// their next access of shared state, which shows the lost update of `counter += 1`.
@Suite struct SwiftThreadTests {
  static func machine(_ text: String) throws -> SwiftMachine {
    var machine = SwiftMachine(try SwiftCompiler.compile(text))
    try machine.run()
    return machine
  }

  @Test func interleavedIncrementsLoseAnUpdate() throws {
    var machine = try Self.machine("var counter = 0\nlet work = {\n  counter += 1\n}")
    let work = try #require(machine.global("work"))
    let first = try machine.startThread(work)
    let second = try machine.startThread(work)
    #expect([first, second] == [1, 2] && machine.threadCount == 3)
    let accesses = [
      try machine.stepToAccess(thread: first), try machine.stepToAccess(thread: second),
      try machine.stepToAccess(thread: first), try machine.stepToAccess(thread: second),
    ]
    #expect(
      accesses == [
        SwiftMachine.Access(thread: 1, name: "counter", isWrite: false, value: "0"),
        SwiftMachine.Access(thread: 2, name: "counter", isWrite: false, value: "0"),
        SwiftMachine.Access(thread: 1, name: "counter", isWrite: true, value: "1"),
        SwiftMachine.Access(thread: 2, name: "counter", isWrite: true, value: "1"),
      ])
    #expect(machine.line(thread: first) == 3)
    #expect(try machine.stepToAccess(thread: first) == nil)
    #expect(machine.isFinished(thread: first))
    #expect(machine.global("counter") == .int(1), "two increments, one lost")
  }

  @Test func threadsOneAfterTheOtherLoseNothing() throws {
    var machine = try Self.machine(
      """
      class Box { var value = 0 }
      let box = Box()
      func makeWorker() -> () -> Void {
        var calls = 0
        return {
          calls += 1
          box.value += calls
        }
      }
      let worker = makeWorker()
      """)
    let worker = try #require(machine.global("worker"))
    for _ in 0..<3 {
      let thread = try machine.startThread(worker)
      while !machine.isFinished(thread: thread) { try machine.step(thread: thread) }
    }
    #expect(machine.describe(try #require(machine.global("box")), reflecting: false) == "main.Box")
    // The captured `calls` went 1, 2, 3 in its shared box; the instance's value adds them.
    let access = try machine.stepToAccess(thread: machine.startThread(worker))
    #expect(access == SwiftMachine.Access(thread: 4, name: "calls", isWrite: false, value: "3"))
  }

  @Test func aStepSaysWhatItChanged() throws {
    var machine = SwiftMachine(
      try SwiftCompiler.compile(
        """
        struct Point { var x: Int; var y: Int }
        class Dog { var name = "Rex" }
        var p = Point(x: 1, y: 2)
        p.x = 5
        let dog = Dog()
        dog.name = "Max"
        func f() {
          var local = 1
          local += 1
        }
        f()
        """))
    machine.recordsChanges = true
    var changes: [[SwiftMachine.Change]] = []
    while !machine.isFinished {
      try machine.step()
      changes.append(machine.changes)
    }
    #expect(changes[0] == [SwiftMachine.Change(name: "p", value: "Point(x: 1, y: 2)")])
    #expect(changes[1] == [SwiftMachine.Change(name: "p", value: "Point(x: 5, y: 2)")])
    #expect(changes[2].contains(SwiftMachine.Change(name: "dog", value: "main.Dog")))
    #expect(changes[3] == [SwiftMachine.Change(name: "Dog#0.name", value: "Max")])
    #expect(changes.contains([SwiftMachine.Change(name: "local", value: "2")]))
  }

  @Test func aMachineCopyIsASnapshot() throws {
    var machine = SwiftMachine(try SwiftCompiler.compile("class C { var n = 0 }\nlet c = C()\nc.n = 1\nc.n = 2\nprint(c.n)"))
    try machine.step()
    try machine.step()
    let snapshot = machine
    try machine.run()
    var again = snapshot
    try again.run()
    #expect(machine.output == ["2"] && again.output == ["2"])
    #expect(snapshot.output.isEmpty)
  }
}
