import LearnerSwift

/// Compiles and runs a program of the learner's Swift for a test: what it printed, or its error.
enum SwiftRunner {
  static func output(_ text: String, limit: Int = 1_000_000) throws -> [String] {
    var machine = SwiftMachine(try SwiftCompiler.compile(text))
    machine.limit = limit
    try machine.run()
    return machine.output
  }

  /// The error that stops the program, when compiling or running it; nil when it runs to its end.
  static func error(_ text: String, limit: Int = 1_000_000) -> SwiftRunError? {
    do {
      _ = try output(text, limit: limit)
      return nil
    } catch let error as SwiftRunError {
      return error
    } catch {
      return nil
    }
  }
}
