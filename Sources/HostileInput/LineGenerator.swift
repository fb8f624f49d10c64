/// Seeded generator of hostile input lines for the bad-input tests and `make bench`'s long run
/// (SplitMix64: the same seed always gives the same lines, so a failure can be reproduced).
public struct LineGenerator {
  private var seed: UInt64

  public init(seed: UInt64) { self.seed = seed }

  /// `count` generated lines, then the very long and very deep ones every chapter must refuse
  /// in one line each: 100 KB words, paths and numbers, and blocks nested past the threading
  /// chapter's bound (which overflowed the stack at about 2,775).
  public static func hostileLines(count: Int, seed: UInt64) -> [[UInt8]] {
    var generator = LineGenerator(seed: seed)
    var lines = (0..<count).map { _ in generator.line() }
    let deep = String(repeating: "async global {", count: 3_000) + String(repeating: "}", count: 3_000)
    let long = [
      String(repeating: "x", count: 100_000), "show " + String(repeating: "a.", count: 50_000) + "a",
      "new " + String(repeating: "9", count: 100_000), "set a.label \"" + String(repeating: "é", count: 50_000),
      "threading " + deep, "threading explore { " + deep + " }",
      "swift { let a = " + String(repeating: "[", count: 3_000) + String(repeating: "]", count: 3_000) + " }",
      "swift { let a = " + String(repeating: "(", count: 3_000) + "1" + String(repeating: ")", count: 3_000) + " }",
      "swift { " + String(repeating: "if true { ", count: 3_000) + String(repeating: "}", count: 3_000) + " }",
      "swift { let s = \"" + String(repeating: "é", count: 50_000) + "\"; print(s.count) }",
    ]
    for (index, line) in long.enumerated() {
      lines.insert(Array(line.utf8), at: min(lines.count, count / (long.count + 1) * (index + 1)))
    }
    // Long replays: a few thousand events, then jumps across them and back over them.
    let events = (0..<3_000).map { "testbed set a.value \($0)" }
    let jumps = ["goto 1", "goto 2000", "back 1999", "goto 99999999", "back 3000", "goto 0", "diff", "timeline"]
    lines += (events + jumps).map { Array($0.utf8) }
    return lines
  }

  public mutating func next() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

  /// A number from `range`, evenly.
  public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

  static let commands = [
    "help", "chapters", "use", "show", "inspect", "diff", "step", "back", "continue", "goto", "where", "timeline",
    "history", "testbed", "new", "set", "remove", "count", "spin", "schedule", "list", "cuont", "shw", "",
    "lessons", "open", "next", "prev", "page", "play", "check", "hint", "progress", "reset", "validators", "validate",
    "type", "paste", "backspace", "select", "cut", "menu", "choose", "segment", "match", "charset", "errors",
    "threading", "run", "explore", "async", "sync", "incr", "lock", "wait", "workers", "dep", "add", "cancel",
    "threads", "after", "apply", "notify", "observe", "unobserve", "post", "begin", "end", "load", "log", "scenarios",
    "suspend",
    "resume", "views", "window", "rotate", "insert", "exchange", "bringToFront", "sendToBack", "convert", "hittest", "tree",
    "traits", "draw", "undo", "redo", "drag", "table", "text", "name", "clear", "focus", "shake", "shaketoedit", "event",
  ]
  static let oddWords = [
    "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "1e400", "-1e308", "1e-400", "0x1F", "1_000", "١٢", "１２",
    "99999999999999999999999999", "-99999999999999999999", "9223372036854775807", "-9223372036854775808",
    "1.7976931348623157e308", "--", "---", "--step", "--json", "--help=1", "a..b", "a.", ".a", "a[", "a[-1]",
    "a[99999]", "a.value.x", "a.frame.width.z", "zzz.frame", "'", "\"", "\\", "{", "}", "{ a ; b", "#", ";",
    "a.link.link.link", "clock.timers[0]", "-0", "+5", ".5", "5.", "-", "…", "é", "\u{202E}rtl", "\u{0}",
  ]

