/// "Did you mean" for near misses: the closest known name by edit distance.
public enum Suggestion {
  /// The candidate nearest to `word`, when it is close enough to be a plausible typo:
  /// at most one edit for short words, two for longer ones, or a unique prefix.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let word = word.lowercased()
    guard !word.isEmpty, word.count <= 64 else { return nil }
    let limit = word.count <= 4 ? 1 : 2
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(Array(word), Array(candidate.lowercased()), limit: limit)
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    if let best { return best.name }
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(word) }
    return prefixed.count == 1 ? prefixed[0] : nil
  }

  /// `did you mean 'x'?` for the closest candidate, or nil when none is close.
  public static func didYouMean(_ word: String, in candidates: [String]) -> String? {
    closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
  }

  /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), giving up
  /// early once every path exceeds `limit`.
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMin = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
        rowMin = min(rowMin, value)
      }
      if rowMin > limit { return limit + 1 }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}

extension Dictionary where Key == String {
  /// The object called `name`, or the error that there is no `what` of that name, suggesting
  /// the nearest name among `order` (the names in the order made), else `otherwise`.
  func named(_ name: String, _ what: String, among order: [String], otherwise: String) throws(CommandError) -> Value {
    guard let value = self[name] else {
      throw CommandError(
        "no \(what) named \(Format.echo(name))", suggestion: Suggestion.didYouMean(name, in: order) ?? otherwise)
    }
    return value
  }
}
