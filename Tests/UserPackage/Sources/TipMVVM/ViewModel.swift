public import Binding
import TipModel
import Tracing

/// The view model of MVVM: a mapping from the view's edits to the tip it is to show, over the
/// model, `TipCalculation`; it knows no kit type and no view.
@MainActor
public final class ViewModel {
  /// The tip's text, empty at first and whenever the bill or the percentage is not a number.
  public let tipText = Observable("")

  private var calculation = TipCalculation()

  /// Creates a view model with nothing typed.
  public init() {}

  /// The user changed the bill.
  ///
  /// - Parameter bill: The bill field's new text.
  public func didChangeBillText(_ bill: String) {
    @Received(by: self, bill) var message = #function
    calculation.bill = bill
    tipText.value = calculation.tip
  }

  /// The user changed the percentage.
  ///
  /// - Parameter percent: The percentage field's new text.
  public func didChangePercentText(_ percent: String) {
    @Received(by: self, percent) var message = #function
    calculation.percent = percent
    tipText.value = calculation.tip
  }
}
