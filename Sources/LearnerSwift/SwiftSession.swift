import Foundation
import Lessons

/// What the learner's Swift holds in one chapter: the machine of the latest block (its globals
/// are the chapter's Swift objects), the block's lines for the step notes, and how much of what
/// it printed has been shown.
public struct SwiftSession: Equatable, Sendable {
  var machine: SwiftMachine
  /// The block's source, a line each, for the step notes.
  var lines: [String]
  /// How many of the machine's output lines the steps so far have shown.
  var shown = 0
  /// Whether the block still has statements to run (a trap ends it early).
  var isRunning = true

  /// The most instructions one block may run (about a million statements): an endless loop
  /// stops with a message in a fraction of a second, rather than holding the shell.
  static let instructionLimit = 5_000_000

  init(machine: SwiftMachine, source: String) {
    self.machine = machine
    self.machine.limit = Self.instructionLimit
    lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The text of source line `line` (from 1), trimmed.
  func text(ofLine line: Int) -> String {
    guard lines.indices.contains(line - 1) else { return "" }
    return lines[line - 1].trimmingCharacters(in: .whitespaces)
  }

  /// The top-level names declared so far, each with its value once its declaration has run.
  var objects: [InspectField] {
    zip(machine.program.globals, machine.globals).compactMap { name, value in
      if case .void = value { return nil }
      return InspectField(name, Self.inspect(value))
    }
  }

  /// A value as `show` and `inspect` see it, and predicates compare it: numbers as the
  /// Workbench prints every number (DESIGN §3: `9.0` shows as `9`), text, lists and tuples.
  static func inspect(_ value: SwiftValue) -> InspectValue {
    switch value {
    case .void: .none
    case .int(let number): .number(Double(number), places: 0)
    case .double(let number): .number(number)
    case .bool(let flag): .bool(flag)
    case .string(let text): .text(text)
    case .array(let items): .list(items.map(inspect))
    case .tuple(let items): .tuple(items.enumerated().map { InspectField(".\($0.offset)", inspect($0.element)) })
    case .function: .text("(Function)")
    }
  }

}
