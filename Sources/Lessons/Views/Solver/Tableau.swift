/// The incremental simplex tableau under `ConstraintSolver`: Cassowary (Badros, Borning and
/// Stuckey, 2001) with symbolic weights.
///
/// Symbols are small integers. A row is kept for each basic symbol. Rows of restricted symbols
/// (slacks, errors) and dummies, the core, are in solved form: they hold only parametric
/// symbols, never an external variable. Rows of external variables are lazy: they may name
/// symbols that have become basic since, and are read through those symbols' rows, so a pivot
/// never rewrites the long rows of positions in a chain. The objective is one row per priority
/// level in use, highest first, compared level by level (lexicographically).
struct Tableau: Sendable {
  enum Kind: UInt8, Sendable {
    case external, slack, error, dummy
  }

  /// Where one constraint sits in the tableau: its marker and, for an optional one, its other
  /// error symbol, and its objective level (`nil` when required).
  struct Tag: Hashable, Sendable {
    var marker: Int32
    var other: Int32
    var priority: Double?
  }

  private(set) var kinds: [Kind] = []
  /// The row slot of each basic symbol, -1 for a parametric one.
  private(set) var basicRow: [Int32] = []
  /// For each symbol, the row slots that may hold it: a superset, checked when read.
  private var columns: [[Int32]] = []

  private(set) var rows: [TableauRow] = []
  /// The basic symbol of each row slot, -1 for a free slot.
  private(set) var rowSymbol: [Int32] = []
  private var freeRows: [Int32] = []

  /// Optional priority levels in use, highest first, with their objective rows.
  private(set) var levels: [Double] = []
  private(set) var objectives: [TableauRow] = []
  private var levelUse: [Int] = []

  private var artificial: TableauRow?

  /// One external row in `program`: its symbol, its slot and its terms in `programTerms`.
  private struct ProgramStep: Sendable {
    var symbol: Int32
    var slot: Int32
    var start: Int
    var end: Int
  }

  /// The external rows flattened, each after the basic external symbols it names.
  ///
  /// Values are read from it in one pass. Pivots never change external rows, so it is rebuilt
  /// only after an external row is made, dropped or rewritten (`programIsCurrent` false).
  private var program: [ProgramStep] = []
  private var programTerms: [TableauRow.Term] = []
  private var programIsCurrent = false
  /// Basic symbols whose rows may have gone negative.
  private var infeasible: [Int32] = []

  /// The symbols of the row that proved the last refused constraint cannot hold.
  ///
  /// That row is the phase-one objective at its optimum, or a row of dummies alone; the
  /// required markers in it name the constraints of a Farkas certificate, a set that cannot
  /// hold with the refused one.
  private(set) var conflictMarkers: [Int32] = []

  // MARK: - Symbols and rows

  mutating func newSymbol(_ kind: Kind) -> Int32 {
    kinds.append(kind)
    basicRow.append(-1)
    columns.append([])
    return Int32(kinds.count - 1)
  }

  func isBasic(_ symbol: Int32) -> Bool { basicRow[Int(symbol)] >= 0 }

  func row(of symbol: Int32) -> TableauRow? {
    let slot = basicRow[Int(symbol)]
    return slot >= 0 ? rows[Int(slot)] : nil
  }

  private func isRestricted(_ symbol: Int32) -> Bool {
    let kind = kinds[Int(symbol)]
    return kind == .slack || kind == .error
  }

  private mutating func setRow(_ symbol: Int32, _ row: TableauRow) {
    let slot: Int32
    if let free = freeRows.popLast() {
      slot = free
      rows[Int(slot)] = row
      rowSymbol[Int(slot)] = symbol
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      rowSymbol.append(symbol)
    }
    basicRow[Int(symbol)] = slot
    for term in row.terms { columns[Int(term.symbol)].append(slot) }
    if kinds[Int(symbol)] == .external { programIsCurrent = false }
  }

  private mutating func removeRow(_ symbol: Int32) -> TableauRow {
    let slot = Int(basicRow[Int(symbol)])
    basicRow[Int(symbol)] = -1
    rowSymbol[slot] = -1
    if kinds[Int(symbol)] == .external { programIsCurrent = false }
    let row = rows[slot]
    rows[slot] = TableauRow()
    freeRows.append(Int32(slot))
    return row
  }

