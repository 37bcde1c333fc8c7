public import CalculatorModel
public import Scheduling
public import ViewKit

/// Builds the MVVM calculator screen with Swift's Observation: the one place its roles are made
/// and wired.
public enum CalculatorScreen {
  /// Returns the screen's root view controller, its view not loaded yet: the view controller
  /// owns the view model, which talks to the slow service, and renders what changed on the
  /// main scheduler's next turn when the change came from an answer rather than an edit.
  ///
  /// - Parameters:
  ///   - sumService: The slow service that answers sums.
  ///   - scheduler: The main scheduler the view controller renders on.
  /// - Returns: The root view controller, its view not loaded yet.
  @MainActor
  public static func makeRootViewController(
    sumService: SumService, scheduler: any Scheduler
  ) -> ViewController {
    CalculatorViewController(viewModel: ViewModel(sumService: sumService), scheduler: scheduler)
  }
}
