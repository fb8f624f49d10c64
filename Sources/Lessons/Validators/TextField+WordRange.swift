extension TextField {
  /// The word around the insertion point, for the Select item: letters and digits.
  var wordRange: Range {
    let characters = Array(text)
    var offsets = [0]
    for character in characters { offsets.append(offsets.last! + character.utf16.count) }
    guard var position = offsets.firstIndex(of: selection.location) else { return selection }
    func isWord(_ i: Int) -> Bool { characters[i].isLetter || characters[i].isNumber }
    if position == characters.count || !isWord(position) { position = max(0, position - 1) }
    guard position < characters.count, isWord(position) else { return Range(selection.location, 0) }
    var start = position
    var end = position + 1
    while start > 0, isWord(start - 1) { start -= 1 }
    while end < characters.count, isWord(end) { end += 1 }
    return Range(offsets[start], offsets[end] - offsets[start])
  }
}
