import Testing

@testable import Evaluators

/// The front matter's YAML, read with libyaml's parser into the values Yams's `load(yaml:)` gave.
@Suite struct YAMLDocumentTests {
  /// The document's root, which must be a mapping.
  func mapping(_ text: String) throws -> [String: Any] {
    let root = try YAMLDocument(text).root
    return try #require(root as? [String: Any], "the root of \(text.debugDescription) is a mapping")
  }

  /// The error libyaml (or the loader) gives for the text.
  func error(_ text: String) -> YAMLError? {
    do {
      _ = try YAMLDocument(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func plainIntsInEveryRadixAreInts() throws {
    let map = try mapping(
      """
      decimal: 12
      signed: -7
      plus: +7
      zero: 0
      hex: 0x1F
      negativeHex: -0x1f
      octal: 0o17
      oldOctal: 017
      binary: 0b101
      underscores: 1_000_000
      sexagesimal: 1:30
      tooBig: 99999999999999999999
      """)
    #expect(map["decimal"] as? Int == 12)
    #expect(map["signed"] as? Int == -7)
    #expect(map["plus"] as? Int == 7)
    #expect(map["zero"] as? Int == 0)
    #expect(map["hex"] as? Int == 31)
    #expect(map["negativeHex"] as? Int == -31)
    #expect(map["octal"] as? Int == 15)
    #expect(map["oldOctal"] as? Int == 15)
    #expect(map["binary"] as? Int == 5)
    #expect(map["underscores"] as? Int == 1_000_000)
    #expect(map["sexagesimal"] as? Int == 90)
    // Past Int.max it is not an int at all: Yams kept the text.
    #expect(map["tooBig"] as? String == "99999999999999999999")
  }

  @Test func plainFloatsAreDoubles() throws {
    let map = try mapping(
      """
      plain: 1.5
      leadingDot: .5
      trailingDot: 2.
      exponent: 1e3
      negative: -1.5e-3
      underscores: 1_000.25
      infinity: .inf
      negativeInfinity: -.Inf
      notANumber: .NaN
      signedDot: -.5
      """)
    #expect(map["plain"] as? Double == 1.5)
    #expect(map["leadingDot"] as? Double == 0.5)
    #expect(map["trailingDot"] as? Double == 2)
    #expect(map["exponent"] as? Double == 1000)
    #expect(map["negative"] as? Double == -0.0015)
    #expect(map["underscores"] as? Double == 1000.25)
    #expect(map["infinity"] as? Double == .infinity)
    #expect(map["negativeInfinity"] as? Double == -.infinity)
    #expect((map["notANumber"] as? Double)?.isNaN == true)
    // YAML 1.1's float has no sign before a leading dot.
    #expect(map["signedDot"] as? String == "-.5")
  }

  @Test func yamlOnePointOneBoolsAreBools() throws {
    let map = try mapping("a: yes\nb: No\nc: ON\nd: off\ne: true\nf: FALSE\ng: y\nh: yEs\ni: True")
    #expect(map["a"] as? Bool == true)
    #expect(map["b"] as? Bool == false)
    #expect(map["c"] as? Bool == true)
    #expect(map["d"] as? Bool == false)
    #expect(map["e"] as? Bool == true)
    #expect(map["f"] as? Bool == false)
    #expect(map["i"] as? Bool == true)
    // Only the three spellings of each word count.
    #expect(map["g"] as? String == "y")
    #expect(map["h"] as? String == "yEs")
  }

  @Test func nullIsATildeTheWordOrNothing() throws {
    let map = try mapping("a: ~\nb: null\nc: NULL\nd:\ne: nulL\nf: ''")
    for key in ["a", "b", "c", "d"] {
      #expect(map[key] is YAMLDocument.Null, "\(key) is null")
    }
    #expect(map["e"] as? String == "nulL")
    #expect(map["f"] as? String == "")
    #expect("\(YAMLDocument.Null())" == "null")
  }

  @Test func quotedBlockAndStrTaggedScalarsStayStrings() throws {
    let map = try mapping(
      """
      single: '12'
      double: "1.5"
      bool: 'yes'
      tagged: !!str 12
      nonSpecific: ! true
      block: |
        12
      folded: >-
        0x1F
      """)
    #expect(map["single"] as? String == "12")
    #expect(map["double"] as? String == "1.5")
    #expect(map["bool"] as? String == "yes")
    #expect(map["tagged"] as? String == "12")
    #expect(map["nonSpecific"] as? String == "true")
    #expect(map["block"] as? String == "12\n")
    #expect(map["folded"] as? String == "0x1F")
  }

  @Test func explicitTagsReadTheTextAsThatType() throws {
    let map = try mapping("int: !!int 0x10\nfloat: !!float 1\nbool: !!bool YeS\nquoted: !!int '12'\nnot: !!int twelve")
    #expect(map["int"] as? Int == 16)
    #expect(map["float"] as? Double == 1)
    #expect(map["bool"] as? Bool == true)
    // A quoted int, or a text that is no int, stays text, as Yams left it.
    #expect(map["quoted"] as? String == "12")
    #expect(map["not"] as? String == "twelve")
  }

  @Test func mappingsAndSequencesNest() throws {
    let map = try mapping(
      """
      title: Boxes
      points: {Make it undoable: 3, Undo twice: 1.5}
      tags:
        - views
        - [1, two, ~]
      nested:
        deeper:
          deepest: true
      """)
    #expect(map["title"] as? String == "Boxes")
    let points = try #require(map["points"] as? [String: Any])
    #expect(points["Make it undoable"] as? Int == 3)
    #expect(points["Undo twice"] as? Double == 1.5)
    let tags = try #require(map["tags"] as? [Any])
    #expect(tags.count == 2)
    #expect(tags.first as? String == "views")
    let inner = try #require(tags.last as? [Any])
    #expect(inner.count == 3)
    #expect(inner[0] as? Int == 1)
    #expect(inner[1] as? String == "two")
    #expect(inner[2] is YAMLDocument.Null)
    let nested = try #require(map["nested"] as? [String: Any])
    let deeper = try #require(nested["deeper"] as? [String: Any])
    #expect(deeper["deepest"] as? Bool == true)
    // Keys are their text, whatever their type: `1:` is the key "1".
    #expect(try mapping("1: one\ntrue: yes")["1"] as? String == "one")
  }

  @Test func anAliasIsItsAnchorsValueAndMergeKeysMerge() throws {
    let map = try mapping(
      """
      base: &base {points: 2, visibility: hidden}
      copy: *base
      list: [&n 5, *n, *n]
      merged:
        <<: *base
        points: 3
      """)
    let copy = try #require(map["copy"] as? [String: Any])
    #expect(copy["points"] as? Int == 2)
    #expect(copy["visibility"] as? String == "hidden")
    #expect((map["list"] as? [Any])?.compactMap { $0 as? Int } == [5, 5, 5])
    // The mapping's own key wins over the merged one.
    let merged = try #require(map["merged"] as? [String: Any])
    #expect(merged["points"] as? Int == 3)
    #expect(merged["visibility"] as? String == "hidden")
  }

  /// An anchor names its node once the node is whole, so an alias inside it finds nothing:
  /// no value can hold itself.
  @Test func anAliasToTheNodeAroundItIsUndefined() {
    let error = error("a: &loop [1, *loop]")
    #expect(error?.problem == "found undefined alias")
    #expect(error?.line == 1)
    #expect(error?.column == 14)
  }

  @Test func aTextWithNoDocumentHasNoRoot() throws {
    #expect(try YAMLDocument("").root == nil)
    #expect(try YAMLDocument("# only a comment\n\n").root == nil)
    #expect(try YAMLDocument("   \n").root == nil)
    // An explicit document with nothing in it is a null, not no document.
    #expect(try YAMLDocument("---\n").root is YAMLDocument.Null)
  }

  @Test func aDeeplyNestedTextLoads() throws {
    let depth = 5_000
    var value = try YAMLDocument(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).root
    var levels = 0
    while let array = value as? [Any] {
      levels += 1
      value = array.first
    }
    #expect(levels == depth)
  }

  @Test(
    arguments: [
      ("title: [open\nchapter: testbed", 2, 8, "did not find expected ',' or ']'", "while parsing a flow sequence", 1),
      ("a: b: c", 1, 5, "mapping values are not allowed in this context", nil, nil),
      ("a: 1\nb: 'open", 2, 9, "found unexpected end of stream", "while scanning a quoted scalar", 2),
      ("a:\n\tb: 1", 2, 1, "found character that cannot start any token", "while scanning for the next token", 2),
      ("key: value\n- item", 2, 1, "did not find expected key", "while parsing a block mapping", 1),
      ("a: 1\n...\nb: 2", 3, 1, "did not find expected <document start>", nil, nil),
      ("a: 1\n--- second", 2, 1, "but found another document", "expected a single document in the stream", 1),
      ("title: a\nchapter: b\ntitle: c", 3, 1, "found duplicate key 'title'", "while constructing a mapping", 1),
      ("? [a]\n: b", 1, 3, "found a key that is a sequence or mapping", "while constructing a mapping", 1),
    ] as [(String, Int, Int, String, String?, Int?)])
  func malformedTextsSayWhatAndWhere(
    text: String, line: Int, column: Int, problem: String, context: String?, contextLine: Int?
  ) {
    #expect(
      error(text) == YAMLError(problem: problem, line: line, column: column, context: context, contextLine: contextLine))
  }

  /// The reader gives a byte offset, which is turned into a line and column.
  @Test func aControlCharacterIsFoundOnItsLine() {
    let error = error("title: t\nchapter: é\u{1}")
    #expect(error?.problem == "control characters are not allowed")
    #expect(error?.line == 2)
    #expect(error?.column == 11)
    #expect(error?.description == "2:11: control characters are not allowed")
  }

  @Test func aLessonsFrontMatterErrorsAreAtTheirFileLines() {
    let parser = LessonParser(catalog: .withTestbed)
    func problems(_ text: String) -> [String] { parser.parse(bytes: Array(text.utf8), path: "l.md").problems.map(\.description) }
    #expect(
      problems("---\ntitle: t\nchapter: testbed\nsource: s\ntitle: u\n---\n")
        == ["l.md:5: bad YAML in the front matter: found duplicate key 'title'"])
    #expect(
      problems("---\ntitle: t\nchapter: testbed\nsource: 'open\n---\n")
        == ["l.md:4: bad YAML in the front matter: found unexpected end of stream"])
    // A key with nothing after it is null, which is as good as missing.
    #expect(
      problems("---\ntitle:\nchapter: testbed\nsource: s\n---\n") == ["l.md:1: the front matter needs 'title:'"])
  }
}
