public import FlightBookerUI
import Tracing
public import ViewKit

/// The view of VIPER: forwards the view's actions to its presenter and shows what the
/// presenter tells it, deciding nothing itself.
@MainActor
public final class FlightBookerViewController: ViewController {
  private let bookerView = FlightBookerView()
  private let presenter: any FlightBookerPresenterProtocol

  /// Creates the view controller over `presenter`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter presenter: The presenter to forward the view's actions to.
  public init(presenter: any FlightBookerPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  /// Makes the booker view the root view.
  override public func loadView() {
    view = bookerView
  }

  /// Becomes the view's delegate.
  override public func viewDidLoad() {
    super.viewDidLoad()
    bookerView.delegate = self
  }
}

extension FlightBookerViewController: FlightBookerViewDelegate {
  /// Forwards the selected segment to the presenter.
  public func didSelectFlightType(_ bookerView: FlightBookerView, segment: Int) {
    @Received(by: self, segment) var message = #function
    presenter.didSelectFlightType(segment)
  }

  /// Forwards the start date's edit to the presenter.
  public func didChangeStartDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    presenter.didChangeStartDate(text)
  }

  /// Forwards the return date's edit to the presenter.
  public func didChangeReturnDate(_ bookerView: FlightBookerView, text: String) {
    @Received(by: self, text) var message = #function
    presenter.didChangeReturnDate(text)
  }

  /// Forwards the tap to the presenter.
  public func didTapBook(_ bookerView: FlightBookerView) {
    @Received(by: self) var message = #function
    presenter.didTapBook()
  }
}

extension FlightBookerViewController: FlightBookerViewProtocol {
  /// Enables or disables the return date's field.
  public func setReturnDateEnabled(_ enabled: Bool) {
    @Received(by: self, enabled) var message = #function
    bookerView.setReturnDateEnabled(enabled)
  }

  /// Enables or disables the book button.
  public func setBookEnabled(_ enabled: Bool) {
    @Received(by: self, enabled) var message = #function
    bookerView.setBookEnabled(enabled)
  }

  /// Shows `message` in the confirmation label.
  public func setMessage(_ message: String) {
    @Received(by: self, message) var received = #function
    bookerView.setMessage(message)
  }
}
