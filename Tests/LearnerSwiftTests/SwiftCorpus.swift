/// Hand-written programs of the subset's features (structs, classes, enums, closures that
/// capture, optionals, switch, errors, protocols with default implementations, dictionaries),
/// each printed by the interpreter and by the real Swift compiler's build of it.
enum SwiftCorpus {
  static let programs: [String] = [
    #"""
    var xs = [1, 2, 3, 4]
    let kept = xs
    xs.swapAt(0, 3)
    xs.swapAt(1, 1)
    let backwards: [Int] = xs.reversed()
    func total(_ values: [Int]) -> Int { values.reduce(0, +) }
    print(xs, kept, backwards, Array(xs.reversed()), xs.reversed().map { $0 * 10 }, total(xs.reversed()))
    for x in (1...3).reversed() { print(x, terminator: " ") }
    print(String("abc".reversed()))
    """#,
    #"""
    struct Point {
      var x: Int
      var y: Int
    }
    var p = Point(x: 1, y: 2)
    var q = p
    q.x = 10
    print(p.x, q.x, p, q)
    """#,
    #"""
    struct Size {
      var width = 0.0
      var height = 0.0
      var area: Double { width * height }
    }
    var s = Size(width: 2, height: 3.5)
    s.width += 1
    print(s.area, Size(), s)
    """#,
    #"""
    struct Counter {
      var count = 0
      mutating func increment(by amount: Int = 1) { count += amount }
      func doubled() -> Int { count * 2 }
    }
    var c = Counter()
    c.increment()
    c.increment(by: 5)
    var copy = c
    copy.increment()
    print(c.count, copy.count, c.doubled())
    """#,
    #"""
    struct Temperature {
      var celsius: Double
      var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
      }
    }
    var t = Temperature(celsius: 25)
    print(t.fahrenheit)
    t.fahrenheit = 212
    print(t.celsius)
    """#,
    #"""
    struct Account {
      static var count = 0
      static let bank = "Swift Bank"
      var owner: String
      init(owner: String) {
        self.owner = owner
        Account.count += 1
      }
      static func summary() -> String { "\(bank): \(count) accounts" }
    }
    let a1 = Account(owner: "Ann")
    let a2 = Account(owner: "Bob")
    print(a1.owner, a2.owner, Account.summary())
    """#,
    #"""
    class Person {
      var name: String
      var age: Int
      init(name: String, age: Int) {
        self.name = name
        self.age = age
      }
      func birthday() { age += 1 }
    }
    let ann = Person(name: "Ann", age: 30)
    let same = ann
    same.birthday()
    print(ann.age, same.age, ann === same, ann === Person(name: "Ann", age: 31))
    """#,
    #"""
    class Vehicle {
      var wheels: Int
      init(wheels: Int) { self.wheels = wheels }
      func describe() -> String { "\(wheels) wheels" }
    }
    class Bike: Vehicle {
      var hasBell: Bool
      init(hasBell: Bool) {
        self.hasBell = hasBell
        super.init(wheels: 2)
      }
      override func describe() -> String { super.describe() + (hasBell ? " and a bell" : "") }
    }
    let vehicles: [Vehicle] = [Vehicle(wheels: 4), Bike(hasBell: true)]
    for v in vehicles { print(v.describe()) }
    print(vehicles[1] is Bike, vehicles[0] is Bike)
    """#,
    #"""
    class Node {
      var value: Int
      var next: Node?
      init(value: Int, next: Node? = nil) {
        self.value = value
        self.next = next
      }
    }
    let list = Node(value: 1, next: Node(value: 2, next: Node(value: 3)))
    var current: Node? = list
    var total = 0
    while let node = current {
      total += node.value
      current = node.next
    }
    print(total, list.next?.next?.value as Any, list.next?.next?.next?.value as Any)
    """#,
    #"""
    enum Direction {
      case north, south, east, west
      var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .west
        case .west: return .east
        }
      }
    }
    let d = Direction.east
    print(d, d.opposite, d == .east, d.opposite == .east)
    """#,
    #"""
    enum Planet: Int {
      case mercury = 1, venus, earth, mars
    }
    print(Planet.earth.rawValue, Planet(rawValue: 2) as Any, Planet(rawValue: 7) as Any)
    if let p = Planet(rawValue: 4) { print(p) }
    """#,
    #"""
    enum Shape {
      case circle(radius: Double)
      case rectangle(width: Double, height: Double)
      case point
      func area() -> Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rectangle(w, h): return w * h
        case .point: return 0
        }
      }
    }
    let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 2, height: 5), .point]
    for shape in shapes { print(shape, shape.area()) }
    """#,
    #"""
    enum Suit: String {
      case hearts, spades
      case diamonds = "D"
    }
    print(Suit.hearts.rawValue, Suit.diamonds.rawValue, Suit(rawValue: "spades") as Any)
    """#,
    #"""
    let scores = [72, 95, 40, 88]
    for score in scores {
      switch score {
      case 90...100: print(score, "A")
      case 80..<90: print(score, "B")
      case let s where s < 50: print(s, "fail")
      default: print(score, "C")
      }
    }
    """#,
    #"""
    let points = [(0, 0), (3, 0), (0, -2), (1, 1)]
    for point in points {
      switch point {
      case (0, 0): print("origin")
      case (let x, 0): print("on the x axis at", x)
      case (0, let y): print("on the y axis at", y)
      case let (x, y): print("at", x, y)
      }
    }
    """#,
    #"""
    let word = "hello"
    switch word {
    case "hi", "hello": print("greeting")
    default: print("other")
    }
    let n = 7
    switch n % 3 {
    case 0: print("divisible")
    case 1:
      print("one left")
    default:
      print("two left")
    }
    """#,
    #"""
    var counter = 0
    let increment = { counter += 1 }
    increment()
    increment()
    print(counter)
    """#,
    #"""
    func makeCounter(step: Int) -> () -> Int {
      var total = 0
      return {
        total += step
        return total
      }
    }
    let byTwo = makeCounter(step: 2)
    let byTen = makeCounter(step: 10)
    print(byTwo(), byTwo(), byTen(), byTwo())
    """#,
    #"""
    var handlers: [() -> Void] = []
    for i in 1...3 {
      handlers.append { print("handler", i) }
    }
    for handler in handlers { handler() }
    """#,
    #"""
    let numbers = [5, 3, 8, 1]
    let doubled = numbers.map { $0 * 2 }
    let big = numbers.filter { n in n > 2 }
    let sum = numbers.reduce(0) { $0 + $1 }
    let sorted = numbers.sorted { $0 > $1 }
    print(doubled, big, sum, sorted, numbers.sorted())
    numbers.forEach { print($0, terminator: " ") }
    print("")
    print(numbers.map { "#\($0)" }, numbers.reduce(0, +), numbers.sorted(by: <))
    """#,
    #"""
    func apply(_ value: Int, times: Int, _ transform: (Int) -> Int) -> Int {
      var result = value
      for _ in 0..<times { result = transform(result) }
      return result
    }
    print(apply(1, times: 5) { $0 * 2 })
    let square: (Int) -> Int = { x in x * x }
    print(apply(2, times: 2, square))
    """#,
    #"""
    var x: Int? = 5
    var y: Int? = nil
    print(x as Any, y as Any, x ?? 0, y ?? 0)
    if let value = x { print("x is", value) }
    if let value = y { print("y is", value) } else { print("y is nil") }
    x = nil
    y = 3
    print(x == nil, y! + 1)
    """#,
    #"""
    func describe(_ name: String?) -> String {
      guard let name = name else { return "no name" }
      return "name: \(name)"
    }
    print(describe(nil), describe("Ann"))
    let maybe: String? = "text"
    print(maybe?.count as Any, maybe?.uppercased() as Any)
    """#,
    #"""
    let values = ["1", "two", "3"]
    var parsed: [Int] = []
    for text in values {
      if let number = Int(text) { parsed.append(number) }
    }
    print(parsed, Int("42") as Any, Double("2.5") as Any, Int("x") as Any)
    print(values.compactMap { Int($0) })
    """#,
    #"""
    var ages = ["Ann": 30, "Bob": 25]
    ages["Cid"] = 41
    ages["Bob"] = 26
    print(ages["Ann"] as Any, ages["Zed"] as Any, ages.count)
    if let age = ages["Cid"] { print("Cid", age) }
    ages["Ann"] = nil
    print(ages.count, ages["Ann"] ?? -1)
    """#,
    #"""
    var inventory: [String: Int] = [:]
    inventory["pears"] = 4
    print(inventory.isEmpty, inventory["pears"]! * 2)
    """#,
    #"""
    enum LoginError: Error {
      case emptyName
      case tooShort(minimum: Int)
    }
    func validate(_ name: String) throws -> String {
      if name.isEmpty { throw LoginError.emptyName }
      if name.count < 3 { throw LoginError.tooShort(minimum: 3) }
      return name.uppercased()
    }
    for name in ["", "al", "alice"] {
      do {
        let result = try validate(name)
        print("ok", result)
      } catch LoginError.emptyName {
        print("empty")
      } catch LoginError.tooShort(let minimum) {
        print("needs", minimum)
      } catch {
        print("other", error)
      }
    }
    """#,
    #"""
    enum MathError: Error { case divideByZero }
    func divide(_ a: Int, by b: Int) throws -> Int {
      guard b != 0 else { throw MathError.divideByZero }
      return a / b
    }
    print(try? divide(10, by: 2) as Any, try? divide(1, by: 0) as Any)
    print(try! divide(9, by: 3))
    do {
      _ = try divide(1, by: 0)
    } catch let e as MathError {
      print("math error", e)
    }
    """#,
    #"""
    protocol Describable {
      func describe() -> String
      func shout() -> String
    }
    extension Describable {
      func shout() -> String { describe().uppercased() }
    }
    struct Cat: Describable {
      var name: String
      func describe() -> String { "cat \(name)" }
    }
    struct Car: Describable {
      func describe() -> String { "a car" }
      func shout() -> String { "VROOM" }
    }
    let things: [Describable] = [Cat(name: "Tom"), Car()]
    for thing in things { print(thing.describe(), thing.shout()) }
    """#,
    #"""
    enum RuleError: Error {
      case tooShort
      case missingDigit
    }
    protocol Rule {
      func check(_ s: String) throws
    }
    struct MinLength: Rule {
      let length: Int
      func check(_ s: String) throws {
        if s.count < length { throw RuleError.tooShort }
      }
    }
    struct HasDigit: Rule {
      func check(_ s: String) throws {
        for c in s {
          if "0123456789".contains(c) { return }
        }
        throw RuleError.missingDigit
      }
    }
    let rules: [Rule] = [MinLength(length: 4), HasDigit()]
    for password in ["abc", "abcdef", "abc123"] {
      do {
        for rule in rules { try rule.check(password) }
        print(password, "valid")
      } catch {
        print(password, error)
      }
    }
    """#,
    #"""
    protocol Named {
      var name: String { get }
    }
    extension Named {
      var greeting: String { "Hello, \(name)" }
    }
    struct User: Named {
      var name: String
    }
    class Robot: Named {
      var name: String { "R2" }
    }
    let named: [Named] = [User(name: "Ann"), Robot()]
    print(named.map { $0.greeting })
    """#,
    #"""
    func swapValues(_ a: inout Int, _ b: inout Int) {
      let t = a
      a = b
      b = t
    }
    var first = 1
    var second = 2
    swapValues(&first, &second)
    print(first, second)
    func addAll(_ items: [Int], into total: inout Int) {
      for item in items { total += item }
    }
    addAll([1, 2, 3], into: &first)
    print(first)
    """#,
    #"""
    func greet(_ name: String, greeting: String = "Hello", punctuation: String = "!") -> String {
      return greeting + ", " + name + punctuation
    }
    print(greet("Ann"))
    print(greet("Bob", greeting: "Hi"))
    print(greet("Cid", punctuation: "?"))
    """#,
    #"""
    func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
    func fib(_ n: Int) -> Int {
      if n < 2 { return n }
      return fib(n - 1) + fib(n - 2)
    }
    print(factorial(10), fib(15))
    """#,
    #"""
    func work() {
      defer { print("cleanup 1") }
      defer { print("cleanup 2") }
      print("working")
    }
    work()
    func early(_ flag: Bool) -> Int {
      defer { print("leaving") }
      if flag { return 1 }
      return 2
    }
    print(early(true), early(false))
    """#,
    #"""
    var i = 0
    repeat {
      i += 3
    } while i < 10
    print(i)
    var found = -1
    for k in 0..<100 {
      if k % 7 == 0 && k > 20 {
        found = k
        break
      }
      if k % 2 == 0 { continue }
    }
    print(found)
    for k in stride(from: 10, to: 0, by: -3) { print(k, terminator: " ") }
    print("")
    for (index, name) in ["a", "b"].enumerated() { print(index, name) }
    """#,
    #"""
    let message = "Swift is fun"
    print(message.count, message.isEmpty, message.uppercased(), message.lowercased())
    print(message.hasPrefix("Swift"), message.hasSuffix("fun"), message.contains("is"))
    let parts = ["a", "b", "c"]
    print(parts.joined(separator: "-"), parts.count, parts.first as Any, parts.last!)
    print("a" < "b", "Hi " + "there", String(42) + "!", "\(1 + 2) items")
    """#,
    #"""
    print(1, 2, 3, separator: ", ")
    print("no newline", terminator: "")
    print(" continued")
    print(abs(-5), min(3, 7), max(2.5, 1.0), Double(7) / 2, Int(9.99))
    let cg: CGFloat = 4
    print(cg / 8)
    """#,
    #"""
    let t = (name: "Ann", age: 30)
    print(t.name, t.age, t.0, t)
    let (a, b) = (1, "two")
    print(a, b)
    func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
      var lo = xs[0], hi = xs[0]
      for x in xs { if x < lo { lo = x }; if x > hi { hi = x } }
      return (lo, hi)
    }
    let r = minMax([3, 9, 1])
    print(r.min, r.max)
    """#,
    #"""
    struct Stack {
      private var items: [Int] = []
      mutating func push(_ item: Int) { items.append(item) }
      mutating func pop() -> Int? { items.popLast() }
      var top: Int? { items.last }
      var isEmpty: Bool { items.isEmpty }
    }
    var stack = Stack()
    stack.push(1)
    stack.push(2)
    print(stack.top as Any, stack.pop() as Any, stack.pop() as Any, stack.pop() as Any, stack.isEmpty)
    """#,
    #"""
    class BankAccount {
      private(set) var balance = 0
      var history: [String] = []
      func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
      }
    }
    let account = BankAccount()
    account.deposit(50)
    account.deposit(25)
    print(account.balance, account.history)
    """#,
    #"""
    struct Matrix {
      var rows: [[Int]]
      mutating func set(_ r: Int, _ c: Int, to value: Int) { rows[r][c] = value }
    }
    var m = Matrix(rows: [[0, 0], [0, 0]])
    m.set(1, 0, to: 5)
    m.rows[0][1] += 2
    print(m.rows)
    """#,
    #"""
    struct Item {
      var name: String
      var price: Double
    }
    var cart = [Item(name: "pen", price: 1.5), Item(name: "book", price: 12)]
    cart[0].price *= 2
    let total = cart.reduce(0.0) { $0 + $1.price }
    print(total, cart.map { $0.name }, cart.filter { $0.price > 5 }.count)
    """#,
    #"""
    class Thermostat {
      var target = 20 {
        didSet { print("target changed from", oldValue, "to", target) }
      }
    }
    let thermostat = Thermostat()
    thermostat.target = 22
    thermostat.target += 1
    """#,
    #"""
    let words = ["banana", "Apple", "cherry"]
    let byLength = words.sorted { $0.count < $1.count }
    print(byLength, words.contains("cherry"), words.firstIndex(of: "cherry") as Any)
    let counts = words.map { $0.count }
    print(counts.max() as Any, counts.min() as Any, counts.contains { $0 > 5 })
    """#,
    #"""
    var matrix = [[1, 2], [3, 4]]
    for row in matrix { print(row.reduce(0, +)) }
    matrix.append([5, 6])
    matrix[0].append(9)
    print(matrix, matrix.count, matrix[0].count)
    var letters: [String] = []
    letters.insert("b", at: 0)
    letters.insert("a", at: 0)
    letters.remove(at: 1)
    print(letters, letters.isEmpty)
    """#,
    #"""
    struct Point: CustomStringConvertible {
      var x: Int
      var y: Int
      var description: String { "(\(x), \(y))" }
    }
    class Animal: CustomStringConvertible {
      var name = "generic"
      var description: String { "Animal \(name)" }
    }
    class Dog: Animal {
      override var description: String { "Dog" }
    }
    struct Plain { var description: String { "never" } }
    let p = Point(x: 1, y: 2)
    print(p, [p, p], Optional(p) as Any, "at \(p)", String(describing: p))
    print(Animal(), Dog(), [Dog()], Plain())
    let ps: [Point] = [Point(x: 0, y: 0)]
    print(ps.map { $0.description }, ["k": p])
    """#,
    ##"""
    let raw = #"a\nb \#(1 + 1) "quoted" \#n|"#
    print(raw)
    print("x\u{41}y\u{1F600}\0z\r|".unicodeScalars.count, "tab\there", "it\'s", "back\\slash")
    print("e\u{301}" == "\u{E9}", "e\u{301}".count, "e\u{301}".unicodeScalars.count)
    let lines = """
      one \
      two
        three "four" \u{2192} \(2 * 3)
      """
    print(lines)
    print(#"""
      raw \n "multi"
      """#)
    """##,
    """
    struct Box {
      var w = 0
      static let unit = Box(w: 1)
    }
    let none: Box? = nil
    let some: Box? = Box(w: 5)
    print((none ?? .unit).w, (some ?? .unit).w)
    enum Flag: Int {
      case low = 0x0F, high = 0b1000_0000
    }
    print(0xFF, 0b101, 0o17, 1_000_000, 0xFF_FF, -0x10, Flag.high.rawValue, Flag.low.rawValue)
    """,
    """
    struct Span {
      var low = 0
      var high = 10
      func contains(_ value: Int) -> Bool { value >= low && value <= high }
    }
    let xs = [1, 2, 3]
    print(xs.contains { $0 > 2 }, xs.contains { $0 > 5 }, Span().contains(4), xs.contains(2))
    print(xs.first { $0 > 1 } ?? 0, xs.firstIndex { $0 == 3 } ?? -1)
    """,
    """
    enum Op: String, CaseIterable {
      case add = "+", sub = "-", mul = "*"
    }
    print(Op.allCases.map { $0.rawValue }, Op.allCases.count, Op.allCases.first == .add)
    class Animal {
      var name: String
      init(name: String) { self.name = name }
      convenience init() { self.init(name: "anon") }
      func speak() -> String { "..." }
    }
    class Dog: Animal {
      var tricks = 0
      override func speak() -> String { "woof" }
      convenience init(tricks: Int) {
        self.init(name: "rex")
        self.tricks = tricks
      }
    }
    let d = Dog(tricks: 2)
    print(d.name, d.tricks, d.speak(), Dog().name, Dog(name: "fido").name)
    print("a,b,,c".components(separatedBy: ","), "a--b".components(separatedBy: "--"), "aaa".components(separatedBy: "aa"))
    """,
    """
    struct User: Equatable {
      let id: Int
      var name: String
      static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
    }
    let ann = User(id: 1, name: "Ann")
    let annie = User(id: 1, name: "Annie")
    let other = User(id: 2, name: "Ann")
    print(ann == annie, ann != annie, ann == other, ann != other, [ann].contains { $0 == annie })
    struct Vec {
      var x: Double
      var y: Double
      static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
      static func * (l: Vec, r: Double) -> Vec { Vec(x: l.x * r, y: l.y * r) }
      static func * (l: Vec, r: Vec) -> Double { l.x * r.x + l.y * r.y }
    }
    let sum = Vec(x: 1, y: 2) + Vec(x: 3, y: 4)
    print(sum, sum * 2, sum * sum, (sum * 2.5).x)
    struct Rank: Comparable {
      var n: Int
      static func < (l: Rank, r: Rank) -> Bool { l.n < r.n }
    }
    let ranks = [Rank(n: 3), Rank(n: 1), Rank(n: 2)]
    print(ranks.sorted { $0 < $1 }.map { $0.n }, Rank(n: 1) > Rank(n: 2), Rank(n: 1) <= Rank(n: 1), Rank(n: 2) >= Rank(n: 3))
    class Item: Equatable {
      let id: Int
      init(id: Int) { self.id = id }
      static func == (l: Item, r: Item) -> Bool { l.id == r.id }
    }
    class Part: Item {}
    print(Item(id: 1) == Item(id: 1), Part(id: 2) == Item(id: 2), Item(id: 1) === Item(id: 1))
    """,
    """
    var ops: [(Double) -> Double] = []
    ops.append { $0 / 2 }
    class Calc { var op: ((Double) -> Double)? }
    let calc = Calc()
    calc.op = { $0 / 4 }
    var constant: (() -> Double)? = { 3 }
    var show: ((Double) -> Void)?
    show = { print($0) }
    print(ops[0](3), calc.op!(2), constant!() / 2)
    show?(3)
    var callbacks: [(Double) -> Void] = []
    callbacks.append { print($0) }
    callbacks.forEach { $0(3) }
    func make(_ k: Double) -> (Double) -> Double { { $0 * k } }
    let tripled = make(3)
    func half(_ x: Double) -> Double { x / 2 }
    let named: [String: (Double) -> Double] = ["half": { x in x / 2 }]
    print(tripled(2), [4, 6].map(half), named["half"]!(3))
    func fetch(completion: @escaping (String) -> Void) { completion("done") }
    fetch { result in print(result) }
    var handlers: [() -> Void] = []
    func later(_ work: @escaping () -> Void) { handlers.append(work) }
    later { print("one") }
    later { print("two") }
    for handler in handlers { handler() }
    """,
    """
    let pi = 3.14159
    let count = 3
    print(String(format: "%.2f", pi), String(format: "%d items", count), String(format: "(%.1f, %.1f)", 1.0, 2.5))
    print(String(format: "%5.1f|%-6d|%06.2f|%x|%X|%o", 2.25, 42, 3.5, 255, 255, 8))
    print(String(format: "%@ is %ld years, %% done, %e %g %+d", "Ann", 30, 12345.678, 0.0001, 5))
    """,
    """
    let points = [(1.5, 2.0), (3, 4)]
    for (x, y) in points { print(x / 2, y / 2) }
    let labelled = [(x: 1.5, y: 2), (x: 3, y: 4)]
    print(labelled, labelled[1].x / 2, labelled[1].y / 2)
    let pairs = [(1, "a"), (2, "b")]
    print(pairs, [(1, 2), (3, 4)])
    """,
    """
    let text = "Hello, World 42"
    print(text.filter { $0.isLetter }, text.filter { $0.isNumber }.count, text.filter { $0 != "l" })
    for ch in "aB1 !" {
      print(ch, ch.isLetter, ch.isNumber, ch.isUppercase, ch.isWhitespace, ch.isPunctuation, ch.asciiValue ?? 0)
    }
    print(String(Array(text).filter { $0 != "o" }), String(text.reversed()), [text].map { $0.filter { $0.isUppercase } })
    """,
    """
    class Shape {
      var info: String { "shape" }
      var sides: Int { 0 }
    }
    class Square: Shape {
      override var info: String { "square, " + super.info }
      override var sides: Int {
        let inherited = super.sides
        return inherited + 4
      }
    }
    print(Square().info, Square().sides, Shape().info)
    for x in stride(from: 0.0, to: 1.0, by: 0.1) { print(x, terminator: " ") }
    print(Array(stride(from: 1.0, through: 0.0, by: -0.25)), Array(stride(from: 10, through: 0, by: -5)))
    var count: Int! = 7
    var name: String! = nil
    print(count, "\\(count)", count + 1, name)
    name = "x"
    print(name, name.count)
    let scores = ["Ann": 95, "Bob": 60, "Cy": 80]
    let passed = scores.filter { $0.value > 70 }
    print(passed.count, passed["Ann"] ?? 0, passed["Bob"] as Any, passed.keys.sorted(), scores.mapValues { $0 * 2 }["Cy"]!)
    print(["k": 1].filter { _ in true }, [1: "a", 2: "b"].filter { $0.key > 1 })
    """,
    """
    protocol Shape { func area() -> Double }
    struct Square: Shape {
      var side: Double
      func area() -> Double { side * side }
    }
    let shapes: [Shape] = [Square(side: 2), Square(side: 1.5)]
    struct Item {
      var price: Double
      var count: Int
    }
    let items = [Item(price: 1.25, count: 2), Item(price: 2, count: 3)]
    let total: Double = items.reduce(0) { $0 + $1.price }
    print(shapes.reduce(0) { $0 + $1.area() }, total, items.reduce(0) { $0 + $1.count }, [1.5, 2.5].reduce(0, +))
    print(items.reduce(0) { sum, item in sum + item.price * 2 }, [Item(price: 0.5, count: 1)].reduce(0) { $0 + $1.price })
    """,
    """
    class StepCounter {
        var totalSteps: Int = 0 {
            willSet(newTotalSteps) {
                print("About to set totalSteps to \\(newTotalSteps)")
            }
            didSet {
                if totalSteps > oldValue  {
                    print("Added \\(totalSteps - oldValue) steps")
                }
            }
        }
    }
    let stepCounter = StepCounter()
    stepCounter.totalSteps = 200
    stepCounter.totalSteps = 360
    stepCounter.totalSteps = 896
    struct Meter {
      var level = 1 {
        willSet { print("will", level, "->", newValue); note += 1 }
        didSet { print("did", oldValue, "->", level) }
      }
      var note = 0
      init() { level = 5 }
    }
    var m = Meter()
    m.level = 3
    m.level += 4
    print(m.level, m.note)
    var meters = [Meter(), Meter()]
    meters[1].level = 9
    print(meters[0].level, meters[1].level, meters[1].note)
    class Base { var x = 0 { willSet { print("base will", newValue) } } }
    class Sub: Base { override var x: Int { didSet { print("sub did", oldValue, x) } } }
    let s = Sub()
    s.x = 4
    class Guarded {
      var v = 0 { willSet { if newValue < 0 { print("negative coming") } } didSet { if v < 0 { v = 0 } } }
    }
    let g = Guarded()
    g.v = -2
    print(g.v)
    """,
    """
    struct Item { var n = 0 { willSet { print("will", n, newValue) } } }
    struct Bag { var items = [Item(), Item()] ; var tag = "a" { willSet { print("tag", tag, newValue) } } }
    var bag = Bag()
    bag.items[0].n = 4
    bag.items[1].n += 2
    bag.tag = "b"
    bag.tag.append("c")
    var list = [Item()]
    list[0].n = 9
    print(bag.items.map { $0.n }, bag.tag, list[0].n)
    class Node { var next: Node? ; var value = 0 { willSet { print("node", value, newValue) } } }
    let a = Node(); a.next = Node()
    let b = a.next!
    b.value = 3
    b.value += 1
    print(b.value)
    """,
    #"""
    class A { var v = 0 { didSet { if v < 0 { v = 0 } } } }
    class B: A { override var v: Int { didSet { print("B saw", v) } } }
    let b = B(); b.v = -1
    class P { var v = 0 { didSet { print("didSet", v) } } }
    class Q: P { override init() { super.init(); v = 2 } }
    _ = Q()
    print(["a\nb", "t\tx", "q\"", "back\\", "nul\0", "bell\u{07}", "it's", "e\u{301}", "\u{301}"])
    print(("x\n", Optional("y\r")))
    """#,
    #"""
    print(["\u{E9}", "\u{A0}", "\u{85}", "\u{200B}", "😀", "\u{7F}", "\u{1B}", "a\u{301}", "\u{301}b", "\u{FEFF}", "x\u{10FFFF}", "\u{1F}"])
    """#,
    #"""
    class P { var v = 0 { didSet { print("P didSet", oldValue, v) } }
      init() { v = 1 }
      init(start: Int) { v = start; v += 1 } }
    class Q: P { var w = 0 { didSet { print("Q w", w) } }
      override init() { w = 5; super.init(); v = 2; w = 6 } }
    _ = Q()
    _ = P(start: 3)
    struct S { var a = 0 { didSet { print("S a", a) } }
      init() { a = 4 } }
    _ = S()
    """#,
    #"""
    func make() -> Int { print("making"); return 1 }
    struct C { var inst = make(); var name: String }
    print(C(name: "a").inst)
    print(C(inst: 100, name: "b").inst)
    struct S { var a: Int?; var b: Int; let c = 3; var d = [1, 2] }
    let s = S(b: 2)
    print(s.a as Any, s.b, s.c, s.d)
    print(S(a: 5, b: 6, d: []).a!)
    struct Meter { var level = 1; var meters: [Meter] = [] }
    print(Meter().level, Meter(meters: [Meter()]).meters.count)
    struct P { var x = 0.0, y = 0.0 }
    print(P(), P(y: 2))
    """#,
    #"""
    var n = 0
    func i() -> Int { n += 1; return 0 }
    var a = [10]
    a[i()] += 1
    print(a, n)
    struct P { var x = 0; var tags: [String] = [] }
    var ps = [P()]
    ps[i()].x = 4
    print(ps[0].x, n)
    var total = 0
    func bonus() -> Int { total += 100; return 1 }
    total += bonus()
    print(total)
    var grid = [[1, 2], [3, 4]]
    var calls: [String] = []
    func r() -> Int { calls.append("r"); return 1 }
    func c() -> Int { calls.append("c"); return 0 }
    func k() -> Int { calls.append("k"); return 10 }
    grid[r()][c()] += k()
    print(grid, calls)
    class Box { var arr = [1, 2] }
    let b = Box()
    b.arr[i()] *= 5
    print(b.arr, n)
    var d = [1.5]
    d[0] += 1
    d += [2]
    print(d)
    """#,
    #"""
    print(3.5 == 7 / 2, 7 / 2 == 3.5, 3 == 7 / 2)
    let v = -7 / 2 == -3.5
    print(v, 1.0 < 3 / 2, 1 < 3 / 2, 2.5 > 5 / 2 + 1)
    let x = 3.0
    print(x < 7 / 2)
    """#,
    #"""
    func pick() -> (Double, Double) -> Double { return (/) }
    print(pick()(7, 2))
    let pair: (String, (Double, Double) -> Double) = ("/", /)
    let (name, f) = pair
    print(name, f(7, 2))
    struct Calc { var op: (Double, Double) -> Double }
    let c = Calc(op: /)
    print(c.op(7, 2))
    enum Op { case binary((Double, Double) -> Double) }
    if case .binary(let g) = Op.binary(/) { print(g(7, 2)) }
    let maybe: ((Double, Double) -> Double)? = (/)
    print(maybe!(7, 2))
    let plain: (Double, Double) -> Double = (/)
    print(plain(7, 2))
    """#,
    #"""
    class Box { var v = 0 }
    let arr = [Box()]
    arr[0].v = 5
    struct W { var b = Box() }
    let w = W()
    w.b.v = 7
    print(arr[0].v, w.b.v)
    struct Pt { var x = 0 }
    class Holder { var p = Pt(); var list = [1] }
    let hs = [Holder()]
    hs[0].p.x = 3
    hs[0].list[0] = 9
    struct Outer { var h = Holder() }
    let o = Outer()
    o.h.p.x += 4
    print(hs[0].p.x, hs[0].list, o.h.p.x)
    """#,
    #"""
    func work() -> Int {
      var x = 1
      defer { print("deferred", x) }
      x += 1
      return x
    }
    print(work())
    var d = 1.5
    d += 1 / 4
    print(d, 1 / 2 < 0.75)
    var t = (1, 2)
    t.0 = 9
    var pos = (x: 1, y: 2)
    pos.x += 5
    print(t, pos)
    var p = (x: 1.5, y: 2.0)
    p.x = 3
    p.y += 1
    var q = (1.5, 2)
    q.0 = 4
    print(p, q)
    """#,
    #"""
    enum Size: Comparable { case small, medium, large }
    print(Size.small < Size.large, Size.large <= Size.medium, [Size.large, .small, .medium].sorted(by: <), Size.medium >= .medium)
    print((1, 2) < (1, 3), (2, "a") > (1, "z"), (1, 2, 3) <= (1, 2, 3), ("b", 1) >= ("a", 9))
    """#,
    #"""
    class Base { static var total = 3
      static func make() -> Int { total * 2 } }
    class Sub: Base {}
    Sub.total += 1
    print(Sub.total, Base.total, Sub.make())
    """#,
    #"""
    print(Int("ff", radix: 16)!, Int("101", radix: 2) as Any, Int("zz", radix: 10) as Any, String(255, radix: 16))
    if let n = Int("7f", radix: 16) { print(n + 1) }
    """#,
    #"""
    class Calc { var op: (Double, Double) -> Double = (+) }
    let c = Calc()
    print(c.op(1, 2))
    c.op = (/)
    print(c.op(7, 2))
    """#,
    #"""
    struct Version: Comparable {
      var major: Int
      var minor: Int
      static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    }
    let a = Version(major: 1, minor: 2), b = Version(major: 1, minor: 10)
    print(max(a, b), min(a, b), max(a, a).minor)
    """#,
    #"""
    let names = ["a", "b"]
    print(names.enumerated().map { i, n in "\(i):\(n)" })
    print(names.enumerated().map { "\($0):\($1)" })
    print([(1, 2), (3, 4)].map { (x, y) in x * y })
    let d = ["k": 1]
    d.forEach { (k, v) in print(k, v) }
    for (i, n) in names.enumerated() { print(i, n) }
    print([(1, 2)].map { $0.0 + $0.1 })
    let pairs = [(name: "x", score: 3)]
    print(pairs.map { $0.name }, pairs.filter { $0.score > 1 }.count)
    """#,
    #"""
    func minMax(array: [Int]) -> (min: Int, max: Int)? {
        if array.isEmpty { return nil }
        var currentMin = array[0]
        var currentMax = array[0]
        for value in array.dropFirst() {
            if value < currentMin {
                currentMin = value
            } else if value > currentMax {
                currentMax = value
            }
        }
        return (currentMin, currentMax)
    }
    if let bounds = minMax(array: [8, -6, 2, 109, 3, 71]) {
        print("min is \(bounds.min) and max is \(bounds.max)")
    }
    print(minMax(array: [1, 2]) as Any)
    let t2: (Int, Int) = (a: 3, b: 4)
    print(t2)
    """#,
    #"""
    for i in 0..<3 { defer { print("A \(i)") }; if i == 0 { continue }; if i == 2 { break }; print("body \(i)") }
    outer: for i in 0..<2 {
      defer { print("outer \(i)") }
      for j in 0..<2 {
        defer { print("inner \(i) \(j)") }
        if j == 0 { continue outer }
      }
    }
    func f() -> Int { for k in [1, 2] { defer { print("k \(k)") }; if k == 2 { return k } }; return 0 }
    print(f())
    """#,
    #"""
    var f: [String: Double] = [:]
    f["k", default: 0] += 2
    f["j", default: 1] += 1.5
    print(f["k"]!, f["j"]!, f["z", default: 2])
    var counts: [String: Int] = [:]
    for w in ["a", "b", "a"] { counts[w, default: 0] += 1 }
    print(counts["a"]!, counts["b"]!)
    """#,
    #"""
    func mk(_ s: String) -> Int { print(s); return 1 }
    class C { var c = mk("c"); init() {} }
    class D: C { override init() { super.init() } }
    _ = D()
    class A0 { var a = mk("a") }
    class B0: A0 { var b = mk("b") }
    _ = B0()
    class A { var ready = false; init() { ready = true } }
    class B: A { var n: Int; override init() { n = 1 } }
    print(B().ready, B().n)
    class IDGen { static var last = 0; static func next() -> Int { last += 1; return last } }
    class Thing { let id = IDGen.next(); init() {} }
    class Sub: Thing { var tag = "t"; override init() { super.init() } }
    print(Sub().id, Sub().id, Thing().id)
    class Vehicle { var wheels = mk("wheels"); var name: String
      init(name: String) { self.name = name }
      convenience init() { self.init(name: "car") } }
    let v = Vehicle()
    print(v.name)
    struct P { var x = mk("x"); var y = 0
      init(y: Int) { self.y = y }
      init() { self.init(y: 5) } }
    print(P().y)
    """#,
    #"""
    class A {}
    let a = A(), b = A()
    let arr = [a, b]
    print(arr.filter { $0 !== a }.count, arr.filter { $0 === a }.count, a !== b)
    print(String().isEmpty, String() + "x")
    """#,
    #"""
    func grade(_ s: Double) -> String {
      switch s {
      case 90...100: return "A"
      case 80..<90: return "B"
      default: return "C"
      }
    }
    print(grade(95.5), grade(89.99), grade(90), grade(12.5))
    let t = 0.5
    if case 0...1 = t { print("unit") }
    """#,
    #"""
    struct Q: CustomDebugStringConvertible { var debugDescription: String { "dbgQ" } }
    struct R: CustomStringConvertible, CustomDebugStringConvertible {
      var description: String { "descR" }
      var debugDescription: String { "dbgR" }
    }
    struct S: CustomStringConvertible { var description: String { "descS" } }
    print(Q(), [Q()], R(), [R()], S(), [S()], Optional(R()) as Any, "\(R())", (R(), 1))
    """#,
    #"""
    class Food {
      var name: String
      init(name: String) { self.name = name }
      convenience init() { self.init(name: "[Unnamed]") }
    }
    class RecipeIngredient: Food {
      var quantity: Int
      init(name: String, quantity: Int) {
        self.quantity = quantity
        super.init(name: name)
      }
      override convenience init(name: String) { self.init(name: name, quantity: 1) }
    }
    class ShoppingListItem: RecipeIngredient {
      var purchased = false
      var description: String {
        var output = "\(quantity) x \(name)"
        output += purchased ? " ✔" : " ✘"
        return output
      }
    }
    let oneMysteryItem = RecipeIngredient()
    print(oneMysteryItem.name, oneMysteryItem.quantity)
    let x = ShoppingListItem()
    print(x.description)
    var breakfastList = [ShoppingListItem(), ShoppingListItem(name: "Bacon"), ShoppingListItem(name: "Eggs", quantity: 6)]
    breakfastList[0].name = "Orange juice"
    breakfastList[0].purchased = true
    for item in breakfastList { print(item.description) }
    class Vehicle {
      var wheels = 0
      var label: String
      init(label: String) { self.label = label; print("Vehicle.init(label:)") }
      convenience init() { self.init(label: "plain"); print("Vehicle convenience init()") }
    }
    class Bike: Vehicle {
      var bell = true
      override init(label: String) { super.init(label: label + "!"); wheels = 2; print("Bike.init(label:)") }
    }
    class Tandem: Bike {
      var seats = 2
    }
    let b = Bike()
    print(b.label, b.wheels, b.bell)
    let t = Tandem()
    print(t.label, t.wheels, t.seats, t is Tandem)
    class Only: Vehicle {
      init(size: Int) { super.init(label: "size \(size)") }
    }
    print(Only(size: 3).label)
    """#,
    """
    enum BumpError: Error { case tooBig }
    var counter = 0
    func bump(_ n: inout Int) throws {
      n += 1
      if n > 1 { throw BumpError.tooBig }
    }
    do {
      try bump(&counter)
      try bump(&counter)
    } catch {
      print("caught", counter)
    }
    print(counter)
    struct Pair { var x = 1; var y = 2 }
    func add(_ a: inout Int, _ b: inout Int) { a += b; b = 0 }
    func addTo(_ a: inout Int, _ b: Int) { a += b }
    func local() {
      var q = Pair()
      add(&q.x, &q.y)
      var arr = [1, 2, 3]
      add(&arr[0], &q.x)
      print(q, arr)
    }
    local()
    var total = 5
    addTo(&total, total)
    print(total)
    var other = 1
    add(&total, &other)
    print(total, other)
    var a = [1, 2, 3]
    var calls = 0
    func idx() -> Int { calls += 1; return 1 }
    func bumpTen(_ n: inout Int) { n += 10 }
    bumpTen(&a[idx()])
    print(a, calls)
    """,
    """
    struct Size { var width = 0.0, height = 0.0 }
    struct Point { var x = 0.0, y = 0.0 }
    struct Rect {
      var origin = Point()
      var size = Size()
    }
    extension Rect {
      init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
      }
    }
    let basicRect = Rect()
    let originRect = Rect(origin: Point(x: 2.0, y: 2.0), size: Size(width: 5.0, height: 5.0))
    let centerRect = Rect(center: Point(x: 4.0, y: 4.0), size: Size(width: 3.0, height: 3.0))
    print(basicRect.origin.x, originRect.size.width, centerRect.origin.x, centerRect.origin.y)
    class Counter {
      var count = 0
      var step = 1
    }
    extension Counter {
      convenience init(step: Int) {
        self.init()
        self.step = step
      }
    }
    let plain = Counter()
    let byTwo = Counter(step: 2)
    print(plain.step, byTwo.step, byTwo.count)
    """,
    """
    protocol Figure {
      static var sides: Int { get }
      init(size: Double)
      var size: Double { get }
    }
    struct Tile: Figure {
      static var sides = 4
      var size: Double
    }
    print(Tile(size: 5).size, Tile.sides)
    """,
    """
    let a: [Double] = [1, 2].map { $0 * 2 }
    print(a)
    let b: [Double] = [1, 2].map { _ in 0 }
    print(b)
    let xs = [1.5, 2.5]
    let c: [Double] = xs.map { _ in 1 }
    print(c)
    let e = xs.map { _ in 1 }
    print(e)
    var cs: [Double] = []
    cs = xs.map { _ in 1 }
    print(cs)
    func f() -> [Double] { xs.map { _ in 2 } }
    print(f())
    func g(_ v: [Double]) { print(v) }
    g(xs.map { _ in 3 })
    """,
    """
    class Base { class func make() -> String { "base" } }
    class Sub: Base { override class func make() -> String { super.make() + "+sub" } }
    print(Sub.make(), Base.make())
    enum Vertical { case up, down }
    enum Horizontal { case up, left }
    func score(_ v: Vertical) -> Int { v == .up ? 1 : 0 }
    let h = Horizontal.left
    print(score(.up), score(.down), h == .up, .left == h)
    """,
    """
    struct Tally {
      var total = 0
      mutating func add(_ xs: [Int]) {
        xs.forEach { total += $0 }
      }
      mutating func addTwice(_ n: Int) {
        for _ in 0..<2 { total += n }
      }
    }
    var t = Tally()
    t.add([1, 2, 3])
    t.addTwice(5)
    print(t.total)
    class Bank {
      var balance = 0
      func deposit(_ amounts: [Int]) { amounts.forEach { balance += $0 } }
    }
    let b = Bank()
    b.deposit([10, 20])
    print(b.balance)
    func addAll(_ total: inout Int, _ xs: [Int]) {
      xs.forEach { total += $0 }
    }
    var start = 1
    addAll(&start, [2, 3])
    print(start)
    """,
    """
    struct T { let a, b: Double }
    let t = T(a: 1, b: 2)
    print(t.a / 2, t)
    class Frame {
      var width, height: Double
      var x = 1, y: Int = 2
      init() { width = 3; height = 4 }
    }
    let f = Frame()
    print(f.width / 2, f.height * 0.5, f.x, f.y)
    """,
    """
    class Box {
      var items = [3, 1, 2]
      func sort() { items = items.sorted() }
      func append(_ n: Int) { items.append(n) }
    }
    let b = Box()
    b.sort()
    b.append(0)
    print(b.items)
    struct Stack {
      var items = [1, 2]
      func reverse() -> [Int] { items.reversed() }
      mutating func append(_ n: Int) { items.append(n) }
    }
    let s = Stack()
    print(s.reverse())
    var m = Stack()
    m.append(3)
    print(m.items)
    """,
    """
    let t: (f: (Int) -> Int, n: Int) = (f: { $0 + 1 }, n: 2)
    print(t.f(t.n))
    func counter() -> (increment: () -> Int, reset: () -> Void) {
      var c = 0
      return ({ c += 1; return c }, { c = 0 })
    }
    let k = counter()
    print(k.increment(), k.increment())
    k.reset()
    print(k.0())
    protocol Named {}
    extension Named { static func hello() -> String { "hello" } }
    struct A: Named {}
    print(A.hello())
    """,
    """
    print(["a": 1, "b": 2] == ["b": 2, "a": 1], ["a": 1] == ["a": 2])
    struct S: Equatable { var d: [String: Int] }
    print(S(d: ["x": 1, "y": 2]) == S(d: ["y": 2, "x": 1]))
    print([["a": 1, "b": 2]].contains(["b": 2, "a": 1]))
    print(Array([[1, 2], [3]].joined()))
    print(Array([[1], [2]].joined(separator: [0])))
    for x in [["a","b"],["c"]].joined() { print(x, terminator: " ") }
    print([["a","b"],["c"]].joined().count)
    print(["a", "b"].joined(separator: "-"), ["x"].joined())
    let v = Double("oops") ?? 3
    print(v, v / 2)
    print((Double("x") ?? 1) / 4)
    print(["a"].map { Double($0) ?? 0 })
    let w: Double = Double("bad") ?? 0
    print(w)
    func p(_ s: String) -> Double { Double(s) ?? 0 }
    print(p("2.5"), p("z"))
    """,
    """
    import Foundation
    print(String(format: "[%.1@] [%-6@] [%6@]", "ab", "cd", "ef"))
    print(String(format: "%d %x %u %ld %hd %lx", 3_000_000_000, -1, -1, 3_000_000_000, 70000, -1))
    print(String(format: "%5d|%-5d|%05d", 42, 42, 42))
    """,
    """
    import Foundation
    let x = 2.0
    print(pow(x, 10), pow(10, x), atan2(x, 1))
    print(trunc(-2.7), fabs(-1.5), cbrt(27.0), hypot(3.0, 4.0))
    let o = [1, nil, 3]
    print(o, o[0] as Any, o.count)
    let n: Int? = 2
    let m = [n, nil]
    print(m)
    for case let v? in o { print(v) }
    enum Level: Comparable { case low, mid, high }
    var ls = [Level.high, Level.low, Level.mid]
    print(ls.sorted(), [Level.low, Level.high].max()!, ls.min()!)
    ls.sort()
    print(ls)
    print(5.squareRoot(), 4.rounded(), 7.truncatingRemainder(dividingBy: 2))
    """,
    """
    let a = [10, 20, 30, 40]
    for x in a.dropFirst() { print(x) }
    print(a.prefix(2), a.suffix(1).count, Array(a.dropLast()))
    let w = "hello"
    print(w.dropFirst(), w.prefix(2))
    """,
    """
    struct P {
      var a: Int
      var b: Int
      let c: Int?
      var d: Int?
      init(x: Int) {
        (self.a, b) = (x, 2)
        if x > 0 { c = 1 } else if x < 0 { c = -1 } else { c = 0 }
      }
      init(o: P) { self = o }
      init(s: Int) {
        switch s { case 1: a = 1; b = 1; c = nil
        default: a = 0; b = 0; c = 0 }
      }
    }
    let p = P(x: 1)
    print(p.a, p.b, p.c as Any, p.d as Any, P(o: p).a, P(s: 1).a)
    """,
    """
    let r: [Double] = Array(repeating: 0, count: 2)
    print(r)
    func zeros() -> [Double] { Array(repeating: 1, count: 3) }
    print(zeros())
    let s: [String] = Array(repeating: "a", count: 2)
    print(s)
    """,
    """
    let w = [[1], [2.5]]
    print(w, w[0][0] / 2)
    let v = [[1, 2], [3]]
    print(v, v[0][0] / 2)
    let e: [[Int]] = [[], [1]]
    print(e)
    """,
    """
    let maybe: [Int?] = [1, nil, 3]
    print(maybe.first(where: { $0 == nil }) as Any, maybe.first(where: { $0 == 3 }) as Any)
    print(maybe.first(where: { $0 == 7 }) as Any, maybe.min(by: { ($0 ?? 0) < ($1 ?? 0) }) as Any)
    print(maybe.max(by: { ($0 ?? 0) < ($1 ?? 0) }) as Any)
    if let found = maybe.first(where: { $0 == nil }) { print("found", found as Any) }
    let counts = [4, 2, 9]
    print(counts.first(where: { $0 > 3 }) as Any, counts.min(by: >) as Any, counts.max(by: <)!)
    """,
    """
    let stats = [1, 2, 3].reduce((sum: 0, count: 0)) { ($0.sum + $1, $0.count + 1) }
    print(stats, stats.count)
    let bounds: (lo: Int, hi: Int) = (100, -100)
    let spread = [5, 9, 2].reduce(bounds) { (min($0.lo, $1), max($0.hi, $1)) }
    print(spread, spread.lo)
    let folded = [1, 2, 3].reduce((sum: 0, count: 0)) { acc, x in
      let next = (acc.sum + x, acc.count + 1)
      return next
    }
    print(folded, [1, 2].reduce((0, 0)) { ($0.0 + $1, $0.1 + 1) })
    func span() -> (a: Int, b: Int) {
      let t = (1, 2)
      return t
    }
    var labelled: (x: Int, y: Int) = (0, 0)
    let pair = (3, 4)
    labelled = pair
    let other: (p: Int, q: Int)? = pair
    print(span(), labelled, other as Any)
    """,
    """
    import Foundation
    let zero = 0.0
    print(0.0 / 0.0, 0 / 0.0, (0.0) / 0.0, zero / zero, sqrt(-1.0))
    """,
    """
    import Foundation
    print("a-b-c".replacingOccurrences(of: "-", with: "+"), "aaaa".replacingOccurrences(of: "aa", with: "b"))
    print("abc".replacingOccurrences(of: "", with: "x"), "--x--".replacingOccurrences(of: "-", with: ""))
    let word = "Swift"
    print(word.starts(with: "Sw"), word.starts(with: "sw"), [1, 2, 3].starts(with: [1, 2]), [1].starts(with: [1, 2]))
    let swell = word.replacingOccurrences(of: "ift", with: "ell")
    print(swell.count, swell.uppercased(), swell.description, 5.description, [1, 2].description, (1..<3).description)
    """,
    #"""
    var scores = [0.5]
    scores = [3, 4]
    var origin = (x: 1, y: 2)
    origin = (5, 6)
    var (w, h) = (1.0, 2.0)
    w = 7
    print(scores, scores[0] / 2, origin, w / 2, h)
    var readings: [Double] = [0.5]
    readings.append(contentsOf: [3])
    var tags: [String?] = []
    tags += ["y"]
    var names: [String?] = ["a"]
    names[0] = "b"
    print(readings, tags, names)
    func reset(_ x: inout Double) { x = 0 }
    var v = 2.5
    reset(&v)
    print(v)
    struct Thermometer {
      var temps = [21.5, 19.0]
      var size = (w: 0.5, h: 0.5)
      var discounts = ["vip": 0.5]
      mutating func restart() {
        size = (1, 2)
        temps = [3, 4]
      }
    }
    var t = Thermometer()
    print(t.temps.map { $0 < 20 ? 20 : $0 }, t.temps.reduce(0) { $0 + $1 })
    let rate = t.discounts["guest"] ?? 3
    print(rate, rate / 2)
    t.restart()
    t.size = (7, 8)
    print(t.size, t.temps)
    class Stats {
      var samples: [Double]
      init() { samples = [1, 2] }
    }
    print(Stats().samples)
    var history: [(String, Double)] = []
    history.append(("deposit", 100))
    var balance = 0.0
    for (_, amount) in history { balance += amount }
    print(balance, [2.5].map { $0 > 5 ? $0 : 3 }, [0.5, 1.5].reduce(0) { $0 + $1 })
    let total: Double = [1, 2, 3].reduce(0, +)
    let scaled: Double = [1, 2, 3].reduce(0) { $0 + $1 * 2 }
    print(total, scaled)
    """#,
    """
    let z: Int?
    z = 5
    let hour = 9
    let greeting: String
    if hour < 12 {
      greeting = "Good morning"
    } else if hour < 18 {
      greeting = "Good afternoon"
    } else {
      greeting = "Good evening"
    }
    let size: Double
    switch greeting.count {
    case 0: size = 0
    default: size = 1
    }
    print(z as Any, greeting, size)
    var label: String! = "Ann"
    let copy = label
    print(label as Any, label + "!", copy as Any)
    label = nil
    print(label as Any, label == nil)
    class Outlet { var title: String!; var count: Int! }
    let outlet = Outlet()
    print(outlet.title as Any, outlet.count == nil)
    outlet.title = "x"
    print(outlet.title.count, outlet.title as Any)
    struct Form { var caption: String! }
    print(Form().caption as Any)
    """,
    """
    struct Vector2D: Equatable { var x = 0.0, y = 0.0 }
    func + (left: Vector2D, right: Vector2D) -> Vector2D { Vector2D(x: left.x + right.x, y: left.y + right.y) }
    func * (vector: Vector2D, scale: Double) -> Vector2D { Vector2D(x: vector.x * scale, y: vector.y * scale) }
    let start = Vector2D(x: 1, y: 2)
    let moved = start + Vector2D(x: 3, y: 4)
    print(moved, moved == Vector2D(x: 4, y: 6), moved != start, start * 2)
    """,
    """
    func measure() -> (Int, Int)? { (3, 4) }
    func nothing() -> (Int, Int)? { nil }
    if let (w, h) = measure() { print(w * h) }
    if let (w, _) = measure() { print(w) }
    if let (x, y) = nothing() { print(x, y) } else { print("none") }
    enum Figure { case rect(Double, Double); case box(w: Int, h: Int); case point((Double, Double)) }
    for figure in [Figure.rect(1, 2), .box(w: 4, h: 5), .point((1, 2))] {
      switch figure {
      case .rect(let size): print("rect", size, size.0 * size.1)
      case .box(let dims): print("box", dims, dims.w)
      case .point(let p): print(figure, p)
      }
    }
    """,
    """
    var nested = (1, (2.5, "x"))
    nested.1.0 = 3
    print(nested.1.0, nested.1.0 / 2)
    struct Plot { var xs = [5.0]; var pt = (x: 0.5, y: 0.5) }
    var plot = Plot()
    plot.xs += [7]
    plot.pt.x = 1
    print(plot.xs, plot.pt)
    var pairs: [(Double, Int)] = [(0.5, 1)]
    pairs[0].0 = 5
    print(pairs)
    class Pen { var pt = (x: 0.0, y: 0.0) }
    let pen = Pen()
    pen.pt.x = 1
    print(pen.pt, pen.pt.x / 2)
    """,
    """
    struct AudioChannel {
      static let thresholdLevel = 10
      static var maxInputLevelForAllChannels = 0
      var currentLevel: Int = 0 {
        didSet {
          if currentLevel > AudioChannel.thresholdLevel { currentLevel = AudioChannel.thresholdLevel }
          if currentLevel > AudioChannel.maxInputLevelForAllChannels {
            AudioChannel.maxInputLevelForAllChannels = currentLevel
          }
        }
      }
    }
    var leftChannel = AudioChannel()
    var rightChannel = AudioChannel()
    leftChannel.currentLevel = 7
    print(leftChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
    rightChannel.currentLevel = 11
    print(rightChannel.currentLevel, AudioChannel.maxInputLevelForAllChannels)
    class Box {
      var v = 0 { didSet { print("set", oldValue, v); if v < 0 { v = 0 } } }
    }
    let box = Box()
    box.v = 5
    box.v = -3
    print(box.v)
    """,
    """
    import Foundation
    let two = 2.0, ten = 10.0
    print(pow(two, ten), pow(2.5, 3.0), floor(2.7), ceil(-2.3), round(2.5), round(-2.5), exp(1.0), log(10.0), floor(2))
    print(log10(1000.0), log2(8.0), tan(1.0), asin(1.0), acos(0.5), atan(1.0), atan2(1.0, 1.0))
    let x = 3.0
    print(pow(x, 2.0) + floor(x / 2), round(x * 1.5))
    func side() -> String { print("message made"); return "bad" }
    assert(x > 0, side())
    precondition(x == 3.0, "x is three")
    print("checked")
    """,
    """
    func make(_ n: Int) -> Int { print("making \\(n)"); return n }
    struct Config {
      static let size = make(3)
      static var count = make(10)
      static let double = size * 2
      static var unused = make(99)
    }
    print("start")
    print(Config.double)
    Config.count += 1
    print(Config.count, Config.size)
    class Registry {
      static var total = make(0)
      static let names: [String] = { print("loading names"); return ["a", "b"] }()
      func bump() { Registry.total += 1 }
    }
    let registry = Registry()
    print("before bump")
    registry.bump()
    print(Registry.total, Registry.names.count, Registry.names)
    """,
    """
    class DataLoader {
      lazy var data: [String] = { print("loading..."); return ["a", "b"] }()
      var first = "Ann"
      lazy var greeting = "Hello, " + first
      lazy var count: Int = data.count * 10
      init() { print("init") }
    }
    let loader = DataLoader()
    print("created")
    print(loader.data, loader.data, loader.count)
    loader.first = "Bob"
    print(loader.greeting)
    loader.first = "Cy"
    print(loader.greeting)
    loader.greeting = "set"
    print(loader.greeting)
    class Account {
      var balance: Double = 0 { didSet { print("Account", oldValue, balance) } }
    }
    class Savings: Account {
      override var balance: Double { didSet { print("Savings", oldValue, balance) } }
    }
    class Gold: Savings {}
    let gold = Gold()
    gold.balance = 10
    gold.balance += 5
    let plain = Account()
    plain.balance = 1
    """,
    """
    func makeIncrementer(forIncrement amount: Int) -> () -> Int {
      var runningTotal = 0
      func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
      }
      return incrementer
    }
    let incrementByTen = makeIncrementer(forIncrement: 10)
    print(incrementByTen(), incrementByTen(), makeIncrementer(forIncrement: 1)())
    func countdown(_ n: Int) -> [Int] {
      var out: [Int] = []
      func go(_ k: Int) {
        if k == 0 { return }
        out.append(k)
        go(k - 1)
      }
      go(n)
      return out
    }
    print(countdown(4))
    func chooseStepFunction(backward: Bool) -> (Int) -> Int {
      func stepForward(input: Int) -> Int { return input + 1 }
      func stepBackward(input: Int) -> Int { return input - 1 }
      return backward ? stepBackward : stepForward
    }
    var currentValue = -4
    let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
    while currentValue != 0 {
      print("\\(currentValue)... ", terminator: "")
      currentValue = moveNearerToZero(currentValue)
    }
    print("zero!")
    func average(_ xs: [Double]) -> Double {
      func total() -> Double { xs.reduce(0, +) }
      return total() / Double(xs.count)
    }
    let twiceAndOne = { (x: Int) -> Int in
      func twice(_ y: Int) -> Int { y * 2 }
      return twice(x) + 1
    }
    print(average([1, 2, 4]), twiceAndOne(5))
    """,
    """
    outer: for i in 0..<3 {
      for j in 0..<3 {
        if j == 1 { continue outer }
        if i == 2 { break outer }
        print(i, j)
      }
    }
    var tries = 0
    search: while true {
      tries += 1
      repeat {
        if tries > 3 { break search }
        tries += 1
      } while tries < 2
    }
    let grid = [[1, 2], [3, 4], [5, 6]]
    var found = (-1, -1)
    rows: for (r, row) in grid.enumerated() {
      for (c, value) in row.enumerated() where value == 4 {
        found = (r, c)
        break rows
      }
    }
    print(tries, found)
    cases: for k in 1...5 {
      switch k {
      case 2: continue cases
      case 4: break cases
      default: print("k", k)
      }
    }
    """,
    """
    print(String(repeating: "ab", count: 3), String(repeating: "-", count: 0).isEmpty, String(255, radix: 16), String(5, radix: 2))
    let word = "hello"
    print(word.sorted(), String(word.sorted()), word.enumerated().map { "\\($0.offset)\\($0.element)" })
    for (i, c) in "ab".enumerated() { print(i, c) }
    """,
    """
    let maybe: Int? = 3
    if case let v? = maybe { print("has", v) }
    let nothing: Int? = nil
    if case let v? = nothing { print("never", v) } else { print("none") }
    let values: [Int?] = [1, nil, 3]
    for case let x? in values { print(x) }
    for value in values {
      switch value {
      case 1?: print("one")
      case let n?: print("n", n)
      case nil: print("nil")
      }
    }
    let pair: (Int?, String?) = (2, nil)
    if case (let a?, nil) = pair { print(a) }
    enum Figure { case circle(Double), square(Double) }
    let figures: [Figure] = [.circle(1), .square(2), .circle(3)]
    for case .circle(let r) in figures { print("r", r) }
    for case let .square(side) in figures where side > 1 { print("side", side) }
    """,
    """
    var slots = [0, 0, 0]
    var at = 0
    func advance() -> Int {
      at += 1
      return at * 10
    }
    slots[at] = advance()
    var grid = [[0, 0], [0, 0]]
    var row = 0
    func bump() -> Int {
      row += 1
      return 7
    }
    grid[row][row] = bump()
    var marks = ["a": 1]
    var key = "a"
    func change() -> Int {
      key = "b"
      return 9
    }
    marks[key] = change()
    slots[1] = 5
    slots[at] = slots[0] + 1
    print(slots, at, grid, marks.sorted { $0.key < $1.key })
    """,
  ]
}
