import ArchitectureDescriptor
public import Mutation

#if WORKBENCH_MUTANT_NoCancellation
  import MutantNoCancellation
#endif
#if WORKBENCH_MUTANT_NoEllipsis
  import MutantNoEllipsis
#endif
#if WORKBENCH_MUTANT_FirstAnswer
  import MutantFirstAnswer
#endif

/// The mutants of the change request being built (`WORKBENCH_CHANGE`), which only its build
/// compiles: the lab's tools (`workbench-lab`, and a change's `workbench-change-lab`) add them to
/// the base mutants (`MutantCatalog`).
///
/// `Package.swift` defines `WORKBENCH_MUTANT_<Name>` for each mutant the build compiles: not
/// `canImport`, which a mutant built for another change, its module left in `.build`, would
/// satisfy without being linked.
public enum ChangeMutants {
  /// Where the tool makes `slow-service`'s mutants from their patches
  /// (`Scenarios/Changes/slow-service/patches/mutants`), and the change's build compiles them.
  static let slowServiceMutants =
    ".build/change-sources/slow-service/Sources/Classroom/Mutants/Changes/SlowService/"

  /// The mutants of the change request being built (`WORKBENCH_CHANGE`), copies of one of its
  /// implementations with a bug that only its scenarios reveal; none in the default build.
  ///
  /// `slow-service`'s three can only be told apart in time: each shows the same as its original
  /// until a request is pending while the user edits.
  public static var mutants: [Mutant] {
    var mutants: [Mutant] = []
    #if WORKBENCH_MUTANT_NoCancellation
      mutants.append(
        Mutant(
          name: "NoCancellation",
          description:
            "slow-service: the presenter never cancels the request in flight, so a stale answer "
            + "overwrites the … of a newer edit, and then the newer answer overwrites it.",
          original: "MVP",
          sourcePath: slowServiceMutants + "NoCancellation",
          makeScreen: { environment in
            MutantNoCancellation.CalculatorScreen.makeRootViewController(
              sumService: environment.sumService)
          }))
    #endif
    #if WORKBENCH_MUTANT_NoEllipsis
      mutants.append(
        Mutant(
          name: "NoEllipsis",
          description:
            "slow-service: the presenter ignores that a sum is on its way, so the label keeps the "
            + "old sum, never …, until the answer comes.",
          original: "VIPER",
          sourcePath: slowServiceMutants + "NoEllipsis",
          makeScreen: { environment in
            MutantNoEllipsis.CalculatorScreen.makeRootViewController(
              sumService: environment.sumService)
          }))
    #endif
    #if WORKBENCH_MUTANT_FirstAnswer
      mutants.append(
        Mutant(
          name: "FirstAnswer",
          description:
            "slow-service: the store sends no new request while one is in flight, so the label "
            + "shows the answer to the first of overlapping edits instead of the last.",
          original: "Store",
          sourcePath: slowServiceMutants + "FirstAnswer",
          makeScreen: { environment in
            MutantFirstAnswer.CalculatorScreen.makeRootViewController(
              sumService: environment.sumService)
          }))
    #endif
    return mutants
  }
}
