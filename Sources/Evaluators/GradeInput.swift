import Lessons

/// What `grade` reads: the saved session, the lesson, and optionally the learner's progress.
///
/// Each can be unusable in its own way (missing, unreadable, not a saved session, a lesson
/// with problems); the reasons are collected so that the report can give them all, in the
/// format the teacher asked for.
public struct GradeInput: Sendable {
  public var session: String
  public var lesson: Lesson
  /// The learner's record of this lesson, when a progress file was given.
  public var progress: Progress.LessonProgress?
  /// Why the progress file given could not be used: it only adds to the report, so the grade
  /// goes on without it and says so.
  public var progressProblem: String?

  public struct Unusable: Error, Sendable {
    public var reasons: [String]
  }

  public static func read(session path: String, lesson lessonPath: String, progress progressPath: String?, catalog: Catalog)
    -> Result<GradeInput, Unusable>
  {
    var reasons: [String] = []
    var lesson: Lesson?
    if let bytes = TextFile.readBytes(lessonPath) {
      let (parsed, problems) = LessonParser(catalog: catalog).parse(bytes: bytes, path: lessonPath)
      if problems.isEmpty { lesson = parsed } else { reasons += problems.map { "the lesson cannot be graded: \($0)" } }
    } else {
      reasons.append("cannot read the lesson \(lessonPath): \(TextFile.lastError())")
    }
    var session: String?
    if let bytes = TextFile.readBytes(path) {
      let text = String(decoding: bytes, as: UTF8.self)
      if let problem = notASession(text, path: path, chapters: catalog.names, lesson: lesson) {
        reasons.append(problem)
      } else {
        session = text
      }
    } else {
      reasons.append("cannot read the session \(path): \(TextFile.lastError())")
    }
    var progress: Progress.LessonProgress?
    var progressProblem: String?
    if let progressPath {
      if let bytes = TextFile.readBytes(progressPath) {
        switch ProgressStore.decode(bytes) {
        case .success(let record): progress = record.lessons[lessonID(lessonPath)] ?? Progress.LessonProgress()
        case .failure(let failure): progressProblem = "the progress file \(progressPath) cannot be used: \(failure.reason)"
        }
      } else {
        progressProblem = "cannot read the progress file \(progressPath): \(TextFile.lastError())"
      }
    }
    guard reasons.isEmpty, let session, let lesson else { return .failure(Unusable(reasons: reasons)) }
    return .success(GradeInput(session: session, lesson: lesson, progress: progress, progressProblem: progressProblem))
  }

  /// Why `text` is not a session `save` wrote, or nil when it is one.
  static func notASession(_ text: String, path: String, chapters: [String], lesson: Lesson?) -> String? {
    let transcript = Transcript.parse(text, chapters: chapters)
    let example = "such as '\(lesson?.chapter ?? "undo")> '"
    guard let first = transcript.turns.first else {
      return "\(path) is not a saved session: no line starts with a prompt \(example); save one with 'save FILE' in the shell"
    }
    guard first.line == 1 else {
      return "\(path) is not a saved session: it starts with a line that is not a prompt \(example), as 'save' writes"
    }
    if let lesson, !transcript.turns.contains(where: { $0.prompt == lesson.chapter + "> " }) {
      let seen = Array(Set(transcript.turns.map { String($0.prompt.dropLast(2)) })).sorted().joined(separator: ", ")
      return
        "\(path) has no line in the \(lesson.chapter) chapter of the lesson (only \(seen)): is it the session of another lesson?"
    }
    return nil
  }

  /// `undo/01` for `…/undo/01-undoably-setter.md`, the id progress is kept under.
  static func lessonID(_ path: String) -> String {
    let parts = path.split(separator: "/")
    let root = parts.count > 2 ? (path.hasPrefix("/") ? "/" : "") + parts.dropLast(2).joined(separator: "/") : ""
    return LessonLibrary.id(of: path, root: root)
  }
}
