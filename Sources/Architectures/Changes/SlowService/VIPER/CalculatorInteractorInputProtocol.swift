public import TextEditing

/// What the presenter can ask of its interactor (presenter to interactor): the calculator's use
/// cases, named for what they do to the calculation.
@MainActor
public protocol CalculatorInteractorInputProtocol: AnyObject {
  /// Reports the sum of the input as it stands.
  func fetchSum()

  /// Changes the separators and reports the sum of the input with the new ones.
  ///
  /// - Parameter token: The new separator characters.
  func updateToken(_ token: String)

  /// Changes the input by `edit` and reports its sum.
  ///
  /// - Parameters:
  ///   - input: The new input.
  ///   - edit: How the previous input became `input`.
  func updateInput(_ input: String, edit: TextEdit)
}
