public import FlightBookerUI
import Observation
import Tracing
public import ViewKit

/// The view controller of MVVM with Observation: renders what it reads of the view model inside
/// `withObservationTracking`, and renders again after an action that changed any of it.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let viewModel: ViewModel
  private var needsRender = false

  /// Creates the view controller over `viewModel`, which it owns, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to render.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate and renders the view model's first state.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
    render()
  }

  /// Shows every output, tracking them: a change marks the view as needing a render, done once
  /// the action is handled (Observation reports a change before it is made).
  private func render() {
    needsRender = false
    let outputs = withObservationTracking {
      (
        viewModel.outputs.isReturnDateEnabled, viewModel.outputs.isBookEnabled,
        viewModel.outputs.message
      )
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        @Received(by: self) var message = "onChange"
        self.needsRender = true
      }
    }
    bookerView.setReturnDateEnabled(outputs.0)
    bookerView.setBookEnabled(outputs.1)
    bookerView.setMessage(outputs.2)
  }

  private func renderIfNeeded() {
    if needsRender { render() }
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Sends the selected segment to the view model.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    viewModel.inputs.didSelectFlightType(segment)
    renderIfNeeded()
  }

  /// Sends the start date's edit to the view model.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeStartDate(text)
    renderIfNeeded()
  }

  /// Sends the return date's edit to the view model.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeReturnDate(text)
    renderIfNeeded()
  }

  /// Sends the tap to the view model.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapBook()
    renderIfNeeded()
  }
}
