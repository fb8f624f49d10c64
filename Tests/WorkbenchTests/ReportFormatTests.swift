import Foundation
import Testing

/// Each report format read back by its real consumer.
///
/// For `check`, for `grade` and for input that cannot be used: xmllint with the Jenkins JUnit schema and junitparser for JUnit XML,
/// tap.py for TAP 14, jsonschema with the schemas in Tests/Fixtures/Schemas and docs/ for the
/// Gradescope, Exercism and Workbench JSON formats. `make test` installs them.
@Suite struct ReportFormatTests {
  static let lesson = """
    ---
    title: Boxes
    chapter: testbed
    source: the test chapter
    points: {"make b # TODO later": 2}
    visibility: {"make b # TODO later": after_due_date}
    ---
    ~~~workbench
    testbed> new a 1
    a = 2
    testbed> set a.label "x < y & 'z'"
    a value 1 "x < y & 'z'"
    ~~~
    ## Exercise: make a hold 5
    ~~~expect
    a.value == 5
    ~~~
    ~~~solution
    testbed> set a.value 5
    ...
    ~~~
    ## Exercise: make b # TODO later
    ~~~expect
    b.value == 10
    b.value > a.value
    ~~~
    ~~~solution
    testbed> new b 10
    ...
    ~~~

    """

  static let schemas = Binary.packageRoot.appendingPathComponent("Tests/Fixtures/Schemas")
  static let python = Binary.packageRoot.appendingPathComponent(".build/consumers-venv/bin/python").path

  /// A scratch folder with the lesson and a learner's session saved by the real shell: exercise
  /// 1 met (then changed), exercise 2 half met, one failed line, and 60 lines of output.
  struct Scratch {
    var folder: URL
    var lesson: URL { folder.appendingPathComponent("01-boxes.md") }
    var session: URL { folder.appendingPathComponent("session.txt") }

    init() throws {
      folder = try temporaryFolder("report")
      try ReportFormatTests.lesson.write(to: lesson, atomically: true, encoding: .utf8)
      let lines =
        ["testbed", "new a 1", "set a.value 5", "set a.value 20", "new b 10", "set b.lable 3"]
        + Array(repeating: "show a", count: 60) + ["save \(session.path)"]
      let saving = try Binary.run(input: Data(lines.joined(separator: "\n").utf8))
      #expect(saving.status == 1, "one line of the session fails")
    }

    /// Runs `arguments --format FORMAT --output FILE`; returns the exit status and the file.
    func run(_ arguments: [String], _ format: String) throws -> (status: Int32, text: String, path: String) {
      let output = folder.appendingPathComponent("\(arguments[0])-\(UUID().uuidString).\(format)")
      let run = try Binary.run(arguments + ["--format", format, "--output", output.path], input: Data())
      #expect(run.output == "", "the report goes to --output, not to stdout")
      return (run.status, try String(contentsOf: output, encoding: .utf8), output.path)
    }

    func check(_ format: String) throws -> (status: Int32, text: String, path: String) {
      try run(["check", "--solutions", lesson.path], format)
    }

    func grade(_ format: String) throws -> (status: Int32, text: String, path: String) {
      try run(["grade", session.path, "--lesson", lesson.path], format)
    }

    func ungradable(_ format: String) throws -> (status: Int32, text: String, path: String) {
      try run(["grade", folder.appendingPathComponent("none.txt").path, "--lesson", lesson.path], format)
    }
  }

