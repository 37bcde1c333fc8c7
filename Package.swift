// swift-tools-version: 6.1

import Foundation
import PackageDescription

let package = Package(
  name: "ArchitectureWorkbench",
  products: [
    .executable(name: "workbench", targets: ["WorkbenchTool"]),
    .library(name: "CalculatorModel", targets: ["CalculatorModel"]),
    .library(name: "ViewKit", targets: ["ViewKit"]),
    .library(name: "Harness", targets: ["Harness"]),
  ],
  targets: [
    // Shared layers: what every architecture stands on, over Diagnostics, the quoting that traces
    // and the tooling share.
    .target(name: "Diagnostics"),
    .target(name: "Tracing", dependencies: ["Diagnostics"]),
    .target(name: "TextEditing", dependencies: ["Diagnostics"]),
    // The engine is optimised even in a debug build: every test and every debug run of a large
    // paste goes through it, and unoptimised it is ten times slower.
    .target(
      name: "CalculatorEngine", exclude: ["README.md"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(name: "Scheduling"),
    .target(
      name: "CalculatorModel",
      dependencies: ["CalculatorEngine", "Scheduling", "TextEditing", "Tracing"]),
    .target(name: "ViewKit", dependencies: ["TextEditing", "Tracing"]),
    .target(name: "Persistence"),
    .target(name: "Binding", dependencies: ["Tracing"]),
    .target(name: "CalculatorUI", dependencies: ["ViewKit", "TextEditing", "Tracing"]),
    .target(name: "ScreenDriver", dependencies: ["CalculatorUI", "ViewKit"]),

    // Architectures: each over the shared layers, never over each other.
    .target(
      name: "MassiveMVC",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "MVC",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "MVP",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "MVVM",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
      ]),
    .target(
      name: "MVVMInputOutput",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
      ]),
    .target(
      name: "MVVMObservation",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "UnidirectionalStore",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "VIPER",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
    .target(
      name: "CleanSwift",
      dependencies: ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),

    // Tooling, one concern per target: report layout at the bottom, then the
    // scenario language, code facts, the harness that runs and reports, fuzzing and the engine
    // benchmark over it, and the catalogue of architectures.
    .target(name: "TutorialReference"),
    .target(
      name: "ArchitectureDescriptor",
      dependencies: ["CalculatorModel", "Persistence", "Scheduling", "ViewKit"]),
    .target(name: "AllocationCounter"),
    .target(name: "SeededRandom"),
    .target(name: "ReportLayout", dependencies: ["Diagnostics"]),
    // Optimised in debug builds too, as the engine is: it reads files of up to 64 MiB.
    .target(
      name: "ScenarioLanguage", dependencies: ["Diagnostics"],
      swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
    .target(
      name: "CodeFacts", dependencies: ["ArchitectureDescriptor", "Diagnostics", "ReportLayout"]),
    .target(
      name: "Harness",
      dependencies: [
        "ArchitectureDescriptor", "ScenarioLanguage", "CodeFacts", "ReportLayout", "Diagnostics",
        "SeededRandom", "AllocationCounter", "CalculatorModel", "CalculatorUI", "Scheduling",
        "ScreenDriver", "ViewKit", "Tracing",
      ],
      exclude: [
        "Timing/README.md", "Reporting/HTML/README.md", "Comparison/README.md", "Schemas",
      ]),
    .target(
      name: "Fuzzing",
      dependencies: ["ArchitectureDescriptor", "Harness", "ScenarioLanguage", "SeededRandom"]),
    .target(
      name: "EngineBenchmark",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "Harness", "ScreenDriver", "SeededRandom",
        "TutorialReference", "ViewKit",
      ]),
    .target(
      name: "ArchitectureCatalog",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "Persistence", "Scheduling", "ViewKit",
        "MassiveMVC", "MVC",
        "MVP", "MVVM", "MVVMInputOutput", "MVVMObservation", "UnidirectionalStore", "VIPER",
        "CleanSwift",
      ]),
    .target(
      name: "WorkbenchCLI",
      dependencies: [
        "ArchitectureDescriptor", "Harness", "ScenarioLanguage", "CodeFacts", "Fuzzing",
        "EngineBenchmark", "ReportLayout", "Diagnostics", "ArchitectureCatalog", "MutantCatalog",
        "ScreenDriver", "Classroom", "Tracing", "ViewKit",
      ]),
    .executableTarget(name: "WorkbenchTool", dependencies: ["WorkbenchCLI"]),

    // Tests, one target per source target, and what they share.
    .target(
      name: "WorkbenchTestSupport",
      dependencies: [
        "ArchitectureDescriptor", "CalculatorModel", "CalculatorUI", "CodeFacts",
        "ScenarioLanguage", "SeededRandom", "TextEditing", "ViewKit",
      ],
      path: "Tests/WorkbenchTestSupport"),
    .testTarget(
      name: "CalculatorModelTests",
      dependencies: [
        "CalculatorEngine", "CalculatorModel", "Scheduling", "SeededRandom", "TextEditing",
        "TutorialReference", "WorkbenchTestSupport",
      ]),
    .testTarget(name: "TextEditingTests", dependencies: ["TextEditing"]),
    .testTarget(name: "SchedulingTests", dependencies: ["Scheduling"]),
    .testTarget(name: "TracingTests", dependencies: ["Tracing", "Diagnostics"]),
    .testTarget(
      name: "EngineBenchmarkTests",
      dependencies: ["EngineBenchmark", "CalculatorModel", "WorkbenchTestSupport"]),
    .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "TextEditing"]),
    .testTarget(name: "BindingTests", dependencies: ["Binding"]),
    .testTarget(
      name: "CalculatorUITests", dependencies: ["CalculatorUI", "TextEditing", "ViewKit"]),
    .testTarget(
      name: "MassiveMVCTests",
      dependencies: [
        "MassiveMVC", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorUI",
      ]),
    .testTarget(
      name: "MVCTests",
      dependencies: [
        "MVC", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing", "CalculatorUI",
        "CalculatorModel",
      ]),
    .testTarget(
      name: "MVPTests",
      dependencies: [
        "MVP", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing", "CalculatorModel",
      ]),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "MVVM", "Binding", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ]),
    .testTarget(
      name: "MVVMInputOutputTests",
      dependencies: [
        "MVVMInputOutput", "Binding", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
        "TextEditing",
      ]),
    .testTarget(
      name: "MVVMObservationTests",
      dependencies: [
        "MVVMObservation", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ]),
    .testTarget(
      name: "UnidirectionalStoreTests",
      dependencies: [
        "UnidirectionalStore", "TextEditing", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
      ]),
    .testTarget(
      name: "VIPERTests",
      dependencies: [
        "VIPER", "ScreenDriver", "ViewKit", "WorkbenchTestSupport", "TextEditing",
        "CalculatorModel",
      ]),
    .testTarget(
      name: "CleanSwiftTests",
      dependencies: [
        "CleanSwift", "CalculatorUI", "ScreenDriver", "ViewKit", "WorkbenchTestSupport",
        "TextEditing", "CalculatorModel",
      ]),
    .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
    .testTarget(
      name: "ScenarioLanguageTests",
      dependencies: ["ScenarioLanguage", "SeededRandom", "WorkbenchTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "CodeFactsTests",
      dependencies: ["CodeFacts", "ArchitectureCatalog", "ArchitectureDescriptor", "SeededRandom"]),
    .testTarget(
      name: "HarnessTests",
      dependencies: [
        "Harness", "ScenarioLanguage", "CodeFacts", "ArchitectureCatalog",
        "ArchitectureDescriptor", "CalculatorModel", "CalculatorUI", "ScreenDriver",
        "TextEditing", "Tracing", "ViewKit", "WorkbenchTestSupport",
      ]),
    .testTarget(
      name: "FuzzingTests",
      dependencies: [
        "Fuzzing", "Harness", "ScenarioLanguage", "SeededRandom", "ArchitectureCatalog",
        "ArchitectureDescriptor", "WorkbenchTestSupport",
      ]),
    .testTarget(
      name: "ArchitectureCatalogTests",
      dependencies: [
        "ArchitectureCatalog", "ArchitectureDescriptor", "CodeFacts", "Harness",
        "ScenarioLanguage", "ScreenDriver", "Tracing", "ViewKit", "WorkbenchTestSupport",
      ]),
    .testTarget(
      name: "PackageStructureTests", dependencies: ["CodeFacts", "WorkbenchTestSupport"]),
    .testTarget(
      name: "WorkbenchCLITests",
      dependencies: [
        "WorkbenchCLI", "Harness", "ScenarioLanguage", "CodeFacts", "Diagnostics",
        "ArchitectureCatalog", "ArchitectureDescriptor", "Classroom", "ExerciseScreens",
        "MutantCatalog", "WorkbenchTestSupport",
      ],
      exclude: ["Fixtures", "Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

// Mutants: each a copy of one architecture with one deliberate bug, to grade the scenarios
// (`workbench mutants`). `diff -r Sources/MVC Sources/Mutants/StaleSum` shows the bug; none is in
// the default set of architectures.
let mutants = [
  "StaleSum", "WrongBackspace", "BMPSeparators", "CharacterSplit", "NoClearUpdate",
  "DoubleUpdate", "WrappingSum", "RetainCycle", "PresenterTouchesKit", "StrongView",
  "ImpureReducer",
]
for mutant in mutants {
  package.targets.append(
    .target(
      name: "Mutant\(mutant)",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing",
      ],
      path: "Sources/Mutants/\(mutant)"))
}
// A change request's mutants, copies of one of its implementations with a bug only its
// scenarios reveal, are built with the change (`WORKBENCH_CHANGE`), from
// `Sources/Mutants/Changes/<Name>/<Mutant>`; `MutantCatalog` lists those it can import.
let changeMutants = ["slow-service": ["NoCancellation", "NoEllipsis", "FirstAnswer"]]
let builtChangeMutants = Context.environment["WORKBENCH_CHANGE"].flatMap { changeMutants[$0] } ?? []
for mutant in builtChangeMutants {
  let change = Context.environment["WORKBENCH_CHANGE"] ?? ""
  let folder = change.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    .joined()
  package.targets.append(
    .target(
      name: "Mutant\(mutant)",
      dependencies: [
        "CalculatorModel", "CalculatorUI", "Scheduling", "TextEditing", "ViewKit", "Tracing",
      ],
      path: "Sources/Mutants/Changes/\(folder)/\(mutant)"))
}
package.targets.append(
  .target(
    name: "MutantCatalog",
    dependencies: ["ArchitectureDescriptor", "ViewKit"]
      + (mutants + builtChangeMutants).map { .target(name: "Mutant\($0)") }))

// Classroom: each exercise's student copy (Sources/Exercises/<Name>, the code a student edits)
// and, apart from it, its reference solution (Sources/ExerciseSolutions/<Name>); the
// `Classroom` target lists the exercises and checks them.
let exercises: [(name: String, dependencies: [Target.Dependency])] = [
  ("StaleToken", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
  ("RetainCycle", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
  (
    "PresenterTouchesKit", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]
  ),
  (
    "ViewModelOwnsView",
    ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Binding", "Tracing"]
  ),
  ("ReducerSideEffect", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
  ("MassiveToMVC", ["CalculatorModel", "CalculatorUI", "TextEditing", "ViewKit", "Tracing"]),
]
for exercise in exercises {
  package.targets.append(
    .target(
      name: exercise.name + "Exercise", dependencies: exercise.dependencies,
      path: "Sources/Exercises/" + exercise.name))
  package.targets.append(
    .target(
      name: exercise.name + "Solution", dependencies: exercise.dependencies,
      path: "Sources/ExerciseSolutions/" + exercise.name))
}
package.targets.append(
  .target(
    name: "Classroom",
    dependencies: ["ArchitectureDescriptor", "Harness", "ScenarioLanguage", "CodeFacts", "ViewKit"])
)
// The exercises' screens are compiled into `workbench-classroom` and the tests only: a student's
// compile error never stops `workbench`, which builds and runs `workbench-classroom` when a
// command needs a student's screen.
package.targets.append(
  .target(
    name: "ExerciseScreens",
    dependencies: ["Classroom"]
      + exercises.flatMap { exercise -> [Target.Dependency] in
        [.target(name: exercise.name + "Exercise"), .target(name: exercise.name + "Solution")]
      }))
package.targets.append(
  .executableTarget(name: "ClassroomTool", dependencies: ["WorkbenchCLI", "ExerciseScreens"]))
package.products.append(.executable(name: "workbench-classroom", targets: ["ClassroomTool"]))
package.targets.append(
  .testTarget(
    name: "ClassroomTests",
    dependencies: [
      "ArchitectureDescriptor", "Classroom", "ExerciseScreens", "Harness", "ScenarioLanguage",
      "CodeFacts", "MutantCatalog",
    ])
)

for target in package.targets where target.name != "AllocationCounter" {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  target.swiftSettings = settings
}

// Change requests: `Scenarios/Changes/<name>/` says what to change, and a change's folder in a
// group, `Sources/<Group>/Changes/<Name>/<Target>` (and `Tests/<Group>/Changes/<Name>/<Target>`),
// holds each target as that change leaves it: an architecture's implementation of the change
// (group `Architectures`), or a shared layer the change touches once for all (group `Shared`).
// With `WORKBENCH_CHANGE=<name>` in the environment, every target with such a folder is built
// from it instead; `workbench run --change` and `workbench changes --verify` build the package
// that way, in their own scratch folder, so the default build never compiles a change.
// `diff -r Sources/Architectures/MVC Sources/Architectures/Changes/Undo/MVC` shows what one
// change cost.
if let change = Context.environment["WORKBENCH_CHANGE"], !change.isEmpty {
  let folder = change.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }
    .joined()
  for target in package.targets {
    let root = target.type == .test ? "Tests" : "Sources"
    for group in ["Architectures", "Shared"] {
      let changed = "\(root)/\(group)/Changes/\(folder)/\(target.name)"
      var isFolder: ObjCBool = false
      let absolute = Context.packageDirectory + "/" + changed
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      target.path = changed
      // A changed target may need a shared layer its base does not (the storage of
      // `remember-token`); no base target but the descriptor depends on it.
      // And the slow service of `slow-service` and its clock, which its role tests drive.
      for shared in ["Persistence", "CalculatorModel", "Scheduling"] {
        let present = target.dependencies.contains { dependency in
          switch dependency {
          case .targetItem(let name, _), .byNameItem(let name, _): name == shared
          default: false
          }
        }
        if !present { target.dependencies.append(.target(name: shared)) }
      }
    }
  }
}
