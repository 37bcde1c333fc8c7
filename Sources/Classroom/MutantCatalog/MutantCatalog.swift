import MutantBMPSeparators
import MutantCharacterSplit
import MutantCoarseObservation
import MutantDoubleUpdate
import MutantImpureReducer
import MutantNoClearUpdate
import MutantPresenterTouchesKit
import MutantRetainCycle
import MutantStaleSum
import MutantStrongView
import MutantWrappingSum
import MutantWrongBackspace
public import Mutation

/// The mutants the workbench ships: broken copies of the architectures, kept apart from
/// `Catalog.architectures` so that they never run unless named.
public enum MutantCatalog {
  /// Every registered mutant, in the order reports show them.
  ///
  /// Adding a mutant is copying an architecture's folder to `Sources/Classroom/Mutants/<Name>`,
  /// making one bug in it, listing it in `Package.swift` and adding an entry here.
  public static let mutants: [Mutant] = [
    Mutant(
      name: "StaleSum",
      description:
        "The tutorial's own bug: a token change updates the model but not the result, so the sum "
        + "stays the one for the old token until the input changes.",
      original: "MVC", sourcePath: "Sources/Classroom/Mutants/StaleSum",
      makeRootViewController: MutantStaleSum.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "WrongBackspace",
      description:
        "A backspace drops the wrong Character: an off-by-one in the view model's own copy of "
        + "the input removes the Character before the deleted one (12, backspace, sums 2).",
      original: "MVVM", sourcePath: "Sources/Classroom/Mutants/WrongBackspace",
      makeRootViewController: MutantWrongBackspace.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "BMPSeparators",
      description:
        "Separators above U+FFFF are ignored: the token is read as UTF-16 units and surrogate "
        + "halves are dropped, so an emoji in the token splits nothing.",
      original: "MassiveMVC", sourcePath: "Sources/Classroom/Mutants/BMPSeparators",
      makeRootViewController: MutantBMPSeparators.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "CharacterSplit",
      description:
        "Splits at Characters instead of Unicode scalars: a separator with a combining mark, "
        + "CR LF, or a precomposed token against decomposed input split differently.",
      original: "MassiveMVC", sourcePath: "Sources/Classroom/Mutants/CharacterSplit",
      makeRootViewController: MutantCharacterSplit.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "NoClearUpdate",
      description:
        "The label is not updated when the input becomes empty: clearing the input (or deleting "
        + "its last character) leaves the old sum on screen.",
      original: "MVC", sourcePath: "Sources/Classroom/Mutants/NoClearUpdate",
      makeRootViewController: MutantNoClearUpdate.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "DoubleUpdate",
      description:
        "The label is updated twice for every input edit: by the binding, then again by the view "
        + "controller. It shows the right text; the harness counts the second update.",
      original: "MVVM", sourcePath: "Sources/Classroom/Mutants/DoubleUpdate",
      makeRootViewController: MutantDoubleUpdate.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "WrappingSum",
      description:
        "The sum wraps instead of staying exact: it is shown as an Int, so past Int.max it turns "
        + "negative.",
      original: "MVC", sourcePath: "Sources/Classroom/Mutants/WrappingSum",
      makeRootViewController: MutantWrappingSum.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "RetainCycle",
      description:
        "A retain cycle: the view controller subscribes to the store with a closure that captures "
        + "self strongly, so the screen leaks.",
      original: "Store", sourcePath: "Sources/Classroom/Mutants/RetainCycle",
      makeRootViewController: MutantRetainCycle.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "PresenterTouchesKit",
      description:
        "A presenter that touches a kit type: it sets the CalculatorView's label itself. The "
        + "screen shows the same, so only a conformance rule can tell it apart, not fuzzing.",
      original: "MVP", sourcePath: "Sources/Classroom/Mutants/PresenterTouchesKit",
      makeRootViewController: MutantPresenterTouchesKit.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "StrongView",
      description:
        "A view model that holds its view strongly: it knows the view controller, which holds it, "
        + "so the screen leaks.",
      original: "MVVM", sourcePath: "Sources/Classroom/Mutants/StrongView",
      makeRootViewController: MutantStrongView.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "ImpureReducer",
      description:
        "A reducer with a side effect: it records every action in a shared log. The screen shows "
        + "the same, so only a conformance rule can tell it apart, not fuzzing.",
      original: "Store", sourcePath: "Sources/Classroom/Mutants/ImpureReducer",
      makeRootViewController: MutantImpureReducer.CalculatorScreen.makeRootViewController),
    Mutant(
      name: "CoarseObservation",
      description:
        "MV read coarsely: the screen's view reads the whole model to pass each value down, so "
        + "every edit re-evaluates it as well as the result's view. It shows the right text; the "
        + "harness counts the extra bodies.",
      original: "MV", sourcePath: "Sources/Classroom/Mutants/CoarseObservation",
      makeRootViewController: MutantCoarseObservation.CalculatorScreen.makeRootViewController),
  ]
}
