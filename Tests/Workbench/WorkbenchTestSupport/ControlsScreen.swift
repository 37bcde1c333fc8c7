public import ArchitectureDescriptor
import ViewKit

extension TestArchitectures {
  /// A screen of controls, none of the calculator's widgets: `modeControl`, a segmented control
  /// of `"one"` and `"two"` (`"one"` selected at first); `detailTextField`, enabled only while
  /// `"two"` is selected; `goButton`, enabled while `"one"` is selected or the detail is not
  /// empty; and `statusLabel`, which a tap of the button sets to `went one` or `went two: DETAIL`.
  public static let controls = Architecture(
    name: "Controls", summary: "A segmented control, a field and a button it enables.",
    origin: "tests", sourcePath: "Tests",
    makeRootViewController: { ControlsViewController(keepsDetailEnabled: false) })

  /// ``controls`` whose detail field is never disabled: it shows what the others show, but a
  /// control the others disable stays enabled.
  public static let controlsNeverDisablingDetail = Architecture(
    name: "ControlsAlwaysEnabled", summary: "Never disables its detail field.", origin: "tests",
    sourcePath: "Tests",
    makeRootViewController: { ControlsViewController(keepsDetailEnabled: true) })
}

/// The one controller of ``TestArchitectures/controls``.
@MainActor
private final class ControlsViewController: ViewController {
  private let modeControl = SegmentedControl(items: ["one", "two"])
  private let detailTextField = TextField()
  private let goButton = Button()
  private let statusLabel = Label()
  private let keepsDetailEnabled: Bool

  init(keepsDetailEnabled: Bool) {
    self.keepsDetailEnabled = keepsDetailEnabled
    super.init()
  }

  override func loadView() {
    let root = View()
    modeControl.accessibilityIdentifier = "modeControl"
    detailTextField.accessibilityIdentifier = "detailTextField"
    goButton.accessibilityIdentifier = "goButton"
    goButton.title = "Go"
    statusLabel.accessibilityIdentifier = "statusLabel"
    for widget in [modeControl, detailTextField, goButton, statusLabel] as [View] {
      root.addSubview(widget)
    }
    view = root
  }

  override func viewDidLoad() {
    modeControl.selectedSegmentIndex = 0
    modeControl.addAction(for: .valueChanged) { [weak self] _ in self?.update() }
    detailTextField.addAction(for: .editingChanged) { [weak self] _, _ in self?.update() }
    goButton.addAction(for: .touchUpInside) { [weak self] _ in self?.go() }
    statusLabel.text = ""
    update()
  }

  private var isTwo: Bool { modeControl.selectedSegmentIndex == 1 }

  private func update() {
    detailTextField.isEnabled = isTwo || keepsDetailEnabled
    goButton.isEnabled = !isTwo || detailTextField.hasText
  }

  private func go() {
    statusLabel.text = isTwo ? "went two: \(detailTextField.text ?? "")" : "went one"
  }
}
