import CalculatorModel
import DeclarativeKit
public import ViewKit

/// Builds the MV calculator screen: the one place its model is made and put in the environment.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: a hosting controller
  /// showing the calculator view over a model it owns.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let model = Model(calculator: Calculator())
    return HostingController(rootView: CalculatorView().environment(model))
  }
}
