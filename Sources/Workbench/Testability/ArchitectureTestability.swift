/// One architecture's testability: what its kit-free tests reach, the coverage of its sources,
/// and what caught each of its mutants.
public struct ArchitectureTestability: Sendable, Equatable, Codable {
  /// The architecture's name.
  public var name: String
  /// Its sources' folder, relative to the package root.
  public var sourcePath: String
  /// Its kit-free test files, relative to the package root.
  public var kitFreeFiles: [String]
  /// Its `@Test` functions in kit-free files.
  public var kitFreeTests: Int
  /// Its `@Test` functions in files that need the screen.
  public var screenTests: Int
  /// Its concrete types (classes, structs, enums), its roles.
  public var roles: [String]
  /// The roles a kit-free test file names.
  public var rolesReached: [String]
  /// Line coverage of its sources by its kit-free tests alone.
  public var kitFreeCoverage: LineCoverage
  /// Line coverage of its sources by all its tests.
  public var testCoverage: LineCoverage
  /// Line coverage of its sources by the bundled scenarios replayed through the screen.
  public var scenarioCoverage: LineCoverage
  /// Its mutants that compiled, with what caught each.
  public var mutants: [MutantResult]
  /// Mutants generated that did not compile, and so were left out (state: compile error).
  public var uncompiledMutants: Int
  /// Each of its `@Test` functions, classified by what it reaches.
  public var testFunctions: [TestFunction]
  /// How much of it runs without constructing any kit object.
  public var reachability: Reachability

  /// Creates an architecture's results.
  ///
  /// - Parameters:
  ///   - name: The architecture.
  ///   - sourcePath: Its sources' folder.
  ///   - kitFreeFiles: Its kit-free test files.
  ///   - kitFreeTests: Its kit-free tests.
  ///   - screenTests: Its tests that need the screen.
  ///   - roles: Its concrete types.
  ///   - rolesReached: The roles kit-free tests name.
  public init(
    name: String, sourcePath: String, kitFreeFiles: [String], kitFreeTests: Int,
    screenTests: Int, roles: [String], rolesReached: [String]
  ) {
    self.name = name
    self.sourcePath = sourcePath
    self.kitFreeFiles = kitFreeFiles
    self.kitFreeTests = kitFreeTests
    self.screenTests = screenTests
    self.roles = roles
    self.rolesReached = rolesReached
    kitFreeCoverage = LineCoverage(covered: 0, count: 0)
    testCoverage = LineCoverage(covered: 0, count: 0)
    scenarioCoverage = LineCoverage(covered: 0, count: 0)
    mutants = []
    uncompiledMutants = 0
    testFunctions = []
    reachability = Reachability(
      measured: LineCoverage(covered: 0, count: 0), linesInKitFreeFiles: 0,
      linesRunInKitFiles: 0, kitLinesRun: 0)
  }

  /// The number of its mutants with `fate`.
  ///
  /// - Parameter fate: What caught them.
  /// - Returns: How many.
  public func count(_ fate: MutantFate) -> Int {
    mutants.count { $0.fate == fate }
  }

  /// The share of its mutants the kit-free tests kill, from 0 to 1 (0 with no mutant).
  public var killedWithoutScreen: Double {
    mutants.isEmpty ? 0 : Double(count(.killedByKitFreeTests)) / Double(mutants.count)
  }

  /// The number of its compiled mutants in `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: How many.
  public func count(_ state: MutantState) -> Int {
    mutants.count { $0.state == state }
  }

  /// Its detected mutants: killed or timed out.
  public var detected: Int { count(.killed) + count(.timeout) }

  /// The mutation score: detected of all compiled mutants, from 0 to 1 (0 with none).
  public var mutationScore: Double {
    mutants.isEmpty ? 0 : Double(detected) / Double(mutants.count)
  }

  /// Test strength, as PIT reports it: detected of the compiled mutants some test or scenario
  /// runs (no coverage left out), from 0 to 1 (0 with none).
  public var testStrength: Double {
    let reached = mutants.count - count(.noCoverage)
    return reached == 0 ? 0 : Double(detected) / Double(reached)
  }
}
