/// A path a keyframe animation moves a point along: CAKeyframeAnimation's `path`, built as a
/// CGMutablePath or UIBezierPath is (`move(to:)`, `addLine(to:)`, `addQuadCurve(to:control:)`,
/// `addCurve(to:control1:control2:)`, `closeSubpath()`).
///
/// The path's points are the animation's keyframes: its start and the end of each segment, and
/// between two of them the point follows the segment (Programming iOS 8, ch. 4; Apple documents
/// that `path` overrides `values`). Each segment is a cubic Bézier curve (a line or a quadratic
/// curve raised to one), so the interpolator travels it as its cubic modes travel a spline.
public struct KeyframePath: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case curve(control1: Point, control2: Point, to: Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  /// Parses `M 0 0 L 100 0 Q 150 0 150 50 C 150 100 100 100 100 150 Z`: each element a letter
  /// and its numbers, as SVG's path data writes them (absolute, upper case).
  public init(parsing text: String) throws(CommandError) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    var index = 0
    func numbers(_ count: Int, for letter: String) throws(CommandError) -> [Double] {
      guard index + count <= words.count else {
        throw CommandError(
          "\(letter) takes \(count) numbers", suggestion: "a path is written M 0 0 L 100 0 Q 150 0 150 50 C … Z")
      }
      let examples = ["M": "M 0 0", "L": "L 100 0", "Q": "Q 150 0 150 50", "C": "C 150 100 100 100 100 150"]
      let parsed = try Arguments.numbers(Array(words[index..<index + count]), usage: examples[letter] ?? letter)
      index += count
      return parsed
    }
    while index < words.count {
      let letter = words[index]
      index += 1
      switch letter {
      case "M":
        let n = try numbers(2, for: letter)
        try add(.move(Point(x: n[0], y: n[1])))
      case "L":
        let n = try numbers(2, for: letter)
        try add(.line(Point(x: n[0], y: n[1])))
      case "Q":
        let n = try numbers(4, for: letter)
        try add(.quad(control: Point(x: n[0], y: n[1]), to: Point(x: n[2], y: n[3])))
      case "C":
        let n = try numbers(6, for: letter)
        try add(.curve(control1: Point(x: n[0], y: n[1]), control2: Point(x: n[2], y: n[3]), to: Point(x: n[4], y: n[5])))
      case "Z": try add(.close)
      default:
        throw CommandError(
          "\(Format.echo(letter)) is not a path element: M (move), L (line), Q (quadratic curve), C (cubic curve), Z (close)",
          suggestion: "a path is written M 0 0 L 100 0 Q 150 0 150 50 C … Z")
      }
    }
  }

  /// Adds an element, as CGMutablePath's methods do.
  ///
  /// The first is a move, and there is no other: an animation's path here is one stroke
  /// [design: the Workbench's limit; Core Graphics allows several subpaths].
  public mutating func add(_ element: Element) throws(CommandError) {
    switch element {
    case .move where !elements.isEmpty:
      throw CommandError(
        "the path already has its start: an animation's path here is one stroke, one move(to:) first",
        suggestion: "make a new path for another stroke")
    case .move:
      break
    default:
      guard !elements.isEmpty else {
        throw CommandError("a path starts with move(to:), its first point", suggestion: "path p move 0 0")
      }
      if case .close? = elements.last {
        throw CommandError("the path is closed: nothing follows closeSubpath() here", suggestion: "make a new path")
      }
    }
    elements.append(element)
  }

  /// The path as `M 0 0 L 100 0 Z`.
  public var text: String {
    func p(_ point: Point) -> String { Format.number(point.x, places: 4) + " " + Format.number(point.y, places: 4) }
    return elements.map { element in
      switch element {
      case .move(let to): "M " + p(to)
      case .line(let to): "L " + p(to)
      case .quad(let control, let to): "Q " + p(control) + " " + p(to)
      case .curve(let control1, let control2, let to): "C " + p(control1) + " " + p(control2) + " " + p(to)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// The keyframes: the start and the end of each segment (a close ends at the start).
  public var points: [Point] {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let to), .line(let to), .quad(_, let to), .curve(_, _, let to): points.append(to)
      case .close: if let first = points.first { points.append(first) }
      }
    }
    return points
  }

  /// Each segment as a cubic Hermite piece, for the interpolator's cubic evaluation.
  ///
  /// The tangent leaving each point (into the segment after it) and arriving at it (from the
  /// segment before). A Bézier segment p0, c1, c2, p1 leaves with 3(c1 − p0) and arrives with
  /// 3(p1 − c2); a line with p1 − p0 at both ends; a quadratic curve with control q leaves with
  /// 2(q − p0) and arrives with 2(p1 − q).
  var tangents: (outgoing: [[Double]], incoming: [[Double]]) {
    let points = self.points
    var outgoing = Array(repeating: [0.0, 0.0], count: points.count)
    var incoming = Array(repeating: [0.0, 0.0], count: points.count)
    var segment = 0
    func set(_ out: (Double, Double), _ into: (Double, Double)) {
      outgoing[segment] = [out.0, out.1]
      incoming[segment + 1] = [into.0, into.1]
      segment += 1
    }
    for element in elements.dropFirst() {
      let (p0, p1) = (points[segment], points[segment + 1])
      switch element {
      case .line, .close, .move:
        set((p1.x - p0.x, p1.y - p0.y), (p1.x - p0.x, p1.y - p0.y))
      case .quad(let q, _):
        set((2 * (q.x - p0.x), 2 * (q.y - p0.y)), (2 * (p1.x - q.x), 2 * (p1.y - q.y)))
      case .curve(let c1, let c2, _):
        set((3 * (c1.x - p0.x), 3 * (c1.y - p0.y)), (3 * (p1.x - c2.x), 3 * (p1.y - c2.y)))
      }
    }
    return (outgoing, incoming)
  }
}
