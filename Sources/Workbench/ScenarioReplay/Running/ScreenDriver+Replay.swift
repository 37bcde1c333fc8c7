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

  /// Performs `event` on this screen, as the user would.
  ///
  /// A relaunch replaces the screen and a wait moves the environment's clock, so neither is this
  /// screen's to perform: a ``ScreenSession`` does them; here they do nothing.
  ///
  /// - Parameter event: The event to perform.
  /// - Throws: ``ScreenDriverError`` when the button to tap is missing or is not a button.
  @inline(__always)
  public func perform(_ event: ReplayPlan.Event) throws(ScreenDriverError) {
    switch event {
    case .insert(let field, let text): textField(field).insertText(text)
    case .deleteBackward(let field): textField(field).deleteBackward()
    case .replace(let field, let text): textField(field).replaceText(with: text)
    case .tap(let identifier): try button(identifier).tap()
    case .relaunch, .wait: break
    }
  }
}
