public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import Persistence
import ViewKit

extension TestArchitectures {
  /// A correct calculator with a `clearButton` (a tap empties the input and shows `0`), a
  /// second label, `tapCountLabel`, counting the taps of this launch, and a token kept in the
  /// environment's storage across relaunches: what the harness drives by identifier.
  public static let withButton = Architecture(
    name: "ButtonMVC", summary: "A clear button, a tap counter, a remembered token.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { ButtonScreenController(store: $0.keyValueStore, leaks: false) })

  /// ``withButton`` whose clear button's action holds its controller strongly, so that no screen
  /// it builds is ever freed: the first as much as the relaunched ones.
  public static let leakingButton = Architecture(
    name: "LeakyButtonMVC", summary: "A button action that captures its controller strongly.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { ButtonScreenController(store: $0.keyValueStore, leaks: true) })

  /// ``withButton`` whose tap counter counts each tap twice: it shows what the others show but
  /// on its second label.
  public static let countingTwice = Architecture(
    name: "TwiceButtonMVC", summary: "Counts every tap twice.", origin: "tests",
    sourcePath: "Tests",
    makeScreen: { ButtonScreenController(store: $0.keyValueStore, leaks: false, tapStep: 2) })
}

/// The accessibility identifiers of ``TestArchitectures/withButton``'s extra widgets.
public enum ButtonScreenIdentifier {
  /// The button that empties the input.
  public static let clearButton = "clearButton"

  /// The label counting the taps of the clear button since the screen was built.
  public static let tapCountLabel = "tapCountLabel"
}

/// A screen with no roles, as the harness's `Direct` screen, plus a button and a second label.
@MainActor
private final class ButtonScreenController: ViewController {
  private static let tokenKey = "token"
  private let store: any KeyValueStore
  private let leaks: Bool
  private let calculator = Calculator()
  private let tokenField = TextField()
  private let inputField = TextField()
  private let resultLabel = Label()
  private let clearButton = Button()
  private let tapCountLabel = Label()
  private var taps = 0
  private let tapStep: Int

  init(store: any KeyValueStore, leaks: Bool, tapStep: Int = 1) {
    self.store = store
    self.leaks = leaks
    self.tapStep = tapStep
    super.init()
  }

  override func loadView() {
    let root = View()
    tokenField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    clearButton.accessibilityIdentifier = ButtonScreenIdentifier.clearButton
    clearButton.title = "Clear"
    tapCountLabel.accessibilityIdentifier = ButtonScreenIdentifier.tapCountLabel
    for widget in [tokenField, inputField, resultLabel, clearButton, tapCountLabel] as [View] {
      root.addSubview(widget)
    }
    view = root
  }

  override func viewDidLoad() {
    tokenField.text = store.string(forKey: Self.tokenKey) ?? ""
    calculator.token = tokenField.text ?? ""
    tokenField.addTarget(self, action: ButtonScreenController.tokenChanged, for: .editingChanged)
    inputField.addTarget(self, action: ButtonScreenController.inputChanged, for: .editingChanged)
    if leaks {
      clearButton.addAction(for: .touchUpInside) { _ in self.clearTapped(self.clearButton) }
    } else {
      clearButton.addTarget(self, action: ButtonScreenController.clearTapped, for: .touchUpInside)
    }
    resultLabel.text = "0"
    tapCountLabel.text = "0"
  }

  private func tokenChanged(_ field: TextField) {
    calculator.token = field.text ?? ""
    store.set(field.text ?? "", forKey: Self.tokenKey)
    showSum()
  }

  private func inputChanged(_ field: TextField) {
    showSum()
  }

  private func clearTapped(_ button: Button) {
    taps += tapStep
    inputField.text = ""
    tapCountLabel.text = String(taps)
    showSum()
  }

  private func showSum() {
    resultLabel.text = String(describing: calculator.calculate(with: inputField.text ?? ""))
  }
}
