import TipModel
public import TipUI
import Tracing
public import ViewKit

/// The controller of Cocoa MVC: owns the view and the model, updates the model from the view's
/// edits, then shows the model's tip.
@MainActor
public final class TipViewController: ViewController {
  private let tipView = TipView()
  private var calculation = TipCalculation()

  /// Makes the tip view the root view.
  override public func loadView() {
    view = tipView
  }

  /// Becomes the view's delegate.
  override public func viewDidLoad() {
    super.viewDidLoad()
    tipView.delegate = self
  }
}

extension TipViewController: TipViewDelegate {
  /// Updates the model's bill and shows the tip.
  public func didChangeBillText(_ tipView: TipView, bill: String) {
    @Received(by: self, bill) var message = #function
    calculation.bill = bill
    tipView.setTipText(calculation.tip)
  }

  /// Updates the model's percentage and shows the tip.
  public func didChangePercentText(_ tipView: TipView, percent: String) {
    @Received(by: self, percent) var message = #function
    calculation.percent = percent
    tipView.setTipText(calculation.tip)
  }
}
