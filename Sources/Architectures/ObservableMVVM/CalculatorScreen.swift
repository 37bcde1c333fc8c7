import CalculatorModel
import DeclarativeKit
public import ViewKit

/// Builds the calculator screen of MVVM with `@Observable` view models: the one place its roles
/// are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: a hosting controller
  /// showing the calculator view, which holds the view model, which owns the model.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    return HostingController(rootView: CalculatorView(viewModel: viewModel))
  }
}
