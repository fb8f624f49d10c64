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
  private var first = 0
  private var second = 0
  private var third = 0
  /// How many numbers the template's marks take, 0 to 3.
  private var count: UInt8 = 0

  /// A detail that is `text`, as given.
  package init(_ text: String) { template = text }

  /// A detail of one number: `template`'s first `%` stands for it.
  package init(_ template: String, _ first: Int) {
    (self.template, self.first, count) = (template, first, 1)
  }

  /// A detail of three numbers, standing for `template`'s first three `%` marks in order.
  package init(_ template: String, _ first: Int, _ second: Int, _ third: Int) {
    (self.template, self.first, self.second, self.third, count) = (template, first, second, third, 3)
  }

  /// The numbers it holds, in order.
  package var numbers: [Int] { Array([first, second, third].prefix(Int(count))) }

  /// The words: the template with its marks replaced by the numbers.
  package var text: String {
    guard count > 0 else { return template }
    var text = ""
    text.reserveCapacity(template.utf8.count + 8 * Int(count))
    var used: UInt8 = 0
    var start = template.startIndex
    while used < count, let mark = template[start...].firstIndex(of: "%") {
      text += template[start..<mark]
      text += String(used == 0 ? first : used == 1 ? second : third)
      used += 1
      start = template.index(after: mark)
    }
    text += template[start...]
    return text
  }
}
