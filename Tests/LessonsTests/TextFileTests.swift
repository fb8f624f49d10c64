import Lessons
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `save` and every `--output` write through `TextFile.writeAtomically`: a regular file is
/// replaced whole, a link keeps pointing where it did, and what is not a regular file (a pipe,
/// `/dev/stdout`) is written into, never replaced by a file.
@Suite struct TextFileTests {
  let folder: String

  init() {
    folder = "/tmp/wb-textfile-\(UInt64.random(in: 0...UInt64.max))"
    mkdir(folder, 0o755)
  }

  func kind(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  @Test func aRegularFileIsReplacedWhole() throws {
    let path = folder + "/a.txt"
    try TextFile.writeAtomically("first, and longer\n", to: path)
    try TextFile.writeAtomically("second\n", to: path)
    #expect(TextFile.read(path) == "second\n")
    #expect(kind(path) == S_IFREG)
  }

  @Test func aLinkIsFollowedAndKeptEvenWhenItsTargetIsNew() throws {
    let link = folder + "/link.json"
    #expect(symlink("sub/../real.json", link) == 0)
    mkdir(folder + "/sub", 0o755)
    try TextFile.writeAtomically("{}\n", to: link)
    #expect(kind(link) == S_IFLNK)
    #expect(TextFile.read(folder + "/real.json") == "{}\n")
    try TextFile.writeAtomically("[]\n", to: link)
    #expect(kind(link) == S_IFLNK)
    #expect(TextFile.read(folder + "/real.json") == "[]\n")
  }

  @Test func aPipeIsWrittenIntoNotReplaced() throws {
    let fifo = folder + "/fifo"
    #expect(mkfifo(fifo, 0o644) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try TextFile.writeAtomically("through the pipe\n", to: fifo)
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(reader, &buffer, buffer.count)
    #expect(count == 17)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "through the pipe\n")
    #expect(kind(fifo) == S_IFIFO)
  }
}
