public import ArchitectureDescriptor
import CalculatorModel
import CalculatorUI
import TextEditing
import ViewKit

extension TestArchitectures {
  /// A correct MVC screen that does a known extra cost on every event: `allocations` heap
  /// objects made and released, and a busy wait of `nanoseconds`.
  ///
  /// - Parameters:
  ///   - name: The architecture's name.
  ///   - allocations: Extra heap allocations per event.
  ///   - nanoseconds: Extra busy-waiting per event.
  /// - Returns: The architecture.
  public static func costed(
    name: String, allocations: Int = 0, nanoseconds: UInt64 = 0
  ) -> Architecture {
    Architecture(
      name: name, summary: "MVC with a known extra cost per event.", origin: "tests",
      sourcePath: "Tests",
      makeRootViewController: {
        CostedViewController(allocations: allocations, nanoseconds: nanoseconds)
      })
  }
}

/// One heap object, allocated on purpose.
private final class Garbage {
  var value = 0
}

@MainActor
private final class CostedViewController: ViewController, CalculatorViewDelegate {
  let calculatorView = CalculatorView()
  let model = Calculator()
  let allocations: Int
  let nanoseconds: UInt64
  private var garbage: Garbage?

  init(allocations: Int, nanoseconds: UInt64) {
    self.allocations = allocations
    self.nanoseconds = nanoseconds
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
    extraCost()
    model.token = token
    calculatorView.setResultText(
      String(describing: model.calculate(with: calculatorView.inputText)))
  }

  func didChangeInputText(_ calculatorView: CalculatorView, input: String, edit: TextEdit) {
    extraCost()
    calculatorView.setResultText(String(describing: model.calculate(with: input, after: edit)))
  }

  private func extraCost() {
    for index in 0..<allocations {
      let object = Garbage()
      object.value = index
      garbage = object
    }
    guard nanoseconds > 0 else { return }
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: .nanoseconds(nanoseconds))
    while clock.now < end {}
  }
}
