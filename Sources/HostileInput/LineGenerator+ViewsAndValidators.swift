/// Hostile lines for the views and validators chapters (issue 16): extreme integers, huge, tiny
/// and overflowing geometry, deep nesting and pathological patterns.
extension LineGenerator {
  static let extremeIntegers = [
    "views set root.tag -9223372036854775808", "views set root.tag 9223372036854775807",
    "views exchange root 9223372036854775807 0",
    "views insert root into root at -9223372036854775808", "views draw --width 9223372036854775807", "views draw --width -1",
    "validators new rule r length min 9223372036854775807", "validators select f -9223372036854775808 1",
    "validators new rule r contains digits d --at-least 99999999999999999999", "views hittest 1e308 -1e308",
  ]
  static let hugeGeometry = [
    "views window 1 1000000000; views draw", "views window 0.000000001 1000000000; views draw --width 200",
    "views window 1000000000 0.000000001; views draw; views window 320 568",
    "views new transform big scale 1000000000 1000000000", "views new transform bigger concat big big",
    "views set root.bounds 0 0 0.000000001 0.000000001; views draw root; views set root.bounds 0 0 320 568",
    "views convert 1000000000 1000000000 1000000000 1000000000 from root to window", "views hittest -1000000000 1000000000",
    "views set root.layer.anchorPoint 1000000000 -1000000000; views draw; views set root.layer.anchorPoint 0.5 0.5",
  ]
  static let pathologicalPatterns = [
    "/((a*){100}){60}b/", "/(a+)+b/", "/(a|aa)*c/", "/^(a?){30}a{30}$/", "/a{1000}{1000}/", "/(x*)*y/", "/((a{1000}){20})/",
  ]

  /// One line of the classes above; deep nesting and the patterns' texts are sized at random.
  mutating func viewsOrValidatorsLine() -> [UInt8] {
    switch next() % 5 {
    case 0: return Array(pick(Self.extremeIntegers).utf8)
    case 1:
      // A huge view, maybe turned, drawn and hit-tested.
      let name = "h\(next() % 1000)"
      return Array(
        ("views new view \(name) frame -1000000000 -1000000000 1000000000 1000000000; views set \(name).transform "
          + pick(["rotate 45", "scale 0.000000001 1000000000", "matrix 1000000000 1 1 1000000000 0 0", "bigger"])
          + "; views draw; views hittest 1 1; views remove \(name)").utf8)
    case 2:
      // A chain of views, each inside the last, then every walk of the tree.
      let prefix = "d\(next() % 100_000)x"
      let depth = Int(next() % 40) + 1
      var commands = ["views new view \(prefix)0 frame 0 0 10 10"]
      for level in 1..<depth { commands.append("views new view \(prefix)\(level) frame 0 0 10 10 in \(prefix)\(level - 1)") }
      commands += ["views tree", "views draw", "views hittest 1 1", "views remove \(prefix)0"]
      return Array(commands.joined(separator: "; ").utf8)
    case 3:
      // Short texts are quick; long ones are over the work limit and refused at once.
      let text = String(repeating: pick(["a", "x", "é"]), count: pick([0, 1, 50, 5_000, 60_000]))
      return Array("validators match \(pick(Self.pathologicalPatterns)) \"\(text)\"".utf8)
    default:
      // Groups nested hundreds deep, and patterns at the length limit.
      let depth = Int(next() % 500) + 1
      let pattern = String(repeating: "(", count: depth) + "a" + String(repeating: ")*", count: depth)
      return Array("validators match /\(pattern)/ aaaa".utf8)
    }
  }
}
