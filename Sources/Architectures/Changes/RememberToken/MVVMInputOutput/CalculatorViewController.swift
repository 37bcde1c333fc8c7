import Binding
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of MVVM with explicit inputs and outputs: emits the widgets' events (the view's
/// loading, the token's text, the input's edits) into streams,
/// hands them to the view model's transform, and binds the streams it gets back to the widgets,
/// all in one place when the view loads.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private let viewModel: ViewModel
  private let viewDidLoadEvent = Relay<Void>()
  private let tokenText = Relay<String>()
  private let inputText = Relay<EditedText>()

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind to.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and binds the token field and the result label to the view
  /// model's output.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    bind()
  }

  private func bind() {
    let input = ViewModel.Input(
      viewDidLoad: viewDidLoadEvent.signal, tokenText: tokenText.signal,
      inputText: inputText.signal)
    let output = viewModel.transform(from: input)
    output.tokenText.observe(with: self) { owner, tokenText in
      owner.calculatorView.setTokenText(tokenText)
    }
    output.resultText.observe(with: self) { owner, resultText in
      owner.calculatorView.setResultText(resultText)
    }
    // The input's stream starts with the text the field already holds, as RxCocoa's `rx.text`
    // does; the token's starts with the remembered one, which the load makes the view model
    // restore into its model itself and show, never read back from the field.
    let text = calculatorView.inputText
    inputText.emit(EditedText(text: text, edit: TextEdit(range: 0..<0, replacementString: text)))
    viewDidLoadEvent.emit(())
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Emits the token edit into the view model's input.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    tokenText.emit(token)
  }

  /// Emits the input edit into the view model's input.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    inputText.emit(EditedText(text: input, edit: edit))
  }
}
