/// The chapters a session can load, in the order `chapters` lists them.
public struct Catalog: Sendable {
  let chapters: [any Chapter.Type]
  /// Chapters loaded but not listed by `chapters` or completed by name (the engine's test chapter).
  let hidden: Set<String>

  public init(_ chapters: [any Chapter.Type], hidden: Set<String> = []) {
    self.chapters = chapters
    self.hidden = hidden
  }

  /// The chapters the Workbench ships.
  public static let shipped = Catalog([Threading.self, Undo.self, Validators.self, Views.self, Animation.self, Networking.self])

  /// The shipped chapters plus the engine's test chapter, which is not listed.
  public static let withTestbed = Catalog(shipped.chapters + [Testbed.self], hidden: [Testbed.name])

  public var names: [String] { chapters.map { $0.name } }
  public var listedNames: [String] { names.filter { !hidden.contains($0) } }

  func index(of name: String) -> Int? { chapters.firstIndex { $0.name == name } }

  /// The names of the commands every session has.
  public static var globalCommandNames: [String] { GlobalCommand.allCases.map(\.rawValue) }

  /// The command names of the chapter called `name`, or nil when there is no such chapter.
  public func commandNames(ofChapter name: String) -> [String]? {
    guard let chapter = index(of: name) else { return nil }
    return commandNames(chapters[chapter])
  }

  private func commandNames<C: Chapter>(_ chapter: C.Type) -> [String] { World<C>.specs.map(\.name) }

  /// Whether `name`, which is also a chapter's name, is that chapter's own command here.
  ///
  /// In the undo chapter `undo` undoes: making the chapter you are in active would do nothing.
  /// `undo undo` and `undo new …` still take the chapter form. The engine, completion and the
  /// lesson linter all decide by this rule.
  public func isOwnCommand(_ name: String, followedBy rest: [String], activeChapter: String?) -> Bool {
    guard name == activeChapter, let commands = commandNames(ofChapter: name), commands.contains(name) else {
      return false
    }
    return rest.first.map { !commands.contains($0) } ?? true
  }

  func initialState() -> SessionState {
    SessionState(worlds: chapters.map { makeWorld($0) })
  }

  private func makeWorld<C: Chapter>(_ chapter: C.Type) -> any AnyWorld { World<C>() }
}
