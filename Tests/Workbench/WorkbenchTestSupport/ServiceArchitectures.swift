public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import TextEditing
import ViewKit

/// Screens over the environment's slow `SumService` that never cancel a request, each wrong (or
/// right) in one known way, to prove the harness sees every moment of a wait.
extension TestArchitectures {
  /// Shows `…` after every edit and every answer as it comes, stale ones included.
  public static let showsEveryAnswer = serviceArchitecture("EveryAnswer", .everyAnswer)

  /// Shows `…` after every edit and only the answer to the latest request; it cancels nothing,
  /// so the older answers are delivered and dropped.
  public static let showsLatestAnswer = serviceArchitecture("LatestAnswer", .latestAnswer)

  /// ``showsLatestAnswer`` under another name, to make a majority.
  public static let showsLatestAnswerToo = serviceArchitecture("LatestAnswerToo", .latestAnswer)

  /// Shows what ``showsLatestAnswer`` shows, but asks the service twice per edit.
  public static let asksTwice = serviceArchitecture("AsksTwice", .asksTwice)

  private static func serviceArchitecture(
    _ name: String, _ mode: ServiceViewController.Mode
  ) -> Architecture {
    Architecture(
      name: name, summary: "Asks the slow service; \(mode).", origin: "tests", sourcePath: "Tests",
      makeScreen: { environment in
        ServiceViewController(service: environment.sumService, mode: mode)
      })
  }
}

/// A controller that asks the slow service for the sum after every edit.
@MainActor
private final class ServiceViewController: ViewController, CalculatorViewDelegate {
  enum Mode: Sendable {
    case everyAnswer, latestAnswer, asksTwice
  }

  private let calculatorView = CalculatorView()
  private let service: SumService
  private let mode: Mode
  private var latest = 0

  init(service: SumService, mode: Mode) {
    self.service = service
    self.mode = mode
    super.init()
  }

  override func loadView() {
    view = calculatorView
  }

  override func viewDidLoad() {
    calculatorView.delegate = self
    calculatorView.setResultText("0")
  }

  func didChangeTokenText(_ calculatorView: CalculatorView, token: String) {
    requestSum()
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    requestSum()
  }

  private func requestSum() {
    calculatorView.setResultText("…")
    for _ in 0..<(mode == .asksTwice ? 2 : 1) {
      latest += 1
      let number = latest
      service.sum(of: calculatorView.inputText, token: calculatorView.tokenText) {
        [weak self] sum in
        guard let self, self.mode == .everyAnswer || number == self.latest else { return }
        self.calculatorView.setResultText(String(describing: sum))
      }
    }
  }
}
