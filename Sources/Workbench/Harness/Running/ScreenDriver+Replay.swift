import Diagnostics
import ScenarioLanguage
public import Scheduling
public import ScreenDriver
import Tracing
public import ViewKit

extension ScreenDriver {
  /// The text field behind `field`.
  ///
  /// - Parameter field: Which field.
  /// - Returns: The screen's widget for it.
  public func textField(_ field: Field) -> TextField {
    switch field {
    case .token: tokenField
    case .input: inputField
    }
  }

  /// Performs `event` on the screen, as the user would; a wait advances `scheduler`, the virtual
  /// clock the screen was built over.
  ///
  /// - Parameters:
  ///   - event: The event to perform.
  ///   - scheduler: The screen's virtual clock; a wait does nothing without one.
  @inline(__always)
  public func perform(_ event: ReplayPlan.Event, advancing scheduler: VirtualScheduler? = nil) {
    switch event {
    case .insert(let field, let text): textField(field).insertText(text)
    case .deleteBackward(let field): textField(field).deleteBackward()
    case .replace(let field, let text): textField(field).replaceText(with: text)
    case .wait(let duration):
      Trace.call(
        role: "Clock", "advance(by:)", argument: DurationText.text(of: duration), kind: .userInput
      ) {
        guard let scheduler else { return }
        scheduler.advance(by: duration)
      }
    }
  }
}
