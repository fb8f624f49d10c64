#if canImport(Glibc)
  import Glibc
#endif

/// The memory limit of a run of the learner's Swift: the memory the Workbench holds may grow by
/// at most `budget` while the run goes on, or the run stops there with the line.
///
/// The memory is measured (the process's resident memory, from `/proc/self/statm`), not counted
/// value by value: values share their storage until one of them changes, so a count would be
/// wrong both ways. A measure costs a few microseconds, so it is taken every `period`
/// instructions, and as soon as the values the standard library has made since the last one
/// (`made(_:line:)`) add up to `elementsPerMeasure`: no run holds much past the limit before it
/// stops.
///
/// A part of the machine that is not part of its identity: two runs at the same place are the
/// same run, whatever memory the process held when each began.
struct SwiftMemoryLimit: Equatable, Sendable {
  /// How much a run may add to what the Workbench holds, in bytes.
  static let budget = 1 << 30
  /// The budget, as the learner reads it.
  static let budgetWords = "1 GB"
  /// How many instructions run between two measures, less one (a mask of low bits).
  static let period = (1 << 14) - 1
  /// How many elements the standard library may make between two measures.
  static let elementsPerMeasure = 1 << 20

  /// The resident memory past which the run stops, in bytes; nil where it cannot be measured.
  private let ceiling: Int?
  /// Elements made since the last measure.
  private var made = 0

  /// The limit of a run that begins now.
  init() {
    ceiling = Self.resident().map { $0 + Self.budget }
  }

  static func == (_: Self, _: Self) -> Bool { true }

  /// Notes that the standard library made `count` elements (of an array, a dictionary, or a
  /// string's bytes over 16), and measures when they add up.
  mutating func made(_ count: Int, line: Int) throws(SwiftRunError) {
    made += count
    if made >= Self.elementsPerMeasure { try measure(line: line) }
  }

  /// Stops the run at `line` when the Workbench holds more than the ceiling.
  mutating func measure(line: Int) throws(SwiftRunError) {
    made = 0
    guard let ceiling, let resident = Self.resident(), resident > ceiling else { return }
    throw SwiftRunError(
      line: line, "the run has taken more than \(Self.budgetWords) of memory (the memory limit)")
  }

  /// Notes a write into `value` (a subscript's, a mutating method's): what it grew by since it
  /// held `sizeBefore`, or all of it when its storage moved from `before`, which was a copy (a
  /// variable shared the storage) or a new allocation.
  mutating func wrote(
    _ value: SwiftValue, storedAt before: UnsafeRawPointer?, sizeBefore: Int, line: Int
  ) throws(SwiftRunError) {
    let size = Self.size(of: value)
    let moved = before != nil && Self.storage(of: value) != before
    try made(moved ? size : max(0, size - sizeBefore), line: line)
  }

  /// Where the elements of an array of `watchedCopies` elements or more are, nil for any other
  /// value: a write that leaves them somewhere else copied them.
  static func storage(of value: SwiftValue) -> UnsafeRawPointer? {
    guard case .array(let items) = value, items.count >= watchedCopies else { return nil }
    return items.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  /// The smallest array whose copies a write counts; smaller ones are left to the instruction
  /// count's measures.
  static let watchedCopies = 4096

  /// How many elements a value the standard library made holds, as `made` counts them: an
  /// array's or a dictionary's, a string's bytes over 16, none for the rest.
  static func size(of value: SwiftValue) -> Int {
    switch value {
    case .array(let items): items.count
    case .string(let text): text.utf8.count / 16
    case .dictionary(let dictionary): dictionary.keys.count
    default: 0
    }
  }

  /// The process's resident memory in bytes, from `/proc/self/statm`; nil where there is none.
  static func resident() -> Int? {
    #if canImport(Glibc)
      let file = open("/proc/self/statm", O_RDONLY)
      guard file >= 0 else { return nil }
      defer { close(file) }
      var bytes = [UInt8](repeating: 0, count: 128)
      let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      // The second number is the resident pages.
      let fields = bytes[..<count].split(separator: UInt8(ascii: " "))
      guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
      return pages * sysconf(Int32(_SC_PAGESIZE))
    #else
      return nil
    #endif
  }
}
