public import CalculatorUI
public import TextEditing
import Tracing
public import ViewKit

/// The controller of MVC with no model, the tutorial's first step: it owns the view, keeps the
/// token itself and computes the result itself, so nothing of it can be tested without the view.
///
/// MUTANT: it splits the input at Swift `Character`s equal to one of the token's, where the
/// specification splits at Unicode scalars. A separator followed by a combining mark, a CR LF
/// pair, or a token written precomposed (`é`) against an input written decomposed (`e` and
/// U+0301) all split differently.
@MainActor
public final class CalculatorViewController: ViewController {
  private let calculatorView = CalculatorView()
  private var token = ""
  /// Where the last sum can resume, and the sum of the pieces before that place.
  ///
  /// The offset (UTF-8) is just after a separator `Character` that was not the text's last.
  /// Grapheme breaking looks back, not ahead, so an edit that starts past the scalar after the
  /// offset (`editableFrom`) keeps both; keeping them makes typing cost the last pieces, not the
  /// whole text (the mutant's bug is where it splits, not how long it takes).
  private var resume: (offset: Int, total: Int128, editableFrom: Int)?

  /// Creates the controller, with its view not loaded yet.
  override public init() {
    super.init()
  }

  /// Makes the calculator view the root view.
  override public func loadView() {
    view = calculatorView
  }

  /// Becomes the view's delegate and shows the result for the empty input.
  override public func viewDidLoad() {
    super.viewDidLoad()
    calculatorView.delegate = self
    showResult(sum(of: calculatorView.inputText))
  }

  private func showResult(_ sum: Int128) {
    calculatorView.setResultText(String(describing: sum))
  }

  /// Splits `input` at the `Character`s the token contains and sums the pieces that are
  /// integers, from `start` (a `Character` boundary) on, `total` being the sum before it.
  private func sum(of input: String, from start: Int = 0, total: Int128 = 0) -> Int128 {
    var total = total
    var index = input.utf8.index(input.startIndex, offsetBy: start)
    var pieceStart = index
    var lastSeparatorEnd: (offset: Int, total: Int128, editableFrom: Int)?
    var previousSeparatorEnd: (offset: Int, total: Int128, editableFrom: Int)?
    while index < input.endIndex {
      let next = input.index(after: index)
      if token.contains(input[index]) {
        total += Int(String(input[pieceStart..<index])).map { Int128($0) } ?? 0
        pieceStart = next
        previousSeparatorEnd = lastSeparatorEnd
        let offset = input.utf8.distance(from: input.startIndex, to: next)
        let scalarAfter = next < input.endIndex ? input.unicodeScalars[next].utf8.count : 0
        lastSeparatorEnd = (offset, total, offset + scalarAfter)
      }
      index = next
    }
    // The last separator may yet join a mark typed after it; the one before it may not.
    resume = previousSeparatorEnd ?? (start > 0 ? resume : nil)
    return total + (Int(String(input[pieceStart...])).map { Int128($0) } ?? 0)
  }
}

extension CalculatorViewController: CalculatorViewDelegate {
  /// Keeps the new token, then shows the result for the input already on screen.
  public func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    @Received(by: self, token) var message = #function
    self.token = token
    showResult(sum(of: calculatorView.inputText))
  }

  /// Sums the input again from the last place the edit left as it was, and shows the result.
  public func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    @Received(by: self, input) var message = #function
    // The boundary at the resume offset depends on the scalar after it, which must be kept.
    if let resume, edit.range.lowerBound >= resume.editableFrom {
      showResult(sum(of: input, from: resume.offset, total: resume.total))
    } else {
      showResult(sum(of: input))
    }
  }
}
