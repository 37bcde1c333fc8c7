public import Binding
import CalculatorModel
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
/// transforms never share a token and the view model receives nothing through its initializer.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's events: the token field's text and the input field's edited text.
  public struct Input {
    /// The token field's text, from the moment the view binds.
    public let tokenText: Signal<String>

    /// The input field's text and the edit that made it, from the moment the view binds,
    /// starting with an edit that puts in the text the field already holds.
    public let inputText: Signal<EditedText>

    /// Creates the view model's input from the fields' streams.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text, from the moment the view binds.
    ///   - inputText: The input field's text and edits, from the moment the view binds.
    public init(tokenText: Signal<String>, inputText: Signal<EditedText>) {
      self.tokenText = tokenText
      self.inputText = inputText
    }
  }

  /// What the view shows.
  public struct Output {
    /// The text of the result label, after every change of either field.
    public let resultText: Signal<String>

    /// The text of the piece-count label, after every change of either field.
    public let pieceCountText: Signal<String>
  }

  /// One change of either field.
  private enum Change {
    case token(String)
    case input(EditedText)
  }

  /// Creates a view model.
  public init() {}

  /// Maps the fields' streams to the result and piece-count labels' text streams.
  ///
  /// - Parameter input: The fields' streams.
  /// - Returns: The labels' text streams.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let model = Calculator()
    let changes = Signal.merge(input.tokenText.map(Change.token), input.inputText.map(Change.input))
    let sums = changes.scan(into: "") { text, change in
      let sum: Int128
      switch change {
      case .token(let token):
        model.token = token
        sum = model.calculate(with: text)
      case .input(let change):
        sum =
          change.edit.apply(to: &text, expecting: change.text)
          ? model.calculate(with: text, after: change.edit) : model.calculate(with: text)
      }
      return (sum: sum, pieceCount: model.pieceCount)
    }
    return Output(
      resultText: sums.map { String(describing: $0.sum) },
      pieceCountText: sums.map { String(describing: $0.pieceCount) })
  }
}
