/// What a framework block's label statement logs (`t1 didReceiveData 250 bytes`), kept as the
/// parts the framework had until someone reads it.
///
/// A framework posts a block for every call it makes (a session's delegate callback), and most
/// are never read as text: keeping the parts (names the caller holds already, and the detail's
/// numbers) makes posting one build no string. `text` puts them into the words a `log`
/// statement would carry.
package struct FrameworkLabel: Hashable, Codable, Sendable {
  /// Who is called: a task or a session, or the whole text of a label given as words.
  var who: String
  /// The method called; empty for a label given as words.
  var method: String
  /// What it is called with, made loggable as it is read; nil for a label given as words.
  var detail: FrameworkDetail?

  /// A label of a caller, a method and what it is called with.
  init(who: String, method: String, detail: FrameworkDetail) {
    (self.who, self.method, self.detail) = (who, method, detail)
  }

  /// A label given as words already single-spaced (`ThreadingWorld.words`), logged as it is.
  init(words: String) {
    (who, method, detail) = (words, "", nil)
  }

  /// The words the label statement logs: who, the method and the detail (`loggable`), single
  /// spaced.
  var text: String {
    guard let detail else { return who }
    return Self.text(who, method, detail.text)
  }

  /// Whether the label is of `who`'s call of `method`: compared by parts, nothing is built.
  func names(_ who: String, _ method: String) -> Bool { self.who == who && self.method == method }

  /// `who method detail`, the detail made `loggable`, each run of whitespace one space.
  static func text(_ who: String, _ method: String, _ detail: String) -> String {
    let capacity = who.utf8.count + method.utf8.count + detail.utf8.count + 2
    var isASCII = true
    // One pass over each part's bytes, read as one buffer (a string's UTF-8 view reads a byte
    // at a time), the words single-spaced as they go (as `ThreadingWorld.words`).
    let text = String(unsafeUninitializedCapacity: capacity) { buffer in
      var length = 0
      var pendingSpace = false
      var (who, method, detail) = (who, method, detail)
      isASCII = who.withUTF8 { put($0, loggable: false, into: buffer, length: &length, pendingSpace: &pendingSpace) }
      pendingSpace = length > 0
      isASCII =
        isASCII && method.withUTF8 { put($0, loggable: false, into: buffer, length: &length, pendingSpace: &pendingSpace) }
      pendingSpace = length > 0
      isASCII = isASCII && detail.withUTF8 { put($0, loggable: true, into: buffer, length: &length, pendingSpace: &pendingSpace) }
      return length
    }
    // Past ASCII, whitespace is a matter of Unicode: the slow way is the sure one.
    guard isASCII else { return ThreadingWorld.words("\(who) \(method) \(loggable(detail))") }
    return text
  }

  /// Puts `part`'s bytes into `buffer` from `length` on, each run of whitespace one space
  /// (`pendingSpace` carries one over to the next byte put), and the part made `loggable` if
  /// asked; false, with the bytes so far put, at the first byte past ASCII.
  @inline(__always)
  private static func put(
    _ part: UnsafeBufferPointer<UInt8>, loggable: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>, length: inout Int,
    pendingSpace: inout Bool
  ) -> Bool {
    for var byte in part {
      guard byte < 0x80 else { return false }
      if loggable {
        if byte == UInt8(ascii: ",") { continue }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"): byte = 0x20
        default: break
        }
      }
      if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
        pendingSpace = length > 0
        continue
      }
      if pendingSpace {
        buffer[length] = 0x20
        length += 1
        pendingSpace = false
      }
      buffer[length] = byte
      length += 1
    }
    return true
  }

  /// Text a `log` statement can carry: no braces, semicolons or quotes, and no commas (which
  /// would make the statement's words quoted wherever it is shown).
  static func loggable(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case 0x80...:
        // Past ASCII a character may be more than a byte: the slow way is the sure one.
        return String(text.filter { $0 != "," }.map { "{};\"'".contains($0) ? " " : $0 })
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        bytes.append(UInt8(ascii: " "))
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
