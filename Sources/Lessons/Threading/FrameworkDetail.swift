/// What a framework's call is handed, as a label says it (`250 bytes`, `1000 bytes, 2000 of
/// 3000`): a template whose `%` marks stand for numbers kept beside it, put into words only
/// when someone reads them.
///
/// A framework makes a call for every event it delivers, and most calls are never read as
/// text: keeping the numbers makes a call's detail cost no string until it is shown. A detail
/// made from text (`init(_:)`) has no marks and is its text as given, `%` and all.
package struct FrameworkDetail: Hashable, Codable, Sendable {
  /// The words, each of the first `count` `%` marks standing for a number.
  private var template: String
  // The numbers take 32 bits each, so that a detail is small in the records that keep it (a
  // callback's, the diagram's, the threading log's); a detail of a larger number is kept as
  // its words.
  private var first: Int32 = 0
  private var second: Int32 = 0
  private var third: Int32 = 0
  /// How many numbers the template's marks take, 0 to 3.
  private var count: UInt8 = 0

  /// A detail that is `text`, as given.
  package init(_ text: String) { template = text }

  /// A detail of one number: `template`'s first `%` stands for it.
  package init(_ template: String, _ first: Int) {
    guard let small = Int32(exactly: first) else {
      self.template = Self.fill(template, [first])
      return
    }
    (self.template, self.first, count) = (template, small, 1)
  }

  /// A detail of two numbers, standing for `template`'s first two `%` marks in order.
  package init(_ template: String, _ first: Int, _ second: Int) {
    guard let one = Int32(exactly: first), let two = Int32(exactly: second) else {
      self.template = Self.fill(template, [first, second])
      return
    }
    (self.template, self.first, self.second, count) = (template, one, two, 2)
  }

  /// A detail of three numbers, standing for `template`'s first three `%` marks in order.
  package init(_ template: String, _ first: Int, _ second: Int, _ third: Int) {
    guard let one = Int32(exactly: first), let two = Int32(exactly: second), let three = Int32(exactly: third) else {
      self.template = Self.fill(template, [first, second, third])
      return
    }
    (self.template, self.first, self.second, self.third, count) = (template, one, two, three, 3)
  }

  /// The numbers it holds, in order: none for a detail kept as its words (one made from text,
  /// or of a number past 32 bits, which no byte count of the chapters reaches).
  package var numbers: [Int] { Array([Int(first), Int(second), Int(third)].prefix(Int(count))) }

  /// The words: the template with its marks replaced by the numbers.
  package var text: String { count == 0 ? template : Self.fill(template, numbers) }

  /// `template` with its first `%` marks replaced by `numbers`, in order.
  private static func fill(_ template: String, _ numbers: [Int]) -> String {
    var text = ""
    text.reserveCapacity(template.utf8.count + 8 * numbers.count)
    var start = template.startIndex
    for number in numbers {
      guard let mark = template[start...].firstIndex(of: "%") else { break }
      text += template[start..<mark]
      text += String(number)
      start = template.index(after: mark)
    }
    text += template[start...]
    return text
  }
}
