public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import ViewKit

extension TestArchitectures {
  /// A calculator in a navigation controller (title `Calculator`) with a third text field,
  /// `nameTextField`, a `keepButton` that keeps the calculation as the row `<name>: <input> =
  /// <result>` (newest first), and a `historyButton` that pushes a `History` screen listing them
  /// in `historyList`: a tap on a row restores its input and goes back, a swipe deletes it.
  ///
  /// What the harness drives across two screens, with no architecture behind it.
  public static let withList = Architecture(
    name: "ListMVC", summary: "Two screens: a calculator and a list of kept calculations.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { _ in NavigationController(rootViewController: KeepingCalculator()) })
}

/// The accessibility identifiers of ``TestArchitectures/withList``'s extra widgets.
public enum ListScreenIdentifier {
  /// The third text field, whose text names a kept calculation.
  public static let nameTextField = "nameTextField"

  /// The button that keeps the calculation.
  public static let keepButton = "keepButton"

  /// The button that shows the kept calculations.
  public static let historyButton = "historyButton"

  /// The list of kept calculations.
  public static let historyList = "historyList"
}

/// One kept calculation.
private struct Kept {
  var name: String
  var input: String
  var result: String
}

/// The kept calculations, newest first: the model both screens share.
@MainActor
private final class KeptList {
  var items: [Kept] = []
}

/// The calculator screen: three fields, a result, and the two buttons.
@MainActor
private final class KeepingCalculator: ViewController {
  private let calculator = Calculator()
  private let kept = KeptList()
  private let tokenField = TextField()
  private let inputField = TextField()
  private let nameField = TextField()
  private let resultLabel = Label()
  private let keepButton = Button()
  private let historyButton = Button()

  override init() {
    super.init()
    title = "Calculator"
  }

  override func loadView() {
    let root = View()
    tokenField.accessibilityIdentifier = AccessibilityIdentifier.tokenTextField
    inputField.accessibilityIdentifier = AccessibilityIdentifier.inputTextField
    resultLabel.accessibilityIdentifier = AccessibilityIdentifier.resultLabel
    nameField.accessibilityIdentifier = ListScreenIdentifier.nameTextField
    keepButton.accessibilityIdentifier = ListScreenIdentifier.keepButton
    keepButton.title = "Keep"
    historyButton.accessibilityIdentifier = ListScreenIdentifier.historyButton
    historyButton.title = "History"
    let widgets: [View] = [
      tokenField, inputField, nameField, resultLabel, keepButton, historyButton,
    ]
    for widget in widgets { root.addSubview(widget) }
    view = root
  }

  override func viewDidLoad() {
    tokenField.addTarget(self, action: KeepingCalculator.tokenChanged, for: .editingChanged)
    inputField.addTarget(self, action: KeepingCalculator.showSum, for: .editingChanged)
    keepButton.addTarget(self, action: KeepingCalculator.keepTapped, for: .touchUpInside)
    historyButton.addTarget(self, action: KeepingCalculator.historyTapped, for: .touchUpInside)
    resultLabel.text = "0"
  }

  private func tokenChanged(_ field: TextField) {
    calculator.token = field.text ?? ""
    showSum(inputField)
  }

  private func showSum(_ field: TextField) {
    resultLabel.text = String(describing: calculator.calculate(with: inputField.text ?? ""))
  }

  private func keepTapped(_ button: Button) {
    let kept = Kept(
      name: nameField.text ?? "", input: inputField.text ?? "", result: resultLabel.text ?? "")
    self.kept.items.insert(kept, at: 0)
  }

  private func historyTapped(_ button: Button) {
    let history = HistoryController(kept: kept) { [weak self] restored in
      self?.restore(restored)
    }
    navigationController?.pushViewController(history)
  }

  private func restore(_ kept: Kept) {
    inputField.text = kept.input
    showSum(inputField)
    navigationController?.popViewController()
  }
}

/// The History screen: the kept calculations in a table.
@MainActor
private final class HistoryController: ViewController, TableViewDataSource, TableViewDelegate {
  private let kept: KeptList
  private let onSelect: @MainActor (Kept) -> Void
  private let list = TableView()

  init(kept: KeptList, onSelect: @escaping @MainActor (Kept) -> Void) {
    self.kept = kept
    self.onSelect = onSelect
    super.init()
    title = "History"
  }

  override func loadView() {
    let root = View()
    list.accessibilityIdentifier = ListScreenIdentifier.historyList
    root.addSubview(list)
    view = root
  }

  override func viewDidLoad() {
    list.dataSource = self
    list.delegate = self
    list.reloadData()
  }

  func numberOfRows(in tableView: TableView) -> Int { kept.items.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell()
    let item = kept.items[row]
    cell.textLabel.text = "\(item.name): \(item.input) = \(item.result)"
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    onSelect(kept.items[row])
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {
    guard editingStyle == .delete else { return }
    kept.items.remove(at: row)
    tableView.deleteRows(at: [row])
  }
}