  /// Runs a tool and returns its output without the final newline; the tool must exist.
  func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("wb-tool-\(UUID().uuidString)").path
    defer { unlink(out) }
    let exit = try Spawn.run(arguments, stdout: out, stderr: out)
    var output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    if output.hasSuffix("\n") { output.removeLast() }
    return (exit.status, output)
  }

  func python(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    #expect(FileManager.default.isExecutableFile(atPath: Self.python), "run 'make test': it installs the consumers")
    return try tool([Self.python, "-c", script] + arguments)
  }

  /// jsonschema's verdict on `file` against `schema`: "valid", or every error.
  func validate(_ file: String, against schema: String) throws -> String {
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      errors = [e.message for e in jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2])))]
      print("valid" if not errors else "\\n".join(errors))
      """
    return try python(script, [schema, file]).output
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: - JUnit

  @Test func junitIsValidAgainstTheJenkinsSchemaAndReadByJunitparser() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let xsd = Self.schemas.appendingPathComponent("junit-10.xsd").path
    let script = """
      import json, sys
      from junitparser import JUnitXml, SystemOut
      xml = JUnitXml.fromfile(sys.argv[1])
      suites = [s for s in xml]
      def out(suite):
          element = suite.child(SystemOut)
          return element.text if element is not None else None
      out = {"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "time": xml.time,
             "suites": [{"name": s.name, "time": s.time, "system_out": out(s),
                         "cases": [{"name": c.name, "time": c.time,
                                    "result": [type(r).__name__ for r in c.result],
                                    "message": [r.message for r in c.result]} for c in s]} for s in suites]}
      print(json.dumps(out))
      """
    let check = try scratch.check("junit")
    let grade = try scratch.grade("junit")
    let ungradable = try scratch.ungradable("junit")
    #expect([check.status, grade.status, ungradable.status] == [1, 1, 2])
    for report in [check, grade, ungradable] {
      let lint = try tool(["xmllint", "--noout", "--schema", xsd, report.path])
      #expect(lint.status == 0, "xmllint --schema junit-10.xsd: \(lint.output)")
      #expect(!report.text.contains(" file=\"") && !report.text.contains(" line=\""))
    }

    let checked = try json(try python(script, [check.path]).output)
    #expect(checked["tests"] as? Int == 6)
    #expect(checked["failures"] as? Int == 1)
    #expect(checked["errors"] as? Int == 0)
    let suite = try #require((checked["suites"] as? [[String: Any]])?.first)
    #expect(suite["time"] is Double)
    let cases = try #require(suite["cases"] as? [[String: Any]])
    #expect(cases.allSatisfy { $0["time"] is Double })
    #expect(cases.first?["result"] as? [String] == ["Failure"])
    #expect((cases.first?["message"] as? [String])?.first == "\(scratch.lesson.path):9: line 9: testbed> new a 1")

    let graded = try json(try python(script, [grade.path]).output)
    let gradeSuite = try #require((graded["suites"] as? [[String: Any]])?.first)
    let gradeCases = try #require(gradeSuite["cases"] as? [[String: Any]])
    #expect(gradeCases.map { $0["name"] as? String } == ["make a hold 5", "make b # TODO later"])
    #expect(gradeCases.map { $0["result"] as? [String] } == [[], ["Failure"]])
    #expect((gradeSuite["system_out"] as? String)?.contains("testbed> set b.lable 3 — error:") == true)

    let unusable = try json(try python(script, [ungradable.path]).output)
    #expect(unusable["errors"] as? Int == 1)
    let errorCase = try #require(((unusable["suites"] as? [[String: Any]])?.first?["cases"] as? [[String: Any]])?.first)
    #expect(errorCase["result"] as? [String] == ["Error"])
    #expect((errorCase["message"] as? [String])?.first?.hasPrefix("cannot read the session") == true)
  }

  // MARK: - TAP

  @Test func tapIsReadByARealTAP14Consumer() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let script = """
      import json, sys
      from tap.parser import Parser
      lines = list(Parser().parse_file(sys.argv[1]))
      out = {"version": [l.version for l in lines if l.category == "version"],
             "plan": [l.expected_tests for l in lines if l.category == "plan"],
             "tests": [[l.ok, l.number, l.description, l.todo, l.skip, l.yaml_block] for l in lines if l.category == "test"],
             "bail": [l.reason for l in lines if l.category == "bail"],
             "unknown": [str(l) for l in lines if l.category == "unknown"]}
      print(json.dumps(out, default=str))
      """
    func parsed(_ path: String) throws -> [String: Any] {
      let result = try python(script, [path])
      #expect(result.status == 0, "\(result.output)")
      return try json(result.output)
    }
    let check = try parsed(try scratch.check("tap").path)
    #expect(check["version"] as? [Int] == [14])
    #expect(check["plan"] as? [Int] == [6])
    #expect((check["unknown"] as? [Any])?.isEmpty == true, "every line is understood")
    let tests = try #require(check["tests"] as? [[Any]])
    #expect(tests.map { $0[0] as? Bool } == [false, true, true, true, true, true])
    let yaml = try #require(tests[0][5] as? [String: Any])
    #expect(yaml["message"] as? String == "line 9: testbed> new a 1")
    #expect((yaml["details"] as? String)?.contains("-a = 2\n+a = 1") == true)

    let grade = try parsed(try scratch.grade("tap").path)
    let graded = try #require(grade["tests"] as? [[Any]])
    #expect(graded.map { $0[0] as? Bool } == [true, false])
    // The '#' in the name does not make the failure a TODO (which a consumer counts as passing).
    #expect(graded[1][3] as? Bool == false && graded[1][4] as? Bool == false)
    #expect((graded[1][2] as? String)?.contains("make b ＃ TODO later") == true)
    let scores = graded.map { ($0[5] as? [String: Any])?["score"] as? Double }
    #expect(scores == [1, 1])
    #expect((graded[1][5] as? [String: Any])?["max_score"] as? Int == 2)

    let bail = try parsed(try scratch.ungradable("tap").path)
    #expect((bail["bail"] as? [String])?.first?.hasPrefix("cannot read the session") == true)
  }

  /// The check, grade and ungradable reports in `format`, each validated against `schema`.
  func validReports(_ scratch: Scratch, _ format: String, schema: String) throws -> (
    grade: (status: Int32, text: String, path: String), ungradable: (status: Int32, text: String, path: String)
  ) {
    let reports = [try scratch.check(format), try scratch.grade(format), try scratch.ungradable(format)]
    for report in reports {
      #expect(try validate(report.path, against: Self.schemas.appendingPathComponent(schema).path) == "valid")
    }
    return (reports[1], reports[2])
  }

  // MARK: - Gradescope

  @Test func gradescopeResultsFollowTheDocumentedSpecification() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let (grade, ungradable) = try validReports(scratch, "gradescope", schema: "gradescope-results.schema.json")
    let graded = try json(grade.text)
    #expect(graded["max_score"] == nil)
    #expect(graded["score"] as? Double == 2)
    #expect(graded["execution_time"] is Int)
    #expect((graded["output"] as? String)?.contains("set b.lable 3") == true)
    let tests = try #require(graded["tests"] as? [[String: Any]])
    #expect(tests.map { $0["name"] as? String } == ["make a hold 5", "make b # TODO later"])
    #expect(tests.map { $0["number"] as? String } == ["1", "2"])
    #expect(tests.map { $0["score"] as? Double } == [1, 1])
    #expect(tests.map { $0["max_score"] as? Double } == [1, 2])
    #expect(tests.map { $0["status"] as? String } == ["passed", "failed"])
    #expect(tests.map { $0["visibility"] as? String } == ["visible", "after_due_date"])
    #expect((tests[1]["output"] as? String)?.hasPrefix("at best 1 of 2 held together") == true)
    let unusable = try json(ungradable.text)
    #expect(unusable["score"] as? Int == 0)
    #expect((unusable["output"] as? String)?.hasPrefix("error: cannot read the session") == true)
  }

  // MARK: - Exercism

  @Test func exercismResultsFollowVersion3() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let (grade, ungradable) = try validReports(scratch, "exercism", schema: "exercism-results-v3.schema.json")
    let graded = try json(grade.text)
    #expect(graded["status"] as? String == "fail")
    let tests = try #require(graded["tests"] as? [[String: Any]])
    #expect(tests.map { $0["task_id"] as? Int } == [1, 2])
    // The learner's own output up to where exercise 1 was met, not a repeat of the message.
    #expect(
      tests[0]["output"] as? String == """
        workbench> testbed
        testbed is now the active chapter (type 'help' for its commands)
        testbed> new a 1
        a = 1
        testbed> set a.value 5
        a value 5
        """)
    let long = try #require(tests[1]["output"] as? String)
    #expect(long.unicodeScalars.count == 500)
    #expect(long.hasPrefix("Output was truncated. Please limit to 500 chars\n"))
    #expect(
      long.hasSuffix(
        "testbed> show a\na value 20\n  value: 20\n  label: \"\"\n  frame: (0, 0, 0, 0)\n  center: (0, 0)\n  link: nil"))
    #expect(tests[1]["message"] as? String != long)
    let unusable = try json(ungradable.text)
    #expect(unusable["status"] as? String == "error")
    #expect(unusable["tests"] == nil)
  }

  // MARK: - JSON and GitHub

  @Test func workbenchJSONFollowsItsSchemaAndAgreesWithTheExitCode() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let schema = Binary.packageRoot.appendingPathComponent("docs/report.schema.json").path
    let lint = try scratch.run(["lint", scratch.folder.path], "json")
    let reports = [try scratch.check("json"), try scratch.grade("json"), try scratch.ungradable("json"), lint]
    for report in reports {
      #expect(try validate(report.path, against: schema) == "valid")
      let status = try json(report.text)["status"] as? String
      #expect(status == ["pass", "fail", "error"][Int(report.status)])
    }
    let graded = try json(reports[1].text)
    #expect(graded["version"] as? Int == 1)
    #expect(graded["score"] as? Double == 2 && graded["max_score"] as? Double == 3)
  }

  @Test func githubAnnotationsPointAtEachFailure() throws {
    let scratch = try Scratch()
    defer { try? FileManager.default.removeItem(at: scratch.folder) }
    let check = try scratch.check("github")
    let lines = check.text.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("::error file=\(scratch.lesson.path),line=9,title=") == true)
    #expect(lines.first?.contains("::line 9%3A testbed> new a 1%0A--- expected") == false)
    #expect(lines.first?.contains("::line 9: testbed> new a 1%0A--- expected%0A") == true)
    #expect(lines.last == "5 passed, 1 failed")
    let grade = try scratch.grade("github").text.split(separator: "\n").map(String.init)
    #expect(grade.contains { $0.hasPrefix("::warning file=\(scratch.session.path),line=") })
    #expect(grade.contains { $0.hasPrefix("::error file=\(scratch.lesson.path),line=22,title=make b # TODO later::") })
    let ungradable = try scratch.ungradable("github").text
    #expect(ungradable.hasPrefix("::error title=unusable input::cannot read the session"))
  }
}
