/// A `ViewPicture` on a grid of character cells.
///
/// Every view is filled, upright or turned: the views are painted in drawing order (a superview,
/// then its subviews back to front), each over the cells it covers, so a cell shows the frontmost
/// view there. Names go on last, each on a part of its own view that shows, so nothing covers them.
/// A view too little of which shows for its name gets a marker explained under the picture, and a
/// view nothing of which shows is named there.
struct PictureRaster {
  /// Where a view's name (or its marker) is written.
  struct Label {
    var name: String
    var column: Int
    var row: Int
    /// The character that stands for the name where the name does not fit.
    var marker: Character?
  }

  /// A view nothing of which shows.
  struct Unseen {
    var name: String
    /// Whether views in front cover it (rather than clipping or the picture's edge cutting it off).
    var covered: Bool
  }

  /// The most rows a picture has: a taller one is scaled down to fit, with a note under it.
  static let rowLimit = 200

  let columns: Int
  let rows: Int
  /// Cells per point, across and down.
  let scaleX: Double
  let scaleY: Double
  let region: Rect
  /// Whether the picture was scaled down to fit `rowLimit` rows (it is then narrower than asked).
  let scaledToFit: Bool
  private(set) var grid: [[Character]]
  /// The index of the shape each cell shows, nil where none does.
  private(set) var owner: [[Int?]]
  private(set) var labels: [Label] = []
  private(set) var unseen: [Unseen] = []

  /// The picture on at most `columns` by `rowLimit` cells, whatever the geometry: only the cells
  /// of the grid are ever visited, so memory and time follow the grid, not the views' sizes.
  init(_ picture: ViewPicture, columns: Int) throws(CommandError) {
    region = picture.region
    // A cell is twice as tall as it is wide.
    let across = Double(columns) / region.size.width
    let down = 2 * Double(Self.rowLimit) / region.size.height
    scaledToFit = down < across
    self.columns = scaledToFit ? max(1, min(columns, Int((region.size.width * down).rounded()))) : columns
    scaleX = Double(self.columns) / region.size.width
    rows = max(1, Int(min(Double(Self.rowLimit), (region.size.height * scaleX / 2).rounded())))
    scaleY = Double(rows) / region.size.height
    grid = Array(repeating: Array(repeating: " ", count: self.columns), count: rows)
    owner = Array(repeating: Array(repeating: nil, count: self.columns), count: rows)
    var painted = Array(repeating: false, count: picture.shapes.count)
    for (index, shape) in picture.shapes.enumerated() {
      if index & 63 == 63 { try Interruption.check(index, of: 2 * picture.shapes.count, "views") }
      for (column, row, character) in cells(of: shape) where visible(column, row, shape) {
        grid[row][column] = character
        owner[row][column] = index
        painted[index] = true
      }
    }
    var shown = Array(repeating: [(column: Int, row: Int)](), count: picture.shapes.count)
    for row in 0..<rows {
      for column in 0..<self.columns { if let index = owner[row][column] { shown[index].append((column, row)) } }
    }
    var markers = Array("123456789abcdefghijklmnopqrstuvwxyz").makeIterator()
    for (index, shape) in picture.shapes.enumerated() {
      if index & 63 == 63 { try Interruption.check(picture.shapes.count + index, of: 2 * picture.shapes.count, "views") }
      if let (column, row) = place(index, shape, shown: shown[index]) {
        labels.append(Label(name: shape.name, column: column, row: row))
      } else if let spot = shown[index].first(where: { grid[$0.row][$0.column] == " " }) ?? shown[index].first {
        labels.append(Label(name: shape.name, column: spot.column, row: spot.row, marker: markers.next() ?? "?"))
      } else {
        unseen.append(Unseen(name: shape.name, covered: painted[index]))
      }
    }
  }

