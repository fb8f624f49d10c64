import CYAML

/// One YAML document read into Swift values, with libyaml's parser, as Yams's `load(yaml:)` read it.
///
/// A mapping becomes `[String: Any]`, keyed by each key's text; a `<<` key merges the mapping
/// (or the sequence of mappings) it names, and the mapping's own keys win. A sequence becomes
/// `[Any]`, a scalar what ``YAMLScalar`` makes of it. An alias stands for the value its anchor
/// was given, which is whole by then: an alias to a node that contains it is undefined, as it
/// was with Yams, so no value holds itself. Reading is a loop over libyaml's events with a stack
/// of the collections still open, not a recursion. It needs libyaml alone: Yams's Swift layer
/// imports Foundation, which the shell does without.
struct YAMLDocument {
  /// YAML's null: `~`, `null`, `Null`, `NULL`, or nothing at all after a key.
  struct Null: Hashable, Sendable, CustomStringConvertible {
    var description: String { "null" }
  }

  /// The document's value; nil when the text holds no document (it is empty, or only comments).
  let root: Any?

  /// Reads the text's one document.
  ///
  /// A second document is an error, as it was with Yams, and so is whatever libyaml's scanner,
  /// parser or reader finds wrong, a key given twice in one mapping, an undefined alias, or a key
  /// that is a sequence or mapping.
  init(_ text: String) throws(YAMLError) {
    // A byte after the text, so an empty text still has an address to give libyaml.
    let bytes = Array(text.utf8) + [0]
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    defer { parser.deallocate() }
    guard yaml_parser_initialize(parser) == 1 else { throw YAMLError(problem: "out of memory", line: 1, column: 1) }
    defer { yaml_parser_delete(parser) }
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(YAMLError) in
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, buffer.baseAddress, buffer.count - 1)
        var composer = Composer(parser: parser, text: buffer.prefix(buffer.count - 1))
        return try composer.document()
      }
    }
    root = try result.get()
  }
}

/// Turns libyaml's events into values: each collection open in a frame until its end event.
private struct Composer {
  let parser: UnsafeMutablePointer<yaml_parser_t>
  /// The text's bytes, to say on which line a reader error is.
  let text: Slice<UnsafeBufferPointer<UInt8>>
  var anchors: [String: Node] = [:]
  var frames: [Frame] = []

  /// A whole node: its value, and for a scalar the text and tag it is compared by as a key.
  struct Node {
    var value: Any
    var key: Key?
    var mark: yaml_mark_t
  }

  struct Key: Hashable {
    var text: String
    var tag: String
  }

  /// A sequence or mapping whose end has not come yet.
  struct Frame {
    var isMapping: Bool
    var anchor: String?
    var mark: yaml_mark_t
    var items: [Any] = []
    var entries: [(key: String, value: Any)] = []
    /// The mappings `<<` names, the first taking precedence over the rest.
    var merged: [[String: Any]] = []
    var keys: Set<Key> = []
    /// A key read, waiting for its value.
    var key: Key?
    /// The first key given a second time, at that second place.
    var duplicate: Node?
  }

  /// The event's data, copied out before libyaml frees it.
  struct Event {
    var type: yaml_event_type_t
    var mark: yaml_mark_t
    var anchor: String?
    var tag: String?
    var value = ""
    var quotedImplicit = false
    var plain = false
  }

  /// The stream's one document: nil when there is none.
  mutating func document() throws(YAMLError) -> Any? {
    _ = try next()  // STREAM-START
    guard try next().type != YAML_STREAM_END_EVENT else { return nil }  // DOCUMENT-START
    var root: Node?
    while root == nil { root = try step(next()) }
    _ = try next()  // DOCUMENT-END
    let after = try next()
    guard after.type == YAML_STREAM_END_EVENT else {
      var error = Self.error("but found another document", at: after.mark)
      (error.context, error.contextLine) = ("expected a single document in the stream", 1)
      throw error
    }
    return root?.value
  }

