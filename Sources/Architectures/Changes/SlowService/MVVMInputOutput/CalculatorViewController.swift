import Binding
public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The view of MVVM with explicit inputs and outputs: emits the widgets' events (the token's
/// text, the input's edits) into streams,
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

  /// Becomes the view's delegate and binds the result label to the view model's output.
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
    output.resultText.observe(with: self) { owner, resultText in
      owner.calculatorView.setResultText(resultText)
    }
    // The fields' streams carry edits only: loading sends no request, so the view says it loaded
    // instead of replaying the fields' first texts, as Kickstarter's view models take
    // `viewDidLoad()` as an input.
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
