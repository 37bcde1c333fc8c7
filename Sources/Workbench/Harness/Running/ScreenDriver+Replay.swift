import ScenarioLanguage
public import ScreenDriver
public import ViewKit

extension ScreenDriver {
  /// The text field behind `field`.
  ///
  /// - Parameter field: Which field.
  /// - Returns: The screen's widget for it.
  public func textField(_ field: Field) -> TextField {
    switch field {
    case .token: tokenField
    case .input: inputField
    }
  }

  /// Performs `event` on the screen, as the user would.
  ///
  /// - Parameter event: The event to perform.
  @inline(__always)
  public func perform(_ event: ReplayPlan.Event) {
    switch event {
    case .insert(let field, let text): textField(field).insertText(text)
    case .deleteBackward(let field): textField(field).deleteBackward()
    case .replace(let field, let text): textField(field).replaceText(with: text)
    }
  }
}
