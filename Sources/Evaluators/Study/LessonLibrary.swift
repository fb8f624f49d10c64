import Lessons

/// The lessons a study session can open: every `NN-slug.md` below a folder, parsed, each with an
/// id `chapter/NN` taken from its place (`Lessons/undo/01-groups.md` is `undo/01`).
public struct LessonLibrary: Sendable {
  public struct Entry: Sendable {
    public var id: String
    public var path: String
    /// nil until the library is loaded, and when the file has problems (they say why).
    public var lesson: Lesson?
    public var problems: [Diagnostic]

    public var title: String { lesson?.title ?? "" }
    /// The folder the lesson is filed under: its chapter.
    public var chapter: String { String(id.prefix { $0 != "/" }) }
  }

  public let root: String
  public private(set) var entries: [Entry] = []
  private let catalog: Catalog
  private var isLoaded = false

  /// Lists the lessons below `root` by file name.
  ///
  /// A folder that does not exist gives an empty library. Nothing is parsed until `load`, so
  /// lessons cost the shell's start-up nothing.
  public init(root: String, catalog: Catalog) {
    self.root = root
    self.catalog = catalog
    entries = LessonFiles(paths: [root]).files.map { path in
      Entry(id: Self.id(of: path, root: root), path: path, lesson: nil, problems: [])
    }
    entries.sort { $0.id < $1.id }
  }

  /// Reads and parses every lesson, once.
  public mutating func load() {
    guard !isLoaded else { return }
    isLoaded = true
    let parser = LessonParser(catalog: catalog)
    for index in entries.indices {
      let path = entries[index].path
      let bytes: [UInt8]
      switch LessonFiles.read(path) {
      case .success(let read): bytes = read
      case .failure(let problem):
        entries[index].problems = [problem]
        continue
      }
      let (lesson, problems) = parser.parse(bytes: bytes, path: path)
      entries[index].lesson = problems.isEmpty ? lesson : nil
      entries[index].problems = problems
    }
  }

  /// The chapters that have lessons, in order.
  public var chapters: [String] {
    var seen: [String] = []
    for entry in entries where !seen.contains(entry.chapter) { seen.append(entry.chapter) }
    return seen
  }

  public func entry(_ id: String) -> Entry? { entries.first { $0.id == id } }

  /// `undo/01` for `ROOT/undo/01-groups.md`: the folder, then the file name's leading number
  /// (or the whole name when it has none).
  static func id(of path: String, root: String) -> String {
    var relative = Substring(path)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if relative.hasPrefix(prefix) { relative = relative.dropFirst(prefix.count) }
    let parts = relative.split(separator: "/")
    let file = parts.last.map { $0.hasSuffix(".md") ? $0.dropLast(3) : $0 } ?? ""
    let number = file.prefix { $0.isASCII && $0.isNumber }
    let name = number.isEmpty ? String(file) : String(number)
    return parts.count >= 2 ? parts[parts.count - 2] + "/" + name : name
  }
}
