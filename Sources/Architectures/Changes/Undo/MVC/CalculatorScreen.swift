import CalculatorModel
public import ViewKit

/// Builds the MVC calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the controller owns
  /// the model.
  @MainActor
  public static func makeRootViewController() -> ViewController {
    CalculatorViewController(model: UndoModel(calculator: Calculator()))
  }
}
