import Lessons

/// The entry point the shell looks up when it loads this library (`libWorkbenchSwift.so`) on
/// first use: it installs the runner.
@_cdecl("workbench_swift_install")
public func workbenchSwiftInstall() {
  SwiftHost.install(SwiftInterpreterRunner())
}
