import CalculatorUI
public import ViewKit

/// Finds a calculator screen's widgets by accessibility identifier, as a UI test does, so that
/// tests and the harness can type into any architecture's screen without knowing its insides.
///
/// The three widgets every calculator screen has are found once, when the driver is made; any
/// other widget is found when it is asked for, the way `app.buttons["clearButton"]` queries the
/// screen as it is at that moment:
///
/// ```swift
/// let screen = try ScreenDriver(MVC.CalculatorScreen.makeRootViewController())
/// screen.inputField.insertText("1,2")
/// screen.resultLabel.text  // "3" once the token is ","
/// try screen.button("clearButton").tap()
/// try screen.text(of: "pieceCountLabel")  // "0"
/// ```
///
/// A screen of another kind, with none of the three widgets (a sign-up form, a list), is driven
/// the same way, by the identifiers of its own widgets: ``isCalculator`` is then `false`, and the
/// three properties are stand-ins that no screen shows.
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

  /// Whether the screen is a calculator screen, with the token and input fields and the result
  /// label; `false` for a screen of its own that has none of them.
  public let isCalculator: Bool

  /// Loads `rootViewController`'s view and finds the three widgets in it.
  ///
  /// - Parameter rootViewController: The screen to drive.
  /// - Throws: ``ScreenDriverError`` naming the first widget that is missing, when the screen
  ///   has one or two of the three widgets: a calculator screen missing a widget.
  public init(_ rootViewController: ViewController) throws(ScreenDriverError) {
    rootViewController.loadViewIfNeeded()
    let root = rootViewController.view
    self.rootViewController = rootViewController
    let calculatorIdentifiers = [
      AccessibilityIdentifier.tokenTextField, AccessibilityIdentifier.inputTextField,
      AccessibilityIdentifier.resultLabel,
    ]
    isCalculator = calculatorIdentifiers.contains {
      root.descendant(withAccessibilityIdentifier: $0) != nil
    }
    guard isCalculator else {
      // Stand-ins, in no view: nothing the user does reaches them, and the harness asks a screen
      // of its own for its widgets by identifier.
      (tokenField, inputField, resultLabel) = (TextField(), TextField(), Label())
      return
    }
    self.tokenField = try Self.find(
      TextField.self, AccessibilityIdentifier.tokenTextField, in: root)
    self.inputField = try Self.find(
      TextField.self, AccessibilityIdentifier.inputTextField, in: root)
    self.resultLabel = try Self.find(Label.self, AccessibilityIdentifier.resultLabel, in: root)
  }

  /// The result label's text, or the empty string when it has none.
  public var resultText: String { resultLabel.text ?? "" }

  /// The widget with accessibility identifier `identifier`, of any kind.
  ///
  /// - Parameter identifier: The accessibility identifier to look for.
  /// - Returns: The first view, depth first, that carries it.
  /// - Throws: ``ScreenDriverError`` when no view of the screen carries it.
  /// - Complexity: O(*n*) in the number of views on the screen.
  public func widget(_ identifier: String) throws(ScreenDriverError) -> View {
    guard let view = topView.descendant(withAccessibilityIdentifier: identifier) else {
      throw ScreenDriverError(identifier: identifier, problem: absence(of: identifier))
    }
    return view
  }

  /// The button with accessibility identifier `identifier`, as `app.buttons[identifier]` finds
  /// it.
  ///
  /// - Parameter identifier: The button's accessibility identifier.
  /// - Returns: The button.
  /// - Throws: ``ScreenDriverError`` when no widget carries the identifier, or the one that
  ///   does is not a button.
  public func button(_ identifier: String) throws(ScreenDriverError) -> Button {
    try find(Button.self, identifier)
  }

  /// The text a label, a text field, a button (its title) or a segmented control (its selected
  /// segment's title) with accessibility identifier `identifier` shows, as
  /// `app.staticTexts[identifier].label` reads it; the empty string when it shows none.
  ///
  /// - Parameter identifier: The widget's accessibility identifier.
  /// - Returns: Its text.
  /// - Throws: ``ScreenDriverError`` when no widget carries the identifier, or the one that
  ///   does shows no text (a plain view).
  public func text(of identifier: String) throws(ScreenDriverError) -> String {
    let view = try widget(identifier)
    guard let text = Self.text(shownBy: view) else {
      throw ScreenDriverError(
        identifier: identifier,
        problem: .wrongKind(
          expected: "a label, a text field, a button or a segmented control",
          found: Self.kind(view)))
    }
    return text
  }

  /// The text `view` shows, as ``text(of:)`` reads it, or `nil` for a view that shows none.
  ///
  /// - Parameter view: A widget.
  /// - Returns: A label's or a field's text, a button's title, a segmented control's selected
  ///   title; the empty string when it has none.
  public static func text(shownBy view: View) -> String? {
    switch view {
    case let label as Label: label.text ?? ""
    case let field as TextField: field.text ?? ""
    case let button as Button: button.title ?? ""
    case let control as SegmentedControl:
      control.titleForSegment(at: control.selectedSegmentIndex) ?? ""
    default: nil
    }
  }

  /// Every accessibility identifier on the top screen, depth first, each once.
  public var identifiers: [String] { identifiers(of: View.self) }

  /// The accessibility identifiers of the top screen's buttons, depth first, each once.
  public var buttonIdentifiers: [String] { identifiers(of: Button.self) }

  private func identifiers<T: View>(of type: T.Type) -> [String] {
    var found: [String] = []
    var pending = [topView]
    while let view = pending.popLast() {
      if view is T, let identifier = view.accessibilityIdentifier, !found.contains(identifier) {
        found.append(identifier)
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }

  /// The widget of type `T` with accessibility identifier `identifier` on the top screen.
  func find<T: View>(_ type: T.Type, _ identifier: String) throws(ScreenDriverError) -> T {
    let view = try widget(identifier)
    guard let widget = view as? T else {
      throw ScreenDriverError(
        identifier: identifier,
        problem: .wrongKind(expected: Self.kind(of: T.self), found: Self.kind(view)))
    }
    return widget
  }

  private static func find<T: View>(
    _ type: T.Type, _ identifier: String, in root: View
  ) throws(ScreenDriverError) -> T {
    guard let view = root.descendant(withAccessibilityIdentifier: identifier) else {
      throw ScreenDriverError(identifier: identifier, problem: .missing)
    }
    guard let widget = view as? T else {
      throw ScreenDriverError(
        identifier: identifier, problem: .wrongKind(expected: kind(of: T.self), found: kind(view)))
    }
    return widget
  }

  /// `a button`, `a label`: how a message names a kind of widget.
  static func kind(of type: View.Type) -> String {
    let name = String(describing: type)
    switch name {
    case "TextField": return "a text field"
    case "Label": return "a label"
    case "Button": return "a button"
    case "SegmentedControl": return "a segmented control"
    case "Control": return "a control"
    case "TableView": return "a table view"
    case "View": return "a plain view"
    default: return "a " + name
    }
  }

  static func kind(_ view: View) -> String { kind(of: Swift.type(of: view)) }
}

/// A screen lacks a widget that was asked for, or has it as another kind of widget.
public struct ScreenDriverError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the widget.
  public enum Problem: Sendable, Equatable {
    /// No view of the screen carries the identifier.
    case missing

    /// The view that carries it is not of the kind needed (`expected`, `found`: `a button`,
    /// `a label`).
    case wrongKind(expected: String, found: String)

    /// The screen was released and no new one could be built, so there is nothing to drive.
    case noScreen

    /// The widget is on a screen under the top one of the navigation stack (whose navigation
    /// title is `screen`), where the user cannot reach it.
    case notOnTopScreen(screen: String)

    /// The table view has no such row (`row`, 1 for the top one; `count` rows shown).
    case noSuchRow(row: Int, count: Int)

    /// The navigation bar has no back button: the top screen (`screen`) is the root one.
    case noBackButton(screen: String)

    /// The control is disabled, so the user cannot act on it (`action`: `tap`, `type into`).
    case disabled(action: String)

    /// The segmented control has no segment titled `title`; its segments are `titles`.
    case noSuchSegment(title: String, titles: [String])
  }

  /// The accessibility identifier that was asked for.
  public let identifier: String

  /// What is wrong with it.
  public let problem: Problem

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - identifier: The accessibility identifier that was asked for.
  ///   - problem: What is wrong with it.
  public init(identifier: String, problem: Problem) {
    self.identifier = identifier
    self.problem = problem
  }

  /// A screen's title as a message shows it: quoted, or `untitled`.
  private static func quoted(_ title: String) -> String {
    title.isEmpty ? "(untitled)" : "\"\(title)\""
  }

  /// A segment's title as a message shows it: quoted, cut after 60 characters.
  private static func segment(_ title: String) -> String {
    "\"" + (title.count > 60 ? String(title.prefix(59)) + "…" : title) + "\""
  }

  /// A sentence naming the widget and what is wrong with it.
  public var description: String {
    switch problem {
    case .missing:
      "the screen has no widget with accessibility identifier '\(identifier)'"
    case .wrongKind(let expected, let found):
      "the widget with accessibility identifier '\(identifier)' is \(found), not \(expected)"
    case .noScreen:
      "no screen is shown: the last one was released and no new one could be built"
    case .notOnTopScreen(let screen):
      "the widget with accessibility identifier '\(identifier)' is not on the top screen "
        + "\(Self.quoted(screen)), which the user sees"
    case .noSuchRow(let row, let count):
      "the table view '\(identifier)' has no row \(row); it shows \(count == 1 ? "1 row" : "\(count) rows")"
    case .noBackButton(let screen):
      "the screen \(Self.quoted(screen)) has no back button: it is the first screen"
    case .disabled(let action):
      "the widget with accessibility identifier '\(identifier)' is disabled: the user cannot "
        + "\(action) it"
    case .noSuchSegment(let title, let titles):
      "the segmented control '\(identifier)' has no segment \(Self.segment(title)); its "
        + "segments are " + titles.map(Self.segment).joined(separator: ", ")
    }
  }
}
