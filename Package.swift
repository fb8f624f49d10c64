// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Workbench",
  products: [
    .executable(name: "workbench", targets: ["Workbench"]),
    .library(name: "Lessons", targets: ["Lessons"]),
    .library(name: "Evaluators", targets: ["Evaluators"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
  ],
  targets: [
    .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
    .target(name: "Lessons"),
    .target(name: "Evaluators", dependencies: ["Lessons", .product(name: "Yams", package: "Yams")]),
    .executableTarget(
      name: "Workbench",
      dependencies: [
        "CEditLine", "Lessons", "Evaluators",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "WorkbenchBench", dependencies: ["Lessons"], path: "Benchmarks/WorkbenchBench"),
    .testTarget(name: "LessonsTests", dependencies: ["Lessons"]),
    .testTarget(name: "EvaluatorsTests", dependencies: ["Evaluators", "Lessons"]),
    .testTarget(name: "WorkbenchTests", dependencies: ["Workbench", "Lessons", "Evaluators"]),
  ]
)