  /// Takes one event inside the document; the root node once it is whole.
  private mutating func step(_ event: Event) throws(YAMLError) -> Node? {
    switch event.type {
    case YAML_ALIAS_EVENT:
      guard let node = event.anchor.flatMap({ anchors[$0] }) else {
        throw Self.error("found undefined alias", at: event.mark)
      }
      return try add(node)
    case YAML_SCALAR_EVENT:
      let tag = YAMLScalar.tag(of: event.value, explicit: event.tag, quotedImplicit: event.quotedImplicit)
      let node = Node(
        value: YAMLScalar.value(of: event.value, tag: tag, plain: event.plain), key: Key(text: event.value, tag: tag),
        mark: event.mark)
      if let anchor = event.anchor { anchors[anchor] = node }
      return try add(node)
    case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
      frames.append(Frame(isMapping: event.type == YAML_MAPPING_START_EVENT, anchor: event.anchor, mark: event.mark))
      return nil
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      let frame = frames.removeLast()
      if let duplicate = frame.duplicate, let key = duplicate.key {
        throw Self.error("found duplicate key '\(key.text)'", at: duplicate.mark, context: frame.mark)
      }
      let node = Node(value: frame.isMapping ? Self.mapping(frame) : frame.items, key: nil, mark: frame.mark)
      if let anchor = frame.anchor { anchors[anchor] = node }
      return try add(node)
    default:
      // libyaml gives each document a node before its end; past the stream's end it gives empty
      // events, which must not keep this loop waiting.
      throw Self.error("found the end of the document before its node", at: event.mark)
    }
  }

  /// Puts a whole node into the collection open around it; the node itself when it is the root.
  private mutating func add(_ node: Node) throws(YAMLError) -> Node? {
    guard let last = frames.indices.last else { return node }
    guard frames[last].isMapping else {
      frames[last].items.append(node.value)
      return nil
    }
    guard let key = frames[last].key else {
      guard let key = node.key else {
        throw Self.error("found a key that is a sequence or mapping", at: node.mark, context: frames[last].mark)
      }
      if !frames[last].keys.insert(key).inserted, frames[last].duplicate == nil { frames[last].duplicate = node }
      frames[last].key = key
      return nil
    }
    frames[last].key = nil
    if key.tag == YAMLScalar.mergeTag {
      if let mapping = node.value as? [String: Any] {
        frames[last].merged.append(mapping)
      } else if let sequence = node.value as? [Any] {
        frames[last].merged += sequence.compactMap { $0 as? [String: Any] }
      }
    } else {
      frames[last].entries.append((key.text, node.value))
    }
    return nil
  }

  /// A mapping's dictionary: what `<<` merged in, then its own keys (the later of two that read
  /// alike, such as `1` and `'1'`, wins).
  private static func mapping(_ frame: Frame) -> [String: Any] {
    var mapping: [String: Any] = [:]
    for merged in frame.merged.reversed() { mapping.merge(merged) { _, later in later } }
    for (key, value) in frame.entries { mapping[key] = value }
    return mapping
  }

  /// The next event, or the error that stopped libyaml.
  private mutating func next() throws(YAMLError) -> Event {
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) == 1 else { throw error() }
    defer { yaml_event_delete(&event) }
    var copy = Event(type: event.type, mark: event.start_mark)
    switch event.type {
    case YAML_ALIAS_EVENT:
      copy.anchor = Self.string(event.data.alias.anchor)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      copy.anchor = Self.string(scalar.anchor)
      copy.tag = Self.string(scalar.tag)
      // A scalar may hold NUL characters: its length, not a terminator, ends it.
      copy.value =
        scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
      copy.quotedImplicit = scalar.quoted_implicit != 0
      copy.plain = scalar.style == YAML_PLAIN_SCALAR_STYLE
    case YAML_SEQUENCE_START_EVENT:
      copy.anchor = Self.string(event.data.sequence_start.anchor)
    case YAML_MAPPING_START_EVENT:
      copy.anchor = Self.string(event.data.mapping_start.anchor)
    default:
      break
    }
    return copy
  }

  /// libyaml's error, with its marks counted from 1.
  private func error() -> YAMLError {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "out of memory"
    switch state.error {
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
      var error = Self.error(problem, at: state.problem_mark)
      if let context = state.context {
        (error.context, error.contextLine) = (String(cString: context), Int(state.context_mark.line) + 1)
      }
      return error
    case YAML_READER_ERROR:
      // The reader gives a byte offset, not a mark.
      let before = text.prefix(state.problem_offset)
      let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
      let column = String(decoding: before[lineStart...], as: UTF8.self).unicodeScalars.count + 1
      return YAMLError(problem: problem, line: before.count { $0 == UInt8(ascii: "\n") } + 1, column: column)
    default:
      return YAMLError(problem: problem, line: 1, column: 1)
    }
  }

  /// An error at a mark; with a mapping's mark, "while constructing a mapping" that began there.
  private static func error(_ problem: String, at mark: yaml_mark_t, context: yaml_mark_t? = nil) -> YAMLError {
    YAMLError(
      problem: problem, line: Int(mark.line) + 1, column: Int(mark.column) + 1,
      context: context.map { _ in "while constructing a mapping" }, contextLine: context.map { Int($0.line) + 1 })
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
