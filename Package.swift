// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `make test` builds debug: there a warning is an error, so none can creep in unseen.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"], .when(configuration: .debug))]

/// The toolchain's own swift-syntax, built for its macro plugins.
///
/// It is in `lib/swift/host` beside the `swift` on PATH. Linking it takes seconds where building
/// the swift-syntax package takes minutes (README, "How it is built"); without it the learner's
/// Swift is unavailable.
let swiftSyntaxHost: String? = {
  for folder in (Context.environment["PATH"] ?? "").split(separator: ":") {
    let host = URL(fileURLWithPath: String(folder)).deletingLastPathComponent().appendingPathComponent("lib/swift/host").path
    if FileManager.default.fileExists(atPath: host + "/libSwiftParser.so") { return host }
  }
  return nil
}()
let swiftSyntaxLibraries = [
  "SwiftParser", "SwiftSyntax", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat", "SwiftOperators",
]
let swiftSyntaxSettings: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] =
  swiftSyntaxHost.map { host in
    [.unsafeFlags(["-L", host] + swiftSyntaxLibraries.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])]
  } ?? []

/// Whether to build a binary that runs where Swift is not installed (Gradescope's image).
///
/// `WORKBENCH_STANDALONE=1 swift build -c release --product workbench --static-swift-stdlib`
/// links the models into it, where otherwise they are a library beside it. The learner's
/// Swift, a library that shares the models, is not available to it.
let standalone = Context.environment["WORKBENCH_STANDALONE"] != nil

/// The chapters' models: `libLessons.so`, from the package in `Packages/WorkbenchKit` (linked
/// in, in a standalone build).
let lessons: Target.Dependency = .product(name: standalone ? "LessonsStatic" : "Lessons", package: "WorkbenchKit")

let package = Package(
  name: "Workbench",
  products: [
    .executable(name: "workbench", targets: ["Workbench"]),
    .executable(name: "workbench-urlsession", targets: ["WorkbenchURLSession"]),
    .executable(name: "workbench-live", targets: ["WorkbenchLive"]),
    .library(name: "Evaluators", targets: ["Evaluators"]),
  ]
    // The learner's Swift, which the shell loads the first time a learner uses it: swift-syntax
    // and its symbols then, not at every start.
    + (standalone ? [] : [.library(name: "WorkbenchSwift", type: .dynamic, targets: ["LearnerSwift"])]),
  dependencies: [
    // The chapters' models, a shared library the shell and the learner's Swift both use.
    .package(path: "Packages/WorkbenchKit"),
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
  ],
  targets: [
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // Lesson front matter is read with libyaml's parser itself: Yams, its Swift wrapper, loads
    // Foundation, which the shell does without.
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    // The networking chapter's live mode: the embedded HTTP server (SwiftNIO) and a real
    // URLSession (FoundationNetworking). Lessons declares the seam; this module fills it.
    .target(
      name: "LiveNetworking",
      dependencies: [
        lessons, .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      swiftSettings: strict),
    // Live exchanges run Foundation's URLSession in this program of their own, so the shell does
    // not load FoundationNetworking and libcurl.
    .executableTarget(name: "WorkbenchURLSession", dependencies: [lessons], swiftSettings: strict),
    // The threading chapter's `live` runs on real threads with Foundation's operation queues in
    // this program of its own, so the shell does not load Foundation.
    .executableTarget(
      name: "WorkbenchLive", dependencies: [.product(name: "LiveThreads", package: "WorkbenchKit")], swiftSettings: strict),
    .target(name: "Evaluators", dependencies: [lessons, "CYAML"], swiftSettings: strict),
    .executableTarget(
      name: "Workbench",
      dependencies: [
        "CEditLine", lessons, "Evaluators", "LiveNetworking",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    .target(name: "HostileInput", swiftSettings: strict),
    // The learner's Swift (issue 20), read by the toolchain's SwiftParser.
    .target(
      name: "LearnerSwift", dependencies: [lessons], swiftSettings: strict + swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .executableTarget(
      name: "WorkbenchBench", dependencies: [lessons, "HostileInput", "LiveNetworking", "LearnerSwift"],
      path: "Benchmarks/WorkbenchBench", swiftSettings: strict + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    .testTarget(name: "LessonsTests", dependencies: [lessons], swiftSettings: strict),
    .testTarget(name: "LiveNetworkingTests", dependencies: ["LiveNetworking", lessons], swiftSettings: strict),
    .testTarget(name: "EvaluatorsTests", dependencies: ["Evaluators", lessons], swiftSettings: strict),
    .testTarget(
      name: "LearnerSwiftTests", dependencies: ["LearnerSwift", lessons, "Evaluators", "HostileInput"],
      swiftSettings: strict + swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .testTarget(
      name: "WorkbenchTests", dependencies: ["Workbench", lessons, "Evaluators", "HostileInput", "LearnerSwift"],
      swiftSettings: strict + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
  ]
)
