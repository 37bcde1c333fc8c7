public import ArchitectureDescriptor
import ViewKit

extension TestArchitectures {
  /// A screen of its own, with none of the calculator's widgets.
  ///
  /// The worked example of the README's "Bring your own screen": a `Sign up` screen greets the name typed in
  /// `nameTextField` in `greetingLabel`; `keepButton` keeps the name, and `historyButton`
  /// pushes a `History` screen listing the kept names in `historyList`, where a tap on a row
  /// puts the name back and goes back.
  ///
  /// ```swift
  /// let report = ScenarioRunner(architectures: [TestArchitectures.signUp]).run(scenario)
  /// ```
  public static let signUp = Architecture(
    name: "SignUp", summary: "A sign-up form and the list of the names it kept.",
    origin: "README: Bring your own screen", sourcePath: "Tests",
    makeRootViewController: { NavigationController(rootViewController: SignUpViewController()) })
}

/// The names kept, newest first: the model both screens share.
@MainActor
private final class KeptNames {
  var names: [String] = []
}

/// The `Sign up` screen: a name, its greeting, and the two buttons.
@MainActor
private final class SignUpViewController: ViewController {
  private let kept = KeptNames()
  private let nameTextField = TextField()
  private let greetingLabel = Label()
  private let keepButton = Button()
  private let historyButton = Button()

  override func loadView() {
    let root = View()
    nameTextField.accessibilityIdentifier = "nameTextField"
    greetingLabel.accessibilityIdentifier = "greetingLabel"
    keepButton.accessibilityIdentifier = "keepButton"
    keepButton.title = "Keep"
    historyButton.accessibilityIdentifier = "historyButton"
    historyButton.title = "History"
    for widget in [nameTextField, greetingLabel, keepButton, historyButton] {
      root.addSubview(widget)
    }
    view = root
  }

  override func viewDidLoad() {
    title = "Sign up"
    nameTextField.addAction(for: .editingChanged) { [weak self] field, _ in
      self?.greet(field.text ?? "")
    }
    keepButton.addAction(for: .touchUpInside) { [weak self] _ in
      guard let self else { return }
      kept.names.insert(nameTextField.text ?? "", at: 0)
    }
    historyButton.addAction(for: .touchUpInside) { [weak self] _ in
      guard let self else { return }
      let history = NamesViewController(kept: kept) { [weak self] name in
        self?.restore(name)
      }
      navigationController?.pushViewController(history)
    }
    greet("")
  }

  private func greet(_ name: String) {
    greetingLabel.text = name.isEmpty ? "Who are you?" : "Hello, \(name)!"
  }

  private func restore(_ name: String) {
    nameTextField.text = name
    greet(name)
    navigationController?.popViewController()
  }
}

/// The `History` screen: the kept names in a table.
@MainActor
private final class NamesViewController: ViewController, TableViewDataSource, TableViewDelegate {
  private let kept: KeptNames
  private let onSelect: @MainActor (String) -> Void
  private let historyList = TableView()

  init(kept: KeptNames, onSelect: @escaping @MainActor (String) -> Void) {
    self.kept = kept
    self.onSelect = onSelect
    super.init()
    title = "History"
  }

  override func loadView() {
    let root = View()
    historyList.accessibilityIdentifier = "historyList"
    root.addSubview(historyList)
    view = root
  }

  override func viewDidLoad() {
    historyList.dataSource = self
    historyList.delegate = self
    historyList.reloadData()
  }

  func numberOfRows(in tableView: TableView) -> Int { kept.names.count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = TableViewCell()
    cell.textLabel.text = kept.names[row]
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    onSelect(kept.names[row])
  }

  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt row: Int
  ) {
    guard editingStyle == .delete else { return }
    kept.names.remove(at: row)
    tableView.deleteRows(at: [row])
  }
}
