import CalculatorUI
public import DeclarativeKit
import Tracing

/// The calculator screen of MVVM with `@Observable` view models: the two fields bound to the
/// view model's properties through `@Bindable`, and the result's view.
///
/// The view decides nothing: it lays out what the view model exposes and binds the fields to
/// it. Its body reads no property of the view model (a binding reads only when its field shows
/// it), so an edit re-evaluates the result's view alone.
public struct CalculatorView: View {
  @Bindable private var viewModel: CalculatorViewModel

  /// Creates the screen's view over `viewModel`.
  ///
  /// - Parameter viewModel: What the screen shows and where its edits go.
  public init(viewModel: CalculatorViewModel) {
    self.viewModel = viewModel
  }

  /// The token field, the input field and the result.
  public var body: some View {
    @Received(by: self) var message = #function
    TextField("Token", text: $viewModel.token)
      .accessibilityIdentifier(AccessibilityIdentifier.tokenTextField)
    TextField("Input", text: $viewModel.input)
      .accessibilityIdentifier(AccessibilityIdentifier.inputTextField)
    ResultView(viewModel: viewModel)
  }
}
