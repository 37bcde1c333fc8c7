/// The files `workbench new-architecture` writes, and its additions to `Package.swift` and the
/// catalogue, as text that `swift format lint --strict` accepts.
enum Template {
  /// `CalculatorScreen.swift`: the factory the catalogue calls, and the one place that builds
  /// and wires the screen's roles.
  static func screen(_ name: String) -> String {
    """
    import CalculatorModel
    public import ViewKit

    /// Builds the \(name) calculator screen.
    public enum CalculatorScreen {
      /// Returns the screen's root view controller, its view not loaded yet: the controller owns
      /// the model.
      @MainActor
      public static func makeRootViewController() -> ViewController {
        CalculatorViewController(model: Calculator())
      }
    }

    """
  }

  /// `CalculatorViewController.swift`: Cocoa MVC to start from, documented: the class, then its
  /// conformance to the view's delegate.
  static func viewController(_ name: String) -> String {
    viewControllerClass(name) + "\n" + viewControllerAsDelegate
  }

  /// The view controller's class, which owns the view and the model, and shows the result.
  private static func viewControllerClass(_ name: String) -> String {
    """
    public import CalculatorModel
    public import CalculatorUI
    public import TextEditing
    import Tracing
    public import ViewKit

    /// The view controller of \(name).
    ///
    /// It starts as Cocoa MVC (it owns the view and the model and sits between them): move the
    /// work into the roles of your pattern, one per file, named as in the other targets
    /// (`Presenter`, `ViewModel`, `Interactor`, ...), each receiving the roles it talks to
    /// through its initializer from `CalculatorScreen`, and keep every screen's behaviour: once
    /// loaded the label shows 0, and after every edit of either field the sum of the input split
    /// at the token's characters.
    @MainActor
    public final class CalculatorViewController: ViewController {
      private let calculatorView = CalculatorView()
      private let model: Calculator

      /// Creates the view controller over `model`, which it owns, with its view not loaded yet.
      ///
      /// - Parameter model: The model to update and ask for the result.
      public init(model: Calculator) {
        self.model = model
        super.init()
      }

      /// Makes the calculator view the root view.
      override public func loadView() {
        view = calculatorView
      }

      /// Becomes the view's delegate and shows the result for the empty input.
      override public func viewDidLoad() {
        super.viewDidLoad()
        calculatorView.delegate = self
        showResult(model.calculate(with: calculatorView.inputText))
      }

      private func showResult(_ sum: Int128) {
        calculatorView.setResultText(String(describing: sum))
      }
    }

    """
  }

  /// The view controller as the view's delegate: each edit updates the model and the result.
  private static let viewControllerAsDelegate = """
    extension CalculatorViewController: CalculatorViewDelegate {
      /// Updates the model's token, then shows the result for the input already on screen.
      public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
        @Received(by: self, token) var message = #function
        model.token = token
        showResult(model.calculate(with: calculatorView.inputText))
      }

      /// Hands the model the new input and the edit that made it, then shows the result.
      public func didChangeInputText(
        _ calculatorView: CalculatorView, input: String, edit: TextEdit
      ) {
        @Received(by: self, input) var message = #function
        showResult(model.calculate(with: input, after: edit))
      }
    }

    """

  /// `CalculatorViewControllerTests.swift`: the screen through its widgets, and no leak.
  static func tests(_ name: String) -> String {
    let imports = ["ScreenDriver", "Testing", "ViewKit", name].sorted()
      .map { "import \($0)" }.joined(separator: "\n")
    return """
      \(imports)

      /// \(name)'s screen, driven through its widgets as the harness drives it.
      @MainActor
      struct CalculatorViewControllerTests {
        @Test func showsZeroOnceLoaded() throws {
          let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
          #expect(screen.resultText == "0")
        }

        @Test func sumsTheInputSplitAtTheToken() throws {
          let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
          screen.tokenField.insertText(",")
          screen.inputField.insertText("1,2,40")
          #expect(screen.resultText == "43")
        }

        @Test func aTokenTypedAfterTheInputUpdatesTheResult() throws {
          let screen = try ScreenDriver(CalculatorScreen.makeRootViewController())
          screen.inputField.insertText("1,2")
          screen.tokenField.insertText(",")
          #expect(screen.resultText == "3")
        }

        @Test func theScreenIsFreedOnceReleased() throws {
          weak var released: ViewController?
          try {
            let controller = CalculatorScreen.makeRootViewController()
            let screen = try ScreenDriver(controller)
            screen.tokenField.insertText(",")
            screen.inputField.insertText("1,2")
            released = controller
          }()
          #expect(released == nil)
        }
      }

      """
  }
}
