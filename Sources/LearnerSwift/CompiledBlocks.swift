/// The compiler as it stood after a session's blocks compiled, so the next block compiles on
/// from it (`SwiftCompiler.compile(blocks:host:unset:continuing:)`): each block compiles once,
/// where compiling them all again made every block of a long session slower than the last.
///
/// It follows from the blocks, which the session compares: two sessions with the same blocks
/// are equal whatever either keeps of their compiling.
public struct CompiledBlocks: Equatable, Sendable {
  #if canImport(SwiftParser)
    /// The compiler after the first `count` blocks; nil before any.
    var compiler: SwiftCompiler?
  #endif
  /// How many of the session's blocks the compiler has compiled.
  public internal(set) var count = 0
  /// Whether the frameworks' value types were compiled first, as a block of their own (1) or not (0).
  var frameworks = 0

  /// No compiler yet: the first block compiles from the prelude.
  public init() {}

  #if canImport(SwiftParser)
    /// The compiler after `count` blocks, the frameworks' types first when `frameworks` is 1.
    init(compiler: SwiftCompiler, count: Int, frameworks: Int) {
      self.compiler = compiler
      self.count = count
      self.frameworks = frameworks
    }
  #endif

  /// Always equal: what it keeps follows from the blocks.
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
