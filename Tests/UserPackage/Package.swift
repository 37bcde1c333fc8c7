// swift-tools-version: 6.1

import Foundation
import PackageDescription

// A user's own package: a tip calculator in MVC and MVVM on the workbench's kit, driven by the
// workbench through its library entry point. CI copies it out and points
// ARCHITECTURE_WORKBENCH_PATH at the clone (a WORKBENCH_ variable would be dropped from the
// builds the workbench starts itself); in place, the workbench is two folders up.
let workbench = ProcessInfo.processInfo.environment["ARCHITECTURE_WORKBENCH_PATH"] ?? "../.."

let package = Package(
  name: "TipCalculator",
  dependencies: [.package(name: "ArchitectureWorkbench", path: workbench)],
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
