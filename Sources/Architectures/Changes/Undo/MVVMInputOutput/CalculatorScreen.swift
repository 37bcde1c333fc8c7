public import ViewKit

/// Builds the MVVM Input/Output calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// view model, whose transform makes a model for the streams it wires.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController(viewModel: ViewModel())
  }
}
