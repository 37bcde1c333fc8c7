public import TextEditing

/// What the view can tell its presenter (view to presenter): the view's life cycle and the
/// user's edits, as plain values.
@MainActor
public protocol CalculatorPresenterProtocol: AnyObject {
  /// The view has loaded and wants its first result.
  func viewDidLoad()

  /// The user changed the token field.
  ///
  /// - Parameter token: The token field's new text.
  func didChangeTokenText(_ token: String)

  /// The user changed the input field.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  func didChangeInputText(_ input: String, edit: TextEdit)
}