  /// Bytes of one line without a newline: each kind of bad input the shell must survive.
  public mutating func line() -> [UInt8] {
    switch next() % 11 {
    case 0:
      // Random bytes, any value but a newline: mostly invalid UTF-8.
      let count = Int(next() % 80)
      return (0..<count).map { _ in
        let byte = UInt8(truncatingIfNeeded: next())
        return byte == 0x0A ? 0x20 : byte
      }
    case 1:
      // Truncated and overlong UTF-8 sequences inside otherwise plausible commands.
      let bad: [[UInt8]] = [
        [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xFF, 0xFE], [0x80],
      ]
      return Array("set a.label x".utf8) + pick(bad) + Array(" show a".utf8)
    case 2:
      let quotes = ["set a.label \"unclosed", "new 'b", "show a\\", "count a { 3", "count a } 3", "new \"a\" 'b", "say \"\\"]
      return Array(pick(quotes).utf8)
    case 3:
      return Array((pick(Self.commands) + " " + pick(Self.oddWords) + " " + pick(Self.oddWords)).utf8)
    case 4:
      let numbers = [
        "new z 1e400", "count a 99999999999999999999999", "set a.value -1e309", "step -5", "back 99999999999",
        "goto -1", "set a.frame 1 2 3", "set a.frame nan 0 0 0", "schedule a 0", "spin a 0", "step 1000001",
        "goto 9223372036854775808", "count a -1000001", "set a.value NaN", "set a.value 1000000001",
        "threading new var v -9223372036854775808", "threading new var v 9223372036854775807",
        "threading store c 1-9223372036854775808", "threading work 9223372036854775808",
        "threading after -9223372036854775808 main { log x }", "threading wait s --timeout -9223372036854775808",
        "threading new semaphore s 9223372036854775807", "threading apply -9223372036854775808 { log x }",
        "threading explore --max -9223372036854775808", "threading live --runs 9223372036854775807",
        "threading workers 9223372036854775807", "threading if r == 99999999999999999999 { log x }",
        "threading begin t --expire -9223372036854775808 { end t }", "threading new opqueue q --max 99999999999999999999",
      ]
      return Array(pick(numbers).utf8)
    case 5:
      let unknown = [
        "frobnicate", "views hittest 1 1", "show nosuch.path", "inspect a.nothing --json", "show a.frame.nope",
        "use nosuch", "help nosuch", "testbed nosuch", "show clock.timers[3]", "inspect", "show a[0]", "new a",
        "validators new rule r startsWith nope x", "validators match /(?=x)/ a", "validators validate password",
        "validators new field f --mode 2.3", "validators paste f 1.2.3", "validators select f 9 9",
        "validators match /(a+)+b/ aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac", "validators new validator v password",
        "threading async global { incr", "threading new semaphore s -1", "threading explore --max 0",
        "threading unlock nosuch", "threading step w99", "threading store x r+1", "threading sync nowhere { log x }",
        "threading new var main 1", "threading apply 65 { log x }", "threading if r = 1 { log x }",
        "threading observe n global { log x }", "threading end nosuch", "threading begin t --expire 0 { end t }",
        "threading begin t { }", "threading post", "threading unobserve n { log x }", "threading wait q --timeout 5",
        #"threading async global { log "x \(r9" }"#, #"threading log "v \(99999999999999999999)""#,
        #"threading log "\(\(\()))""#, "animation new path p M 0 0 L 1e9 -1e9 Q nan 0 1 1",
        "animation path nosuch close", "animation new keyframe k --key position --path nosuch --rotation rotateAuto",
        "animation new path p M 0 0 L 0 0 Z Z", "animation new keyframe k --key bounds --path p --mode cubicPaced",
      ]
      return Array(pick(unknown).utf8)
    case 6:
      // Many words.
      let count = Int(next() % 200) + 1
      return Array(((0..<count).map { _ in pick(Self.oddWords) }).joined(separator: " ").utf8)
    case 7:
      return Array(
        (pick(["set a.label ", "show ", "new ", "count a "])
          + String(repeating: pick(["é", "x", "🙂", "\""]), count: Int(next() % 500))).utf8)
    case 8:
      return Array(
        (pick(Self.commands) + " --" + pick(["stpe", "jsn", "al", "", "help", "step"]) + " " + pick(Self.oddWords)).utf8)
    case 9 where next() % 2 == 0:
      return swiftLine()
    case 10:
      return viewsOrValidatorsLine()
    default:
      return Array((pick(Self.commands) + " " + pick(Self.oddWords)).utf8)
    }
  }
}
