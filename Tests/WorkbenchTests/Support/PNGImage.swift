import Foundation

/// A PNG screenshot's pixels, decoded here (inflate included) so the test needs no image library.
///
/// Handles what Chromium writes: 8 bits a channel, RGB or RGBA, not interlaced.
struct PNGImage {
  struct Unsupported: Error, CustomStringConvertible {
    var description: String
  }

  let width: Int
  let height: Int
  /// Red, green, blue (and alpha when present) of each pixel, row by row.
  private let pixels: [UInt8]
  private let channels: Int

  init(_ data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      throw Unsupported(description: "not a PNG file")
    }
    var offset = 8
    var header: [UInt8] = []
    var compressed: [UInt8] = []
    func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    while offset + 8 <= bytes.count {
      let length = bigEndian(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = Array(bytes[offset + 8..<offset + 8 + length])
      if type == "IHDR" { header = body }
      if type == "IDAT" { compressed += body }
      if type == "IEND" { break }
      offset += 12 + length
    }
    guard header.count == 13 else { throw Unsupported(description: "no IHDR chunk") }
    width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    guard header[8] == 8, header[12] == 0, header[9] == 2 || header[9] == 6 else {
      throw Unsupported(description: "bit depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
    }
    channels = header[9] == 6 ? 4 : 3
    // A zlib stream: two header bytes, deflate data, an Adler-32 checksum.
    var inflate = Inflate(Array(compressed.dropFirst(2)))
    let raw = try inflate.run()
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else { throw Unsupported(description: "image data too short") }
    var out = [UInt8](repeating: 0, count: height * stride)
    for row in 0..<height {
      let filter = raw[row * (stride + 1)]
      let source = row * (stride + 1) + 1
      for column in 0..<stride {
        let x = Int(raw[source + column])
        let left = column >= channels ? Int(out[row * stride + column - channels]) : 0
        let up = row > 0 ? Int(out[(row - 1) * stride + column]) : 0
        let upLeft = row > 0 && column >= channels ? Int(out[(row - 1) * stride + column - channels]) : 0
        let value: Int
        switch filter {
        case 0: value = x
        case 1: value = x + left
        case 2: value = x + up
        case 3: value = x + (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          value = x + (pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft))
        default: throw Unsupported(description: "filter \(filter)")
        }
        out[row * stride + column] = UInt8(value & 0xFF)
      }
    }
    pixels = out
  }

  /// Red, green and blue at (x, y).
  func rgb(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
    let at = (y * width + x) * channels
    return (Int(pixels[at]), Int(pixels[at + 1]), Int(pixels[at + 2]))
  }

  /// The smallest rectangle holding every pixel (in `columns`, when given) for which `matches`
  /// holds: min x, min y, max x, max y.
  func bounds(
    columns: Range<Int>? = nil, where matches: ((r: Int, g: Int, b: Int)) -> Bool
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    let columns = (columns ?? 0..<width).clamped(to: 0..<width)
    for y in 0..<height {
      for x in columns where matches(rgb(x, y)) {
        if let found = result {
          result = (min(found.minX, x), min(found.minY, y), max(found.maxX, x), max(found.maxY, y))
        } else {
          result = (x, y, x, y)
        }
      }
    }
    return result
  }
}

/// Deflate (RFC 1951) decompression: stored, fixed and dynamic Huffman blocks.
private struct Inflate {
  let input: [UInt8]
  var position = 0
  var bitBuffer = 0
  var bitCount = 0
  var output: [UInt8] = []

  init(_ input: [UInt8]) { self.input = input }

  struct Corrupt: Error {}

  mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw Corrupt() }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  mutating func decode(_ code: Huffman) throws -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw Corrupt()
  }

  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

  mutating func run() throws -> [UInt8] {
    var last = 0
    while last == 0 {
      last = try bits(1)
      switch try bits(2) {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Corrupt() }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw Corrupt() }
        output += input[position..<position + length]
        position += length
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24)
          + [Int](repeating: 8, count: 8)
        try block(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2:
        let literals = try bits(5) + 257
        let distances = try bits(5) + 1
        let codeLengths = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengthsOfLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeLengths { lengthsOfLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: lengthsOfLengths)
        var lengths: [Int] = []
        while lengths.count < literals + distances {
          let symbol = try decode(lengthCode)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else { throw Corrupt() }
            lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
          }
        }
        try block(
          Huffman(lengths: Array(lengths[0..<literals])), Huffman(lengths: Array(lengths[literals..<literals + distances])))
      default: throw Corrupt()
      }
    }
    return output
  }

  mutating func block(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < Self.lengthBase.count else { throw Corrupt() }
      let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
      let code = try decode(distances)
      guard code < Self.distanceBase.count else { throw Corrupt() }
      let distance = Self.distanceBase[code] + (try bits(Self.distanceExtra[code]))
      guard distance <= output.count else { throw Corrupt() }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }
}
