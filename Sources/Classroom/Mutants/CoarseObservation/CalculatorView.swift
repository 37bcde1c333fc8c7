import CalculatorUI
public import DeclarativeKit
import Tracing

/// The calculator screen of MV, written coarsely: the screen's view reads every property of
/// the ``Model`` to hand each down as a value, so every change re-evaluates it, and the
/// result's view with it whenever the result changed.
public struct CalculatorView: View {
  @Environment(Model.self) private var model

  /// Creates the screen's view; the model comes from the environment.
  public init() {}

  /// The token field, the input field and the result.
  public var body: some View {
    @Received(by: self) var message = #function
    if let model {
      @Bindable var model = model
      // Everything read here, as one state value: any change re-evaluates this body.
      let state = (token: model.token, input: model.input, result: model.resultText)
      TextField("Token", text: $model.token)
        .accessibilityIdentifier(AccessibilityIdentifier.tokenTextField)
      TextField("Input", text: $model.input)
        .accessibilityIdentifier(AccessibilityIdentifier.inputTextField)
      ResultView(text: state.result)
    }
  }
}
