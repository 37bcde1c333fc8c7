public import Binding
public import CalculatorModel
import Scheduling
public import TextEditing
import Tracing

/// The view model of MVVM with explicit inputs and outputs: a mapping from the fields' streams
/// and the view's loading to the result label's text stream.
///
/// It knows no kit type and no view. ``transform(from:)`` wires the output to the inputs once:
/// the loading gives `0`; the token's texts and the input's texts are merged into one stream of
/// the fields' current texts, and each of them is answered at once with `…` and, later, with the
/// slow service's sum, the request before it cancelled, as RxSwift's `flatMapLatest` would.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's events: its loading, the token field's text and the input field's edited text.
  public struct Input {
    /// Fires once, when the view has loaded and bound.
    public let viewDidLoad: Signal<Void>

    /// The token field's text, after each edit.
    public let tokenText: Signal<String>

    /// The input field's text and the edit that made it, after each edit.
    public let inputText: Signal<EditedText>

    /// Creates the view model's input from the view's streams.
    ///
    /// - Parameters:
    ///   - viewDidLoad: Fires once, when the view has loaded and bound.
    ///   - tokenText: The token field's text, after each edit.
    ///   - inputText: The input field's text and edits, after each edit.
    public init(
      viewDidLoad: Signal<Void>, tokenText: Signal<String>, inputText: Signal<EditedText>
    ) {
      self.viewDidLoad = viewDidLoad
      self.tokenText = tokenText
      self.inputText = inputText
    }
  }

  /// What the view shows.
  public struct Output {
    /// The text of the result label: `0` once loaded, `…` after every edit, the latest sum when
    /// it comes.
    public let resultText: Signal<String>
  }

  /// One change of either field.
  private enum Change {
    case token(String)
    case input(EditedText)
  }

  /// The texts of both fields, what a request asks about.
  private struct Fields {
    var token = ""
    var input = ""
  }

  private let sumService: SumService

  /// Creates a view model over `sumService`.
  ///
  /// - Parameter sumService: The slow service that answers sums.
  public init(sumService: SumService) {
    self.sumService = sumService
  }

  /// Maps the view's streams to the result label's text stream.
  ///
  /// - Parameter input: The view's streams.
  /// - Returns: The result label's text stream.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let changes = Signal.merge(input.tokenText.map(Change.token), input.inputText.map(Change.input))
    let fields = changes.scan(into: Fields()) { fields, change in
      switch change {
      case .token(let token): fields.token = token
      case .input(let edited): fields.input = edited.text
      }
      return fields
    }
    let answers = Relay<String>()
    let sumService = sumService
    // The subscription owns the request in flight, as RxSwift's `flatMapLatest` owns its inner
    // subscription: released with the view's streams, it cancels the request.
    let inFlight = InFlightRequest()
    fields.observe { fields in
      answers.emit("…")
      inFlight.replace(
        with: sumService.sum(of: fields.input, token: fields.token) { [weak inFlight] sum in
          inFlight?.didDeliver()
          answers.emit(String(describing: sum))
        })
    }
    let loaded = input.viewDidLoad.map { _ in "0" }
    return Output(resultText: Signal.merge(loaded, answers.signal))
  }
}

/// The one request in flight of a subscription: a new one cancels it, and so does the
/// subscription's release.
@MainActor
private final class InFlightRequest {
  private var request: (any Cancellable)?

  /// Cancels the request in flight and keeps `request` instead.
  func replace(with request: any Cancellable) {
    self.request?.cancel()
    self.request = request
  }

  /// Forgets the request whose answer came: there is nothing left to cancel.
  func didDeliver() {
    request = nil
  }

  isolated deinit {
    request?.cancel()
  }
}
