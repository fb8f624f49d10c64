#if canImport(Glibc)
  import Glibc
#endif

/// Gives memory freed by a large search back to the system.
///
/// glibc keeps freed blocks for reuse, so after `explore --reduce` has freed its states the
/// shell would still hold them at the prompt; `malloc_trim` (looked up at run time, since
/// Swift's Glibc module leaves out `malloc.h`) returns the free pages.
enum MemoryRelease {
  static func now() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
