import Binding
public import FlightBookerUI
import Tracing
public import ViewKit

/// The view controller of MVVM: binds the view model's outputs to the view and sends it the
/// view's actions; it decides nothing.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let viewModel: ViewModel

  /// Creates the view controller over `viewModel`, which it owns, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate and binds each output to what shows it.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
    viewModel.outputs.isReturnDateEnabled.bind(with: self) { owner, enabled in
      owner.bookerView.setReturnDateEnabled(enabled)
    }
    viewModel.outputs.isBookEnabled.bind(with: self) { owner, enabled in
      owner.bookerView.setBookEnabled(enabled)
    }
    viewModel.outputs.message.bind(with: self) { owner, message in
      owner.bookerView.setMessage(message)
    }
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Sends the selected segment to the view model.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    viewModel.inputs.didSelectFlightType(segment)
  }

  /// Sends the start date's edit to the view model.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeStartDate(text)
  }

  /// Sends the return date's edit to the view model.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    viewModel.inputs.didChangeReturnDate(text)
  }

  /// Sends the tap to the view model.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    viewModel.inputs.didTapBook()
  }
}
