import Foundation
import LearnerSwift
import Testing

/// The corpus of hand-written programs, each run by the interpreter and compiled by the real
/// Swift compiler: both must print the same lines.
@Suite struct SwiftCorpusTests {
  /// A program with its top-level names (types, functions, globals) suffixed `_pN`, so that all
  /// the programs fit in one file and one swiftc run; the suffix is taken out of what it prints.
  static func renamed(_ program: String, _ index: Int) throws -> String {
    let declaration = try NSRegularExpression(
      pattern: #"(?m)^(?:struct|class|enum|protocol|func|let|var)\s+\(?(\w+)(?:,\s*(\w+))?"#)
    var names: Set<String> = []
    let range = NSRange(program.startIndex..., in: program)
    for match in declaration.matches(in: program, range: range) {
      for group in 1..<match.numberOfRanges {
        if let found = Range(match.range(at: group), in: program) { names.insert(String(program[found])) }
      }
    }
    // A declaration list `var lo = 1, hi = 2` at the top level.
    let list = try NSRegularExpression(pattern: #"(?m)^(?:let|var)\s+\w+\s*=[^,\n]*,\s*(\w+)\s*="#)
    for match in list.matches(in: program, range: range) {
      if let found = Range(match.range(at: 1), in: program) { names.insert(String(program[found])) }
    }
    var text = program
    for name in names.sorted(by: { $0.count > $1.count }) {
      let word = try NSRegularExpression(pattern: #"(?<![\w.])"# + name + #"\b"#)
      text = word.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: name + "_p\(index)")
    }
    return text
  }

  @Test func eachProgramPrintsWhatTheCompiledProgramPrints() throws {
    let programs = SwiftCorpus.programs
    #expect(programs.count >= 40)
    var file = "import Foundation\n"
    for (index, program) in programs.enumerated() {
      file += try Self.renamed(program, index) + "\nprint(\"--\")\n"
    }
    let printed = try #require(try Swiftc.output(of: file), "swiftc compiles the corpus:\n\(file)")
    let suffix = try NSRegularExpression(pattern: #"_p\d+"#)
    let cleaned = suffix.stringByReplacingMatches(
      in: printed, range: NSRange(printed.startIndex..., in: printed), withTemplate: "")
    let compiled = cleaned.split(separator: "--\n", omittingEmptySubsequences: false)
    #expect(compiled.count == programs.count + 1)
    for (index, program) in programs.enumerated() where index < compiled.count {
      let expected = compiled[index].split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
      do {
        var machine = SwiftMachine(try SwiftCompiler.compile(program))
        try machine.run()
        #expect(machine.output == Array(expected), "program \(index):\n\(program)")
      } catch {
        Issue.record("program \(index): \(error)\n\(program)")
      }
    }
  }
}
