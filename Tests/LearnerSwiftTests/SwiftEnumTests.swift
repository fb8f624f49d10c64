import LearnerSwift
import Testing

/// Enums and `switch`: cases, raw values, associated values, methods that switch on `self`, and
/// the patterns a case may have.
@Suite struct SwiftEnumTests {
  @Test func casesWithAssociatedValuesMatchTheirPatterns() throws {
    let output = try SwiftRunner.output(
      """
      enum Event {
        case moved(x: Int, y: Int)
        case tapped(count: Int)
        case cancelled
      }
      let events: [Event] = [.moved(x: 3, y: 0), .moved(x: 1, y: 2), .tapped(count: 2), .cancelled]
      for event in events {
        switch event {
        case .moved(let x, 0): print("along x", x)
        case let .moved(x, y) where x < y: print("up", x, y)
        case .tapped(let count): print("tapped", count)
        default: print("other", event)
        }
      }
      print(Event.moved(x: 1, y: 2))
      """)
    #expect(output == ["along x 3", "up 1 2", "tapped 2", "other cancelled", "moved(x: 1, y: 2)"])
  }

  @Test func rawValuesAndMethods() throws {
    let output = try SwiftRunner.output(
      """
      enum Level: Int {
        case low = 1, medium, high
        var next: Level? { Level(rawValue: rawValue + 1) }
        func describe() -> String {
          switch self {
          case .low: return "calm"
          case .medium, .high: return "busy"
          }
        }
      }
      enum Color: String { case red, green = "GREEN" }
      print(Level.medium.rawValue, Level.high.next as Any, Level.low.next as Any, Level.high.describe())
      print(Color.red.rawValue, Color.green.rawValue, Color(rawValue: "red") as Any, Color.red == .red)
      """)
    #expect(output == ["2 nil Optional(main.Level.medium) busy", "red GREEN Optional(main.Color.red) true"])
  }

  @Test func switchMatchesLiteralsRangesAndTuples() throws {
    let output = try SwiftRunner.output(
      """
      func grade(_ n: Int) -> String {
        switch n {
        case 90...100: return "A"
        case 75..<90: return "B"
        case 0, 1: return "nothing"
        default: return "C"
        }
      }
      print(grade(95), grade(80), grade(1), grade(50))
      for pair in [(0, 0), (2, 0), (1, 5)] {
        switch pair {
        case (0, 0): print("origin")
        case (let x, 0): print("x axis", x)
        case (_, let y): print("y", y)
        }
      }
      switch "b" {
      case "a": print("a")
      case "b":
        print("b")
        break
      default: print("?")
      }
      """)
    #expect(output == ["A B nothing C", "origin", "x axis 2", "y 5", "b"])
  }

  /// `fallthrough` goes on to the next case's body, its pattern not tried (The Swift
  /// Programming Language, "Control Transfer Statements").
  @Test func fallthroughRunsTheNextCasesBody() throws {
    #expect(
      try SwiftRunner.output("switch 1 {\ncase 1: print(1); fallthrough\ncase 2: print(2)\ndefault: print(3)\n}") == ["1", "2"])
  }
}
