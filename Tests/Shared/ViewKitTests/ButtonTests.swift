import Testing
import ViewKit

/// Records the taps a button reports.
@MainActor
private final class TapRecorder {
  var taps = 0

  func didTap(_ button: Button) { taps += 1 }
}

@MainActor
struct ButtonTests {
  @Test func aTapSendsTouchUpInsideToEveryTargetInRegistrationOrder() {
    let button = Button()
    let recorder = TapRecorder()
    var order: [String] = []
    button.addTarget(recorder, action: TapRecorder.didTap, for: .touchUpInside)
    button.addAction(for: .touchUpInside) { _ in order.append("first") }
    button.addAction(for: .touchUpInside) { _ in order.append("second") }
    button.addAction(for: .valueChanged) { _ in order.append("never") }
    button.tap()
    #expect(recorder.taps == 1)
    #expect(order == ["first", "second"])
  }

  @Test func aTargetIsHeldWeakly() {
    let button = Button()
    weak var released: TapRecorder?
    do {
      let recorder = TapRecorder()
      released = recorder
      button.addTarget(recorder, action: TapRecorder.didTap, for: .touchUpInside)
    }
    #expect(released == nil)
    button.tap()
  }

  @Test func codeMaySendEventsToADisabledButtonsTargets() {
    let button = Button()
    let recorder = TapRecorder()
    button.addTarget(recorder, action: TapRecorder.didTap, for: .touchUpInside)
    button.isEnabled = false
    button.tap()
    button.sendActions(for: .touchUpInside)
    #expect(recorder.taps == 1)
  }
}
