public import Binding
import CalculatorModel
public import Persistence
public import TextEditing
import Tracing

/// The view model of MVVM with explicit inputs and outputs: a mapping from the fields' streams
/// to the result label's text stream.
///
/// It knows no kit type and no view. ``transform(from:)`` wires the output to the inputs once:
/// the token's texts and the input's edited texts are merged into one stream of changes, folded into
/// the input text the view model keeps (its own copy, edited in place) and summed by the model,
/// so a token change recomputes the input already typed and an edit is summed from what it
/// changed. Each transform makes its own `Calculator`, owned by the streams it wires, so two
/// transforms never share a token; the view model receives only its key-value store through its
/// initializer, where it remembers the token across launches.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's events: its loading, the token field's text and the input field's edited text.
  public struct Input {
    /// The view's loading, once.
    public let viewDidLoad: Signal<Void>

    /// The token field's text, from the moment the view binds.
    public let tokenText: Signal<String>

    /// The input field's text and the edit that made it, from the moment the view binds,
    /// starting with an edit that puts in the text the field already holds.
    public let inputText: Signal<EditedText>

    /// Creates the view model's input from the view's streams.
    ///
    /// - Parameters:
    ///   - viewDidLoad: The view's loading, once.
    ///   - tokenText: The token field's text, from the moment the view binds.
    ///   - inputText: The input field's text and edits, from the moment the view binds.
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
    /// The text the token field shows when the view loads: the remembered token.
    public let tokenText: Signal<String>

    /// The text of the result label, after every change of either field.
    public let resultText: Signal<String>
  }

  /// One change of either field, or the token remembered from the last launch.
  private enum Change {
    case token(String)
    case restoredToken(String)
    case input(EditedText)
  }

  private static let tokenKey = "token"

  private let keyValueStore: any KeyValueStore

  /// Creates a view model over `keyValueStore`.
  ///
  /// - Parameter keyValueStore: Where the view model remembers the token across launches.
  public init(keyValueStore: any KeyValueStore) {
    self.keyValueStore = keyValueStore
  }

  /// Maps the view's streams to the token field's and the result label's text streams.
  ///
  /// - Parameter input: The view's streams.
  /// - Returns: The token field's and the result label's text streams.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let model = Calculator()
    let keyValueStore = keyValueStore
    let tokenText = input.viewDidLoad.map { keyValueStore.string(forKey: Self.tokenKey) ?? "" }
    // The restored token goes to the model here, not round through the field that shows it.
    let changes = Signal.merge(
      Signal.merge(tokenText.map(Change.restoredToken), input.tokenText.map(Change.token)),
      input.inputText.map(Change.input))
    let resultText = changes.scan(into: "") { text, change in
      switch change {
      case .token(let token):
        model.token = token
        keyValueStore.set(token, forKey: Self.tokenKey)
        return String(describing: model.calculate(with: text))
      case .restoredToken(let token):
        model.token = token
        return String(describing: model.calculate(with: text))
      case .input(let change):
        guard change.edit.apply(to: &text, expecting: change.text) else {
          return String(describing: model.calculate(with: text))
        }
        return String(describing: model.calculate(with: text, after: change.edit))
      }
    }
    return Output(tokenText: tokenText, resultText: resultText)
  }
}