  /// The row slots that hold `symbol`, each once; the column is cleaned on the way.
  mutating func holders(of symbol: Int32) -> [Int32] {
    let index = Int(symbol)
    if columns[index].isEmpty { return [] }
    columns[index].sort()
    var write = 0
    var last: Int32 = -1
    for read in columns[index].indices {
      let slot = columns[index][read]
      if slot == last { continue }
      last = slot
      if rowSymbol[Int(slot)] >= 0 && rows[Int(slot)].index(of: symbol) >= 0 {
        columns[index][write] = slot
        write += 1
      }
    }
    columns[index].removeLast(columns[index].count - write)
    return columns[index]
  }

  private mutating func note(_ added: [Int32], in slot: Int32) {
    for symbol in added { columns[Int(symbol)].append(slot) }
  }

  /// Replaces the parametric `symbol` with `row` in the core rows and the objectives; lazy
  /// external rows keep naming it.
  private mutating func substitute(_ symbol: Int32, _ row: TableauRow) {
    var added: [Int32] = []
    for slot in holders(of: symbol) {
      let basic = rowSymbol[Int(slot)]
      if kinds[Int(basic)] == .external { continue }
      added.removeAll(keepingCapacity: true)
      rows[Int(slot)].substitute(symbol, with: row, added: &added)
      note(added, in: slot)
      if isRestricted(basic) && rows[Int(slot)].constant < 0 { infeasible.append(basic) }
    }
    for level in objectives.indices { objectives[level].substitute(symbol, with: row, added: &added) }
    artificial?.substitute(symbol, with: row, added: &added)
  }

  /// Replaces `symbol` with `row` in the lazy external rows that name it directly.
  private mutating func substituteInExternalRows(_ symbol: Int32, _ row: TableauRow) {
    var added: [Int32] = []
    programIsCurrent = false
    for slot in holders(of: symbol) where kinds[Int(rowSymbol[Int(slot)])] == .external {
      added.removeAll(keepingCapacity: true)
      rows[Int(slot)].substitute(symbol, with: row, added: &added)
      note(added, in: slot)
    }
  }

  /// Makes `entering` basic in `leaving`'s row, in place: the row keeps its slot, so the
  /// columns of its other symbols stay right and only `leaving` is noted as new.
  private mutating func pivot(entering: Int32, leaving: Int32) {
    let slot = basicRow[Int(leaving)]
    rows[Int(slot)].solve(for: entering, replacing: leaving)
    basicRow[Int(leaving)] = -1
    basicRow[Int(entering)] = slot
    rowSymbol[Int(slot)] = entering
    columns[Int(leaving)].append(slot)
    substitute(entering, rows[Int(slot)])
  }

  // MARK: - Levels

  func levelIndex(_ priority: Double) -> Int? {
    levels.firstIndex(of: priority)
  }

  private mutating func useLevel(_ priority: Double) -> Int {
    if let index = levelIndex(priority) {
      levelUse[index] += 1
      return index
    }
    let index = levels.firstIndex { $0 < priority } ?? levels.count
    levels.insert(priority, at: index)
    objectives.insert(TableauRow(), at: index)
    levelUse.insert(1, at: index)
    return index
  }

  private mutating func releaseLevel(_ priority: Double) {
    guard let index = levelIndex(priority) else { return }
    levelUse[index] -= 1
    if levelUse[index] == 0 {
      levels.remove(at: index)
      objectives.remove(at: index)
      levelUse.remove(at: index)
    }
  }

  /// Whether the symbol has no weight at any level: moving it changes no level's error.
  func isFreeAtOptimum(_ symbol: Int32) -> Bool {
    objectives.allSatisfy { $0.index(of: symbol) < 0 }
  }

  // MARK: - Adding and removing constraints

  /// Adds `terms + constant RELATION 0` (the terms over external symbols); returns its tag, or
  /// nil when it is required and cannot hold: the rows are then as they were (the new symbols
  /// stay, unused) and `conflictMarkers` names the certificate.
  mutating func add(
    terms: [(symbol: Int32, coefficient: Double)], constant: Double, relation: SolverConstraint.Relation,
    priority: Double?
  ) -> Tag? {
    dualOptimize()
    var raw = TableauRow(constant: constant)
    for term in terms { raw.insert(term.symbol, term.coefficient) }
    var tag = Tag(marker: -1, other: -1, priority: priority)
    let level = priority.map { useLevel($0) }
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      tag.marker = newSymbol(.slack)
      raw.insert(tag.marker, sign)
      if let level {
        tag.other = newSymbol(.error)
        raw.insert(tag.other, -sign)
        objectives[level].insert(tag.other, 1)
      }
    case .equal:
      if let level {
        tag.marker = newSymbol(.error)
        tag.other = newSymbol(.error)
        raw.insert(tag.marker, -1)
        raw.insert(tag.other, 1)
        objectives[level].insert(tag.marker, 1)
        objectives[level].insert(tag.other, 1)
      } else {
        tag.marker = newSymbol(.dummy)
        raw.insert(tag.marker, 1)
      }
    }

