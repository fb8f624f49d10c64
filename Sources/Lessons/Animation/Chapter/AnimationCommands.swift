/// The animation chapter's own commands; the views chapter's come lifted beside them.
enum AnimationCommands {
  typealias Command = ChapterCommand<Animation>

  static let all: [Command] =
    [
      new, set, remove, insert, draw, export, animate, spring, add, removeAll, animations, begin, commit, txn, tick, advance, run,
      clock, curve, watch, keyframes, trace, chart, transition, hittest, path,
    ] + dynamics

  /// The chapter's own halves of commands that share a name with a views command, run as a
  /// one-step process (`Animation.Process.own`).
  static func applyOwn(_ command: String, _ arguments: Arguments, _ state: inout AnimationWorld) throws(CommandError) -> [String]
  {
    switch command {
    case "set": try setLayerOrAnimation(arguments, &state)
    default: throw CommandError("no such command \(Format.echo(command))")
    }
  }

  /// A lifted views command's behaviour, for the commands that hand some of their forms to it.
  static func viewsCommand(_ name: String) -> Command {
    Animation.views.lift(viewsChapterCommand(name))
  }

  /// A views chapter command as it is, acting on a views world: `draw` and `export` run on the
  /// presentation's copy of the tree.
  static func viewsChapterCommand(_ name: String) -> ChapterCommand<Views> {
    guard let command = Views.commands.first(where: { $0.spec.name == name }) else {
      preconditionFailure("the views chapter has no command \(name)")
    }
    return command
  }

  /// Seconds for an option or parameter: finite, 0 or more.
  static func seconds(_ value: Double?, _ what: String) throws(CommandError) -> Double? {
    guard let value else { return nil }
    guard value >= 0 else {
      throw CommandError("\(what) cannot be negative (\(Format.number(value)))", suggestion: "use 0 or more seconds")
    }
    return value
  }

  /// A name for a new layer or animation: a Swift identifier, not in use.
  static func newName(_ name: String, in state: AnimationWorld) throws(CommandError) -> String {
    guard ObjectName.isValid(name, reserved: ViewsCommands.reserved.union(["clock"])) else {
      throw CommandError("\(Format.echo(name)) is not a name", suggestion: ObjectName.rule)
    }
    guard !state.isLayer(name), state.built[name] == nil, state.views.transforms[name] == nil, state.worlds[name] == nil,
      state.paths[name] == nil
    else {
      throw CommandError("\(name) already exists", suggestion: "choose another name")
    }
    return name
  }
}
