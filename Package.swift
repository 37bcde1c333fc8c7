// swift-tools-version: 6.1

import Foundation
import PackageDescription

// The build-speed flags below are `unsafeFlags`, which SwiftPM refuses in a package fetched as a
// versioned dependency (from a URL or a registry, checked out under `.build/checkouts` or
// `.build/registry`). Fetched so, the package declares none, and its library products build with
// SwiftPM's defaults; built itself, or by path, it keeps them (`.ci/user-package` checks both).
let isFetchedDependency = ["/checkouts/", "/registry/downloads/"].contains {
  Context.packageDirectory.contains($0)
}
// Text editing, the engine and the scenario language are optimised even in a debug build: every
// test and every debug run of a large paste goes through them, and unoptimised they are many times
// slower (an edit's check of a 200 KB paste walks it through unspecialised generic code).
let optimisedInDebug: [SwiftSetting] =
  isFetchedDependency ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
  name: "ArchitectureWorkbench",
  products: [
    .executable(name: "workbench", targets: ["WorkbenchTool"]),
    .executable(name: "workbench-lab", targets: ["WorkbenchLabTool"]),
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .library(
      name: "Harness",
      targets: [
        "TimingStatistics", "ScenarioReplay", "MessageTraces", "RunReports", "ReportComparison",
      ]),
    // A package's own screens: written with ViewKit and these, run through every command by
    // `WorkbenchCommand.main(screens:)`.
    .library(name: "Screens", targets: ["ArchitectureDescriptor", "Tracing", "Binding"]),
    .library(name: "Workbench", targets: ["WorkbenchCLI"]),
  ],
  targets: [
    // Shared layers: what every architecture stands on, over Diagnostics, the quoting that traces
    // and the tooling share.
    .target(name: "Diagnostics", path: "Sources/Shared/Diagnostics"),
    .target(name: "Tracing", dependencies: ["Diagnostics"], path: "Sources/Shared/Tracing"),
    .target(
      name: "TextEditing", dependencies: ["Diagnostics"], path: "Sources/Shared/TextEditing",
      swiftSettings: optimisedInDebug),
    .target(
      name: "CalculatorEngine", path: "Sources/Shared/CalculatorEngine", exclude: ["README.md"],
      swiftSettings: optimisedInDebug),
    .target(name: "Scheduling", path: "Sources/Shared/Scheduling"),
    .target(
      name: "CalculatorModel",
      dependencies: ["CalculatorEngine", "Scheduling", "TextEditing", "Tracing"],
      path: "Sources/Shared/CalculatorModel"),
    .target(
      name: "ViewKit", dependencies: ["TextEditing", "Tracing"], path: "Sources/Shared/ViewKit"),
    // The headless SwiftUI-shaped kit: declarative views rendered to ViewKit's widgets.
    .target(
      name: "DeclarativeKit", dependencies: ["ViewKit"], path: "Sources/Shared/DeclarativeKit",
      exclude: ["README.md"]),
    // The Composable Architecture's runtime over the declarative kit, and its test store.
    .target(
      name: "ComposableKit", dependencies: ["DeclarativeKit", "Tracing"],
      path: "Sources/Shared/ComposableKit", exclude: ["README.md"]),
    .target(
      name: "ComposableTesting", dependencies: ["ComposableKit"],
      path: "Sources/Shared/ComposableTesting"),
    .target(name: "Persistence", path: "Sources/Shared/Persistence"),
    .target(name: "Binding", dependencies: ["Tracing"], path: "Sources/Shared/Binding"),
    .target(
      name: "CalculatorUI", dependencies: ["ViewKit", "TextEditing", "Tracing"],
      path: "Sources/Shared/CalculatorUI"),

    // Architectures: each over the shared layers, never over each other.
    .target(
      name: "MassiveMVC",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/MassiveMVC"),
    .target(
      name: "MVC",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/MVC"),
    .target(
      name: "MVP",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/MVP"),
    .target(
      name: "MVVM",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
      ], path: "Sources/Architectures/MVVM"),
    .target(
      name: "MVVMInputOutput",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
      ], path: "Sources/Architectures/MVVMInputOutput"),
    .target(
      name: "MVVMObservation",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/MVVMObservation"),
    .target(
      name: "UnidirectionalStore",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/UnidirectionalStore"),
    .target(
      name: "VIPER",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/VIPER"),
    .target(
      name: "CleanSwift",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"],
      path: "Sources/Architectures/CleanSwift"),
    // MV on the declarative kit: an @Observable model read directly by views.
    .target(
      name: "MV",
      dependencies: ["CalculatorModel", "CalculatorUI", "DeclarativeKit", "Tracing", "ViewKit"],
      path: "Sources/Architectures/MV", exclude: ["README.md"]),
    // MVVM on the declarative kit: @Observable view models the views bind to.
    .target(
      name: "ObservableMVVM",
      dependencies: ["CalculatorModel", "CalculatorUI", "DeclarativeKit", "ViewKit", "Tracing"],
      path: "Sources/Architectures/ObservableMVVM", exclude: ["README.md"]),
    // The Composable Architecture on the declarative kit: a reducer, effects and a store.
    .target(
      name: "ComposableStore",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "ComposableKit", "DeclarativeKit", "Tracing", "ViewKit",
      ], path: "Sources/Architectures/ComposableStore", exclude: ["README.md"]),

    // Screens other than the calculator, each over its own model and view, one target per
    // architecture that builds it (7GUIs' temperature converter).
    .target(name: "TemperatureConversion", path: "Sources/Shared/TemperatureConversion"),
    .target(name: "FlightBooking", path: "Sources/Shared/FlightBooking"),
    .target(
      name: "FlightBookerUI", dependencies: ["ViewKit", "Tracing"],
      path: "Sources/Shared/FlightBookerUI"),
    .target(name: "CrudModel", path: "Sources/Shared/CrudModel"),
    .target(name: "CrudUI", dependencies: ["ViewKit", "Tracing"], path: "Sources/Shared/CrudUI"),
    .target(
      name: "CrudMassiveMVC", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/MassiveMVC"),
    .target(
      name: "CrudMVC", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/MVC"),
    .target(
      name: "CrudMVP", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/MVP"),
    .target(
      name: "CrudMVVM", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Binding", "Tracing"],
      path: "Sources/Screens/Crud/MVVM"),
    .target(
      name: "CrudMVVMInputOutput",
      dependencies: ["CrudModel", "CrudUI", "ViewKit", "Binding", "Tracing"],
      path: "Sources/Screens/Crud/MVVMInputOutput"),
    .target(
      name: "CrudMVVMObservation", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/MVVMObservation"),
    .target(
      name: "CrudUnidirectionalStore", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/UnidirectionalStore"),
    .target(
      name: "CrudVIPER", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/VIPER"),
    .target(
      name: "CrudCleanSwift", dependencies: ["CrudModel", "CrudUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/Crud/CleanSwift"),
    .target(
      name: "FlightBookerMassiveMVC",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/MassiveMVC"),
    .target(
      name: "FlightBookerMVC",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/MVC"),
    .target(
      name: "FlightBookerMVP",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/MVP"),
    .target(
      name: "FlightBookerMVVM",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Binding", "Tracing"],
      path: "Sources/Screens/FlightBooker/MVVM"),
    .target(
      name: "FlightBookerMVVMInputOutput",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Binding", "Tracing"],
      path: "Sources/Screens/FlightBooker/MVVMInputOutput"),
    .target(
      name: "FlightBookerMVVMObservation",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/MVVMObservation"),
    .target(
      name: "FlightBookerUnidirectionalStore",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/UnidirectionalStore"),
    .target(
      name: "FlightBookerVIPER",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/VIPER"),
    .target(
      name: "FlightBookerCleanSwift",
      dependencies: ["FlightBooking", "FlightBookerUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/FlightBooker/CleanSwift"),
    .target(
      name: "TemperatureConverterUI", dependencies: ["ViewKit", "Tracing"],
      path: "Sources/Shared/TemperatureConverterUI"),
    .target(
      name: "TemperatureConverterMassiveMVC",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/MassiveMVC"),
    .target(
      name: "TemperatureConverterMVC",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/MVC"),
    .target(
      name: "TemperatureConverterMVP",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/MVP"),
    .target(
      name: "TemperatureConverterMVVM",
      dependencies: [
        "TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Binding", "Tracing",
      ], path: "Sources/Screens/TemperatureConverter/MVVM"),
    .target(
      name: "TemperatureConverterMVVMInputOutput",
      dependencies: [
        "TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Binding", "Tracing",
      ], path: "Sources/Screens/TemperatureConverter/MVVMInputOutput"),
    .target(
      name: "TemperatureConverterMVVMObservation",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/MVVMObservation"),
    .target(
      name: "TemperatureConverterObservableMVVM",
      dependencies: [
        "TemperatureConversion", "TemperatureConverterUI", "DeclarativeKit", "ViewKit", "Tracing",
      ], path: "Sources/Screens/TemperatureConverter/ObservableMVVM"),
    .target(
      name: "TemperatureConverterUnidirectionalStore",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/UnidirectionalStore"),
    .target(
      name: "TemperatureConverterVIPER",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/VIPER"),
    .target(
      name: "TemperatureConverterCleanSwift",
      dependencies: ["TemperatureConversion", "TemperatureConverterUI", "ViewKit", "Tracing"],
      path: "Sources/Screens/TemperatureConverter/CleanSwift"),

    // Tooling, one concern per target: report layout at the bottom, then the
    // scenario language, code facts, the harness that runs and reports, fuzzing and the engine
    // benchmark over it, and the catalogue of architectures.
    .target(name: "TutorialReference", path: "Sources/Workbench/TutorialReference"),
    .target(
      name: "ArchitectureDescriptor",
      dependencies: ["CalculatorModel", "Persistence", "Scheduling", "ViewKit"],
      path: "Sources/Workbench/ArchitectureDescriptor"),
    .target(name: "AllocationCounter", path: "Sources/Workbench/AllocationCounter"),
    // The compiler's index store, read through the toolchain's libIndexStore loaded at run time.
    .target(name: "IndexStore", path: "Sources/Workbench/IndexStore"),
    .target(
      name: "ScreenDriver", dependencies: ["CalculatorUI", "ViewKit"],
      path: "Sources/Workbench/ScreenDriver"),
    .target(name: "SeededRandom", path: "Sources/Workbench/SeededRandom"),
    .target(
      name: "ReportLayout", dependencies: ["Diagnostics"], path: "Sources/Workbench/ReportLayout"),
    .target(
      name: "HTMLRendering", dependencies: ["Diagnostics", "ReportLayout"],
      path: "Sources/Workbench/HTMLRendering"),
    // Optimised in debug builds too, as the engine is: it reads files of up to 64 MiB.
    .target(
      name: "ScenarioLanguage", dependencies: ["Diagnostics"],
      path: "Sources/Workbench/ScenarioLanguage",
      swiftSettings: optimisedInDebug),
    .target(
      name: "CodeFacts",
      dependencies: [
        "ArchitectureDescriptor", "Diagnostics", "HTMLRendering", "IndexStore", "OutputFiles",
        "ReportLayout",
      ],
      path: "Sources/Workbench/CodeFacts"),
    // Testability: kit-free tests, coverage and mutation schemata of the architectures; what it
    // builds and runs is a scratch copy of the package, never part of this build.
    .target(
      name: "Testability",
      dependencies: ["CodeFacts", "Diagnostics", "HTMLRendering", "ReportLayout"],
      path: "Sources/Workbench/Testability"),
    // Change requests stored as patches: unified diffs, made, parsed, applied and merged.
    .target(
      name: "ChangePatches", dependencies: ["Diagnostics"],
      path: "Sources/Workbench/ChangePatches"),
    // The cost of change: each change request's implementations, applied from their patches,
    // against the architectures.
    .target(
      name: "ChangeCost",
      dependencies: ["ChangePatches", "CodeFacts", "Diagnostics", "HTMLRendering", "ReportLayout"],
      path: "Sources/Workbench/ChangeCost"),
    // The harness, one concern per target: the statistics of timing samples; replaying
    // scenarios on screens and recording what they show (counts, allocations, timings: the run's
    // record); message traces; the reports of a run; comparing two saved runs.
    .target(
      name: "TimingStatistics", dependencies: ["SeededRandom"],
      path: "Sources/Workbench/TimingStatistics"),
    .target(
      name: "ScenarioReplay",
      dependencies: [
        "AllocationCounter", "ArchitectureDescriptor", "CalculatorModel", "CalculatorUI",
        "DeclarativeKit", "Diagnostics", "ScenarioLanguage", "Scheduling", "ScreenDriver",
        "TimingStatistics", "Tracing", "ViewKit",
      ], path: "Sources/Workbench/ScenarioReplay", exclude: ["Timing/README.md"]),
    .target(
      name: "MessageTraces",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorUI", "Diagnostics", "HTMLRendering", "ReportLayout",
        "ScenarioLanguage", "ScenarioReplay", "Scheduling", "ScreenDriver", "Tracing",
      ], path: "Sources/Workbench/MessageTraces"),
    .target(
      name: "RunReports",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "CodeFacts", "Diagnostics", "HTMLRendering",
        "MessageTraces", "ReportLayout", "ScenarioReplay", "TimingStatistics",
      ], path: "Sources/Workbench/RunReports", exclude: ["HTML/README.md", "Schemas"]),
    .target(
      name: "ReportComparison",
      dependencies: [
        "Diagnostics", "ReportLayout", "RunReports", "ScenarioReplay", "TimingStatistics",
      ], path: "Sources/Workbench/ReportComparison", exclude: ["README.md"]),
    .target(
      name: "Mutation",
      dependencies: [
        "ArchitectureDescriptor", "CodeFacts", "Diagnostics", "ScenarioLanguage",
        "ScenarioReplay", "ViewKit",
      ], path: "Sources/Workbench/Mutation"),
    .target(
      name: "Fuzzing",
      dependencies: [
        "ArchitectureDescriptor", "ScenarioLanguage", "ScenarioReplay", "ScreenDriver",
        "SeededRandom",
      ],
      path: "Sources/Workbench/Fuzzing"),
    .target(
      name: "EngineBenchmark",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "ScreenDriver", "SeededRandom",
        "TimingStatistics", "TutorialReference", "ViewKit",
      ], path: "Sources/Workbench/EngineBenchmark"),
    .target(name: "ArchitectureTemplate", path: "Sources/Workbench/ArchitectureTemplate"),
    .target(
      name: "OutputFiles", dependencies: ["Diagnostics"], path: "Sources/Workbench/OutputFiles"),
    .target(
      name: "TerminalPlay",
      dependencies: [
        "ArchitectureDescriptor", "Diagnostics", "MessageTraces", "ReportLayout",
        "ScenarioLanguage", "ScenarioReplay", "ScreenDriver", "Tracing", "ViewKit",
      ], path: "Sources/Workbench/TerminalPlay"),
    .target(
      name: "ArchitectureCatalog",
      dependencies: [
        "ArchitectureDescriptor", "ViewKit", "MassiveMVC", "MVC", "MVP", "MVVM", "MVVMInputOutput",
        "MVVMObservation",
        "UnidirectionalStore", "VIPER", "CleanSwift", "MV", "ObservableMVVM", "ComposableStore",
      ], path: "Sources/Workbench/ArchitectureCatalog"),
    // The screens the workbench drives, the calculator among them, each with its architectures.
    .target(
      name: "ScreenCatalog",
      dependencies: [
        "ArchitectureCatalog", "ArchitectureDescriptor", "TemperatureConverterMassiveMVC",
        "TemperatureConverterMVC",
        "TemperatureConverterMVP", "TemperatureConverterMVVM",
        "TemperatureConverterMVVMInputOutput", "TemperatureConverterMVVMObservation",
        "TemperatureConverterObservableMVVM",
        "TemperatureConverterUnidirectionalStore", "TemperatureConverterVIPER",
        "TemperatureConverterCleanSwift", "FlightBookerMassiveMVC", "FlightBookerMVC",
        "FlightBookerMVP", "FlightBookerMVVM", "FlightBookerMVVMInputOutput",
        "FlightBookerMVVMObservation",
        "FlightBookerUnidirectionalStore", "FlightBookerVIPER",
        "FlightBookerCleanSwift", "CrudMassiveMVC", "CrudMVC", "CrudMVP", "CrudMVVM",
        "CrudMVVMInputOutput", "CrudMVVMObservation", "CrudUnidirectionalStore", "CrudVIPER",
        "CrudCleanSwift",
      ], path: "Sources/Workbench/ScreenCatalog"),
    .target(
      name: "WorkbenchCLI",
      dependencies: [
        "ArchitectureDescriptor", "ScenarioReplay", "TimingStatistics", "MessageTraces",
        "RunReports", "ReportComparison", "ScenarioLanguage", "CodeFacts", "Fuzzing",
        "EngineBenchmark", "ReportLayout", "Diagnostics", "ArchitectureCatalog", "ScreenDriver",
        "Classroom", "Tracing", "ViewKit", "TerminalPlay", "Mutation", "OutputFiles", "ChangeCost",
        "ChangePatches", "ScreenCatalog",
      ], path: "Sources/Workbench/WorkbenchCLI"),
    .executableTarget(
      name: "WorkbenchTool", dependencies: ["WorkbenchCLI"], path: "Sources/Workbench/WorkbenchTool"
    ),
    // The lab: what the first run of `workbench` never needs (`mutants` and the mutants,
    // `testability`, `new-architecture`), in `workbench-lab`, which `workbench` builds on demand
    // and hands those commands to.
    .target(
      name: "WorkbenchLab",
      dependencies: [
        "WorkbenchCLI", "ArchitectureDescriptor", "ArchitectureTemplate", "ChangeCost",
        "CodeFacts", "Diagnostics", "MutantCatalog", "Mutation", "OutputFiles", "ReportLayout",
        "RunReports", "ScenarioReplay", "Testability",
      ], path: "Sources/Workbench/WorkbenchLab"),
    .executableTarget(
      name: "WorkbenchLabTool", dependencies: ["ChangeMutants", "WorkbenchCLI", "WorkbenchLab"],
      path: "Sources/Workbench/WorkbenchLabTool"),

    // Tests, one target per source target, and what they share.
    .target(
      name: "WorkbenchTestSupport",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "CalculatorUI", "CodeFacts", "Persistence",
        "ScenarioLanguage", "SeededRandom", "TextEditing", "Tracing", "ViewKit",
      ],
      path: "Tests/Workbench/WorkbenchTestSupport"),
    .testTarget(
      name: "CalculatorModelTests",
      dependencies: [
        "CalculatorEngine", "CalculatorModel", "Scheduling", "SeededRandom", "TextEditing",
        "TutorialReference", "WorkbenchTestSupport",
      ], path: "Tests/Shared/CalculatorModelTests"),
    .testTarget(
      name: "TextEditingTests", dependencies: ["TextEditing"], path: "Tests/Shared/TextEditingTests"
    ),
    .testTarget(
      name: "SchedulingTests", dependencies: ["Scheduling"], path: "Tests/Shared/SchedulingTests"),
    .testTarget(
      name: "TracingTests", dependencies: ["Tracing", "Diagnostics"],
      path: "Tests/Shared/TracingTests"),
    .testTarget(
      name: "EngineBenchmarkTests",
      dependencies: ["EngineBenchmark", "CalculatorModel", "WorkbenchTestSupport"],
      path: "Tests/Workbench/EngineBenchmarkTests"),
    .testTarget(
      name: "ViewKitTests", dependencies: ["ViewKit", "TextEditing"],
      path: "Tests/Shared/ViewKitTests"),
    .testTarget(
      name: "DeclarativeKitTests", dependencies: ["DeclarativeKit", "ScreenDriver", "ViewKit"],
      path: "Tests/Shared/DeclarativeKitTests"),
    .testTarget(
      name: "MVTests",
      dependencies: [
        "MV", "ArchitectureDescriptor", "CalculatorModel", "DeclarativeKit", "ScenarioLanguage",
        "ScenarioReplay", "ScreenDriver", "ViewKit",
      ],
      path: "Tests/Architectures/MVTests"),
    .testTarget(
      name: "ObservableMVVMTests",
      dependencies: [
        "ObservableMVVM", "CalculatorModel", "DeclarativeKit", "ScreenDriver", "TextEditing",
        "ViewKit", "WorkbenchTestSupport",
      ], path: "Tests/Architectures/ObservableMVVMTests"),
    .testTarget(
      name: "ComposableKitTests", dependencies: ["ComposableKit", "ComposableTesting"],
      path: "Tests/Shared/ComposableKitTests"),
    .testTarget(
      name: "ComposableStoreTests",
      dependencies: [
        "ComposableStore", "ComposableKit", "ComposableTesting", "DeclarativeKit", "ScreenDriver",
        "ViewKit",
      ], path: "Tests/Architectures/ComposableStoreTests"),
    .testTarget(
      name: "PersistenceTests", dependencies: ["Persistence"], path: "Tests/Shared/PersistenceTests"
    ),
    .testTarget(name: "BindingTests", dependencies: ["Binding"], path: "Tests/Shared/BindingTests"),
    .testTarget(
      name: "CalculatorUITests", dependencies: ["CalculatorUI", "TextEditing", "ViewKit"],
      path: "Tests/Shared/CalculatorUITests"),
    .testTarget(
      name: "MassiveMVCTests",
      dependencies: [
        "MassiveMVC", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorUI",
      ], path: "Tests/Architectures/MassiveMVCTests"),
    .testTarget(
      name: "MVCTests",
      dependencies: [
        "MVC", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing", "CalculatorUI",
        "CalculatorModel",
      ], path: "Tests/Architectures/MVCTests"),
    .testTarget(
      name: "MVPTests",
      dependencies: [
        "MVP", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing", "CalculatorModel",
      ], path: "Tests/Architectures/MVPTests"),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "MVVM", "Binding", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ], path: "Tests/Architectures/MVVMTests"),
    .testTarget(
      name: "MVVMInputOutputTests",
      dependencies: [
        "MVVMInputOutput", "Binding", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
        "TextEditing",
      ], path: "Tests/Architectures/MVVMInputOutputTests"),
    .testTarget(
      name: "MVVMObservationTests",
      dependencies: [
        "MVVMObservation", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ], path: "Tests/Architectures/MVVMObservationTests"),
    .testTarget(
      name: "UnidirectionalStoreTests",
      dependencies: [
        "UnidirectionalStore", "TextEditing", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
      ], path: "Tests/Architectures/UnidirectionalStoreTests"),
    .testTarget(
      name: "VIPERTests",
      dependencies: [
        "VIPER", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ], path: "Tests/Architectures/VIPERTests"),
    .testTarget(
      name: "CleanSwiftTests",
      dependencies: [
        "CleanSwift", "CalculatorUI", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
        "TextEditing", "CalculatorModel",
      ], path: "Tests/Architectures/CleanSwiftTests"),
    .testTarget(
      name: "DiagnosticsTests", dependencies: ["Diagnostics"], path: "Tests/Shared/DiagnosticsTests"
    ),
    .testTarget(
      name: "ScenarioLanguageTests",
      dependencies: ["ScenarioLanguage", "SeededRandom", "WorkbenchTestSupport"],
      path: "Tests/Workbench/ScenarioLanguageTests",
      exclude: ["Fixtures"]),
    .testTarget(
      name: "CodeFactsTests",
      dependencies: [
        "CodeFacts", "ArchitectureCatalog", "ArchitectureDescriptor", "Diagnostics",
        "SeededRandom", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/CodeFactsTests"),
    .testTarget(
      name: "ChangeCostTests",
      dependencies: [
        "ArchitectureCatalog", "ArchitectureDescriptor", "ChangeCost", "ChangePatches",
        "Diagnostics",
        "WorkbenchTestSupport",
      ], path: "Tests/Workbench/ChangeCostTests"),
    .testTarget(
      name: "ChangePatchesTests", dependencies: ["ChangePatches"],
      path: "Tests/Workbench/ChangePatchesTests"),
    .testTarget(
      name: "TimingStatisticsTests", dependencies: ["TimingStatistics"],
      path: "Tests/Workbench/TimingStatisticsTests"),
    .testTarget(
      name: "ScenarioReplayTests",
      dependencies: [
        "ScenarioReplay", "TimingStatistics", "ScenarioLanguage", "ArchitectureCatalog",
        "ArchitectureDescriptor", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/ScenarioReplayTests"),
    .testTarget(
      name: "MessageTracesTests",
      dependencies: ["MessageTraces", "ArchitectureCatalog", "Tracing", "WorkbenchTestSupport"],
      path: "Tests/Workbench/MessageTracesTests"),
    .testTarget(
      name: "RunReportsTests",
      dependencies: [
        "RunReports", "MessageTraces", "ScenarioReplay", "ScenarioLanguage", "ArchitectureCatalog",
        "ArchitectureDescriptor", "Tracing", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/RunReportsTests"),
    .testTarget(
      name: "ReportComparisonTests",
      dependencies: [
        "ReportComparison", "ScenarioReplay", "TimingStatistics", "ScenarioLanguage",
        "ArchitectureCatalog", "ArchitectureDescriptor", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/ReportComparisonTests"),
    .testTarget(
      name: "TemperatureConversionTests", dependencies: ["TemperatureConversion"],
      path: "Tests/Shared/TemperatureConversionTests"),
    .testTarget(
      name: "FlightBookingTests", dependencies: ["FlightBooking"],
      path: "Tests/Shared/FlightBookingTests"),
    .testTarget(
      name: "FlightBookerUITests", dependencies: ["FlightBookerUI", "ViewKit"],
      path: "Tests/Shared/FlightBookerUITests"),
    .testTarget(
      name: "CrudModelTests", dependencies: ["CrudModel"], path: "Tests/Shared/CrudModelTests"),
    .testTarget(
      name: "CrudUITests", dependencies: ["CrudUI", "ViewKit"], path: "Tests/Shared/CrudUITests"),
    .testTarget(
      name: "CrudMassiveMVCTests", dependencies: ["CrudMassiveMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/Crud/MassiveMVCTests"),
    .testTarget(
      name: "CrudMVCTests", dependencies: ["CrudMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/Crud/MVCTests"),
    .testTarget(
      name: "CrudMVPTests", dependencies: ["CrudMVP"], path: "Tests/Screens/Crud/MVPTests"),
    .testTarget(
      name: "CrudMVVMTests", dependencies: ["CrudMVVM", "CrudModel", "Binding"],
      path: "Tests/Screens/Crud/MVVMTests"),
    .testTarget(
      name: "CrudMVVMInputOutputTests",
      dependencies: ["CrudMVVMInputOutput", "CrudModel", "Binding"],
      path: "Tests/Screens/Crud/MVVMInputOutputTests"),
    .testTarget(
      name: "CrudMVVMObservationTests", dependencies: ["CrudMVVMObservation", "CrudModel"],
      path: "Tests/Screens/Crud/MVVMObservationTests"),
    .testTarget(
      name: "CrudUnidirectionalStoreTests", dependencies: ["CrudUnidirectionalStore", "CrudModel"],
      path: "Tests/Screens/Crud/UnidirectionalStoreTests"),
    .testTarget(
      name: "CrudVIPERTests", dependencies: ["CrudVIPER", "CrudModel"],
      path: "Tests/Screens/Crud/VIPERTests"),
    .testTarget(
      name: "CrudCleanSwiftTests", dependencies: ["CrudCleanSwift", "CrudModel"],
      path: "Tests/Screens/Crud/CleanSwiftTests"),
    .testTarget(
      name: "FlightBookerMassiveMVCTests",
      dependencies: ["FlightBookerMassiveMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/FlightBooker/MassiveMVCTests"),
    .testTarget(
      name: "FlightBookerMVCTests", dependencies: ["FlightBookerMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/FlightBooker/MVCTests"),
    .testTarget(
      name: "FlightBookerMVPTests", dependencies: ["FlightBookerMVP"],
      path: "Tests/Screens/FlightBooker/MVPTests"),
    .testTarget(
      name: "FlightBookerMVVMTests", dependencies: ["FlightBookerMVVM", "Binding"],
      path: "Tests/Screens/FlightBooker/MVVMTests"),
    .testTarget(
      name: "FlightBookerMVVMInputOutputTests",
      dependencies: ["FlightBookerMVVMInputOutput", "Binding"],
      path: "Tests/Screens/FlightBooker/MVVMInputOutputTests"),
    .testTarget(
      name: "FlightBookerMVVMObservationTests", dependencies: ["FlightBookerMVVMObservation"],
      path: "Tests/Screens/FlightBooker/MVVMObservationTests"),
    .testTarget(
      name: "FlightBookerUnidirectionalStoreTests",
      dependencies: ["FlightBookerUnidirectionalStore", "FlightBooking"],
      path: "Tests/Screens/FlightBooker/UnidirectionalStoreTests"),
    .testTarget(
      name: "FlightBookerVIPERTests", dependencies: ["FlightBookerVIPER"],
      path: "Tests/Screens/FlightBooker/VIPERTests"),
    .testTarget(
      name: "FlightBookerCleanSwiftTests", dependencies: ["FlightBookerCleanSwift"],
      path: "Tests/Screens/FlightBooker/CleanSwiftTests"),
    .testTarget(
      name: "TemperatureConverterUITests", dependencies: ["TemperatureConverterUI", "ViewKit"],
      path: "Tests/Shared/TemperatureConverterUITests"),
    .testTarget(
      name: "TemperatureConverterMassiveMVCTests",
      dependencies: ["TemperatureConverterMassiveMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/TemperatureConverter/MassiveMVCTests"),
    .testTarget(
      name: "TemperatureConverterMVCTests",
      dependencies: ["TemperatureConverterMVC", "ScreenDriver", "ViewKit"],
      path: "Tests/Screens/TemperatureConverter/MVCTests"),
    .testTarget(
      name: "TemperatureConverterMVPTests", dependencies: ["TemperatureConverterMVP"],
      path: "Tests/Screens/TemperatureConverter/MVPTests"),
    .testTarget(
      name: "TemperatureConverterMVVMTests", dependencies: ["TemperatureConverterMVVM", "Binding"],
      path: "Tests/Screens/TemperatureConverter/MVVMTests"),
    .testTarget(
      name: "TemperatureConverterMVVMInputOutputTests",
      dependencies: ["TemperatureConverterMVVMInputOutput", "Binding"],
      path: "Tests/Screens/TemperatureConverter/MVVMInputOutputTests"),
    .testTarget(
      name: "TemperatureConverterMVVMObservationTests",
      dependencies: ["TemperatureConverterMVVMObservation"],
      path: "Tests/Screens/TemperatureConverter/MVVMObservationTests"),
    .testTarget(
      name: "TemperatureConverterObservableMVVMTests",
      dependencies: ["TemperatureConverterObservableMVVM", "ViewKit"],
      path: "Tests/Screens/TemperatureConverter/ObservableMVVMTests"),
    .testTarget(
      name: "TemperatureConverterUnidirectionalStoreTests",
      dependencies: ["TemperatureConverterUnidirectionalStore"],
      path: "Tests/Screens/TemperatureConverter/UnidirectionalStoreTests"),
    .testTarget(
      name: "TemperatureConverterVIPERTests", dependencies: ["TemperatureConverterVIPER"],
      path: "Tests/Screens/TemperatureConverter/VIPERTests"),
    .testTarget(
      name: "TemperatureConverterCleanSwiftTests", dependencies: ["TemperatureConverterCleanSwift"],
      path: "Tests/Screens/TemperatureConverter/CleanSwiftTests"),
    .testTarget(
      name: "ScreenCatalogTests",
      dependencies: [
        "ScreenCatalog", "ArchitectureDescriptor", "ChangeCost", "MessageTraces",
        "ScenarioLanguage", "ScenarioReplay", "Tracing",
      ], path: "Tests/Workbench/ScreenCatalogTests"),
    .testTarget(
      name: "ReportLayoutTests", dependencies: ["ReportLayout"],
      path: "Tests/Workbench/ReportLayoutTests"),
    .testTarget(
      name: "SeededRandomTests", dependencies: ["SeededRandom"],
      path: "Tests/Workbench/SeededRandomTests"),
    .testTarget(
      name: "HTMLRenderingTests", dependencies: ["HTMLRendering", "ReportLayout"],
      path: "Tests/Workbench/HTMLRenderingTests"),
    .testTarget(
      name: "MutationTests",
      dependencies: [
        "Mutation", "ArchitectureCatalog", "ArchitectureDescriptor", "CodeFacts",
      ], path: "Tests/Workbench/MutationTests"),
    .testTarget(
      name: "ScreenDriverTests",
      dependencies: ["ArchitectureDescriptor", "ScreenDriver", "ViewKit", "WorkbenchTestSupport"],
      path: "Tests/Workbench/ScreenDriverTests"),
    .testTarget(
      name: "FuzzingTests",
      dependencies: [
        "Fuzzing", "ScenarioLanguage", "SeededRandom", "ArchitectureCatalog",
        "ArchitectureDescriptor", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/FuzzingTests"),
    .testTarget(
      name: "ArchitectureCatalogTests",
      dependencies: [
        "ArchitectureCatalog", "ArchitectureDescriptor", "CodeFacts", "ScenarioReplay",
        "ScenarioLanguage", "ScreenDriver", "Tracing", "ViewKit", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/ArchitectureCatalogTests"),
    .testTarget(
      name: "TestabilityTests", dependencies: ["Testability", "CodeFacts", "ReportLayout"],
      path: "Tests/Workbench/TestabilityTests", exclude: ["Fixtures"]),
    .testTarget(
      name: "PackageStructureTests", dependencies: ["CodeFacts", "WorkbenchTestSupport"]),
    .testTarget(
      name: "WorkbenchCLITests",
      dependencies: [
        "WorkbenchCLI", "ScenarioReplay", "ScenarioLanguage", "CodeFacts", "Diagnostics",
        "ArchitectureCatalog", "ArchitectureDescriptor", "Classroom", "ExerciseScreens",
        "MutantCatalog", "Mutation", "TerminalPlay", "WorkbenchLab", "WorkbenchTestSupport",
      ], path: "Tests/Workbench/WorkbenchCLITests",
      exclude: ["Fixtures", "Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

// Mutants: each a copy of one architecture with one deliberate bug, to grade the scenarios
// (`workbench mutants`). `diff -r Sources/Architectures/MVC Sources/Classroom/Mutants/StaleSum`
// shows the bug; none is in the default set of architectures.
let mutants = [
  "StaleSum", "WrongBackspace", "BMPSeparators", "CharacterSplit", "NoClearUpdate",
  "DoubleUpdate", "WrappingSum", "RetainCycle", "PresenterTouchesKit", "StrongView",
  "ImpureReducer", "CoarseObservation",
]
for mutant in mutants {
  package.targets.append(
    .target(
      name: "Mutant\(mutant)",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
        "DeclarativeKit",
      ],
      path: "Sources/Classroom/Mutants/\(mutant)"))
}
package.targets.append(
  .target(
    name: "MutantCatalog",
    dependencies: ["Mutation", "ViewKit"] + mutants.map { .target(name: "Mutant\($0)") },
    path: "Sources/Classroom/MutantCatalog"))
// `ChangeMutants` lists the change's mutants it can import: none in the default build (see the
// change's build, at the end of this file).
package.targets.append(
  .target(
    name: "ChangeMutants",
    dependencies: ["ArchitectureDescriptor", "Mutation"], path: "Sources/Classroom/ChangeMutants"))

// Classroom: each exercise's student copy (Sources/Classroom/Exercises/<Name>, the code a student
// edits) and its reference solution: the real architecture where the solution is one (the
// `solution` below), or a folder of its own (Sources/Classroom/ExerciseSolutions/<Name>) where
// the solution differs from every architecture. The `Classroom` target lists the exercises and
// checks them.
let exercises: [(name: String, solution: String?, dependencies: [Target.Dependency])] = [
  ("StaleToken", "MVC", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
  ("RetainCycle", "MVP", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
  (
    "PresenterTouchesKit", "MVP",
    ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]
  ),
  (
    "ViewModelOwnsView", "MVVM",
    ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing"]
  ),
  (
    "ReducerSideEffect", nil,
    ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]
  ),
  (
    "MassiveToMVC", "MVC", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]
  ),
]
for exercise in exercises {
  package.targets.append(
    .target(
      name: exercise.name + "Exercise", dependencies: exercise.dependencies,
      path: "Sources/Classroom/Exercises/" + exercise.name))
  if exercise.solution == nil {
    package.targets.append(
      .target(
        name: exercise.name + "Solution", dependencies: exercise.dependencies,
        path: "Sources/Classroom/ExerciseSolutions/" + exercise.name))
  }
}
package.targets.append(
  .target(
    name: "Classroom",
    dependencies: [
      "ArchitectureDescriptor", "ScenarioReplay", "ScenarioLanguage", "CodeFacts", "ViewKit",
    ], path: "Sources/Classroom/Classroom")
)
// The exercises' screens are compiled into `workbench-classroom` and the tests only: a student's
// compile error never stops `workbench`, which builds and runs `workbench-classroom` when a
// command needs a student's screen.
package.targets.append(
  .target(
    name: "ExerciseScreens",
    dependencies: ["Classroom"]
      + exercises.map { .target(name: $0.name + "Exercise") }
      + exercises.filter { $0.solution == nil }.map { .target(name: $0.name + "Solution") }
      + ["ArchitectureCatalog", "ArchitectureDescriptor"],
    path: "Sources/Classroom/ExerciseScreens"))
package.targets.append(
  .executableTarget(
    name: "ClassroomTool", dependencies: ["WorkbenchCLI", "WorkbenchLab", "ExerciseScreens"],
    path: "Sources/Classroom/ClassroomTool"))
package.products.append(.executable(name: "workbench-classroom", targets: ["ClassroomTool"]))
package.targets.append(
  .testTarget(
    name: "ClassroomTests",
    dependencies: [
      "ArchitectureDescriptor", "Classroom", "ExerciseScreens", "ScenarioLanguage",
      "CodeFacts", "MutantCatalog", "Mutation",
    ], path: "Tests/Classroom/ClassroomTests")
)

for target in package.targets where !["AllocationCounter", "IndexStore"].contains(target.name) {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  if isFetchedDependency {
    target.swiftSettings = settings
    continue
  }
  // Index only the package's own code while building: the toolchain's modules (the standard
  // library, Foundation) were indexed into every fresh clone's build folder, a few seconds of a
  // first build that no editor feature here needs.
  settings.append(.unsafeFlags(["-index-ignore-system-modules"]))
  // A first build on two cores is mostly type checking, and in test modules mostly expanding
  // `@Test` and `#expect`. The largest test module, `WorkbenchCLITests`, keeps the driver's two
  // jobs that share its files: it is among the last built, and as one job it ran on alone.
  // - Every other test module is compiled whole, in one job that also writes its interface:
  //   nothing waits for a test module's interface, and a separate job to emit it expanded every
  //   `@Test` a second time. One thread writes an object file per source file, as SwiftPM links.
  // - Every other module's files are compiled in one job, beside the job that emits the
  //   interface its dependents wait for: not in two that each parse every file and check its
  //   declarations again.
  if target.type == .test, target.name != "WorkbenchCLITests" {
    settings.append(
      .unsafeFlags([
        "-wmo", "-no-emit-module-separately-wmo", "-num-threads", "1", "-disable-batch-mode",
      ]))
  } else if target.name != "WorkbenchCLITests" {
    settings.append(.unsafeFlags(["-driver-batch-count", "1"]))
  }
  // Without DWARF: debug info cost a fresh clone's `swift test` more than any module did.
  // `WORKBENCH_DEBUG_INFO=1 swift build` keeps it, for a session in a debugger.
  if Context.environment["WORKBENCH_DEBUG_INFO"].map({ $0.isEmpty || $0 == "0" }) ?? true {
    settings.append(.unsafeFlags(["-Xfrontend", "-gnone"]))
  }
  target.swiftSettings = settings
}

// Change requests: `Scenarios/Changes/<name>/` says what to change, and its `patches/` hold
// each implementation as a patch against the base, one per folder it changes (an
// architecture, its tests, a shared layer; `patches/mutants/<Mutant>.patch` a mutant of one).
// The tool applies them into `.build/change-sources/<name>/`, each folder at its own path.
// `Scenarios/Changes/undo/patches/MVC.patch` shows what one change cost.
// The tool also sets `WORKBENCH_CHANGE_LAYOUT`, a fingerprint of the change's folders, which
// nothing here reads: SwiftPM caches this manifest by its environment, so a new folder (a saved
// change, a mutant) is a new manifest.
let builtChange = Context.environment["WORKBENCH_CHANGE"].flatMap { $0.isEmpty ? nil : $0 }
let changeSources = builtChange.map { ".build/change-sources/\($0)" }
let buildsChangeModules =
  builtChange != nil
  && Context.environment["WORKBENCH_CHANGE_MODULES"].map { !$0.isEmpty && $0 != "0" } == true
func folders(in path: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  return names.filter { !$0.hasPrefix(".") }.sorted()
}

// A change request's folders as modules of their own, beside the base ones
// (`WORKBENCH_CHANGE=<name> WORKBENCH_CHANGE_MODULES=1`, in the package's own `.build`): each
// folder the patches make becomes a target named after the change (`Undo_MVC` from
// `.build/change-sources/undo/Sources/Architectures/MVC`), compiled with `-module-alias` so that
// its `import CalculatorUI` is the change's `Undo_CalculatorUI`. `workbench-change` links them
// through `ChangeCatalog` with the base build's harness, so a change's build compiles only what
// the change touches, and the base build's products are never rebuilt for it. Its test product
// holds the change's role tests alone. The change's mutants become modules too, which
// `workbench-change-lab` lists through the change's `ChangeMutants`; with `WORKBENCH_STUDENT=1` a
// student's copy takes the place of the reference implementation it copies.
if let change = builtChange, let changeSources, buildsChangeModules {
  let prefix =
    change.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    + "_"
  func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: Context.packageDirectory + "/" + path, isDirectory: &isFolder) && isFolder.boolValue
  }
  let base = package.targets
  var changed = Dictionary(
    uniqueKeysWithValues: base.compactMap { target -> (String, String)? in
      let root = target.type == .test ? "Tests" : "Sources"
      let path = "\(changeSources)/\(target.path ?? "\(root)/\(target.name)")"
      return isFolder(path) ? (target.name, path) : nil
    })
  // A student's copy (`workbench exercise show <change> --architecture <name>`, in
  // `Sources/Classroom/Changes/<Folder>/<Target>`) takes the place of the reference
  // implementation when `WORKBENCH_STUDENT` asks for it (`exercise check`).
  if Context.environment["WORKBENCH_STUDENT"].map({ !$0.isEmpty }) ?? false {
    for target in base where target.type != .test {
      let copy = "Sources/Classroom/Changes/\(prefix.dropLast())/\(target.name)"
      if isFolder(copy) { changed[target.name] = copy }
    }
  }
  func renamed(_ dependency: Target.Dependency) -> Target.Dependency {
    switch dependency {
    case .targetItem(let name, let condition) where changed[name] != nil:
      .target(name: prefix + name, condition: condition)
    case .byNameItem(let name, let condition) where changed[name] != nil:
      .target(name: prefix + name, condition: condition)
    default: dependency
    }
  }
  func aliases(except name: String, architecturesOnly: Bool = false) -> [SwiftSetting] {
    let flags = changed.keys.sorted()
      .filter { $0 != name && !$0.hasSuffix("Tests") }
      .filter { name in
        !architecturesOnly
          || base.contains {
            $0.name == name && $0.path?.hasPrefix("Sources/Architectures/") == true
          }
      }
      .flatMap { ["-module-alias", "\($0)=\(prefix)\($0)"] }
    return flags.isEmpty ? [] : [.unsafeFlags(flags)]
  }
  package.targets.removeAll { $0.type == .test }
  // The change's role tests make a test product of their own (`Undo_ArchitectureWorkbench…`),
  // so `swift test --skip-build` after a change's build still runs the package's tests.
  package.name = prefix + package.name
  for target in base {
    guard let path = changed[target.name], target.type != .executable else { continue }
    var dependencies = target.dependencies
    // A changed architecture (or its tests) may need a shared layer its base does not: the
    // storage of `remember-token`, the slow service of `slow-service` and its clock.
    if !path.contains("/Shared/") {
      for shared in ["Persistence", "CalculatorModel", "Scheduling"] {
        let present = dependencies.contains { dependency in
          switch dependency {
          case .targetItem(let name, _), .byNameItem(let name, _): name == shared
          default: false
          }
        }
        if !present { dependencies.append(.target(name: shared)) }
      }
    }
    let settings = (target.swiftSettings ?? []) + aliases(except: target.name)
    package.targets.append(
      target.type == .test
        ? .testTarget(
          name: prefix + target.name, dependencies: dependencies.map(renamed), path: path,
          exclude: target.exclude, swiftSettings: settings)
        : .target(
          name: prefix + target.name, dependencies: dependencies.map(renamed), path: path,
          exclude: target.exclude, swiftSettings: settings))
  }
  let settings = base.first { $0.name == "ArchitectureCatalog" }?.swiftSettings ?? []
  let catalogue = base.first { $0.name == "ArchitectureCatalog" }?.dependencies ?? []
  package.targets.append(
    .target(
      name: "ChangeCatalog",
      dependencies: ["ArchitectureDescriptor"]
        + catalogue.filter {
          switch $0 {
          case .targetItem(let name, _), .byNameItem(let name, _):
            name != "ArchitectureDescriptor"
          default: true
          }
        }.map(renamed),
      path: "Sources/Workbench/ChangeCatalog",
      swiftSettings: settings + aliases(except: "ChangeCatalog", architecturesOnly: true)))
  package.targets.append(
    .executableTarget(
      name: "ChangeTool", dependencies: ["ChangeCatalog", "WorkbenchCLI"],
      path: "Sources/Workbench/ChangeTool", swiftSettings: settings))
  package.products.append(.executable(name: "workbench-change", targets: ["ChangeTool"]))
  // The lab with the change's mutants (`mutants --change`): each mutant a module of its own
  // over the change's modules, and the change's `ChangeMutants` in place of the base one.
  let mutantsPath = "\(changeSources)/Sources/Classroom/Mutants/Changes/\(prefix.dropLast())"
  let changeMutants = folders(in: Context.packageDirectory + "/" + mutantsPath)
  for mutant in changeMutants {
    let dependencies: [Target.Dependency] = [
      "CalculatorModel", "CalculatorUI", "Scheduling", "TextEditing", "ViewKit", "Tracing",
    ]
    package.targets.append(
      .target(
        name: "Mutant\(mutant)", dependencies: dependencies.map(renamed),
        path: "\(mutantsPath)/\(mutant)", swiftSettings: settings + aliases(except: "")))
  }
  package.targets.removeAll { ["ChangeMutants", "WorkbenchLabTool"].contains($0.name) }
  package.products.removeAll { $0.name == "workbench-lab" }
  package.targets.append(
    .target(
      name: prefix + "ChangeMutants",
      dependencies: ["ArchitectureDescriptor", "Mutation"]
        + changeMutants.map { .target(name: "Mutant\($0)") },
      path: "Sources/Classroom/ChangeMutants",
      swiftSettings: settings + changeMutants.map { .define("WORKBENCH_MUTANT_\($0)") }))
  package.targets.append(
    .executableTarget(
      name: "ChangeLabTool",
      dependencies: [
        "ChangeCatalog", .target(name: prefix + "ChangeMutants"), "WorkbenchCLI",
        "WorkbenchLab",
      ],
      path: "Sources/Workbench/ChangeLabTool",
      swiftSettings: settings + [
        .unsafeFlags(["-module-alias", "ChangeMutants=\(prefix)ChangeMutants"])
      ]))
  package.products.append(.executable(name: "workbench-change-lab", targets: ["ChangeLabTool"]))
}
