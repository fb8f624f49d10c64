import Foundation
import Testing

/// The CI kits in ci/, run for real.
///
/// On scratch folders laid out the way each platform lays them out: Gradescope's autograder (setup.sh, run_autograder), Exercism's test runner (run.sh), and
/// the GitHub Actions workflow with its grading script. The sessions they grade are made by the
/// real shell from a shipped lesson's transcripts and solutions, and the results are read back
/// with jsonschema and PyYAML from the consumers venv (`scripts/consumers`).
@Suite struct CIKitTests {
  static let root = Binary.packageRoot
  static let ci = root.appendingPathComponent("ci")
  static let lessons = root.appendingPathComponent("Lessons")
  static let lesson = lessons.appendingPathComponent("views/02-frame-bounds-center.md")
  static let schemas = root.appendingPathComponent("Tests/Fixtures/Schemas")
  static let python = root.appendingPathComponent(".build/consumers-venv/bin/python").path

  /// Makes the consumers venv once, when it is missing or incomplete.
  static let consumersReady: Bool = {
    let exit = try? Spawn.run(["bash", "scripts/consumers"], directory: root.path)
    return exit?.status == 0 && FileManager.default.isExecutableFile(atPath: python)
  }()

  // MARK: - Helpers

  struct Run {
    var status: Int32
    var output: String
  }

