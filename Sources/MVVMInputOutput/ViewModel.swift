public import Binding
import CalculatorModel

/// The view model of MVVM with explicit inputs and outputs: a pure mapping from the fields' text
/// streams to the result label's text stream.
///
/// It keeps no state and knows no kit type and no view. ``transform(from:)`` wires each output to
/// the inputs once: every token gets a model set to it, and every input is summed by the model of
/// the latest token, so a token change recomputes the input already typed.
@MainActor
public final class ViewModel: ViewModelType {
  /// The view's events: the text of each field, after every edit.
  public struct Input {
    /// The token field's text, from the moment the view binds.
    public let tokenText: Signal<String>

    /// The input field's text, from the moment the view binds.
    public let inputText: Signal<String>

    /// Creates the view model's input from the fields' text streams.
    ///
    /// - Parameters:
    ///   - tokenText: The token field's text, from the moment the view binds.
    ///   - inputText: The input field's text, from the moment the view binds.
    public init(tokenText: Signal<String>, inputText: Signal<String>) {
      self.tokenText = tokenText
      self.inputText = inputText
    }
  }

  /// What the view shows.
  public struct Output {
    /// The text of the result label, once both fields have reported their text.
    public let resultText: Signal<String>
  }

  /// Creates a view model.
  public init() {}

  /// Maps the fields' text streams to the result label's text stream.
  ///
  /// - Parameter input: The fields' text streams.
  /// - Returns: The result label's text stream.
  public func transform(from input: Input) -> Output {
    let models = input.tokenText.map { token in
      let model = Calculator()
      model.token = token
      return model
    }
    let resultText = Signal.combineLatest(models, input.inputText).map { model, text in
      String(describing: model.calculate(with: text))
    }
    return Output(resultText: resultText)
  }
}
