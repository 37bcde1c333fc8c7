import ArchitectureDescriptor
import CodeFacts
import ScenarioLanguage
import ScenarioReplay

/// What `workbench exercise check` found: one line per scenario, rule and leak check, and
/// whether all of them passed.
public struct ExerciseCheck: Sendable, Codable {
  /// One thing checked.
  public struct Item: Sendable, Equatable, Codable {
    /// What was checked: `scenario`, `rule` or `leaks`.
    public var kind: String
    /// What was checked, in words.
    public var subject: String
    /// Whether it passed.
    public var passed: Bool
    /// What went wrong, when it failed.
    public var detail: String?
    /// What to look at, when it failed.
    public var hint: String?
  }

  /// Everything checked, scenarios first, then the rules, then the leak check.
  public var items: [Item]

  /// Whether every check passed: the exercise is solved.
  public var solved: Bool { items.allSatisfy(\.passed) }

  /// The checks that failed.
  public var missing: [Item] { items.filter { !$0.passed } }

  /// Checks the student's copy of `exercise` (or its reference solution): replays its scenarios
  /// on the screen through the harness, checks the pattern's rules on the sources, and checks
  /// that the screen is freed.
  ///
  /// - Parameters:
  ///   - exercise: The exercise.
  ///   - solution: Whether to check the reference solution instead of the student's copy.
  ///   - packageRoot: The folder holding `Scenarios` and `Sources`.
  ///   - progress: Told the name of each scenario before it is replayed.
  /// - Returns: What was found.
  /// - Throws: The error of a scenario that cannot be read or parsed, or ``UnreadablePathError``
  ///   for sources that cannot be read.
  @MainActor
  public static func run(
    _ exercise: Exercise, solution: Bool, packageRoot: String,
    progress: (String) -> Void = { _ in }
  ) throws -> ExerciseCheck {
    guard let architecture = exercise.architecture(solution: solution) else {
      throw ExerciseScreensMissing(exercise: exercise.name)
    }
    let paths = exercise.scenarios.map {
      join(packageRoot, "Scenarios/\($0).\(ScenarioLibrary.fileExtension)")
    }
    let scenarios = try ScenarioLibrary.loadScenarios(at: paths)
    let suite = WorkbenchSuite(
      architectures: [architecture], timing: nil, knownArchitectures: [architecture])
    let report = suite.run(scenarios, environment: EnvironmentInfo.current()) {
      progress($0.scenarioName)
    }
    var items: [Item] = []
    var leaked: Set<String> = []
    for scenario in report.scenarios {
      let failures = scenario.runs.flatMap(\.failures).filter { $0.kind != .leak }
      leaked.formUnion(scenario.runs.flatMap(\.leaked))
      items.append(
        Item(
          kind: "scenario", subject: scenario.name, passed: failures.isEmpty,
          detail: failures.first.map { "line \($0.line): \($0.message)" },
          hint: failures.isEmpty
            ? nil
            : "compare your screen's messages with a working one's: workbench trace "
              + "\(scenario.path) --architectures MVC,\(exercise.name)"))
    }
    let known = try KnownTypes.sharedLayers(packageRoot: packageRoot)
    let facts = try CodeFacts.analyse(
      folder: join(packageRoot, architecture.sourcePath), knownExternalTypes: known)
    for rule in exercise.rules {
      let holds = rule.holds(facts)
      items.append(
        Item(
          kind: "rule", subject: rule.requirement, passed: holds,
          detail: holds ? nil : "does not hold in \(architecture.sourcePath)",
          hint: holds ? nil : rule.hint))
    }
    if let model = try exercise.pattern.flatMap({
      try IntendedModel.named($0, packageRoot: packageRoot)
    }) {
      items += try patternItems(
        model, folder: join(packageRoot, architecture.sourcePath), known: known)
    }
    items.append(
      Item(
        kind: "leaks", subject: "the screen is freed once released", passed: leaked.isEmpty,
        detail: leaked.isEmpty
          ? nil : "still alive after release: " + leaked.sorted().joined(separator: ", "),
        hint: leaked.isEmpty
          ? nil
          : "two objects hold each other strongly: which reference should be weak, or not "
            + "there at all?"))
    return ExerciseCheck(items: items)
  }

  /// The intended model's check of the sources: one passing item, or one failing item per
  /// violation with its `file:line` and the pattern's reason.
  package static func patternItems(
    _ model: IntendedModel, folder: String, known: KnownTypes
  ) throws -> [Item] {
    let violations = try StaticConformance.check(folder: folder, model: model, knownTypes: known)
    guard !violations.isEmpty else {
      return [
        Item(
          kind: "rule", subject: "the sources keep \(model.pattern)'s intended model",
          passed: true)
      ]
    }
    return violations.map { violation in
      Item(
        kind: "rule", subject: violation.rule, passed: false,
        detail: "\(violation.location): \(violation.detail)", hint: violation.why)
    }
  }

  private static func join(_ folder: String, _ path: String) -> String {
    folder.isEmpty || folder == "." ? path : folder + "/" + path
  }
}

/// This build does not compile the exercises' screens (see `ExerciseScreens`).
public struct ExerciseScreensMissing: Error, CustomStringConvertible {
  /// The exercise whose screen was asked for.
  public let exercise: String

  /// A sentence saying so.
  public var description: String {
    "this build has no screen for \(exercise): run it through 'workbench', which builds "
      + "'workbench-classroom' for it"
  }
}
