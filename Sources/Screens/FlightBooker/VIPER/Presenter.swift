import Tracing

/// The presenter of VIPER: passes the view's actions to the interactor as use cases, and the
/// interactor's results to the view.
@MainActor
public final class Presenter {
  /// The view to present to; held weakly, the view being its owner.
  public weak var view: (any FlightBookerViewProtocol)?

  private let interactor: any FlightBookerInteractorInputProtocol

  /// Creates a presenter over `interactor`.
  ///
  /// - Parameter interactor: The use cases.
  public init(interactor: any FlightBookerInteractorInputProtocol) {
    self.interactor = interactor
  }
}

extension Presenter: FlightBookerPresenterProtocol {
  /// Asks the interactor to choose the flight's kind.
  public func didSelectFlightType(_ segment: Int) {
    @Received(by: self, segment) var message = #function
    interactor.selectFlightType(segment)
  }

  /// Hands the start date to the interactor.
  public func didChangeStartDate(_ text: String) {
    @Received(by: self, text) var message = #function
    interactor.changeStartDate(text)
  }

  /// Hands the return date to the interactor.
  public func didChangeReturnDate(_ text: String) {
    @Received(by: self, text) var message = #function
    interactor.changeReturnDate(text)
  }

  /// Asks the interactor to book.
  public func didTapBook() {
    @Received(by: self) var message = #function
    interactor.book()
  }
}

extension Presenter: FlightBookerInteractorOutputProtocol {
  /// Shows what is enabled.
  public func didUpdateAvailability(returnDate: Bool, booking: Bool) {
    @Received(by: self, booking) var message = #function
    view?.setReturnDateEnabled(returnDate)
    view?.setBookEnabled(booking)
  }

  /// Shows the confirmation.
  public func didBook(_ confirmation: String) {
    @Received(by: self, confirmation) var message = #function
    view?.setMessage(confirmation)
  }
}
