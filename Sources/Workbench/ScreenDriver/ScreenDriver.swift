import CalculatorUI
public import ViewKit

/// Finds a calculator screen's widgets by accessibility identifier, as a UI test does, so that
/// tests and the harness can type into any architecture's screen without knowing its insides.
///
/// ```swift
/// let screen = try ScreenDriver(MVC.CalculatorScreen.makeRootViewController())
/// screen.inputField.insertText("1,2")
/// screen.resultLabel.text  // "3" once the token is ","
/// ```
@MainActor
public struct ScreenDriver {
  /// The screen's root view controller, with its view loaded.
  public let rootViewController: ViewController

  /// The field holding the separator characters (`tokenTextField`).
  public let tokenField: TextField

  /// The field holding the text to sum (`inputTextField`).
  public let inputField: TextField

  /// The label showing the sum (`resultLabel`).
  public let resultLabel: Label

  /// Loads `rootViewController`'s view and finds the three widgets in it.
  ///
  /// - Parameter rootViewController: The screen to drive.
  /// - Throws: ``ScreenDriverError`` naming the first widget that is missing.
  public init(_ rootViewController: ViewController) throws(ScreenDriverError) {
    rootViewController.loadViewIfNeeded()
    let root = rootViewController.view
    guard
      let tokenField = root.descendant(
        TextField.self, withAccessibilityIdentifier: AccessibilityIdentifier.tokenTextField)
    else { throw ScreenDriverError(missingIdentifier: AccessibilityIdentifier.tokenTextField) }
    guard
      let inputField = root.descendant(
        TextField.self, withAccessibilityIdentifier: AccessibilityIdentifier.inputTextField)
    else { throw ScreenDriverError(missingIdentifier: AccessibilityIdentifier.inputTextField) }
    guard
      let resultLabel = root.descendant(
        Label.self, withAccessibilityIdentifier: AccessibilityIdentifier.resultLabel)
    else { throw ScreenDriverError(missingIdentifier: AccessibilityIdentifier.resultLabel) }
    self.rootViewController = rootViewController
    self.tokenField = tokenField
    self.inputField = inputField
    self.resultLabel = resultLabel
  }

  /// The result label's text, or the empty string when it has none.
  public var resultText: String { resultLabel.text ?? "" }
}

/// A screen lacks one of the calculator's widgets.
public struct ScreenDriverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The accessibility identifier that no widget of the expected type carries.
  public let missingIdentifier: String

  /// A sentence naming the missing widget.
  public var description: String {
    "the screen has no widget with accessibility identifier '\(missingIdentifier)'"
  }
}
