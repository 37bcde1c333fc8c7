// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A user's own package: a tip calculator in MVC and MVVM on the workbench's kit, driven by the
// workbench through its library entry point. In place, it depends on the workbench two folders up,
// by path. CI copies it out and depends on a tagged clone by version, as a team would on a release
// (`ARCHITECTURE_WORKBENCH_URL`; a WORKBENCH_ variable would be dropped from the builds the
// workbench starts itself), or on a folder by path (`ARCHITECTURE_WORKBENCH_PATH`).
let environment = ProcessInfo.processInfo.environment
let workbench: Package.Dependency =
  environment["ARCHITECTURE_WORKBENCH_URL"].map { .package(url: $0, from: "1.0.0") }
  ?? .package(
    name: "ArchitectureWorkbench", path: environment["ARCHITECTURE_WORKBENCH_PATH"] ?? "../..")

let package = Package(
  name: "TipCalculator",
  dependencies: [workbench],
  targets: [
    // The screen's shared layers: its rules and its view, as the 7GUIs screens have theirs.
    .target(name: "TipModel", path: "Sources/TipModel"),
    .target(
      name: "TipUI",
      dependencies: [
        .product(name: "ViewKit", package: "ArchitectureWorkbench"),
        .product(name: "Screens", package: "ArchitectureWorkbench"),
      ], path: "Sources/TipUI"),
    // The screen in two architectures, each over the shared layers, never over each other.
    .target(
      name: "TipMVC",
      dependencies: [
        "TipModel", "TipUI", .product(name: "ViewKit", package: "ArchitectureWorkbench"),
        .product(name: "Screens", package: "ArchitectureWorkbench"),
      ], path: "Sources/TipMVC"),
    .target(
      name: "TipMVVM",
      dependencies: [
        "TipModel", "TipUI", .product(name: "ViewKit", package: "ArchitectureWorkbench"),
        .product(name: "Screens", package: "ArchitectureWorkbench"),
      ], path: "Sources/TipMVVM"),
    // The screen as the workbench knows it; `conformance` indexes this target, which needs
    // none of the workbench's own modules.
    .target(
      name: "TipScreens",
      dependencies: [
        "TipMVC", "TipMVVM", .product(name: "Screens", package: "ArchitectureWorkbench"),
      ], path: "Sources/TipScreens"),
    // The package's own workbench: every command, on its screens.
    .executableTarget(
      name: "TipWorkbench",
      dependencies: [
        "TipScreens", .product(name: "Workbench", package: "ArchitectureWorkbench"),
      ], path: "Sources/TipWorkbench"),
  ],
  swiftLanguageModes: [.v6])
