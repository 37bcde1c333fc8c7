import CalculatorModel
public import ViewKit

/// Builds the MVVM calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// view model, the view model owns the model.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController(viewModel: ViewModel(model: Calculator()))
  }
}
