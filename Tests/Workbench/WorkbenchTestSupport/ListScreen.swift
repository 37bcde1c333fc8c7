public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import Tracing
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

  /// ``withList`` whose History screen keeps itself alive through a closure it holds: every
  /// `back` or row tap leaves its controller, its view and its table behind.
  public static let withLeakingList = Architecture(
    name: "LeakingListMVC", summary: "Two screens; the second one leaks once popped.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { _ in
      NavigationController(rootViewController: KeepingCalculator(leaksHistory: true))
    })

  /// ``withList`` whose calculator keeps the History screen's row formatter, a role that
  /// screen made: every `back` or row tap frees the screen's controller and views, not that role.
  public static let withKeptHistoryRole = Architecture(
    name: "KeptRoleListMVC", summary: "Two screens; the first keeps a role of the second.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { _ in
      NavigationController(rootViewController: KeepingCalculator(keepsHistoryRole: true))
    })

  /// ``withList`` that writes the name field back in upper case after every edit of it.
  public static let withShoutedName = Architecture(
    name: "ShoutingListMVC", summary: "Rewrites the name field from code.",
    origin: "tests", sourcePath: "Tests",
    makeScreen: { _ in
      NavigationController(rootViewController: KeepingCalculator(shoutsName: true))
    })
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

/// The kept calculations, newest first: the model both screens share, a role that announces
/// the messages it receives, as an architecture's model does.
@MainActor
private final class KeptList {
  private var items: [Kept] = []

  var count: Int {
    @Received(by: self) var message = #function
    return items.count
  }

  func keep(_ kept: Kept) {
    @Received(by: self) var message = #function
    items.insert(kept, at: 0)
  }

  func item(at index: Int) -> Kept {
    @Received(by: self) var message = #function
    return items[index]
  }

  func remove(at index: Int) {
    @Received(by: self) var message = #function
    items.remove(at: index)
  }
}

/// The History screen's row formatter: a role that screen makes and messages, as a presenter
/// would be.
@MainActor
private final class RowFormatter {
  func text(for kept: Kept) -> String {
    @Received(by: self, kept.name) var message = #function
    return "\(kept.name): \(kept.input) = \(kept.result)"
  }
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
  private let leaksHistory: Bool
  private let keepsHistoryRole: Bool
  private let shoutsName: Bool
  /// The History screen's role the calculator keeps, when it does.
  private var keptRole: RowFormatter?

  init(leaksHistory: Bool = false, keepsHistoryRole: Bool = false, shoutsName: Bool = false) {
    self.leaksHistory = leaksHistory
    self.keepsHistoryRole = keepsHistoryRole
    self.shoutsName = shoutsName
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
    if shoutsName {
      nameField.addAction(for: .editingChanged) { field, _ in
        field.text = (field.text ?? "").uppercased()
      }
    }
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
    self.kept.keep(kept)
  }

  private func historyTapped(_ button: Button) {
    let formatter = RowFormatter()
    if keepsHistoryRole { keptRole = formatter }
    let history = HistoryController(kept: kept, formatter: formatter, leaks: leaksHistory) {
      [weak self] restored in self?.restore(restored)
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
  private let formatter: RowFormatter
  private let onSelect: @MainActor (Kept) -> Void
  private let list = TableView()
  private let leaks: Bool
  /// Set, when the screen leaks, to a closure that holds the screen: a retain cycle.
  private var reload: (@MainActor () -> Void)?

  init(
    kept: KeptList, formatter: RowFormatter, leaks: Bool,
    onSelect: @escaping @MainActor (Kept) -> Void
  ) {
    self.kept = kept
    self.formatter = formatter
    self.leaks = leaks
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
    if leaks { reload = { self.list.reloadData() } }
  }

  func numberOfRows(in tableView: TableView) -> Int { kept.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell()
    cell.textLabel.text = formatter.text(for: kept.item(at: row))
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    onSelect(kept.item(at: row))
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {
    guard editingStyle == .delete else { return }
    kept.remove(at: row)
    tableView.deleteRows(at: [row])
  }
}
