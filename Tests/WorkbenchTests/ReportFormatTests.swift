import Foundation
import Testing

/// Each report format read back by a real consumer: xmllint for JUnit, tap.py for TAP 14, and
/// JSON parsing against the documented fields of Gradescope and Exercism results.
@Suite struct ReportFormatTests {
  static let lesson = """
    ---
    title: Boxes
    chapter: testbed
    source: the test chapter
    visibility: after_published
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

    """

  /// Runs `check --solutions --format FORMAT --output FILE` on the lesson; returns the file's text.
  func report(_ format: String) throws -> (status: Int32, text: String, folder: URL) {
    let folder = try temporaryFolder("report")
    let lesson = folder.appendingPathComponent("01-boxes.md")
    try Self.lesson.write(to: lesson, atomically: true, encoding: .utf8)
    let output = folder.appendingPathComponent("report.\(format)")
    let run = try Binary.run(["check", "--solutions", lesson.path, "--format", format, "--output", output.path], input: Data())
    #expect(run.output == "", "the report goes to --output, not to stdout")
    return (run.status, try String(contentsOf: output, encoding: .utf8), folder)
  }

  /// Runs a tool and returns its output without the final newline; the tool must exist (make
  /// test installs it).
  func tool(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("wb-tool-\(UUID().uuidString)").path
    defer { unlink(out) }
    let exit = try Spawn.run(arguments, stdout: out, stderr: out)
    var output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    if output.hasSuffix("\n") { output.removeLast() }
    return (exit.status, output)
  }

  @Test func junitIsWellFormedXMLWithOneFailure() throws {
    let (status, text, folder) = try report("junit")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(status == 1)
    let file = folder.appendingPathComponent("report.junit").path
    let lint = try tool(["xmllint", "--noout", file])
    #expect(lint.status == 0, "xmllint: \(lint.output)")
    #expect(try tool(["xmllint", "--xpath", "count(//testsuite/testcase)", file]).output == "3")
    #expect(try tool(["xmllint", "--xpath", "count(//testcase/failure)", file]).output == "1")
    #expect(try tool(["xmllint", "--xpath", "string(/testsuites/@failures)", file]).output == "1")
    let message = try tool(["xmllint", "--xpath", "string(//failure/@message)", file]).output
    #expect(message == "line 8: testbed> new a 1")
    #expect(text.contains("-a = 2\n+a = 1"))
  }

  @Test func tapIsReadByARealTAP14Consumer() throws {
    let (status, _, folder) = try report("tap")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(status == 1)
    let python = Binary.packageRoot.appendingPathComponent(".build/tap-venv/bin/python").path
    #expect(FileManager.default.isExecutableFile(atPath: python), "run 'make test': it installs tap.py")
    let script = """
      import json, sys
      from tap.parser import Parser
      lines = list(Parser().parse_file(sys.argv[1]))
      out = {"version": [l.version for l in lines if l.category == "version"],
             "plan": [l.expected_tests for l in lines if l.category == "plan"],
             "tests": [[l.ok, l.number, l.description, l.yaml_block] for l in lines if l.category == "test"],
             "unknown": [str(l) for l in lines if l.category == "unknown"]}
      print(json.dumps(out))
      """
    let result = try tool([python, "-c", script, folder.appendingPathComponent("report.tap").path])
    #expect(result.status == 0, "\(result.output)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(parsed["version"] as? [Int] == [14])
    #expect(parsed["plan"] as? [Int] == [3])
    #expect((parsed["unknown"] as? [Any])?.isEmpty == true, "every line is understood")
    let tests = try #require(parsed["tests"] as? [[Any]])
    #expect(tests.map { $0[0] as? Bool } == [false, true, true])
    #expect(tests.map { $0[1] as? Int } == [1, 2, 3])
    let yaml = try #require(tests[0][3] as? [String: Any])
    #expect(yaml["message"] as? String == "line 8: testbed> new a 1")
    #expect((yaml["details"] as? String)?.contains("-a = 2\n+a = 1") == true)
  }

  @Test func gradescopeResultsHaveTheDocumentedFields() throws {
    let (_, text, folder) = try report("gradescope")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["score"] as? Int == 2)
    let tests = try #require(json["tests"] as? [[String: Any]])
    #expect(tests.count == 3)
    for test in tests {
      #expect(test["name"] is String)
      #expect(test["score"] is Int && test["max_score"] as? Int == 1)
      #expect(test["output"] is String)
      #expect(test["visibility"] as? String == "after_published")
    }
    #expect(tests.map { $0["score"] as? Int } == [0, 1, 1])
  }

  @Test func exercismResultsFollowVersion3() throws {
    let (_, text, folder) = try report("exercism")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["version"] as? Int == 3)
    #expect(json["status"] as? String == "fail")
    let tests = try #require(json["tests"] as? [[String: Any]])
    #expect(tests.map { $0["status"] as? String } == ["fail", "pass", "pass"])
    #expect(tests.allSatisfy { $0["name"] is String && $0["test_code"] is String })
    #expect((tests[0]["message"] as? String)?.contains("+a = 1") == true)
    #expect(tests[0]["task_id"] == nil)
    #expect(tests[1]["task_id"] as? Int == 1)
    #expect(tests[2]["task_id"] as? Int == 1)
    #expect(tests[0]["test_code"] as? String == "testbed> new a 1\ntestbed> set a.label \"x < y & 'z'\"")
  }

  @Test func plainJSONAndLintFormatsParse() throws {
    let (_, text, folder) = try report("json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(json["passed"] as? Int == 2)
    #expect(json["failed"] as? Int == 1)
    let lint = try Binary.run(["lint", folder.path, "--format", "junit"], input: Data())
    #expect(lint.status == 0)
    #expect(lint.output.contains("<testcase classname="))
    let missing = try Binary.run(["check", folder.appendingPathComponent("nosuch").path, "--format", "exercism"], input: Data())
    #expect(missing.status == 2)
    let error = try #require(try JSONSerialization.jsonObject(with: Data(missing.output.utf8)) as? [String: Any])
    #expect(error["status"] as? String == "error")
    #expect((error["message"] as? String)?.hasPrefix("no such file or folder") == true)
  }
}
