/// Hit-testing and the autoresizing pass, each written as the trace a learner steps through.
extension ViewsWorld {
  /// The hit-test recursion from `name`, with `point` in its coordinates.
  ///
  /// Decision 1 of §5: exclusions first, then the view's own bounds as a gate, then subviews
  /// front to back, then the view itself. Each line of the trace is one step. The recursion
  /// keeps its frames on a stack of its own, so a tree nested thousands deep cannot overflow the
  /// machine's stack; the trace is the one the recursion writes.
  func hitTest(_ name: String, _ point: Point, trace: inout [String]?) -> String? {
    /// One view being asked: its point, how deep it is, the subviews not asked yet (the
    /// frontmost last) and the one asked last, whose answer comes back in `answer`.
    struct Frame {
      var view: ViewNode
      var point: Point
      var depth: Int
      var remaining: [String]
      var asked: String?
    }
    var frames: [Frame] = []
    var answer: String?
    // Asks a view: the gates answer nil at once; else its frame goes on the stack.
    func ask(_ view: ViewNode, _ point: Point, depth: Int) {
      let name = view.name
      let pad = trace == nil ? "" : Self.indent(depth)
      let at = trace == nil ? "" : "\(name) at \(Format.point(point))"
      answer = nil
      if view.hidden {
        trace?.append("\(pad)\(at): hidden -> nil; its subviews are not asked")
      } else if !view.userInteractionEnabled {
        trace?.append("\(pad)\(at): userInteractionEnabled is false -> nil; its subviews are not asked")
      } else if view.alpha < 0.01 {
        trace?.append("\(pad)\(at): alpha \(Format.number(view.alpha)) is below 0.01 -> nil; its subviews are not asked")
      } else if !view.bounds.contains(point) {
        trace?.append("\(pad)\(at): outside its bounds \(Format.rect(view.bounds)) -> nil")
      } else {
        trace?.append(
          "\(pad)\(at): inside its bounds \(Format.rect(view.bounds)); "
            + (view.subviews.isEmpty
              ? "no subviews" : "subviews front to back: \(view.subviews.reversed().joined(separator: ", "))"))
        frames.append(Frame(view: view, point: point, depth: depth, remaining: view.subviews))
      }
    }
    ask(views[name]!, point, depth: 0)
    while var frame = frames.popLast() {
      let pad = trace == nil ? "" : Self.indent(frame.depth)
      if let asked = frame.asked, let hit = answer {
        trace?.append("\(pad)\(frame.view.name): \(asked) answered \(hit), returned at once")
        continue
      }
      guard let name = frame.remaining.popLast() else {
        trace?.append("\(pad)\(frame.view.name): no subview answered -> \(frame.view.name)")
        answer = frame.view.name
        continue
      }
      let subview = views[name]!
      frame.asked = nil
      guard let inverse = subview.transform.inverted() else {
        trace?.append("\(Self.indent(frame.depth + 1))\(name): its transform is singular, so no point lies in it -> nil")
        answer = nil
        frames.append(frame)
        continue
      }
      let moved = inverse.apply(Point(x: frame.point.x - subview.center.x, y: frame.point.y - subview.center.y))
      let local = Point(x: subview.boundsCenter.x + moved.x, y: subview.boundsCenter.y + moved.y)
      frame.asked = name
      frames.append(frame)
      ask(subview, local, depth: frame.depth + 1)
    }
    return answer
  }

  /// One axis of one subview in an autoresizing pass.
  ///
  /// The superview's size along that axis went from `old` to `new`. Returns the step's
  /// description, or nil when the axis did not change.
  mutating func autoresize(_ name: String, vertical: Bool, superview: String, old: Size, new: Size) -> String? {
    let oldLength = vertical ? old.height : old.width
    let newLength = vertical ? new.height : new.width
    let delta = newLength - oldLength
    guard delta != 0, var view = views[name], let parent = views[superview] else { return nil }
    let mask = view.autoresizingMask
    let frame = view.frame
    let origin = vertical ? parent.bounds.origin.y : parent.bounds.origin.x
    let start = (vertical ? frame.origin.y : frame.origin.x) - origin
    let length = vertical ? frame.size.height : frame.size.width
    let end = oldLength - start - length
    let flexible: [(String, Bool, Double)] = [
      (vertical ? "TM" : "LM", mask.contains(vertical ? .flexibleTopMargin : .flexibleLeftMargin), start),
      (vertical ? "H" : "W", mask.contains(vertical ? .flexibleHeight : .flexibleWidth), length),
      (vertical ? "BM" : "RM", mask.contains(vertical ? .flexibleBottomMargin : .flexibleRightMargin), end),
    ]
    let springs = flexible.filter(\.1)
    var shares = [0.0, 0.0, 0.0]
    var rule: String
    if springs.isEmpty {
      // No spring on this axis: the view keeps its distance from the top-left (as RM or BM).
      shares[2] = delta
      rule = "no spring on this axis, so the view keeps its place (as \(vertical ? "BM" : "RM"))"
    } else {
      let total = springs.map { max(0, $0.2) }.reduce(0, +)
      for (index, part) in flexible.enumerated() where part.1 {
        shares[index] = total > 0 ? delta * max(0, part.2) / total : delta / Double(springs.count)
      }
      rule =
        springs.count == 1
        ? "\(springs[0].0) is the spring and takes it all"
        : "springs \(springs.map(\.0).joined(separator: "+")) share it in proportion to their sizes (UIKit; not in the books)"
    }
    let newStart = start + shares[0]
    let newLength2 = max(0, length + shares[1])
    let anchor = vertical ? view.anchorPoint.y : view.anchorPoint.x
    let shift = newStart - start + (newLength2 - length) * anchor
    if vertical {
      view.center.y += shift
      view.bounds.size.height = view.transform.isIdentity ? newLength2 : view.bounds.size.height + shares[1]
    } else {
      view.center.x += shift
      view.bounds.size.width = view.transform.isIdentity ? newLength2 : view.bounds.size.width + shares[1]
    }
    views[name] = view
    let axis = vertical ? "height" : "width"
    let sign = delta > 0 ? "+" : ""
    return
      "\(name), \(vertical ? "vertical" : "horizontal") (autoresize = \(mask.text)): \(superview)'s \(axis) "
      + "\(Format.number(oldLength)) -> \(Format.number(newLength)) (\(sign)\(Format.number(delta))); \(rule); "
      + "frame \(Format.rect(frame)) -> \(Format.rect(view.frame))"
  }
}
