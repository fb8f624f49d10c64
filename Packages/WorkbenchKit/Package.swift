// swift-tools-version: 6.0
import PackageDescription

/// The chapters' models as a shared library of their own, `libLessons.so`.
///
/// The shell links it, and so does the learner's Swift, which the shell loads only when a
/// learner first uses it (`libWorkbenchSwift.so`, with the toolchain's swift-syntax behind it):
/// both must see one copy of the models. SwiftPM links a target of the same package into an
/// executable statically, and a dynamic library product of another package dynamically, so
/// the models are this package's product. Its sources stay where they always were, in the
/// Workbench's `Sources/` (the folders here are links to them).

/// `make test` builds debug: there a warning is an error, so none can creep in unseen.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"], .when(configuration: .debug))]

/// The chapters' models in a release build: the exclusivity of each access to a class's
/// property is proved by the debug build's tests, where it is checked at run time, so the
/// release build does not check it again on every step (`make bench`, the networking chapter).
let models: [SwiftSetting] = strict + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
  name: "WorkbenchKit",
  products: [
    .library(name: "Lessons", type: .dynamic, targets: ["Lessons"]),
    // The same, linked into a standalone binary (`WORKBENCH_STANDALONE`, Package.swift).
    .library(name: "LessonsStatic", type: .static, targets: ["Lessons"]),
    // `live`'s runs, with Foundation: only workbench-live links it.
    .library(name: "LiveThreads", targets: ["LiveThreads"]),
  ],
  targets: [
    .target(name: "Lessons", swiftSettings: models),
    .target(name: "LiveThreads", dependencies: ["Lessons"], swiftSettings: strict),
  ]
)