  /// Runs `arguments` with the test's environment less `WORKBENCH_*` and `AUTOGRADER_ROOT`,
  /// plus `environment`; returns the exit status and stdout and stderr together.
  func run(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil) throws -> Run {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("wb-ci-\(UUID().uuidString)").path
    defer { unlink(out) }
    var env = ProcessInfo.processInfo.environment.filter { key, _ in
      !key.hasPrefix("WORKBENCH_") && key != "AUTOGRADER_ROOT"
    }
    for (key, value) in environment { env[key] = value }
    let exit = try Spawn.run(arguments, stdout: out, stderr: out, environment: env, directory: directory?.path)
    #expect(exit.exitedNormally, "\(arguments[0]) was ended by a signal")
    return Run(status: exit.status, output: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
  }

  /// The lines typed after the `views> ` prompt in each `~~~workbench` and `~~~solution` block
  /// of the lesson, block by block in lesson order.
  static func typedBlocks(of lesson: URL) throws -> [[String]] {
    let prompt = "views> "
    var blocks: [[String]] = []
    var current: [String]?
    for line in try String(contentsOf: lesson, encoding: .utf8).components(separatedBy: "\n") {
      let fence = line.trimmingCharacters(in: .whitespaces)
      if current == nil {
        if fence == "~~~workbench" || fence == "~~~solution" { current = [] }
      } else if fence == "~~~" {
        blocks.append(current ?? [])
        current = nil
      } else if line.hasPrefix(prompt) {
        current?.append(String(line.dropFirst(prompt.count)))
      }
    }
    return blocks
  }

  /// A session saved by the real shell at `path` after typing the lesson's blocks (all of them,
  /// which meets every exercise, or only the first, which meets none).
  func saveSession(_ path: URL, full: Bool) throws {
    let blocks = try Self.typedBlocks(of: Self.lesson)
    #expect(blocks.count == 3, "views/02 has one transcript and two solutions")
    let typed = ["views"] + (full ? blocks.flatMap { $0 } : blocks.first ?? []) + ["save \(path.path)"]
    let folder = try temporaryFolder("ci-session")
    defer { try? FileManager.default.removeItem(at: folder) }
    let stdin = folder.appendingPathComponent("stdin")
    try (typed.joined(separator: "\n") + "\n").write(to: stdin, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("out").path
    var env = ProcessInfo.processInfo.environment.filter { key, _ in key != "WORKBENCH_TESTBED" }
    env["WORKBENCH_LESSONS"] = Self.lessons.path
    env["XDG_STATE_HOME"] = folder.path
    let exit = try Spawn.run(
      [Binary.path], stdin: stdin.path, stdout: out, stderr: out, environment: env, directory: folder.path)
    let output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    #expect(exit.status == 0, "the shell ran every line: \(output)")
    #expect(FileManager.default.fileExists(atPath: path.path), "save wrote the session: \(output)")
  }

  /// Runs the venv's python on `script` with `arguments`.
  func python(_ script: String, _ arguments: [String]) throws -> Run {
    try #require(Self.consumersReady, "scripts/consumers makes .build/consumers-venv")
    return try run([Self.python, "-c", script] + arguments)
  }

  /// jsonschema's verdict on `file` against the schema named `schema`: "valid", or every error.
  func validate(_ file: URL, against schema: String) throws -> String {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      errors = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2])))]
      print("valid" if not errors else "\\n".join(errors), end="")
      """
    return try python(script, [Self.schemas.appendingPathComponent(schema).path, file.path]).output
  }

  func json(_ file: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
  }

  func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

  func copy(_ source: URL, into folder: URL) throws {
    try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(source.lastPathComponent))
  }

  // MARK: - Slugs

  @Test func aSlugNamesOneLessonFile() throws {
    let script = Self.ci.appendingPathComponent("lesson-for-slug.sh").path
    let found = try run([script, "views-02", Self.lessons.path])
    #expect(found.status == 0)
    #expect(found.output == Self.lesson.path + "\n")
    #expect(try run([script, "views-2", Self.lessons.path + "/"]).output == Self.lesson.path + "\n")
    for slug in ["nosuch-99", "views-99", "views", "../views-02", ""] {
      let missing = try run([script, slug, Self.lessons.path])
      #expect(missing.status == 1, "'\(slug)' names no lesson")
      #expect(!missing.output.contains(".md\n"), "no lesson path printed for '\(slug)'")
    }
  }

  // MARK: - Gradescope

  /// $ROOT/source (the lessons, ci/ and the conf), $ROOT/submission, $ROOT/results, with the
  /// binary installed by setup.sh.
  struct Autograder {
    var root: URL
    var source: URL { root.appendingPathComponent("source") }
    var submission: URL { root.appendingPathComponent("submission") }
    var results: URL { root.appendingPathComponent("results/results.json") }
    var environment: [String: String] { ["AUTOGRADER_ROOT": root.path] }
  }

  func autograder() throws -> Autograder {
    let grader = Autograder(root: try temporaryFolder("gradescope"))
    for folder in [grader.source, grader.submission, grader.results.deletingLastPathComponent()] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try copy(Self.lessons, into: grader.source)
    try copy(Self.ci, into: grader.source)
    try "# the lesson this assignment grades\nLESSON=Lessons/views/02-frame-bounds-center.md\n".write(
      to: grader.source.appendingPathComponent("workbench-autograder.conf"), atomically: true, encoding: .utf8)
    let setup = try run(
      [grader.source.appendingPathComponent("ci/gradescope/setup.sh").path],
      environment: grader.environment.merging(["WORKBENCH_BIN": Binary.path]) { $1 })
    #expect(setup.status == 0, "setup.sh: \(setup.output)")
    #expect(FileManager.default.isExecutableFile(atPath: grader.root.appendingPathComponent("bin/workbench").path))
    return grader
  }

  func runAutograder(_ grader: Autograder) throws -> Run {
    try? FileManager.default.removeItem(at: grader.results)
    return try run(
      [grader.source.appendingPathComponent("ci/gradescope/run_autograder").path], environment: grader.environment,
      directory: grader.root)
  }

  @Test func gradescopeGivesFullMarksForTheSolutionsAndLessForFirstBlockOnly() throws {
    let grader = try autograder()
    defer { try? FileManager.default.removeItem(at: grader.root) }
    let session = grader.submission.appendingPathComponent("session.txt")

    var scores: [Bool: (score: Double, max: Double)] = [:]
    for full in [true, false] {
      try? FileManager.default.removeItem(at: session)
      try saveSession(session, full: full)
      let graded = try runAutograder(grader)
      #expect(graded.status == 0, "run_autograder exits 0 whenever results.json is written: \(graded.output)")
      #expect(try validate(grader.results, against: "gradescope-results.schema.json") == "valid")
      let results = try json(grader.results)
      let tests = try #require(results["tests"] as? [[String: Any]])
      #expect(tests.count == 2, "one test per exercise")
      let max = tests.compactMap { number($0["max_score"]) }.reduce(0, +)
      scores[full] = (try #require(number(results["score"])), max)
      let statuses = tests.map { $0["status"] as? String }
      #expect(statuses == (full ? ["passed", "passed"] : ["failed", "failed"]))
      let outputs = tests.compactMap { $0["output"] as? String }
      #expect(outputs.allSatisfy { $0.contains("session.txt:") && !$0.contains(grader.root.path) })
    }
    let full = try #require(scores[true])
    let failing = try #require(scores[false])
    #expect(full.max > 0)
    #expect(full.score == full.max, "the lesson's own solutions earn every point")
    #expect(failing.max == full.max)
    #expect(failing.score < failing.max)
  }

  @Test func gradescopeWithoutOneSessionFileStillWritesValidResults() throws {
    let grader = try autograder()
    defer { try? FileManager.default.removeItem(at: grader.root) }
    try "notes".write(to: grader.submission.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)

    for count in [0, 2] {
      for index in 0..<count {
        try saveSession(grader.submission.appendingPathComponent("session\(index).txt"), full: true)
      }
      let graded = try runAutograder(grader)
      #expect(graded.status == 0, "\(count) .txt files: \(graded.output)")
      #expect(try validate(grader.results, against: "gradescope-results.schema.json") == "valid")
      let results = try json(grader.results)
      #expect(number(results["score"]) == 0)
      #expect((results["tests"] as? [Any])?.isEmpty == true)
      #expect((results["output"] as? String)?.contains("exactly one session file") == true)
    }
  }

  /// Runs setup.sh for `root` with a PATH holding only `tools`, so no `swift` and no `apt-get`.
  func setupWithout(swift root: URL, tools: [String]) throws -> Run {
    let bin = root.appendingPathComponent("path")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    for tool in tools {
      for folder in ["/usr/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(folder)/\(tool)") {
        try? FileManager.default.createSymbolicLink(
          atPath: bin.appendingPathComponent(tool).path, withDestinationPath: "\(folder)/\(tool)")
      }
    }
    return try run(
      ["/usr/bin/env", "bash", Self.ci.appendingPathComponent("gradescope/setup.sh").path],
      environment: ["AUTOGRADER_ROOT": root.path, "PATH": bin.path])
  }

  @Test func gradescopeSetupWithoutBinaryOrSwiftSaysToInstallSwift() throws {
    let root = try temporaryFolder("gradescope-noswift")
    defer { try? FileManager.default.removeItem(at: root) }
    let setup = try setupWithout(swift: root, tools: ["bash", "env", "grep", "mkdir", "cat", "id", "dpkg-query"])
    #expect(setup.status == 1)
    #expect(setup.output.contains("Swift 6") && setup.output.contains("https://www.swift.org/install/linux/"))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("bin/workbench").path))
  }

  /// Gradescope's image has no Swift: a binary the zip carries at its root is used.
  @Test func gradescopeSetupUsesTheBinaryInTheZip() throws {
    let root = try temporaryFolder("gradescope-zipbinary")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("source"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Binary.path, toPath: root.appendingPathComponent("source/workbench").path)
    // The models' library goes in the zip beside the binary (a standalone build needs none).
    let folder = URL(fileURLWithPath: Binary.path).deletingLastPathComponent()
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("libLessons.so"), to: root.appendingPathComponent("source/libLessons.so"))
    let setup = try setupWithout(
      swift: root, tools: ["bash", "env", "grep", "mkdir", "cat", "id", "dpkg-query", "cp", "chmod"])
    #expect(setup.status == 0, "\(setup.output)")
    #expect(setup.output.contains("copying the binary in the zip"))
    #expect(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent("bin/workbench").path))
  }

  // MARK: - Exercism

  func exercism(_ slug: String, _ solution: URL, _ output: URL, environment: [String: String] = [:]) throws -> Run {
    try run(
      [Self.ci.appendingPathComponent("exercism/run.sh").path, slug, solution.path + "/", output.path + "/"],
      environment: ["WORKBENCH_BIN": Binary.path].merging(environment) { $1 })
  }

  @Test func exercismPassesTheSolutionsAndFailsFirstBlockOnly() throws {
    let folder = try temporaryFolder("exercism")
    defer { try? FileManager.default.removeItem(at: folder) }
    for full in [true, false] {
      let solution = folder.appendingPathComponent(full ? "full" : "failing")
      let output = folder.appendingPathComponent("out-\(full)")
      try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
      try "# Frame, bounds and center".write(
        to: solution.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
      try saveSession(solution.appendingPathComponent("session.txt"), full: full)

      let ran = try exercism("views-02", solution, output)
      #expect(ran.status == 0, "run.sh exits 0 whatever the tests' status: \(ran.output)")
      let results = output.appendingPathComponent("results.json")
      #expect(try validate(results, against: "exercism-results-v3.schema.json") == "valid")
      let report = try json(results)
      #expect(report["version"] as? Int == 3)
      #expect(report["status"] as? String == (full ? "pass" : "fail"))
      let tests = try #require(report["tests"] as? [[String: Any]])
      #expect(tests.map { $0["status"] as? String } == (full ? ["pass", "pass"] : ["fail", "fail"]))
      let messages = tests.compactMap { $0["message"] as? String }
      #expect(messages.allSatisfy { !$0.contains(folder.path) }, "no runner paths shown to the learner")
    }
  }

  @Test func exercismReportsAnUnknownSlugOrMissingSessionAsAnError() throws {
    let folder = try temporaryFolder("exercism-error")
    defer { try? FileManager.default.removeItem(at: folder) }
    let solution = folder.appendingPathComponent("solution")
    let empty = folder.appendingPathComponent("empty")
    let noLessons = folder.appendingPathComponent("no-lessons")
    for made in [solution, empty, noLessons] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    try saveSession(solution.appendingPathComponent("session.txt"), full: true)

    let cases: [(slug: String, solution: URL, environment: [String: String], message: String)] = [
      ("nosuch-99", solution, [:], "nosuch-99"),
      ("views-02", empty, [:], "exactly one session file"),
      ("views-02", solution, ["WORKBENCH_LESSONS": noLessons.path], "views-02"),
    ]
    for (index, item) in cases.enumerated() {
      let output = folder.appendingPathComponent("out-\(index)")
      let ran = try exercism(item.slug, item.solution, output, environment: item.environment)
      #expect(ran.status == 0, "\(item.slug) in \(item.solution.lastPathComponent): \(ran.output)")
      let results = output.appendingPathComponent("results.json")
      #expect(try validate(results, against: "exercism-results-v3.schema.json") == "valid")
      let report = try json(results)
      #expect(report["status"] as? String == "error")
      #expect(report["tests"] == nil)
      #expect((report["message"] as? String)?.contains(item.message) == true)
    }
  }

  // MARK: - GitHub Actions

  @Test func workflowLintsChecksAndGradesWithGitHubAnnotations() throws {
    let script = """
      import json, sys, yaml
      workflow = yaml.safe_load(open(sys.argv[1]))
      on = workflow.get(True, workflow.get("on"))
      steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
      print(json.dumps({"on": sorted(on) if isinstance(on, (dict, list)) else [on],
                        "env": workflow.get("env", {}), "steps": steps}))
      """
    let parsed = try python(script, [Self.ci.appendingPathComponent("github/workbench.yml").path])
    #expect(parsed.status == 0, "\(parsed.output)")
    let workflow = try #require(try JSONSerialization.jsonObject(with: Data(parsed.output.utf8)) as? [String: Any])
    #expect(workflow["on"] as? [String] == ["pull_request", "push"])
    #expect((workflow["env"] as? [String: Any])?["WORKBENCH_REPO"] is String)
    let steps = try #require(workflow["steps"] as? [[String: Any]])
    let runs = steps.compactMap { $0["run"] as? String }

    let setupSwift = steps.first { ($0["uses"] as? String)?.hasPrefix("swift-actions/setup-swift@v2") == true }
    #expect((setupSwift?["with"] as? [String: Any])?["swift-version"] as? String == "6.3")
    #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true })
    #expect(runs.contains { $0.contains("apt-get install -y libedit-dev") })
    #expect(runs.contains { $0.contains("swift build -c release --product workbench") && $0.contains("WORKBENCH_REPO") })
    #expect(runs.contains { $0.contains("workbench lint Lessons/") && $0.contains("--format github") })
    #expect(runs.contains { $0.contains("workbench check --solutions Lessons/") && $0.contains("--format github") })
    #expect(runs.contains { $0.contains("ci/github/grade-submissions.sh") })
  }

  @Test func gradeSubmissionsAnnotatesTheSubmissionsThatFail() throws {
    let folder = try temporaryFolder("github")
    defer { try? FileManager.default.removeItem(at: folder) }
    try copy(Self.lessons, into: folder)
    let slug = folder.appendingPathComponent("submissions/views-02")
    try FileManager.default.createDirectory(at: slug, withIntermediateDirectories: true)
    try saveSession(slug.appendingPathComponent("alice.txt"), full: true)
    try saveSession(slug.appendingPathComponent("bob.txt"), full: false)
    let script = Self.ci.appendingPathComponent("github/grade-submissions.sh").path
    let environment = ["WORKBENCH_BIN": Binary.path]
    func errors(_ output: String) -> [Substring] {
      output.split(separator: "\n").filter { $0.hasPrefix("::error file=") }
    }

    let both = try run([script], environment: environment, directory: folder)
    #expect(both.status == 1, "\(both.output)")
    #expect(errors(both.output).contains { $0.hasPrefix("::error file=submissions/views-02/bob.txt::") })
    #expect(errors(both.output).contains { $0.hasPrefix("::error file=Lessons/views/02-frame-bounds-center.md,line=") })
    #expect(!errors(both.output).contains { $0.contains("alice") }, "\(both.output)")

    try FileManager.default.removeItem(at: slug.appendingPathComponent("bob.txt"))
    let alice = try run([script, "submissions/", "Lessons/"], environment: environment, directory: folder)
    #expect(alice.status == 0, "\(alice.output)")
    #expect(errors(alice.output).isEmpty)

    let nosuch = folder.appendingPathComponent("submissions/nosuch-01")
    try FileManager.default.createDirectory(at: nosuch, withIntermediateDirectories: true)
    try "".write(to: nosuch.appendingPathComponent("x.txt"), atomically: true, encoding: .utf8)
    let unknown = try run([script], environment: environment, directory: folder)
    #expect(unknown.status == 1, "\(unknown.output)")
    #expect(
      errors(unknown.output).contains {
        $0.hasPrefix("::error file=submissions/nosuch-01/x.txt::no lesson for slug nosuch-01")
      }, "\(unknown.output)")

    let missing = try run([script, "nosuch-folder"], environment: environment, directory: folder)
    #expect(missing.status == 2, "\(missing.output)")
  }
}
