/// The array methods that take closures, written in the subset itself and compiled before the
/// learner's code: a closure they call runs as the learner's own code, a statement a step.
///
/// Each function is a method of arrays: its first parameter is the array, the rest make its
/// selector (`map(_:)`, `sorted(by:)`). A dictionary's elements reach them as `(key:, value:)` pairs.
/// One whose name starts with `string` is a String's own method of that name, on its characters
/// (`stringFilter` is `filter(_:)`, which gives a String); one whose name starts with
/// `dictionary` a Dictionary's, on its pairs (`dictionaryFilter` gives a Dictionary). Their
/// `[String: Any]` is only the prelude's spelling: a key of any type goes in. One whose name
/// starts with `optional` is an Optional's own (`optionalMap` is `map(_:)`), handed the
/// optional itself.
enum SwiftPrelude {
  /// The builtin only the prelude calls, for an Optional's `map` (`SwiftProgram.Builtin.wrapping`).
  static let wrapping = "preludeWrapping"

  static let source = """
    func map(_ items: [Any], _ transform: (Any) -> Any) -> [Any] {
      var result: [Any] = []
      for item in items { result.append(transform(item)) }
      return result
    }
    func compactMap(_ items: [Any], _ transform: (Any) -> Any?) -> [Any] {
      var result: [Any] = []
      for item in items { if let value = transform(item) { result.append(value) } }
      return result
    }
    func flatMap(_ items: [Any], _ transform: (Any) -> [Any]) -> [Any] {
      var result: [Any] = []
      for item in items { result.append(contentsOf: transform(item)) }
      return result
    }
    func firstIndex(_ items: [Any], where predicate: (Any) -> Bool) -> Int? {
      var index = 0
      for item in items {
        if predicate(item) { return index }
        index += 1
      }
      return nil
    }
    func lastIndex(_ items: [Any], where predicate: (Any) -> Bool) -> Int? {
      var index = items.count - 1
      while index >= 0 {
        if predicate(items[index]) { return index }
        index -= 1
      }
      return nil
    }
    func filter(_ items: [Any], _ isIncluded: (Any) -> Bool) -> [Any] {
      var result: [Any] = []
      for item in items { if isIncluded(item) { result.append(item) } }
      return result
    }
    func stringFilter(_ characters: [Any], _ isIncluded: (Any) -> Bool) -> String {
      var result = ""
      for character in characters { if isIncluded(character) { result += character } }
      return result
    }
    func dictionaryFilter(_ pairs: [Any], _ isIncluded: (Any) -> Bool) -> [String: Any] {
      var result: [String: Any] = [:]
      for pair in pairs { if isIncluded(pair) { result[pair.key] = pair.value } }
      return result
    }
    func dictionaryMapValues(_ pairs: [Any], _ transform: (Any) -> Any) -> [String: Any] {
      var result: [String: Any] = [:]
      for pair in pairs { result[pair.key] = transform(pair.value) }
      return result
    }
    func reduce(_ items: [Any], _ initial: Any, _ next: (Any, Any) -> Any) -> Any {
      var result = initial
      for item in items { result = next(result, item) }
      return result
    }
    func reduce(_ items: [Any], into initial: Any, _ update: (inout Any, Any) -> Void) -> Any {
      var result = initial
      for item in items { update(&result, item) }
      return result
    }
    func forEach(_ items: [Any], _ body: (Any) -> Void) {
      for item in items { body(item) }
    }
    func contains(_ items: [Any], where predicate: (Any) -> Bool) -> Bool {
      for item in items { if predicate(item) { return true } }
      return false
    }
    func first(_ items: [Any], where predicate: (Any) -> Bool) -> Any? {
      for item in items { if predicate(item) { return [item].first } }
      return nil
    }
    func allSatisfy(_ items: [Any], _ predicate: (Any) -> Bool) -> Bool {
      for item in items { if !predicate(item) { return false } }
      return true
    }
    func drop(_ items: [Any], while predicate: (Any) -> Bool) -> [Any] {
      var result: [Any] = []
      var dropping = true
      for item in items {
        if dropping && predicate(item) { continue }
        dropping = false
        result.append(item)
      }
      return result
    }
    func prefix(_ items: [Any], while predicate: (Any) -> Bool) -> [Any] {
      var result: [Any] = []
      for item in items {
        if !predicate(item) { break }
        result.append(item)
      }
      return result
    }
    func stringDrop(_ characters: [Any], while predicate: (Any) -> Bool) -> String {
      var result = ""
      var dropping = true
      for character in characters {
        if dropping && predicate(character) { continue }
        dropping = false
        result += character
      }
      return result
    }
    func stringPrefix(_ characters: [Any], while predicate: (Any) -> Bool) -> String {
      var result = ""
      for character in characters {
        if !predicate(character) { break }
        result += character
      }
      return result
    }
    func optionalMap(_ value: Any?, _ transform: (Any) -> Any) -> Any? {
      if let wrapped = value { return \(wrapping)(transform(wrapped)) }
      return nil
    }
    func optionalFlatMap(_ value: Any?, _ transform: (Any) -> Any?) -> Any? {
      if let wrapped = value, let result = transform(wrapped) { return result }
      return nil
    }
    func sorted(_ items: [Any], by areInIncreasingOrder: (Any, Any) -> Bool) -> [Any] {
      var result = items
      var index = 1
      while index < result.count {
        let item = result[index]
        var position = index - 1
        while position >= 0 && areInIncreasingOrder(item, result[position]) {
          result[position + 1] = result[position]
          position -= 1
        }
        result[position + 1] = item
        index += 1
      }
      return result
    }
    func min(_ items: [Any], by areInIncreasingOrder: (Any, Any) -> Bool) -> Any? {
      guard var best = items.first else { return nil }
      for item in items { if areInIncreasingOrder(item, best) { best = item } }
      return [best].first
    }
    func max(_ items: [Any], by areInIncreasingOrder: (Any, Any) -> Bool) -> Any? {
      guard var best = items.first else { return nil }
      for item in items { if areInIncreasingOrder(best, item) { best = item } }
      return [best].first
    }
    """
}