  /// The picture's lines with the names written in, then the legend of markers and unseen views.
  var lines: [String] {
    var text = grid
    for label in labels {
      if let marker = label.marker {
        text[label.row][label.column] = marker
      } else {
        for (offset, character) in label.name.enumerated() { text[label.row][label.column + offset] = character }
      }
    }
    let picture = text.map { String(String($0).reversed().drop { $0 == " " }.reversed()) }
    let markers = labels.compactMap { label in
      label.marker.map { "\($0) = \(label.name) (too little of it shows for its name)" }
    }
    let hidden = unseen.map { view in
      "\(view.name) is not shown: " + (view.covered ? "views in front of it cover it" : "clipped away or outside the picture")
    }
    let note =
      scaledToFit
      ? [
        "(scaled down to fit \(Self.rowLimit) rows: a column is \(Format.number(1 / scaleX)) points, a row "
          + "\(Format.number(1 / scaleY)))"
      ] : []
    return picture + note + markers + hidden
  }

  /// The cell `point` falls in (it may lie outside the grid).
  ///
  /// A point far outside lands on a cell a billion away at most, so no conversion can trap.
  func cell(_ point: Point) -> (column: Int, row: Int) {
    func index(_ value: Double) -> Int { Int(value.isNaN ? -1 : min(max(value, -1e9), 1e9).rounded(.down)) }
    return (index((point.x - region.origin.x) * scaleX), index((point.y - region.origin.y) * scaleY))
  }

  /// The middle of a cell, in window coordinates.
  func middle(_ column: Int, _ row: Int) -> Point {
    Point(x: region.origin.x + (Double(column) + 0.5) / scaleX, y: region.origin.y + (Double(row) + 0.5) / scaleY)
  }

  private func visible(_ column: Int, _ row: Int, _ shape: ViewPicture.Shape) -> Bool {
    guard row >= 0, row < rows, column >= 0, column < columns else { return false }
    let point = middle(column, row)
    return shape.clips.allSatisfy { ViewPicture.inside(point, $0) }
  }

  /// The cells an upright view's box covers: its edges' columns and rows, inclusive.
  private func box(_ shape: ViewPicture.Shape) -> (left: Int, top: Int, right: Int, bottom: Int) {
    let box = Rect.bounding(shape.corners)
    let (left, top) = cell(box.origin)
    let (right, bottom) = cell(Point(x: box.origin.x + box.size.width, y: box.origin.y + box.size.height))
    return (left, top, max(left, right - (box.size.width > 0 ? 1 : 0)), max(top, bottom - (box.size.height > 0 ? 1 : 0)))
  }

