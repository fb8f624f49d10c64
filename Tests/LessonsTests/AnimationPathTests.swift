import Testing

@testable import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// A keyframe animation along a path: CAKeyframeAnimation's `path` and `rotationMode`.
///
/// The path's points are the keyframes, the point follows each segment between them, and the
/// layer turns to face along it (Programming iOS 8, ch. 4).
@Suite struct AnimationPathTests {
  /// A line, a quadratic curve and a cubic curve: keyframes (0, 0), (100, 0), (150, 50), (100, 150).
  static let pathText = "M 0 0 L 100 0 Q 150 0 150 50 C 150 100 100 100 100 150"

  static func interpolator(
    _ mode: KeyframeInterpolator.CalculationMode = .linear, rotation: KeyframeInterpolator.RotationMode? = .rotateAuto
  ) throws -> KeyframeInterpolator {
    try KeyframeInterpolator(values: [], mode: mode, path: KeyframePath(parsing: pathText), rotationMode: rotation)
  }

  static func point(_ value: AnimatableValue) -> Point {
    guard case .point(let point) = value else { return Point(x: .nan, y: .nan) }
    return point
  }

  static func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
  }

  /// Linear mode: each segment takes an even share of the time and is travelled by its own
  /// parameter: the line's middle, the quadratic curve's point at ½ (¼·p0 + ½·q + ¼·p1), the
  /// cubic's at ½ (⅛·p0 + ⅜·c1 + ⅜·c2 + ⅛·p1).
  @Test func theLinearModeFollowsEachSegment() throws {
    let k = try Self.interpolator()
    #expect(
      k.values == [
        .point(Point(x: 0, y: 0)), .point(Point(x: 100, y: 0)), .point(Point(x: 150, y: 50)), .point(Point(x: 100, y: 150)),
      ])
    #expect(k.keyTimes.map { ($0 * 3).rounded() } == [0, 1, 2, 3])
    #expect(Self.close(Self.point(k.value(at: 1.0 / 6)), Point(x: 50, y: 0)))
    #expect(Self.close(Self.point(k.value(at: 0.5)), Point(x: 137.5, y: 12.5)))
    #expect(Self.close(Self.point(k.value(at: 5.0 / 6)), Point(x: 125, y: 100)))
    #expect(Self.close(Self.point(k.value(at: 1)), Point(x: 100, y: 150)))
    // Values through the same points go straight: (125, 25) halfway, not along the curve.
    let straight = try KeyframeInterpolator(values: k.values)
    #expect(Self.close(Self.point(straight.value(at: 0.5)), Point(x: 125, y: 25)))
  }

  /// rotateAuto turns the layer to the path's heading: along the line 0, halfway round the
  /// quadratic curve π/4 (its velocity there is (50, 50)), halfway along the cubic 3π/4 (its
  /// velocity is (−75, 75)); rotateAutoReverse half a turn more.
  @Test func theRotationIsThePathsHeading() throws {
    let k = try Self.interpolator()
    #expect(abs((k.rotation(at: 1.0 / 6) ?? .nan) - 0) < 1e-12)
    #expect(abs((k.rotation(at: 0.5) ?? .nan) - .pi / 4) < 1e-12)
    #expect(abs((k.rotation(at: 5.0 / 6) ?? .nan) - 3 * .pi / 4) < 1e-12)
    let reverse = try Self.interpolator(rotation: .rotateAutoReverse)
    #expect(abs((reverse.rotation(at: 0.5) ?? .nan) - 5 * .pi / 4) < 1e-12)
    #expect(try Self.interpolator(rotation: nil).rotation(at: 0.5) == nil)
    // Without a path there is nothing to face along.
    let values = try KeyframeInterpolator(values: k.values, rotationMode: .rotateAuto)
    #expect(values.rotation(at: 0.5) == nil)
  }

  /// Paced mode: key times in proportion to the segments' lengths, and an even speed along the
  /// whole path, curves included: equal steps of time cover equal lengths of path.
  @Test func thePacedModeMovesAtAnEvenSpeedAlongThePath() throws {
    let k = try Self.interpolator(.paced)
    let steps = 240
    let points = (0...steps).map { Self.point(k.value(at: Double($0) / Double(steps))) }
    let lengths = zip(points, points.dropFirst()).map {
      (($1.x - $0.x) * ($1.x - $0.x) + ($1.y - $0.y) * ($1.y - $0.y)).squareRoot()
    }
    let total = lengths.reduce(0, +)
    for length in lengths { #expect(abs(length - total / Double(steps)) < 1e-3 * total / Double(steps), "\(length)") }
    // The line is the first 100 of the total: its key time is 100 / total.
    #expect(abs(k.keyTimes[1] - 100 / total) < 1e-4)
    #expect(Self.close(Self.point(k.value(at: 50 / total)), Point(x: 50, y: 0), within: 1e-3))
  }

  /// Discrete mode jumps from keyframe to keyframe, the path's points.
  @Test func theDiscreteModeJumpsToThePathsPoints() throws {
    let k = try Self.interpolator(.discrete)
    #expect(Self.point(k.value(at: 0.3)) == Point(x: 100, y: 0))
    #expect(Self.point(k.value(at: 0.99)) == Point(x: 100, y: 150))
  }

  struct Session {
    var engine = Engine(catalog: .shipped, active: "animation")

    mutating func run(_ line: String) -> (ok: Bool, lines: [String]) {
      let result = engine.run(line)
      return (result.outcome == .ok, result.lines.map(\.text))
    }
  }

  /// The commands: `new path` and `path` build it as CGMutablePath's methods do, `--path` and
  /// `--rotation` make the animation, and the layer's presentation follows the path and turns.
  @Test func theCommandsMoveALayerAlongThePath() {
    var s = Session()
    for line in [
      "new view v frame 0 0 20 20", "new path p M 0 0 L 100 0", "path p quad 150 0 150 50",
      "path p curve 150 100 100 100 100 150",
      "new keyframe k --key position --path p --rotation rotateAuto --duration 3 --timing linear", "add k to v --key move",
    ] {
      #expect(s.run(line).ok, "\(line)")
    }
    #expect(s.run("show p").lines.first == "path " + Self.pathText)
    #expect(s.run("advance 1.5").ok)
    #expect(s.run("show v.presentation").lines.first == "position (137.5, 12.5) opacity 1")
    #expect(s.run("show v.presentation.transform").lines.first?.hasPrefix("rotation 0.7854") == true)
    // rotationMode set before the animation is added changes the next copy.
    #expect(s.run("set k.rotationMode rotateAutoReverse").ok)
    #expect(s.run("show k.rotationMode").lines.first == "rotateAutoReverse")
  }

  /// What the model refuses, each with one clear error that changes nothing.
  @Test(arguments: [
    ("path p move 5 5", "already has its start"),
    ("path q line 1 1", "no path named 'q'"),
    ("path p line 1", "2 numbers"),
    ("new path r L 1 1", "starts with move(to:)"),
    ("new path r M 0 0 X 1 1", "not a path element"),
    ("new keyframe k --key opacity --path p", "a path moves a point"),
    ("new keyframe k --key position --path p --values \"0 0;1 1\"", "--path or --values"),
    ("set f.values \"0 0;1 1\"", "overrides values"),
    ("set f.rotationMode sideways", "rotationMode is rotateAuto, rotateAutoReverse or none"),
    ("new path r M 0 0 --additive", "new path takes no --additive"),
    ("new group g f --additive", "new group takes no --additive"),
  ])
  func badPathsAreRefused(line: String, message: String) {
    var s = Session()
    for setup in ["new path p M 0 0 L 100 0", "new path z M 0 0 L 1 0 Z", "new keyframe f --key position --path p"] {
      #expect(s.run(setup).ok, "\(setup)")
    }
    let before = s.run("inspect p --json").lines + s.run("inspect f --json").lines
    let (ok, lines) = s.run(line)
    #expect(!ok && lines.count == 1 && lines[0].contains(message), "\(line): \(lines)")
    #expect(s.run("inspect p --json").lines + s.run("inspect f --json").lines == before)
    #expect(!s.run("path z line 2 2").ok)
  }
}
