// make bench: 200 lines of the learner's Swift subset, parsed, compiled and started by the
// Workbench's interpreter (target: under 50 ms); it also runs to its end, as swiftc's build does.
enum ValidationError: Error {
  case empty
  case tooShort(minimum: Int)
  case missingDigit
}

protocol Rule {
  func check(_ text: String) throws
  var name: String { get }
}

extension Rule {
  func passes(_ text: String) -> Bool { (try? check(text)) != nil }
  var name: String { "rule" }
}

struct NotEmpty: Rule {
  func check(_ text: String) throws {
    if text.isEmpty { throw ValidationError.empty }
  }
}

struct MinimumLength: Rule {
  let minimum: Int
  var name: String { "at least \(minimum)" }
  func check(_ text: String) throws {
    guard text.count >= minimum else { throw ValidationError.tooShort(minimum: minimum) }
  }
}

struct HasDigit: Rule {
  func check(_ text: String) throws {
    for character in text where "0123456789".contains(character) { return }
    throw ValidationError.missingDigit
  }
}

struct Point {
  var x: Double
  var y: Double
  var length: Double { (x * x + y * y) }
  mutating func move(by dx: Double, _ dy: Double = 0) {
    x += dx
    y += dy
  }
  static let origin = Point(x: 0, y: 0)
}

struct Size {
  var width = 0.0
  var height = 0.0
  var area: Double { width * height }
}

struct Rect {
  var origin: Point
  var size: Size
  var center: Point {
    get { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }
    set {
      origin.x = newValue.x - size.width / 2
      origin.y = newValue.y - size.height / 2
    }
  }
}

class View {
  let name: String
  var frame: Rect
  var subviews: [View] = []
  weak var parent: View?
  init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }
  func addSubview(_ view: View) {
    subviews.append(view)
  }
  func describe() -> String { "\(name) \(frame.size.width)x\(frame.size.height)" }
}

class Button: View {
  var title = "OK"
  var taps = 0 {
    didSet { print("taps:", oldValue, "->", taps) }
  }
  override func describe() -> String { super.describe() + " titled \(title)" }
}

enum Direction: Int {
  case north = 1, east, south, west
  var turnedRight: Direction {
    switch self {
    case .north: return .east
    case .east: return .south
    case .south: return .west
    case .west: return .north
    }
  }
}

enum Event {
  case moved(x: Int, y: Int)
  case tapped(count: Int)
  case cancelled
}

func describe(_ event: Event) -> String {
  switch event {
  case .moved(let x, 0): return "along x by \(x)"
  case let .moved(x, y) where x == y: return "diagonally by \(x)"
  case .moved(let x, let y): return "to \(x), \(y)"
  case .tapped(let count) where count > 1: return "tapped \(count) times"
  case .tapped: return "tapped"
  case .cancelled: return "cancelled"
  }
}

func makeCounter(step: Int) -> () -> Int {
  var total = 0
  return {
    total += step
    return total
  }
}

func fibonacci(_ n: Int) -> Int {
  if n < 2 { return n }
  return fibonacci(n - 1) + fibonacci(n - 2)
}

func swapValues(_ a: inout Int, _ b: inout Int) {
  let kept = a
  a = b
  b = kept
}

func grade(_ score: Int) -> String {
  switch score {
  case 90...100: return "A"
  case 80..<90: return "B"
  case 0..<50: return "F"
  default: return "C"
  }
}

let rules: [Rule] = [NotEmpty(), MinimumLength(minimum: 6), HasDigit()]
for password in ["", "abc", "abcdefg", "abc1234"] {
  do {
    for rule in rules { try rule.check(password) }
    print(password, "is valid")
  } catch ValidationError.tooShort(let minimum) {
    print(password, "needs", minimum, "characters")
  } catch {
    print(password, "fails:", error)
  }
}
print(rules.map { $0.name }, rules.map { $0.passes("a1") })

var point = Point(x: 1, y: 2)
var copy = point
copy.move(by: 3)
print(point, copy, Point.origin.length)

var rect = Rect(origin: Point(x: 0, y: 0), size: Size(width: 100, height: 50))
rect.center = Point(x: 100, y: 100)
print(rect.origin, rect.center, rect.size.area)

let container = View(name: "root", frame: rect)
let button = Button(name: "button", frame: Rect(origin: Point.origin, size: Size(width: 80, height: 30)))
container.addSubview(button)
button.taps += 1
button.taps += 1
print(container.subviews.count, container.subviews[0] === button, button.describe())

var heading = Direction.north
for _ in 0..<5 { heading = heading.turnedRight }
print(heading, heading.rawValue, Direction(rawValue: 3) as Any, Direction(rawValue: 9) as Any)

let events: [Event] = [.moved(x: 3, y: 0), .moved(x: 2, y: 2), .moved(x: 1, y: 5), .tapped(count: 2), .cancelled]
print(events.map(describe))

let byTwo = makeCounter(step: 2)
let byTen = makeCounter(step: 10)
print(byTwo(), byTwo(), byTen(), byTwo())

var first = 1
var second = 2
swapValues(&first, &second)
print(first, second, fibonacci(12))

var ages: [String: Int] = ["Ann": 31, "Bob": 25]
ages["Cid"] = 40
ages["Bob"] = nil
for (name, age) in ages { print(name, age) }
print(ages["Ann"] ?? 0, ages["Zed"] as Any, ages.count)

let scores = [95, 82, 40, 67, 88]
print(scores.map(grade), scores.filter { $0 >= 80 }, scores.reduce(0, +), scores.sorted(by: >))
let maybe: Int? = Int("42")
if let value = maybe, value > 40 { print("parsed", value) }
print(maybe as Any, Int("x") ?? -1)