  /// The characters a view paints, later ones over earlier ones: an upright view as a box, a turned
  /// one as its outline in `*` around blank cells whose middle lies inside it.
  private func cells(of shape: ViewPicture.Shape) -> [(Int, Int, Character)] {
    var cells: [(Int, Int, Character)] = []
    if shape.axisAligned {
      let (left, top, right, bottom) = box(shape)
      // Only the cells of the grid are asked: a view may be far larger than the picture.
      guard max(0, top) <= min(rows - 1, bottom), max(0, left) <= min(columns - 1, right) else { return [] }
      for row in max(0, top)...min(rows - 1, bottom) {
        for column in max(0, left)...min(columns - 1, right) {
          let character: Character =
            switch (row == top, row == bottom, column == left, column == right) {
            case (true, _, true, _): "┌"
            case (true, _, _, true): "┐"
            case (_, true, true, _): "└"
            case (_, true, _, true): "┘"
            case (true, _, _, _), (_, true, _, _): "─"
            case (_, _, true, _), (_, _, _, true): "│"
            default: " "
            }
          cells.append((column, row, character))
        }
      }
      return cells
    }
    let bounds = Rect.bounding(shape.corners)
    let (left, top) = cell(bounds.origin)
    let (right, bottom) = cell(Point(x: bounds.origin.x + bounds.size.width, y: bounds.origin.y + bounds.size.height))
    // Only the cells of the grid are asked: a view may lie wholly outside it.
    let rowRange = max(0, top)..<max(0, top, min(rows, bottom + 1))
    let columnRange = max(0, left)..<max(0, left, min(columns, right + 1))
    for row in rowRange {
      for column in columnRange where ViewPicture.inside(middle(column, row), shape.corners) {
        cells.append((column, row, " "))
      }
    }
    for index in 0..<4 {
      // Each edge in cell units, cut to the grid (and a cell around it), then walked in half cells.
      guard let (from, to) = clipToGrid(cellPoint(shape.corners[index]), cellPoint(shape.corners[(index + 1) % 4])) else {
        continue
      }
      let steps = max(1, Int((max(abs(to.x - from.x), abs(to.y - from.y)) * 2).rounded(.up)))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let x = (from.x + (to.x - from.x) * t).rounded(.down)
        let y = (from.y + (to.y - from.y) * t).rounded(.down)
        cells.append((Int(x), Int(y), "*"))
      }
    }
    return cells
  }

  /// A point in cell units: column and row as fractions.
  private func cellPoint(_ point: Point) -> Point {
    Point(x: (point.x - region.origin.x) * scaleX, y: (point.y - region.origin.y) * scaleY)
  }

  /// The part of the segment from `a` to `b` (in cell units) that lies on the grid or a cell
  /// around it (Liang–Barsky), or nil when none does.
  private func clipToGrid(_ a: Point, _ b: Point) -> (Point, Point)? {
    var low = 0.0
    var high = 1.0
    let delta = Point(x: b.x - a.x, y: b.y - a.y)
    for (p, q) in [
      (-delta.x, a.x + 1), (delta.x, Double(columns) + 1 - a.x), (-delta.y, a.y + 1), (delta.y, Double(rows) + 1 - a.y),
    ] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 { low = max(low, r) } else { high = min(high, r) }
      if low > high { return nil }
    }
    return (Point(x: a.x + delta.x * low, y: a.y + delta.y * low), Point(x: a.x + delta.x * high, y: a.y + delta.y * high))
  }

  /// Where the name of shape `index` goes, or nil when no part of it that shows has room.
  ///
  /// First an upright view's top edge after its corner, a turned view's middle; else the first
  /// run of its blank cells that shows, then any run that shows. A run that is not the first choice starts
  /// after a cell of the view's own, so the name never touches another view's edge on its left.
  private func place(_ index: Int, _ shape: ViewPicture.Shape, shown: [(column: Int, row: Int)]) -> (Int, Int)? {
    let length = shape.name.count
    func own(_ column: Int, _ row: Int) -> Bool {
      row >= 0 && row < rows && column >= 0 && column < columns && owner[row][column] == index
    }
    func fits(_ column: Int, _ row: Int, blank: Bool) -> Bool {
      (0..<length).allSatisfy { own(column + $0, row) && (!blank || grid[row][column + $0] == " ") }
    }
    if shape.axisAligned {
      let (left, top, right, _) = box(shape)
      // Only columns on the grid are tried: the corner may lie far outside it.
      let first = max(left + 1, 1)
      let last = min(right - length, columns - length)
      if left + length < right, first <= last,
        let column = (first...last).first(where: { own($0 - 1, top) && fits($0, top, blank: false) })
      {
        return (column, top)
      }
    } else {
      let centre = cell(
        Point(x: shape.corners.map(\.x).reduce(0, +) / 4, y: shape.corners.map(\.y).reduce(0, +) / 4))
      if fits(centre.column - length / 2, centre.row, blank: false) { return (centre.column - length / 2, centre.row) }
    }
    if let spot = shown.first(where: { own($0.column - 1, $0.row) && fits($0.column, $0.row, blank: true) }) {
      return (spot.column, spot.row)
    }
    return shown.first { fits($0.column, $0.row, blank: false) }.map { ($0.column, $0.row) }
  }
}
