import Tracing
public import ViewKit

/// The tip screen's view: a bill field, a percentage field and the tip's label, empty at first.
///
/// It reports the user's edits to its ``delegate`` and shows what it is told through
/// ``setTipText(_:)``; it knows nothing of tips, so every architecture can share it.
@MainActor
public final class TipView: View {
  /// Receives the user's edits; held weakly, as UIKit delegates are.
  public weak var delegate: (any TipViewDelegate)?

  private let billTextField = TextField()
  private let percentTextField = TextField()
  private let tipLabel = Label()

  /// Creates the view with its fields and its label empty.
  override public init() {
    super.init()
    billTextField.accessibilityIdentifier = "billTextField"
    percentTextField.accessibilityIdentifier = "percentTextField"
    tipLabel.accessibilityIdentifier = "tipLabel"
    tipLabel.text = ""
    billTextField.addTarget(self, action: TipView.didChangeBill, for: .editingChanged)
    percentTextField.addTarget(self, action: TipView.didChangePercent, for: .editingChanged)
    addSubview(billTextField)
    addSubview(percentTextField)
    addSubview(tipLabel)
  }

  /// Shows `tip` in the tip's label.
  ///
  /// - Parameter tip: The text to show.
  public func setTipText(_ tip: String) {
    Trace.call(self, "setTipText", tip) { $0.tipLabel.text = tip }
  }

  private func didChangeBill(_ field: TextField) {
    delegate?.didChangeBillText(self, bill: field.text ?? "")
  }

  private func didChangePercent(_ field: TextField) {
    delegate?.didChangePercentText(self, percent: field.text ?? "")
  }
}

/// What the tip view tells whoever handles its edits.
@MainActor
public protocol TipViewDelegate: AnyObject {
  /// The user changed the bill.
  ///
  /// - Parameters:
  ///   - tipView: The view.
  ///   - bill: The bill field's new text.
  func didChangeBillText(_ tipView: TipView, bill: String)

  /// The user changed the percentage.
  ///
  /// - Parameters:
  ///   - tipView: The view.
  ///   - percent: The percentage field's new text.
  func didChangePercentText(_ tipView: TipView, percent: String)
}
