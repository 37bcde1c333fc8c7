import Testing
import TextEditing
import ViewKit

/// What a disabled control does: nothing the user does to it reaches its targets, and code may
/// still change it.
@MainActor
struct ControlTests {
  @Test func aControlIsEnabledUntilSomethingDisablesIt() {
    let controls: [Control] = [Button(), TextField(), SegmentedControl(items: ["a"])]
    let before = controls.map { $0.isEnabled }
    controls[0].isEnabled = false
    let after = controls.map { $0.isEnabled }
    #expect(before == [true, true, true])
    #expect(after == [false, true, true])
  }

  @Test func aDisabledButtonTakesNoTapAndAReenabledOneDoes() {
    let button = Button()
    var taps = 0
    button.addAction(for: .touchUpInside) { _ in taps += 1 }
    button.isEnabled = false
    button.tap()
    #expect(taps == 0)
    button.isEnabled = true
    button.tap()
    #expect(taps == 1)
  }

  @Test func aDisabledTextFieldTakesNoEditAndSendsNoEvent() {
    let field = TextField()
    field.text = "12"
    var events = 0
    field.addAction(for: .editingChanged) { _, _ in events += 1 }
    field.isEnabled = false
    field.insertText("3")
    field.deleteBackward()
    field.replaceText(with: "")
    #expect(field.text == "12")
    #expect(events == 0)
    field.text = "from code"
    #expect(field.text == "from code")
    #expect(events == 0)
  }

  @Test func aDisabledSegmentedControlTakesNoSelection() {
    let control = SegmentedControl(items: ["one", "two"])
    control.selectedSegmentIndex = 0
    var changes = 0
    control.addAction(for: .valueChanged) { _ in changes += 1 }
    control.isEnabled = false
    control.selectSegment(at: 1)
    #expect(control.selectedSegmentIndex == 0)
    #expect(changes == 0)
  }
}
