import HostileInput
import LearnerSwift
import Testing

/// Arrays, dictionaries (in insertion order), tuples, strings and the standard library's
/// functions the books use.
@Suite struct SwiftCollectionTests {
  @Test func dictionariesKeepInsertionOrder() throws {
    let output = try SwiftRunner.output(
      """
      var ages: [String: Int] = ["Zoe": 30, "Al": 25]
      ages["Mo"] = 41
      ages["Al"] = 26
      print(ages["Al"] as Any, ages["Nobody"] as Any, ages.count, ages)
      ages["Zoe"] = nil
      for (name, age) in ages { print(name, age) }
      print(ages.keys, ages.values, ages.removeValue(forKey: "Mo") as Any, ages)
      let empty: [String: Int] = [:]
      print(empty, empty.isEmpty)
      """)
    #expect(
      output == [
        #"Optional(26) nil 3 ["Zoe": 30, "Al": 26, "Mo": 41]"#, "Al 26", "Mo 41",
        #"["Al", "Mo"] [26, 41] Optional(41) ["Al": 26]"#, "[:] true",
      ])
  }

  @Test func arraysAndTuples() throws {
    let output = try SwiftRunner.output(
      """
      var xs = [3, 1, 2]
      xs.append(5)
      xs.insert(0, at: 0)
      let removed = xs.remove(at: 1)
      xs += [7]
      print(xs, removed, xs.first as Any, xs.last as Any, xs.contains(2), xs.firstIndex(of: 5) as Any)
      for (index, value) in xs.enumerated() where index < 2 { print(index, value) }
      let point = (x: 2, y: 3)
      let (a, b) = point
      print(point.x, point.1, a + b, point)
      for i in stride(from: 0, through: 6, by: 3) { print(i, terminator: " ") }
      print()
      """)
    #expect(
      output == ["[0, 1, 2, 5, 7] 3 Optional(0) Optional(7) true Optional(3)", "0 0", "1 1", "2 3 5 (x: 2, y: 3)", "0 3 6 "])
  }

  @Test func stringsAndConversions() throws {
    let output = try SwiftRunner.output(
      """
      let s = "Hello, World"
      print(s.count, s.isEmpty, s.uppercased(), s.lowercased(), s.hasPrefix("Hell"), s.contains("World"))
      print(String(3) + "!", Int("12") as Any, Double("0.5") as Any, Int(3.9), Double(2), abs(-2.5), min(3, 1), max(2, 8))
      print(1, "two", 3.0, separator: "|", terminator: ".\\n")
      var text = ""
      for c in "abc" { text = String(c) + text }
      print(text)
      """)
    #expect(
      output == [
        "12 false HELLO, WORLD hello, world true true", "3! Optional(12) Optional(0.5) 3 2.0 2.5 1 8", "1|two|3.0.", "cba",
      ])
  }

  /// Escapes are read left to right, as swiftc reads them: an escaped backslash before an n is
  /// a backslash and an n, not a line end.
  @Test func escapesAreReadLeftToRight() throws {
    let output = try SwiftRunner.output(
      #"""
      print("a\nb", "tab\there", "say \"hi\"", "c:\\d")
      print("x\\ny")
      """#)
    #expect(output == ["a", "b tab\there say \"hi\" c:\\d", "x\\ny"])
  }

  @Test func anIntegerLiteralTakesItsContextsType() throws {
    let output = try SwiftRunner.output(
      """
      let half: Double = 7 / 2
      let mixed = 1 / 2 * 3.0
      var total = 0.0
      total = 10 / 4
      func area(_ side: Double) -> Double { side * side }
      print(half, mixed, total, area(3 / 2), 7 / 2, -3 / 2.0)
      """)
    #expect(output == ["3.5 1.5 2.5 2.25 3 -1.5"])
  }

  /// An array literal of whole numbers takes the type its closure gives it, as Swift infers it.
  ///
  /// It is a `[Double]` when the closure its method is given works its elements with a Double,
  /// otherwise an `[Int]`. The printed lines are swiftc's, compiled in the test.
  @Test func anArrayLiteralTakesTheTypeItsClosureGivesIt() throws {
    let program = """
      print([1, 2].map { $0 * 2.5 })
      print([1, 2, 3].filter { $0 > 1.5 })
      print([1, 2].reduce(0.5) { $0 + $1 })
      print([3, 1, 2].sorted { $0 < $1 })
      print([1, 2].map { $0 * 2 })
      print([1, 2].map { Double($0) * 2.5 })
      let k = 0.5
      print([1, 2].map { x in x * k })
      print([1, 2].reduce(0) { $0 + $1 })
      let ds: [Double] = [1, 2].map { $0 * 2 }
      let es: [Double] = [3, 1, 2].sorted { $0 < $1 }
      let fs: [Double] = [1, 2, 3].filter { $0 > 1 }
      let gs: [Double] = [1, 2].map { Double($0) * 2 }
      print(ds, es, fs, gs)
      """
    let expected = [
      "[2.5, 5.0]", "[2.0, 3.0]", "3.5", "[1, 2, 3]", "[2, 4]", "[2.5, 5.0]", "[0.5, 1.0]", "3",
      "[2.0, 4.0] [1.0, 2.0, 3.0] [2.0, 3.0] [2.0, 4.0]",
    ]
    #expect(try SwiftRunner.output(program) == expected)
    let printed = try #require(try Swiftc.output(of: program), "swiftc is on PATH where make test runs, and compiles it")
    #expect(printed.split(separator: "\n").map(String.init) == expected)
  }

  @Test func rangesAndStringsAreSequences() throws {
    let output = try SwiftRunner.output(
      """
      print((1...4).map { $0 * $0 }, (1..<4).reduce(0, +), Array(1...3), Array("hey"), [1.5, 2.5].reduce(0, +))
      print("abc".map { $0.uppercased() }, (1...6).filter { $0 % 3 == 0 }, 1...3, (0..<10).contains(4))
      """)
    #expect(output == [#"[1, 4, 9, 16] 6 [1, 2, 3] ["h", "e", "y"] 4.0"#, #"["A", "B", "C"] [3, 6] 1...3 true"#])
  }

  @Test func aDictionarysDefaultSubscriptCountsAndGroups() throws {
    let output = try SwiftRunner.output(
      """
      var counts: [String: Int] = [:]
      for word in ["to", "be", "or", "not", "to", "be"] { counts[word, default: 0] += 1 }
      var groups: [Int: [String]] = [:]
      for word in ["a", "bb", "c"] { groups[word.count, default: []].append(word) }
      print(counts, counts["is", default: 0], groups)
      """)
    #expect(output == [#"["to": 2, "be": 2, "or": 1, "not": 1] 0 [1: ["a", "c"], 2: ["bb"]]"#])
  }

  /// A variable's array or dictionary changes in place (the machine lets go of the variable's
  /// copy meanwhile): another variable that shares the value keeps its own, as Swift's value
  /// semantics say, whether it is a local, a global or a captured variable.
  @Test func aChangedCollectionLeavesItsCopiesAsTheyWere() throws {
    let output = try SwiftRunner.output(
      """
      var xs = [1, 2]
      let kept = xs
      xs.append(3)
      xs[0] = 9
      var other = xs
      other.append(4)
      var ds = ["a": 1]
      let before = ds
      ds["b"] = 2
      ds["a", default: 0] += 10
      func fill() -> [Int] {
        var local = [Int]()
        for i in 0..<4 { local.append(i * i) }
        let snapshot = local
        local[0] = 7
        return snapshot + local
      }
      var captured = [Int]()
      let add = { captured.append(captured.count) }
      add()
      add()
      print(xs, kept, other, ds, before, fill(), captured)
      """)
    #expect(
      output == [
        #"[9, 2, 3] [1, 2] [9, 2, 3, 4] ["a": 11, "b": 2] ["a": 1] [0, 1, 4, 9, 7, 1, 4, 9] [0, 1]"#
      ])
  }

  /// A dictionary finds a key by its hash: removing one moves the later keys up, and each is
  /// still found where it now is.
  @Test func aDictionaryFindsEveryKeyAfterARemoval() throws {
    let output = try SwiftRunner.output(
      """
      var d = ["a": 1, "b": 2, "c": 3, "d": 4]
      d["a"] = nil
      print(d["b"]!, d["c"]!, d["d"]!, d["a"] as Any)
      d["a"] = 5
      d.removeValue(forKey: "c")
      print(d["d"]!, d["a"]!, d.count, d)
      var squares = [Int: Int]()
      for i in 0..<1000 { squares[i] = i * i }
      for i in stride(from: 0, to: 1000, by: 2) { squares[i] = nil }
      print(squares.count, squares[999]!, squares[998] as Any, squares.keys.first!)
      """)
    #expect(output == ["2 3 4 nil", #"4 5 3 ["b": 2, "d": 4, "a": 5]"#, "500 998001 nil 1"])
  }

  /// A change that traps leaves the variable as it was: the run stops there, and what the
  /// variable held before the statement is what it holds.
  @Test func aTrappedChangeLeavesTheVariableAsItWas() throws {
    for (program, message) in [
      ("var xs = [1, 2]\nxs.remove(at: 5)", "Fatal error: Index out of range"),
      ("var xs = [1, 2]\nxs[7] = 3", "Fatal error: Index out of range"),
      ("var xs = [1, 2]\nxs.removeAll()\nxs = [1, 2]\nxs.insert(0, at: 9)", "Fatal error: Array index is out of range"),
    ] {
      var machine = SwiftMachine(try SwiftCompiler.compile(program))
      #expect(throws: SwiftRunError.self) { try machine.run() }
      #expect(SwiftRunner.error(program)?.message == message)
      let slot = try #require(machine.program.globals.firstIndex(of: "xs"))
      #expect(machine.globals[slot] == .array([.int(1), .int(2)]), "\(program)")
    }
  }

  /// A property's array changes in place too (a struct's or a class instance's, written
  /// through its variable or inside a method): a copy of the struct keeps its own, another
  /// reference to the instance sees the change, and a `didSet` still hears the old value.
  @Test func aPropertysArrayChangesInPlaceAsSwiftSays() throws {
    let output = try SwiftRunner.output(
      """
      struct Bag {
        var items = [Int]()
        mutating func add(_ n: Int) { items.append(n) }
      }
      class Model {
        var items = [String]()
        var log = [Int]() {
          didSet { print("log had", oldValue.count, "has", log.count) }
        }
        func add(_ text: String) {
          items.append(text)
          self.items.append(text + "!")
        }
      }
      var bag = Bag()
      bag.items.append(1)
      let copy = bag
      bag.add(2)
      bag.items[0] = 9
      let model = Model()
      let same = model
      model.add("a")
      model.items.append(String(model.items.count))
      model.log.append(7)
      model.log.append(8)
      print(bag.items, copy.items, same.items, model.log)
      """)
    #expect(output == ["log had 0 has 1", "log had 1 has 2", #"[9, 2] [1] ["a", "a!", "2"] [7, 8]"#])
  }

  /// `[T](repeating:count:)` and `Array(repeating:count:)`: the value is of the element type,
  /// a count below 0 traps as the standard library does, and a value or count of the wrong
  /// type is refused before anything runs.
  @Test func anArrayOfOneValueRepeated() throws {
    let output = try SwiftRunner.output(
      """
      let zeros = [Int](repeating: 0, count: 3)
      var halves = [Double](repeating: 1, count: 2)
      halves[0] += 0.5
      let words = Array(repeating: "a", count: 2)
      var grid = [[Int]](repeating: [0, 0], count: 2)
      grid[1][0] = 7
      print(zeros, halves, words, grid, [String](repeating: "x", count: 0))
      """)
    #expect(output == [#"[0, 0, 0] [1.5, 1.0] ["a", "a"] [[0, 0], [7, 0]] []"#])
    #expect(
      SwiftRunner.error("print(1)\nlet a = [Int](repeating: 0, count: -1)")?.description
        == "line 2: Fatal error: Can't construct Array with count < 0")
    for program in ["print(1)\nlet a = [Int](repeating: 1.5, count: 2)", "print(1)\nlet a = [Int](repeating: 0, count: 2.0)"] {
      let error = SwiftRunner.error(program)
      #expect(error?.message == "cannot convert value of type 'Double' to expected argument type 'Int'", "\(program)")
      #expect(error?.column != nil, "\(program): refused before it runs, at its column")
    }
  }

  /// Random changes to arrays held in variables and in a struct's property, copied into one
  /// another as they go, print what Swift's value semantics give: each copy keeps its own
  /// elements however the machine changes a value in place.
  @Test func randomChangesKeepEachCopyItsOwn() throws {
    var generator = LineGenerator(seed: 2026_1125)
    for _ in 0..<60 {
      var real: [String: [Int]] = ["a": [1, 2, 3], "b": [], "c": [7], "s.xs": [4]]
      var lines = ["struct Bag { var xs: [Int] }", "var a = [1, 2, 3]", "var b = [Int]()", "var c = [7]", "var s = Bag(xs: [4])"]
      let names = ["a", "b", "c", "s.xs"]
      for _ in 0..<14 {
        let target = generator.pick(names)
        let source = generator.pick(names)
        let count = real[target]!.count
        switch generator.int(0...5) {
        case 0:
          let value = generator.int(0...9)
          lines.append("\(target).append(\(value))")
          real[target]!.append(value)
        case 1:
          lines.append("\(target) = \(source)")
          real[target] = real[source]
        case 2 where count > 0:
          let (index, value) = (generator.int(0...count - 1), generator.int(10...99))
          lines.append("\(target)[\(index)] = \(value)")
          real[target]![index] = value
        case 3 where count > 0:
          lines.append("\(target).removeLast()")
          real[target]!.removeLast()
        case 4:
          lines.append("\(target).insert(\(count), at: 0)")
          real[target]!.insert(count, at: 0)
        default:
          lines.append("\(target) += \(source)")
          real[target]! += real[source]!
        }
      }
      lines.append("print(a, b, c, s.xs)")
      let expected = names.map { "\(real[$0]!)" }.joined(separator: " ")
      let program = lines.joined(separator: "\n")
      #expect(try SwiftRunner.output(program) == [expected], "\(program)")
    }
  }

  /// A tuple pattern takes a tuple of as many elements, as in Swift; where the compiler does not
  /// know the value's type (a name holding an array of tuples, a function's result), the run
  /// checks it, in swiftc's words, rather than drop or miss an element.
  @Test func aTuplePatternOfAnotherLengthStopsTheRun() throws {
    let cases = [
      ("let pairs = [(1, 2, 3)]\nfor (a, b) in pairs { print(a, b) }", "(Int, Int, Int)", 2),
      (
        "func f() -> (Int, String) { (1, \"x\") }\nlet rows = [f()]\nfor (a, b, c) in rows { print(a, b, c) }", "(Int, String)", 3
      ),
      ("let named = [(x: 1, y: 2)]\nfor (a, b, c) in named { print(a) }", "(x: Int, y: Int)", 2),
    ]
    for (program, type, line) in cases {
      let error = SwiftRunner.error(program)
      #expect(
        error?.line == line && error?.message == "pattern cannot match values of type '\(type)'",
        "\(program): \(String(describing: error))")
    }
    #expect(try SwiftRunner.output("let rows = [(1, 2)]\nfor (a, b) in rows { print(a + b) }") == ["3"])
  }
}
