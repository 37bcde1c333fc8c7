public import ArchitectureDescriptor
import CodeFacts
public import ViewKit

/// One classroom exercise: a broken or unfinished architecture a student repairs, its reference
/// solution kept apart, the checks that tell the two apart, and hints from vague to precise.
///
/// ```swift
/// let exercise = ExerciseCatalog.exercise(named: "stale-token")
/// exercise?.studentPath  // "Sources/Classroom/Exercises/StaleToken"
/// ```
public struct Exercise: Sendable {
  /// The name used on the command line (`stale-token`).
  public let name: String

  /// What kind of work it is (`repair MVC`, `refactor MassiveMVC into MVC`).
  public let kind: String

  /// One line saying what is wrong or what to do.
  public let summary: String

  /// The task, in a paragraph: what to observe, what to change, what "done" means.
  public let task: String

  /// The folder name of the student's copy (`StaleToken`), and of the solution when it has a
  /// folder of its own.
  public let folder: String

  /// The architecture whose code is the reference solution (`MVC`): the real target, not a copy
  /// of it; `nil` when the solution differs from every architecture and has a folder of its own
  /// under `Sources/Classroom/ExerciseSolutions`.
  public var solutionArchitecture: String?

  /// The bundled scenarios (names under `Scenarios/`) replayed on the screen.
  public let scenarios: [String]

  /// The pattern's rules checked on the sources.
  public let rules: [ExerciseRule]

  /// Hints, from the first nudge to nearly the answer.
  public let hints: [String]

  /// The pattern whose intended model the sources must keep (`MVP`), checked beside
  /// ``rules`` with each violation's location; `nil` for none.
  public var pattern: String?

  /// Builds the student's screen; `nil` in a build that does not compile the exercises (the
  /// `workbench` tool itself, so that a student's compile error never stops it).
  public var makeStudentScreen: (@MainActor @Sendable () -> ViewController)?

  /// Builds the reference solution's screen; `nil` where ``makeStudentScreen`` is.
  public var makeSolutionScreen: (@MainActor @Sendable () -> ViewController)?

  /// Creates an exercise.
  ///
  /// - Parameters:
  ///   - name: The command-line name.
  ///   - kind: What kind of work it is.
  ///   - summary: One line saying what to do.
  ///   - task: The task in a paragraph.
  ///   - folder: The folder under `Sources/Classroom/Exercises` (and
  ///     `Sources/Classroom/ExerciseSolutions`, for a solution of its own).
  ///   - scenarios: The bundled scenarios to replay.
  ///   - rules: The rules checked on the sources.
  ///   - hints: Hints, vague first.
  ///   - solutionArchitecture: The architecture whose code is the solution, if any.
  ///   - pattern: The pattern whose intended model the sources must keep.
  ///   - makeStudentScreen: Builds the student's screen, where the exercises are compiled.
  ///   - makeSolutionScreen: Builds the solution's screen, where the exercises are compiled.
  public init(
    name: String, kind: String, summary: String, task: String, folder: String,
    scenarios: [String], rules: [ExerciseRule], hints: [String],
    solutionArchitecture: String? = nil, pattern: String? = nil,
    makeStudentScreen: (@MainActor @Sendable () -> ViewController)? = nil,
    makeSolutionScreen: (@MainActor @Sendable () -> ViewController)? = nil
  ) {
    self.name = name
    self.kind = kind
    self.summary = summary
    self.task = task
    self.folder = folder
    self.scenarios = scenarios
    self.rules = rules
    self.hints = hints
    self.solutionArchitecture = solutionArchitecture
    self.pattern = pattern
    self.makeStudentScreen = makeStudentScreen
    self.makeSolutionScreen = makeSolutionScreen
  }

  /// The student's copy, relative to the package root.
  public var studentPath: String { "Sources/Classroom/Exercises/" + folder }

  /// The reference solution, relative to the package root: the real architecture's folder, or
  /// the solution's own.
  public var solutionPath: String {
    solutionArchitecture.map { "Sources/Architectures/" + $0 }
      ?? "Sources/Classroom/ExerciseSolutions/" + folder
  }

  /// Whether this build can make the exercise's screens (they are compiled in).
  public var hasScreens: Bool { makeStudentScreen != nil && makeSolutionScreen != nil }

  /// The student's or the solution's screen as an architecture the harness can run, or `nil`
  /// in a build that does not compile the exercises.
  ///
  /// - Parameter solution: Whether to take the reference solution.
  /// - Returns: The architecture, named after the exercise.
  public func architecture(solution: Bool) -> Architecture? {
    guard let make = solution ? makeSolutionScreen : makeStudentScreen else { return nil }
    return Architecture(
      name: solution ? "\(folder) (solution)" : folder, summary: summary,
      origin: "the exercise \(name)", sourcePath: solution ? solutionPath : studentPath,
      makeRootViewController: make)
  }
}

/// One rule of a pattern, checked on an exercise's sources through their code facts.
public struct ExerciseRule: Sendable {
  /// What the rule requires, as a sentence (`the presenter holds its view weakly`).
  public let requirement: String

  /// What to look at when the rule does not hold.
  public let hint: String

  /// Whether the sources keep the rule.
  public let holds: @Sendable (CodeFacts) -> Bool

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - requirement: What it requires.
  ///   - hint: What to look at when it fails.
  ///   - holds: Whether the facts keep it.
  public init(
    _ requirement: String, hint: String, holds: @escaping @Sendable (CodeFacts) -> Bool
  ) {
    self.requirement = requirement
    self.hint = hint
    self.holds = holds
  }

  /// Creates a rule from one of the workbench's conformance rules, the same code that
  /// `CodeFactsConformanceTests` and `workbench mutants` check on every architecture.
  ///
  /// A conformance rule holds vacuously when the role it is about is missing, which suits a
  /// catalogue of patterns where not every architecture has a presenter; an exercise is not
  /// solved by deleting the presenter, so this rule also requires each of `roles` to exist.
  ///
  /// - Parameters:
  ///   - rule: The conformance rule; its name becomes the requirement.
  ///   - roles: The types that must exist, such as `["Presenter"]`.
  ///   - hint: What to look at when it fails.
  public init(_ rule: ConformanceRule, roles: [String], hint: String) {
    self.init(rule.name, hint: hint) { facts in
      roles.allSatisfy { facts.type(named: $0) != nil } && rule.violations(in: facts).isEmpty
    }
  }
}
