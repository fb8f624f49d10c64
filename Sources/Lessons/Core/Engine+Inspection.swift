extension Engine {
  /// The objects a path starting with `name` is resolved in: the active chapter's, or, when
  /// `name` is a chapter, that chapter's (`show views.v1` from anywhere).
  func resolver(for path: InspectPath) throws(CommandError) -> (InspectResolver, InspectPath) {
    if let world = activeWorld, world.object(named: path.root) != nil || catalog.index(of: path.root) == nil {
      return (world.resolver, path)
    }
    if let chapter = catalog.index(of: path.root) {
      let inner = Array(path.components.dropFirst())
      guard case .field = inner.first else {
        throw CommandError("\(path.root) is a chapter", suggestion: "name one of its objects: \(path.root).NAME")
      }
      return (state.worlds[chapter].resolver, InspectPath(components: inner))
    }
    throw CommandError("no chapter is active, so \(Format.echo(path.root)) names nothing", suggestion: "type 'use CHAPTER' first")
  }

  /// The value at a path, resolved as `show` resolves it: for exercise predicates.
  public func inspect(_ path: InspectPath) throws(CommandError) -> InspectValue {
    try value(at: path.description).1
  }

  func value(at text: String) throws(CommandError) -> (InspectPath, InspectValue) {
    guard let path = InspectPath(text) else {
      throw CommandError("\(Format.echo(text)) is not a path", suggestion: "a path looks like v1 or v1.frame.width")
    }
    let (resolver, inner) = try resolver(for: path)
    return (path, try resolver.resolve(inner))
  }

  func show(_ text: String?, _ output: inout Output) throws(CommandError) {
    guard let text else {
      guard let world = activeWorld else {
        throw CommandError("no chapter is active", suggestion: "type 'use CHAPTER' or 'show CHAPTER.OBJECT'")
      }
      output.lines(Renderer.objects(world.objects(), chapter: world.chapterName))
      return
    }
    let (path, value) = try value(at: text)
    output.lines(Renderer.show(value, path: path.description))
  }

  /// `show v position`: the field of the object, or, for an object with a model and a
  /// presentation, the field in both (`v.position: model (150, 50) presentation (100, 50)`).
  func show(_ text: String, field: String, _ output: inout Output) throws(CommandError) {
    if let (path, value) = try? value(at: text + "." + field) {
      output.lines(Renderer.show(value, path: path.description))
      return
    }
    guard let (_, model) = try? value(at: "\(text).model.\(field)"),
      let (_, presentation) = try? value(at: "\(text).presentation.\(field)")
    else {
      _ = try value(at: text + "." + field)
      return
    }
    output.lines([OutputLine("\(text).\(field): model \(model.line) presentation \(presentation.line)")])
  }

  func inspect(_ text: String, json: Bool, _ output: inout Output) throws(CommandError) {
    let (path, value) = try value(at: text)
    if json {
      output.lines(JSON.render(value).split(separator: "\n", omittingEmptySubsequences: false).map { OutputLine(String($0)) })
    } else {
      output.lines(Renderer.tree(value, name: path.description))
    }
  }
}
