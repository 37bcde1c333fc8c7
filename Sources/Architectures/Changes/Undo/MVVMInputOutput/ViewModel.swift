public import Binding
import CalculatorModel
public import TextEditing
import Tracing

/// The view model of MVVM with explicit inputs and outputs: a mapping from the view's streams
/// to the streams of what the screen shows.
///
/// It knows no kit type and no view. ``transform(from:)`` wires the output to the inputs once:
/// the token's texts, the input's edited texts and the undo button's taps are merged into one
/// stream of changes, folded into the input text the view model keeps (its own copy, edited in
/// place) and the history of the user's edits, and summed by the model, so a token change
/// recomputes the input already typed, an edit is summed from what it changed, and an undo puts
/// back the text of the field the last edit changed. Each transform makes its own `Calculator`, owned by the streams it wires, so two
/// transforms never share a token and the view model receives nothing through its initializer.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's events: the token field's text, the input field's edited text and the undo
  /// button's taps.
  public struct Input {
    /// The token field's text, from the moment the view binds.
    public let tokenText: Signal<String>

    /// The input field's text and the edit that made it, from the moment the view binds,
    /// starting with an edit that puts in the text the field already holds.
    public let inputText: Signal<EditedText>

    /// The undo button's taps.
    public let undoTaps: Signal<Void>

    /// Creates the view model's input from the view's streams.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text, from the moment the view binds.
    ///   - inputText: The input field's text and edits, from the moment the view binds.
    ///   - undoTaps: The undo button's taps.
    public init(tokenText: Signal<String>, inputText: Signal<EditedText>, undoTaps: Signal<Void>) {
      self.tokenText = tokenText
      self.inputText = inputText
      self.undoTaps = undoTaps
    }
  }

  /// What the view shows.
  public struct Output {
    /// The token field's text, after every undo that puts it back.
    public let tokenText: Signal<String>

    /// The input field's text, after every undo that puts it back.
    public let inputText: Signal<String>

    /// The text of the result label, after every change of either field.
    public let resultText: Signal<String>
  }

  /// One change of either field, or a tap of the undo button.
  private enum Change {
    case token(String)
    case input(EditedText)
    case undo
  }

  /// What the transform keeps between changes: its copy of the input, and the history of the
  /// user's edits, which starts after the first text of each field's stream, the one the field
  /// held when the view bound.
  private struct Fields {
    var input = ""
    var undoHistory = UndoHistory()
    var isTokenBound = false
    var isInputBound = false
  }

  /// What one change makes the screen show: the result, and the text of the field an undo put
  /// back; `nil` for what the change leaves as it is.
  private struct Update {
    var tokenText: String?
    var inputText: String?
    var resultText: String?
  }

  /// Creates a view model.
  public init() {}

  /// Maps the view's streams to the streams of the fields' and the result label's texts.
  ///
  /// - Parameter input: The view's streams.
  /// - Returns: The streams of the fields' and the result label's texts.
  public func transform(from input: Input) -> Output {
    @Received(by: self) var message = #function
    let model = Calculator()
    let changes = Signal.merge(
      Signal.merge(input.tokenText.map(Change.token), input.inputText.map(Change.input)),
      input.undoTaps.map { Change.undo })
    let updates = changes.scan(into: Fields()) { fields, change in
      switch change {
      case .token(let token):
        if fields.isTokenBound { fields.undoHistory.recordTokenChange(token) }
        fields.isTokenBound = true
        model.token = token
        return Update(resultText: String(describing: model.calculate(with: fields.input)))
      case .input(let change):
        if fields.isInputBound {
          fields.undoHistory.recordInputEdit(change.text, edit: change.edit)
        }
        fields.isInputBound = true
        return Update(resultText: Self.sum(of: &fields.input, changedTo: change, by: model))
      case .undo:
        switch fields.undoHistory.undo() {
        case .token(let token):
          model.token = token
          let resultText = String(describing: model.calculate(with: fields.input))
          return Update(tokenText: token, resultText: resultText)
        case .input(let restored):
          let resultText = Self.sum(of: &fields.input, changedTo: restored, by: model)
          return Update(inputText: restored.text, resultText: resultText)
        case nil:
          return Update()
        }
      }
    }
    return Output(
      tokenText: updates.compactMap(\.tokenText), inputText: updates.compactMap(\.inputText),
      resultText: updates.compactMap(\.resultText))
  }

  /// Applies `change` to `text`, the view model's copy of the input, and returns the sum of the
  /// new input as the result label's text: summed from what the change changed, when it fits.
  private static func sum(
    of text: inout String, changedTo change: EditedText, by model: Calculator
  ) -> String {
    guard change.edit.apply(to: &text, expecting: change.text) else {
      return String(describing: model.calculate(with: text))
    }
    return String(describing: model.calculate(with: text, after: change.edit))
  }
}