    // A variable no row names yet can be solved for in place, its row naming basic symbols
    // (lazily): nothing else changes, so the tableau stays optimal and feasible.
    for term in raw.terms
    where kinds[Int(term.symbol)] == .external && !isBasic(term.symbol) && holders(of: term.symbol).isEmpty {
      raw.solve(for: term.symbol)
      setRow(term.symbol, raw)
      return tag
    }

    var row = expand(raw)
    if let subject = row.terms.first(where: { kinds[Int($0.symbol)] == .external })?.symbol {
      // An external variable other rows name: its row is in solved form, so they read it.
      row.solve(for: subject)
      setRow(subject, row)
      return tag
    }

    if row.constant < 0 { row.scale(by: -1) }
    var subject: Int32 = -1
    for candidate in [tag.marker, tag.other]
    where candidate >= 0 && isRestricted(candidate) && row.coefficient(of: candidate) < 0 {
      subject = candidate
      break
    }
    if subject < 0 && row.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      guard TableauRow.isNearZero(row.constant) else {
        conflictMarkers = row.terms.map(\.symbol)
        return nil
      }
      subject = tag.marker
    }
    if subject < 0 {
      // Only this path can fail once it has changed the tableau: keep what to go back to.
      let saved = self
      guard addWithArtificialVariable(row) else {
        let certificate = conflictMarkers
        self = saved
        conflictMarkers = certificate
        return nil
      }
    } else {
      row.solve(for: subject)
      substitute(subject, row)
      setRow(subject, row)
    }
    optimize()
    return tag
  }

  private mutating func addWithArtificialVariable(_ row: TableauRow) -> Bool {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    optimize()
    let success = TableauRow.isNearZero(artificial?.constant ?? 0)
    if !success { conflictMarkers = artificial?.terms.map(\.symbol) ?? [] }
    artificial = nil
    if isBasic(art) {
      var artRow = removeRow(art)
      if artRow.terms.isEmpty { return success }
      guard let entering = artRow.terms.first(where: { isRestricted($0.symbol) })?.symbol else { return false }
      artRow.solve(for: entering, replacing: art)
      substitute(entering, artRow)
      setRow(entering, artRow)
    }
    for slot in holders(of: art) { rows[Int(slot)].remove(art) }
    for level in objectives.indices { objectives[level].remove(art) }
    return success
  }

  /// Removes the constraint with this tag.
  mutating func remove(_ tag: Tag) {
    dualOptimize()
    if let priority = tag.priority, let level = levelIndex(priority) {
      for error in [tag.marker, tag.other] where error >= 0 && kinds[Int(error)] == .error {
        if let row = row(of: error) {
          objectives[level].add(row, times: -1)
        } else {
          objectives[level].insert(error, -1)
        }
      }
      releaseLevel(priority)
    }
    let marker = tag.marker
    if let row = row(of: marker) {
      substituteInExternalRows(marker, row)
      _ = removeRow(marker)
    } else if let leaving = markerLeavingSymbol(marker) {
      var row = removeRow(leaving)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, row)
      substituteInExternalRows(marker, row)
    } else {
      // Only external rows hold the marker, perhaps through others: bring them all to solved
      // form, then let one of them give up its variable (it becomes free).
      normalizeExternalRows()
      if let slot = holders(of: marker).last {
        let leaving = rowSymbol[Int(slot)]
        var row = removeRow(leaving)
        row.solve(for: marker, replacing: leaving)
        substitute(marker, row)
        substituteInExternalRows(marker, row)
      }
    }
    optimize()
  }

  /// The core row to pivot the parametric `marker` into, by kiwi's precedence: a restricted row
  /// with a negative coefficient and the least ratio, else one with the least ratio.
  private mutating func markerLeavingSymbol(_ marker: Int32) -> Int32? {
    var first: (ratio: Double, symbol: Int32)?
    var second: (ratio: Double, symbol: Int32)?
    for slot in holders(of: marker) {
      let basic = rowSymbol[Int(slot)]
      if kinds[Int(basic)] == .external { continue }
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: marker)
      if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if first == nil || ratio < first!.ratio { first = (ratio, basic) }
      } else {
        let ratio = row.constant / coefficient
        if second == nil || ratio < second!.ratio { second = (ratio, basic) }
      }
    }
    return first?.symbol ?? second?.symbol
  }

  /// Brings every external row to solved form (parametric symbols only).
  private mutating func normalizeExternalRows() {
    programIsCurrent = false
    for slot in rowSymbol.indices where rowSymbol[slot] >= 0 && kinds[Int(rowSymbol[slot])] == .external {
      let row = expand(rows[slot])
      rows[slot] = row
      for term in row.terms { columns[Int(term.symbol)].append(Int32(slot)) }
    }
  }

  // MARK: - Edits

  /// Moves an edit constraint's target by `delta`.
  ///
  /// By kiwi's rule: the change goes to the marker's row when it is basic, else to the other
  /// error's row, else to every row holding the marker. Lazy external rows that name the
  /// symbol take their share too.
  mutating func suggest(_ tag: Tag, delta: Double) {
    let (symbol, sign): (Int32, Double) =
      isBasic(tag.marker) || !isBasic(tag.other) ? (tag.marker, 1) : (tag.other, -1)
    let slot = basicRow[Int(symbol)]
    if slot >= 0 {
      rows[Int(slot)].constant -= sign * delta
      if isRestricted(symbol) && rows[Int(slot)].constant < 0 { infeasible.append(symbol) }
    }
    for slot in holders(of: symbol) {
      rows[Int(slot)].constant += sign * delta * rows[Int(slot)].coefficient(of: symbol)
      let basic = rowSymbol[Int(slot)]
      if isRestricted(basic) && rows[Int(slot)].constant < 0 { infeasible.append(basic) }
    }
  }

  // MARK: - Optimisation

  /// Primal simplex on the artificial objective when there is one, else on the levels
  /// lexicographically, entering by Bland's rule (the lowest symbol that improves).
  private mutating func optimize() {
    // A symbol no row bounds cannot really improve (its coefficient is rounding left over):
    // it is passed over rather than ending the search.
    var unbounded: Set<Int32> = []
    while let entering = enteringSymbol(excluding: unbounded) {
      guard let leaving = leavingSymbol(for: entering) else {
        unbounded.insert(entering)
        continue
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Minimises `objective` letting only weightless symbols enter (none with a coefficient at
  /// any level), so every level's error stays at its optimum.
  mutating func optimizeAlongOptimalFace(_ objective: TableauRow) {
    artificial = objective
    defer { artificial = nil }
    while let entering = artificial?.terms.first(where: {
      $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy && isFreeAtOptimum($0.symbol)
    })?.symbol, let leaving = leavingSymbol(for: entering) {
      pivot(entering: entering, leaving: leaving)
    }
  }

  private func enteringSymbol(excluding unbounded: Set<Int32>) -> Int32? {
    if let artificial {
      return artificial.terms.first {
        $0.coefficient < 0 && kinds[Int($0.symbol)] != .dummy && !unbounded.contains($0.symbol)
      }?.symbol
    }
    var best: Int32?
    for level in objectives.indices {
      for term in objectives[level].terms
      where term.coefficient < 0 && kinds[Int(term.symbol)] != .dummy && !unbounded.contains(term.symbol) {
        if let best, best <= term.symbol { break }
        if (0..<level).allSatisfy({ objectives[$0].index(of: term.symbol) < 0 }) {
          best = term.symbol
          break
        }
      }
    }
    return best
  }

  /// The least-ratio core row for `entering`; ties go to the lowest basic symbol.
  private mutating func leavingSymbol(for entering: Int32, allowed: (Int32) -> Bool = { _ in true }) -> Int32? {
    var best: (ratio: Double, symbol: Int32)?
    for slot in holders(of: entering) {
      let basic = rowSymbol[Int(slot)]
      if kinds[Int(basic)] == .external || !allowed(basic) { continue }
      let row = rows[Int(slot)]
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) { best = (ratio, basic) }
    }
    return best?.symbol
  }

  /// Dual simplex: makes rows that went negative (after edits) feasible again, keeping the
  /// objective optimal.
  mutating func dualOptimize() {
    while let leaving = infeasible.popLast() {
      guard let row = row(of: leaving), row.constant < 0, !TableauRow.isNearZero(row.constant) else { continue }
      guard let entering = dualEnteringSymbol(row) else { continue }
      pivot(entering: entering, leaving: leaving)
    }
  }

  var isSettled: Bool { infeasible.isEmpty }

  /// The symbol with a positive coefficient in `row` whose objective coefficients, divided by
  /// it, are least level by level; ties go to the lowest symbol.
  ///
  /// The row and the objectives are sorted by symbol, so each objective is searched only from
  /// where the previous symbol was found.
  private func dualEnteringSymbol(_ row: TableauRow) -> Int32? {
    let objectiveTerms = objectives.map(\.terms)
    var cursors = [Int](repeating: 0, count: objectiveTerms.count)
    var ratios = [Double](repeating: 0, count: objectiveTerms.count)
    var bestRatios = ratios
    var best: Int32?
    for term in row.terms where term.coefficient > 0 && kinds[Int(term.symbol)] != .dummy {
      for level in objectiveTerms.indices {
        let terms = objectiveTerms[level]
        // The first objective term at or after the symbol: searched from where the last one
        // was found, so a short row costs a few probes and a long one a walk.
        var cursor = cursors[level]
        var high = terms.count
        while cursor < high {
          let middle = (cursor + high) >> 1
          if terms[middle].symbol < term.symbol { cursor = middle + 1 } else { high = middle }
        }
        cursors[level] = cursor
        let cost = cursor < terms.count && terms[cursor].symbol == term.symbol ? terms[cursor].coefficient : 0
        ratios[level] = cost / term.coefficient
      }
      if best != nil {
        // Level by level; ratios equal but for rounding (0.9999999999999998 and 1) are equal,
        // so the next level decides, as the levels' order demands.
        guard
          let level = ratios.indices.first(where: {
            abs(ratios[$0] - bestRatios[$0]) > 1e-9 * max(1, abs(bestRatios[$0]))
          }), ratios[level] < bestRatios[level]
        else { continue }
      }
      best = term.symbol
      swap(&ratios, &bestRatios)
    }
    return best
  }

  // MARK: - Reading

  /// `row` with every basic symbol replaced by what it equals: parametric symbols only.
  func expand(_ row: TableauRow) -> TableauRow {
    // External rows may name basic external symbols: visit them parents first (a topological
    // order of the rows' references), so each is replaced once, with all it is owed.
    var order: [Int32] = []
    var visited = Set<Int32>()
    var stack: [(symbol: Int32, next: Int)] = []
    for root in row.terms where kinds[Int(root.symbol)] == .external && isBasic(root.symbol) {
      guard visited.insert(root.symbol).inserted else { continue }
      stack.append((root.symbol, 0))
      while let top = stack.last {
        let terms = rows[Int(basicRow[Int(top.symbol)])].terms
        if top.next < terms.count {
          stack[stack.count - 1].next += 1
          let child = terms[top.next].symbol
          if kinds[Int(child)] == .external && isBasic(child) && visited.insert(child).inserted {
            stack.append((child, 0))
          }
        } else {
          order.append(top.symbol)
          stack.removeLast()
        }
      }
    }
    var sums: [Int32: Double] = [:]
    var constant = row.constant
    for term in row.terms { sums[term.symbol, default: 0] += term.coefficient }
    for symbol in order.reversed() {
      guard let factor = sums.removeValue(forKey: symbol) else { continue }
      let definition = rows[Int(basicRow[Int(symbol)])]
      constant += factor * definition.constant
      for term in definition.terms { sums[term.symbol, default: 0] += factor * term.coefficient }
    }
    for symbol in Array(sums.keys) where kinds[Int(symbol)] != .external && isBasic(symbol) {
      guard let factor = sums.removeValue(forKey: symbol) else { continue }
      let definition = rows[Int(basicRow[Int(symbol)])]
      constant += factor * definition.constant
      for term in definition.terms { sums[term.symbol, default: 0] += factor * term.coefficient }
    }
    let terms = sums.filter { !TableauRow.isNearZero($0.value) }.map { TableauRow.Term(symbol: $0.key, coefficient: $0.value) }
    return TableauRow(constant: constant, terms: terms.sorted { $0.symbol < $1.symbol })
  }

  /// Every external symbol's value, into `values` (indexed by symbol; others are 0).
  mutating func evaluateAll(into values: inout [Double]) {
    if !programIsCurrent { buildProgram() }
    values.removeAll(keepingCapacity: true)
    values.append(contentsOf: repeatElement(0, count: kinds.count))
    program.withUnsafeBufferPointer { program in
      programTerms.withUnsafeBufferPointer { terms in
        rows.withUnsafeBufferPointer { rows in
          kinds.withUnsafeBufferPointer { kinds in
            basicRow.withUnsafeBufferPointer { basicRow in
              values.withUnsafeMutableBufferPointer { values in
                for step in program {
                  var value = rows[Int(step.slot)].constant
                  for term in terms[step.start..<step.end] {
                    let child = Int(term.symbol)
                    if kinds[child] == .external {
                      value += term.coefficient * values[child]
                    } else {
                      let slot = Int(basicRow[child])
                      if slot >= 0 { value += term.coefficient * rows[slot].constant }
                    }
                  }
                  values[Int(step.symbol)] = value
                }
              }
            }
          }
        }
      }
    }
  }

  private mutating func buildProgram() {
    program.removeAll(keepingCapacity: true)
    programTerms.removeAll(keepingCapacity: true)
    var visited = [Bool](repeating: false, count: kinds.count)
    var stack: [(symbol: Int32, next: Int)] = []
    for root in rowSymbol where root >= 0 && kinds[Int(root)] == .external && !visited[Int(root)] {
      visited[Int(root)] = true
      stack.append((root, 0))
      while let top = stack.last {
        let slot = Int(basicRow[Int(top.symbol)])
        let terms = rows[slot].terms
        var next = top.next
        while next < terms.count {
          let child = Int(terms[next].symbol)
          if kinds[child] == .external && basicRow[child] >= 0 && !visited[child] { break }
          next += 1
        }
        if next < terms.count {
          stack[stack.count - 1].next = next + 1
          visited[Int(terms[next].symbol)] = true
          stack.append((terms[next].symbol, 0))
          continue
        }
        program.append(
          ProgramStep(symbol: top.symbol, slot: Int32(slot), start: programTerms.count, end: programTerms.count + terms.count))
        programTerms += terms
        stack.removeLast()
      }
    }
    programIsCurrent = true
  }

  /// The current value of every symbol in `wanted` (parametric ones are 0), into `values`.
  ///
  /// `values` is indexed by symbol; NaN marks one not yet computed. External rows are read
  /// after the basic external symbols they name.
  func evaluate(_ wanted: [Int32], into values: inout [Double]) {
    if values.count < kinds.count { values.append(contentsOf: repeatElement(.nan, count: kinds.count - values.count)) }
    var stack: [(symbol: Int32, next: Int)] = []
    rows.withUnsafeBufferPointer { rows in
      kinds.withUnsafeBufferPointer { kinds in
        basicRow.withUnsafeBufferPointer { basicRow in
          values.withUnsafeMutableBufferPointer { values in
            for root in wanted where values[Int(root)].isNaN {
              stack.append((root, 0))
              while let top = stack.last {
                let symbol = Int(top.symbol)
                let slot = Int(basicRow[symbol])
                if slot < 0 || kinds[symbol] != .external {
                  values[symbol] = slot < 0 ? 0 : rows[slot].constant
                  stack.removeLast()
                  continue
                }
                rows[slot].terms.withUnsafeBufferPointer { terms in
                  // An external row: the basic external symbols it names first.
                  var next = top.next
                  while next < terms.count {
                    let child = Int(terms[next].symbol)
                    if kinds[child] == .external && basicRow[child] >= 0 && values[child].isNaN { break }
                    next += 1
                  }
                  if next < terms.count {
                    stack[stack.count - 1].next = next + 1
                    stack.append((terms[next].symbol, 0))
                    return
                  }
                  var value = rows[slot].constant
                  for term in terms {
                    let child = Int(term.symbol)
                    let childSlot = Int(basicRow[child])
                    if childSlot < 0 { continue }
                    value += term.coefficient * (kinds[child] == .external ? values[child] : rows[childSlot].constant)
                  }
                  values[symbol] = value
                  stack.removeLast()
                }
              }
            }
          }
        }
      }
    }
  }
}
