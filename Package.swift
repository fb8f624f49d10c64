// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// `make test` builds debug: there a warning is an error, so none can creep in unseen.
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"], .when(configuration: .debug))]

/// The chapters' models in a release build: the exclusivity of each access to a class's
/// property is proved by the debug build's tests, where it is checked at run time, so the
/// release build does not check it again on every step (`make bench`, the networking chapter).
let models: [SwiftSetting] = strict + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

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

let package = Package(
  name: "Workbench",
  products: [
    .executable(name: "workbench", targets: ["Workbench"]),
    .executable(name: "workbench-urlsession", targets: ["WorkbenchURLSession"]),
    .executable(name: "workbench-live", targets: ["WorkbenchLive"]),
    .library(name: "Lessons", targets: ["Lessons"]),
    .library(name: "Evaluators", targets: ["Evaluators"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
  ],
  targets: [
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    // Lesson front matter is read with libyaml's parser itself: Yams, its Swift wrapper, loads
    // Foundation, which the shell does without.
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .target(name: "Lessons", swiftSettings: models),
    // The networking chapter's live mode: the embedded HTTP server (SwiftNIO) and a real
    // URLSession (FoundationNetworking). Lessons declares the seam; this module fills it.
    .target(
      name: "LiveNetworking",
      dependencies: [
        "Lessons", .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
      ],
      swiftSettings: strict),
    // Live exchanges run Foundation's URLSession in this program of their own, so the shell does
    // not load FoundationNetworking and libcurl.
    .executableTarget(name: "WorkbenchURLSession", dependencies: ["Lessons"], swiftSettings: strict),
    // The threading chapter's `live` runs on real threads with Foundation's operation queues in
    // this program of its own, so the shell does not load Foundation.
    .executableTarget(name: "WorkbenchLive", dependencies: ["Lessons"], swiftSettings: strict),
    .target(name: "Evaluators", dependencies: ["Lessons", "CYAML"], swiftSettings: strict),
    .executableTarget(
      name: "Workbench",
      dependencies: [
        "CEditLine", "Lessons", "Evaluators", "LiveNetworking", "LearnerSwift",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking
    ),
    .target(name: "HostileInput", swiftSettings: strict),
    // The learner's Swift (issue 20), read by the toolchain's SwiftParser.
    .target(
      name: "LearnerSwift", dependencies: ["Lessons"], swiftSettings: strict + swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .executableTarget(
      name: "WorkbenchBench", dependencies: ["Lessons", "HostileInput", "LiveNetworking", "LearnerSwift"],
      path: "Benchmarks/WorkbenchBench", swiftSettings: strict + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons"], swiftSettings: strict),
    .testTarget(name: "LiveNetworkingTests", dependencies: ["LiveNetworking", "Lessons"], swiftSettings: strict),
    .testTarget(name: "EvaluatorsTests", dependencies: ["Evaluators", "Lessons"], swiftSettings: strict),
    .testTarget(
      name: "LearnerSwiftTests", dependencies: ["LearnerSwift", "Lessons", "Evaluators", "HostileInput"],
      swiftSettings: strict + swiftSyntaxSettings,
      linkerSettings: swiftSyntaxLinking),
    .testTarget(
      name: "WorkbenchTests", dependencies: ["Workbench", "Lessons", "Evaluators", "HostileInput"],
      swiftSettings: strict + swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
  ]
)
