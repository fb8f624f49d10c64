/// Touches during an animation: `hittest`, the views chapter's, with what animation changes.
extension AnimationCommands {
  static let hittest: Command = {
    let base = viewsCommand("hittest")
    var spec = base.spec
    spec.discussion =
      (spec.discussion ?? "")
      + " In the animation chapter two lines may follow the answer. Hit-testing uses the model layer, not the "
      + "presentation: a touch where an animated view shows misses it, and one where its model is hits it. And a "
      + "view with a UIView animation in flight receives no touches unless the animation was ordered with "
      + "allowUserInteraction (Programming iOS 8, ch. 4)."
    return Command(
      spec,
      .process { state, arguments throws(CommandError) in
        guard case .process(let start) = base.behavior else { throw CommandError("hittest is unavailable") }
        let started = try start(state, arguments)
        guard case .views(let inner) = started.process else { return started }
        let point = Point(x: arguments.number("x"), y: arguments.number("y"))
        return ProcessStart(.hitTest(inner, at: point), title: started.title, totalSteps: started.totalSteps)
      })
  }()
}

extension AnimationWorld {
  /// What animation changes about a touch at `point` (window coordinates) that hit-testing
  /// answered `hit` for.
  ///
  /// A view with a UIView animation in flight is not delivered the touch unless the animation
  /// allows user interaction; and where a view shows is not where hit-testing looks: it uses the
  /// model layer (Programming iOS 8, ch. 4).
  func touchNotes(at point: Point, hit: String?) -> [String] {
    var lines: [String] = []
    if let hit, views.views[hit] != nil {
      let flying = (attached[hit] ?? []).filter { $0.allowsUserInteraction != nil && !$0.stopped }
      if !flying.isEmpty {
        let serials = flying.map { "#\($0.serial)" }.joined(separator: ", ")
        if flying.allSatisfy({ $0.allowsUserInteraction == true }) {
          lines.append("\(hit) is animating (\(serials), allowUserInteraction): UIKit delivers this touch to it")
        } else {
          lines.append(
            "\(hit) is animating (\(serials), no allowUserInteraction): UIKit would not deliver this touch to it "
              + "(Programming iOS 8, ch. 4)")
        }
      }
    }
    let animated = views.order.filter { $0 != ViewsWorld.windowName && !(attached[$0]?.isEmpty ?? true) }
    guard !animated.isEmpty else { return lines }
    // The tree as the screen shows it: every animated view at its presentation values.
    var shown = self
    for name in animated {
      if let values = presentation(of: name) { shown.setModel(values, of: name) }
    }
    for name in animated {
      let inModel = Self.contains(point, name, in: views)
      let visible = shown.views.views[name].map { !$0.hidden && $0.alpha >= 0.01 } ?? false
      let onScreen = visible && Self.contains(point, name, in: shown.views)
      if onScreen, !inModel {
        lines.append(
          "the touch falls where \(name) shows, but hit-testing uses the model layer: \(name) is not hit there "
            + "(Programming iOS 8, ch. 4)")
      } else if inModel, !onScreen, name == hit {
        lines.append("\(name) is hit where its model is, though it does not show there now")
      }
    }
    return lines
  }

  /// Whether `point` in window coordinates lies in the view's bounds.
  static func contains(_ point: Point, _ name: String, in world: ViewsWorld) -> Bool {
    guard let view = world.views[name], let hops = try? world.convert(point, from: ViewsWorld.windowName, to: name) else {
      return false
    }
    return view.bounds.contains(hops.last?.to ?? point)
  }
}
