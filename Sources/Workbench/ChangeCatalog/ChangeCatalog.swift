public import ArchitectureDescriptor
import CleanSwift
import ComposableStore
import MV
import MVC
import MVP
import MVVM
import MVVMInputOutput
import MVVMObservation
import MassiveMVC
import ObservableMVVM
import UnidirectionalStore
import VIPER
public import ViewKit

/// The screens of one change request's implementations, compiled only into that change's tool
/// (`workbench-change`, built with `WORKBENCH_CHANGE=<name>` and `WORKBENCH_CHANGE_MODULES=1`).
///
/// `Package.swift` builds each folder a change's patches make as a module of its own
/// (`Undo_MVC` for the `undo` change's MVC) beside the base modules, and compiles this file
/// with `-module-alias MVC=Undo_MVC`: `import MVC` here is the change's MVC, while the harness
/// and the rest of the tool stay the base build's, compiled once. An architecture the change
/// does not touch is its base module.
public enum ChangeCatalog {
  /// Each architecture's screen, by the name of its source folder (its target).
  public static let screens: [String: @MainActor @Sendable (ScreenEnvironment) -> ViewController] =
    [
      "MassiveMVC": ScreenFactory.make(MassiveMVC.CalculatorScreen.makeRootViewController),
      "MVC": ScreenFactory.make(MVC.CalculatorScreen.makeRootViewController),
      "MVP": ScreenFactory.make(MVP.CalculatorScreen.makeRootViewController),
      "MVVM": ScreenFactory.make(MVVM.CalculatorScreen.makeRootViewController),
      "MVVMInputOutput": ScreenFactory.make(
        MVVMInputOutput.CalculatorScreen.makeRootViewController),
      "MVVMObservation": ScreenFactory.make(
        MVVMObservation.CalculatorScreen.makeRootViewController),
      "UnidirectionalStore": ScreenFactory.make(
        UnidirectionalStore.CalculatorScreen.makeRootViewController),
      "VIPER": ScreenFactory.make(VIPER.CalculatorScreen.makeRootViewController),
      "CleanSwift": ScreenFactory.make(CleanSwift.CalculatorScreen.makeRootViewController),
      "ObservableMVVM": ScreenFactory.make(ObservableMVVM.CalculatorScreen.makeRootViewController),
      "ComposableStore": ScreenFactory.make(
        ComposableStore.CalculatorScreen.makeRootViewController),
      "MV": ScreenFactory.make(MV.CalculatorScreen.makeRootViewController),
    ]
}
