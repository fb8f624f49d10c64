/// A row of the simplex tableau: `constant + Σ coefficient × symbol`, its terms sorted by symbol.
///
/// A row stored for a basic symbol `b` reads `b = constant + Σ terms`. Symbols are small
/// integers, so rows are flat sorted arrays: adding a multiple of one row to another is a merge.
struct TableauRow: Sendable {
  struct Term: Sendable {
    var symbol: Int32
    var coefficient: Double
  }

  /// Coefficients this close to zero are dropped, as kiwi's `nearZero` does.
  static let epsilon = 1e-8

  var constant: Double
  var terms: [Term]

  init(constant: Double = 0, terms: [Term] = []) {
    self.constant = constant
    self.terms = terms
  }

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  /// The index of `symbol`'s term, or where it would go (negated, minus one) when it is absent.
  func index(of symbol: Int32) -> Int {
    var low = 0
    var high = terms.count - 1
    while low <= high {
      let middle = (low + high) >> 1
      let found = terms[middle].symbol
      if found == symbol { return middle }
      if found < symbol { low = middle + 1 } else { high = middle - 1 }
    }
    return -low - 1
  }

  func coefficient(of symbol: Int32) -> Double {
    let at = index(of: symbol)
    return at >= 0 ? terms[at].coefficient : 0
  }

  /// Adds `coefficient × symbol`; a term that cancels out goes.
  mutating func insert(_ symbol: Int32, _ coefficient: Double) {
    let at = index(of: symbol)
    if at >= 0 {
      terms[at].coefficient += coefficient
      if Self.isNearZero(terms[at].coefficient) { terms.remove(at: at) }
    } else if !Self.isNearZero(coefficient) {
      terms.insert(Term(symbol: symbol, coefficient: coefficient), at: -at - 1)
    }
  }

  /// Removes `symbol`'s term and returns its coefficient (0 when there was none).
  @discardableResult
  mutating func remove(_ symbol: Int32) -> Double {
    let at = index(of: symbol)
    guard at >= 0 else { return 0 }
    return terms.remove(at: at).coefficient
  }

  /// Adds `factor × other`; appends to `added` each symbol that was not in the row before.
  mutating func add(_ other: TableauRow, times factor: Double, added: inout [Int32]) {
    constant += other.constant * factor
    if other.terms.isEmpty { return }
    if other.terms.count <= 3 || other.terms.count * 8 <= terms.count {
      // A short row, or one much shorter: in place rather than into a new array.
      for term in other.terms {
        let at = index(of: term.symbol)
        if at >= 0 {
          terms[at].coefficient += term.coefficient * factor
          if Self.isNearZero(terms[at].coefficient) { terms.remove(at: at) }
        } else {
          let value = term.coefficient * factor
          if !Self.isNearZero(value) {
            terms.insert(Term(symbol: term.symbol, coefficient: value), at: -at - 1)
            added.append(term.symbol)
          }
        }
      }
      return
    }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count + other.terms.count)
    var i = 0
    var j = 0
    let mine = terms
    let theirs = other.terms
    while i < mine.count || j < theirs.count {
      if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
        merged.append(mine[i])
        i += 1
      } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
        let value = theirs[j].coefficient * factor
        if !Self.isNearZero(value) {
          merged.append(Term(symbol: theirs[j].symbol, coefficient: value))
          added.append(theirs[j].symbol)
        }
        j += 1
      } else {
        let value = mine[i].coefficient + theirs[j].coefficient * factor
        if !Self.isNearZero(value) { merged.append(Term(symbol: mine[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    terms = merged
  }

  /// Multiplies every coefficient and the constant by `factor`.
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in terms.indices { terms[index].coefficient *= factor }
  }

  /// Turns `0 = row` (the row holding `symbol`) into `symbol = …`.
  mutating func solve(for symbol: Int32) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Turns `lhs = row` (the row holding `rhs`) into `rhs = …` (with `lhs` in it).
  mutating func solve(for rhs: Int32, replacing lhs: Int32) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Adds `factor × other` when which symbols are new does not matter.
  mutating func add(_ other: TableauRow, times factor: Double) {
    var ignored: [Int32] = []
    add(other, times: factor, added: &ignored)
  }

  /// Replaces `symbol` with `row` (what it equals).
  ///
  /// Appends to `added` each new symbol; returns whether the row held the symbol.
  @discardableResult
  mutating func substitute(_ symbol: Int32, with row: TableauRow, added: inout [Int32]) -> Bool {
    let at = index(of: symbol)
    guard at >= 0 else { return false }
    let coefficient = terms.remove(at: at).coefficient
    add(row, times: coefficient, added: &added)
    return true
  }
}
