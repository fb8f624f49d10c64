import Lessons

#if canImport(Glibc)
  import Glibc
#endif

/// The learner's Swift, a library beside the shell (`libWorkbenchSwift.so`, or the path in
/// `WORKBENCH_SWIFT_LIBRARY`) that the shell loads the first time Swift is needed.
///
/// It holds the interpreter and needs the toolchain's swift-syntax libraries: loading them at
/// every start would cost the shell ~3 ms and megabytes of the dynamic loader's work on their
/// symbols, for learners who may never type `swift`.
enum SwiftLibrary {
  /// Installs the loader; the library is loaded when a runner is first asked for.
  static func installLoader() {
    SwiftHost.installLoader {
      let path = ProgramFiles.beside("libWorkbenchSwift.so", overriddenBy: "WORKBENCH_SWIFT_LIBRARY")
      guard let library = dlopen(path, RTLD_NOW | RTLD_LOCAL), let entry = dlsym(library, "workbench_swift_install") else {
        // Swift stays unavailable, and `swift` says so; the reason goes to stderr once.
        let reason = dlerror().map { String(cString: $0) } ?? "no entry point"
        Terminal.warn("warning: the learner's Swift cannot be loaded: \(reason)")
        return
      }
      typealias Install = @convention(c) () -> Void
      unsafeBitCast(entry, to: Install.self)()
    }
  }
}
