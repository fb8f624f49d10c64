/// A long text as a dictionary key that hashes in constant time.
///
/// It hashes the text's length and its first and last bytes; equal texts still compare whole.
/// Blocks nest: a block's text holds every block inside it, so hashing each one whole would read
/// a line as many times as it has levels.
struct TextKey: Hashable, Codable, Sendable {
  var text: String

  init(_ text: String) { self.text = text }

  static let sample = 64

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { bytes in
      hasher.combine(bytes.count)
      let raw = UnsafeRawBufferPointer(bytes)
      if raw.count <= 2 * Self.sample {
        hasher.combine(bytes: raw)
      } else {
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.prefix(Self.sample)))
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw.suffix(Self.sample)))
      }
    }
  }
}
