public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of MVC with no model, the tutorial's first step: it owns the view, keeps the
/// token itself and computes the result itself, so nothing of it can be tested without the view.
///
/// MUTANT: it splits the input at Swift `Character`s equal to one of the token's, where the
/// specification splits at Unicode scalars. A separator followed by a combining mark, a CR LF
/// pair, or a token written precomposed (`é`) against an input written decomposed (`e` and
/// U+0301) all split differently.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private var token = ""

  /// Creates the controller, with its view not loaded yet.
  override public init() {
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
    showResult(Self.sum(of: calculatorView.inputText, token: token))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }

  private static func sum(of input: String, token: String) -> Int128 {
    input.split(omittingEmptySubsequences: false) { token.contains($0) }
      .compactMap { Int(String($0)) }
      .reduce(0) { $0 + Int128($1) }
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps the new token, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    self.token = token
    showResult(Self.sum(of: calculatorView.inputText, token: token))
  }

  /// Sums the whole input again and shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    showResult(Self.sum(of: input, token: token))
  }
}
