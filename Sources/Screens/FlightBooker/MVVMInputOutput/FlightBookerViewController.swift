import Binding
public import FlightBookerUI
import Tracing
public import ViewKit

/// The view controller of input/output MVVM: emits the view's events into relays it keeps to
/// itself, and shows what the view model's output streams send.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let viewModel: ViewModel
  private let flightType = Relay<Int>()
  private let startDate = Relay<String>()
  private let returnDate = Relay<String>()
  private let bookTaps = Relay<Void>()

  /// Creates the view controller over `viewModel`, its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model whose transform to bind.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate and binds the transform's outputs to the view, once.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
    let output = viewModel.transform(
      from: ViewModel.Input(
        flightType: flightType.signal, startDate: startDate.signal,
        returnDate: returnDate.signal, bookTaps: bookTaps.signal))
    output.isReturnDateEnabled.observe(with: self) { owner, enabled in
      owner.bookerView.setReturnDateEnabled(enabled)
    }
    output.isBookEnabled.observe(with: self) { owner, enabled in
      owner.bookerView.setBookEnabled(enabled)
    }
    output.message.observe(with: self) { owner, message in owner.bookerView.setMessage(message) }
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Emits the selected segment.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    flightType.emit(segment)
  }

  /// Emits the start date's text.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    startDate.emit(text)
  }

  /// Emits the return date's text.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    returnDate.emit(text)
  }

  /// Emits the tap.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    bookTaps.emit(())
  }
}
