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
#if WORKBENCH_MUTANT_RestoresWrongRow
  import MutantRestoresWrongRow
#endif
#if WORKBENCH_MUTANT_DeleteLeavesRow
  import MutantDeleteLeavesRow
#endif
#if WORKBENCH_MUTANT_HistoryLeaks
  import MutantHistoryLeaks
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

  /// Where the tool makes `history`'s mutants from their patches
  /// (`Scenarios/Changes/history/patches/mutants`), and the change's build compiles them.
  static let historyMutants =
    ".build/change-sources/history/Sources/Classroom/Mutants/Changes/History/"

  /// The mutants of the change request being built (`WORKBENCH_CHANGE`), copies of one of its
  /// implementations with a bug that only its scenarios reveal; none in the default build.
  ///
  /// `slow-service`'s three can only be told apart in time: each shows the same as its original
  /// until a request is pending while the user edits. `history`'s three are copies of MVC's
  /// implementation: each shows the same until a row is tapped or deleted, or, for the leak,
  /// until the screen is released.
  public static var mutants: [Mutant] {
    slowServiceBuilt + historyBuilt
  }

  /// `slow-service`'s mutants that the build compiled.
  private static var slowServiceBuilt: [Mutant] {
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

  /// `history`'s mutants that the build compiled.
  private static var historyBuilt: [Mutant] {
    var mutants: [Mutant] = []
    #if WORKBENCH_MUTANT_RestoresWrongRow
      mutants.append(
        Mutant(
          name: "RestoresWrongRow",
          description:
            "history: the History controller hands back the calculation of the row below the "
            + "one tapped (and nothing for the last row), so the wrong calculation is restored.",
          original: "MVC", sourcePath: historyMutants + "RestoresWrongRow",
          makeRootViewController: {
            MutantRestoresWrongRow.CalculatorScreen.makeRootViewController()
          }))
    #endif
    #if WORKBENCH_MUTANT_DeleteLeavesRow
      mutants.append(
        Mutant(
          name: "DeleteLeavesRow",
          description:
            "history: the History controller removes a deleted calculation from the model but "
            + "never deletes its row, so the list still shows it until the screen is shown again.",
          original: "MVC", sourcePath: historyMutants + "DeleteLeavesRow",
          makeRootViewController: {
            MutantDeleteLeavesRow.CalculatorScreen.makeRootViewController()
          }))
    #endif
    #if WORKBENCH_MUTANT_HistoryLeaks
      mutants.append(
        Mutant(
          name: "HistoryLeaks",
          description:
            "history: the calculator's controller keeps the History controller it pushed, which "
            + "holds its delegate strongly: a retain cycle, so a popped History screen is never "
            + "freed, nor, once released, the calculator.",
          original: "MVC", sourcePath: historyMutants + "HistoryLeaks",
          makeRootViewController: { MutantHistoryLeaks.CalculatorScreen.makeRootViewController() }))
    #endif
    return mutants
  }
}
