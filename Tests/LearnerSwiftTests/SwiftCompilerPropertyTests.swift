import Foundation
import HostileInput
import LearnerSwift
import Testing

/// Random straight-line Swift over numbers, run by the Workbench's interpreter and compiled by the
/// real Swift compiler (`swiftc` beside the `swift` on PATH): both must print the same values.
@Suite struct SwiftCompilerPropertyTests {
  /// One program: lets and vars of Int and Double, arithmetic over them and literals, each printed.
  static func program(_ generator: inout LineGenerator) -> String {
    var ints = ["1"]
    var doubles = ["1.5"]
    var lines: [String] = []
    for index in 0..<generator.int(3...8) {
      let isDouble = generator.int(0...1) == 1
      func operand() -> String {
        let pool = isDouble ? doubles : ints
        if generator.int(0...2) == 0 {
          return isDouble ? "\(generator.int(1...40)).\(generator.int(0...9))" : "\(generator.int(1...40))"
        }
        return generator.pick(pool)
      }
      // Int's bitwise operators too: their precedence against the others is Swift's.
      let operators = isDouble ? ["+", "-", "*", "/"] : ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"]
      var expression = operand()
      if !isDouble, generator.int(0...4) == 0 { expression = "~" + expression }
      for _ in 0..<generator.int(1...3) {
        let operation = generator.pick(operators)
        // A divisor is a literal that is not zero, so neither side traps; a shift is by a
        // literal of a few bits, so a product after it does not overflow.
        let right =
          operation == "/" || operation == "%"
          ? "\(generator.int(1...9))"
          : operation == "<<" || operation == ">>" ? "\(generator.int(0...9))" : operand()
        // Shifts do not associate (`a << 1 << 2` does not compile): a shifted value is in parentheses.
        let isShift = operation == "<<" || operation == ">>"
        let left = isShift ? "(\(expression))" : expression
        expression = generator.int(0...1) == 0 ? "(\(left) \(operation) \(right))" : "\(left) \(operation) \(right)"
      }
      let name = "v\(index)"
      let keyword = generator.int(0...1) == 0 ? "let" : "var"
      lines.append("\(keyword) \(name)\(isDouble ? ": Double" : ": Int") = \(expression)")
      if keyword == "var" {
        lines.append(
          "\(name) \(generator.pick(isDouble ? ["+=", "-=", "*="] : ["+=", "-=", "*=", "|=", "&=", "^=", "<<="])) \(isDouble ? "2.5" : "3")"
        )
      }
      lines.append("print(\(name))")
      if isDouble { doubles.append(name) } else { ints.append(name) }
    }
    return lines.joined(separator: "\n")
  }

  @Test func randomArithmeticPrintsWhatTheCompiledProgramPrints() throws {
    var generator = LineGenerator(seed: 20_261_124)
    let programs = (0..<60).map { _ in Self.program(&generator) }
    // One compiled file: each program a function, its output ended by a marker line.
    var file = ""
    for (index, program) in programs.enumerated() {
      file += "func program\(index)() {\n\(program)\n}\n"
    }
    file += programs.indices.map { "program\($0)()\nprint(\"--\")" }.joined(separator: "\n") + "\n"
    let printed = try #require(try Swiftc.output(of: file), "swiftc is on PATH where make test runs, and compiles the programs")
    let compiled = printed.split(separator: "--\n", omittingEmptySubsequences: false)
    #expect(compiled.count == programs.count + 1)
    var compared = 0
    for (index, program) in programs.enumerated() where index < compiled.count {
      var machine = SwiftMachine(try SwiftCompiler.compile(program))
      try machine.run()
      let expected = compiled[index].split(separator: "\n").map(String.init)
      #expect(machine.output == expected, "program \(index):\n\(program)")
      compared += expected.count
    }
    #expect(compared > 200, "the programs printed enough values to compare")
  }
}
