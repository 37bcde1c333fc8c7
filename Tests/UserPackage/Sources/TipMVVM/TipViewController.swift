import Binding
public import TipUI
import Tracing
public import ViewKit

/// The view of MVVM: binds the view model's tip to the label and forwards the fields' edits.
@MainActor
public final class TipViewController: ViewController {
  private let tipView = TipView()
  private let viewModel: ViewModel

  /// Creates the view controller over `viewModel`, which it owns, with its view not loaded yet.
  ///
  /// - Parameter viewModel: The view model to bind to.
  public init(viewModel: ViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  /// Makes the tip view the root view.
  override public func loadView() {
    view = tipView
  }

  /// Becomes the view's delegate and binds the label to the view model's tip.
  override public func viewDidLoad() {
    super.viewDidLoad()
    tipView.delegate = self
    viewModel.tipText.bind(with: self) { owner, tip in owner.tipView.setTipText(tip) }
  }
}

extension TipViewController: TipViewDelegate {
  /// Forwards the bill to the view model.
  public func didChangeBillText(_ tipView: TipView, bill: String) {
    @Received(by: self, bill) var message = #function
    viewModel.didChangeBillText(bill)
  }

  /// Forwards the percentage to the view model.
  public func didChangePercentText(_ tipView: TipView, percent: String) {
    @Received(by: self, percent) var message = #function
    viewModel.didChangePercentText(percent)
  }
}
