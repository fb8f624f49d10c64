import Foundation
import Testing

/// The learner's Swift on the real binary, with less memory than the programs below would take
/// without the memory limit: each stops at its limit with one line, and the shell goes on.
@Suite struct SwiftMemoryLimitTests {
  /// Runs `lines` through the binary with its address space limited to about 3 GB.
  ///
  /// Alone it takes about 7 s; beside the other suites on two cores, up to 100 s.
  static func run(_ lines: [String]) throws -> [String] {
    let result = try Binary.run(
      input: Data((lines.joined(separator: "\n") + "\n").utf8), timeLimit: 400,
      launcher: ["/bin/sh", "-c", "ulimit -v 3000000 && exec \"$0\""])
    #expect(result.exitedNormally && result.status == 0, "\(result.status): \(result.stderr.suffix(300))")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test func aRunThatHoldsMoreThanItsLimitStopsThereAndTheShellGoesOn() throws {
    let output = try Self.run([
      "use undo",
      // New arrays, each kept: 100 of them would take over 20 GB.
      "swift { var keep: [[Int]] = []; for i in 0..<100 { keep.append(Array(repeating: i, count: 9_000_000)) }; print(keep.count) }",
      "swift { print(keep.count < 100, keep.count > 0) }",
      // One array, copied as each copy changes: its copies are made by writes, not by the library.
      "swift { let big = Array(repeating: 7, count: 9_000_000); var copies: [[Int]] = []; for i in 0..<1000 { var c = big; c[0] = i; copies.append(c) } }",
      "swift { print(copies.count < 1000, copies.count > 0) }",
    ])
    let limit = "line 1: the run has taken more than 1 GB of memory (the memory limit)"
    // What ran before the limit stays done.
    #expect(Array(output.dropFirst()) == [limit, "true true", limit, "true true"], "\(output)")
  }
}
