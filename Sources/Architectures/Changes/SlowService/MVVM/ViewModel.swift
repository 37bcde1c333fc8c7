public import Binding
public import CalculatorModel
import Scheduling
public import TextEditing
import Tracing

/// What the view can tell the view model: the user's edits, as plain values.
@MainActor
public protocol ViewModelInputs: AnyObject {
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

/// What the view can observe: the view model's state, ready to show.
@MainActor
public protocol ViewModelOutputs: AnyObject {
  /// The text of the result label.
  var resultText: Observable<String> { get }
}

/// The view model of MVVM: a mapping from the view's inputs to observable outputs.
///
/// It talks to the slow service, holds the screen's state (the token, the input and the one
/// request in flight, which the next edit cancels), and knows no kit type and no view: the view
/// controller binds ``resultText`` to the label and forwards the fields' edits to ``inputs``.
@MainActor
public final class ViewModel: ViewModelInputs, ViewModelOutputs {
  /// The result label's text: `0` at first, `…` while a sum is asked for, then the sum.
  public let resultText: Observable<String>

  private let sumService: SumService
  private var token = ""
  private var input = ""
  private var request: (any Cancellable)?

  /// Creates a view model over `sumService`, its result `0`, having sent no request.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  public init(sumService: SumService) {
    self.sumService = sumService
    resultText = Observable("0")
  }

  /// Cancels the request in flight: a released screen leaves nothing running, and its answer is
  /// delivered to nobody.
  isolated deinit {
    request?.cancel()
  }

  /// The view model's inputs.
  public var inputs: any ViewModelInputs { self }

  /// The view model's outputs.
  public var outputs: any ViewModelOutputs { self }

  /// Keeps the token, then asks for the sum of the input.
  ///
  /// - Parameter token: The token field's new text.
  public func didChangeTokenText(_ token: String) {
    @Received(by: self, token) var message = #function
    self.token = token
    requestSum()
  }

  /// Keeps the new input, then asks for its sum.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  public func didChangeInputText(_ input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    self.input = input
    requestSum()
  }

  /// Shows `…`, cancels the request in flight, and asks for the sum of the current token and
  /// input.
  private func requestSum() {
    resultText.value = "…"
    request?.cancel()
    request = sumService.sum(of: input, token: token) { [weak self] sum in
      self?.didReceiveSum(sum)
    }
  }

  private func didReceiveSum(_ sum: Int128) {
    @Received(by: self, sum) var message = #function
    request = nil
    resultText.value = String(describing: sum)
  }
}
