import CalculatorUI
public import DeclarativeKit
import Tracing

/// The calculator screen of MV: two fields bound straight to the ``Model`` in the environment,
/// and the result's view, which reads the model's result.
///
/// This body reads none of the model's properties (a binding reads only when the field shows
/// it), so an edit re-evaluates the result's view alone.
public struct CalculatorView: View {
  @Environment(Model.self) private var model

  /// Creates the screen's view; the model comes from the environment.
  public init() {}

  /// The token field, the input field and the result.
  public var body: some View {
    @Received(by: self) var message = #function
    if let model {
      @Bindable var model = model
      TextField("Token", text: $model.token)
        .accessibilityIdentifier(AccessibilityIdentifier.tokenTextField)
      TextField("Input", text: $model.input)
        .accessibilityIdentifier(AccessibilityIdentifier.inputTextField)
      ResultView()
    }
  }
}
