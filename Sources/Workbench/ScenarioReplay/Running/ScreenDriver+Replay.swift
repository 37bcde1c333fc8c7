import CalculatorUI
import ScenarioLanguage
public import ScreenDriver
public import ViewKit

extension ScreenDriver {
  /// The text field behind `field`, on the top screen.
  ///
  /// - Parameter field: Which field.
  /// - Returns: The screen's widget for it.
  /// - Throws: ``ScreenDriverError`` when the field is not on the top screen, or (for a field
  ///   named by identifier) is missing or not a text field.
  public func textField(_ field: Field) throws(ScreenDriverError) -> TextField {
    let found: TextField
    let identifier: String
    switch field {
    case .token: (found, identifier) = (tokenField, AccessibilityIdentifier.tokenTextField)
    case .input: (found, identifier) = (inputField, AccessibilityIdentifier.inputTextField)
    case .identifier(let identifier): return try textField(identifier: identifier)
    }
    guard isCalculator else { throw ScreenDriverError(identifier: identifier, problem: .missing) }
    guard isOnTopScreen(found) else {
      // The short name's widget, by the identifier the screen gives it, as for any other widget.
      throw ScreenDriverError(identifier: identifier, problem: .notOnTopScreen(screen: screenTitle))
    }
    return found
  }

  /// The text field behind `field` when the user may edit it.
  ///
  /// - Throws: ``ScreenDriverError`` as ``textField(_:)`` does, or when the field is disabled.
  public func editableField(_ field: Field) throws(ScreenDriverError) -> TextField {
    let identifier =
      switch field {
      case .token: AccessibilityIdentifier.tokenTextField
      case .input: AccessibilityIdentifier.inputTextField
      case .identifier(let identifier): identifier
      }
    return try enabled(textField(field), identifier, action: "type into")
  }

  /// Performs `event` on this screen, as the user would.
  ///
  /// A relaunch replaces the screen and a wait moves the environment's clock, so neither is this
  /// screen's to perform: a ``ScreenSession`` does them; here they do nothing.
  ///
  /// - Parameter event: The event to perform.
  /// - Throws: ``ScreenDriverError`` when the widget to act on is missing, is not of the kind
  ///   needed or is not on the top screen, when it is disabled, when a row or a segment is
  ///   missing, or when there is no back button.
  @inline(__always)
  public func perform(_ event: ReplayPlan.Event) throws(ScreenDriverError) {
    switch event {
    case .insert(let field, let text): try editableField(field).insertText(text)
    case .deleteBackward(let field): try editableField(field).deleteBackward()
    case .replace(let field, let text): try editableField(field).replaceText(with: text)
    case .tap(let identifier): try enabled(button(identifier), identifier, action: "tap").tap()
    case .select(let identifier, let title): try select(title, of: identifier)
    case .tapRow(let row, let identifier): try tapRow(row, of: identifier)
    case .deleteRow(let row, let identifier): try deleteRow(row, of: identifier)
    case .back: try back()
    case .relaunch, .wait: break
    }
  }
}
