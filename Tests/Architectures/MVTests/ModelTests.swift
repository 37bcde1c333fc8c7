import CalculatorModel
import MV
import Observation
import Testing

/// The `@Observable` model tested with no view: write its properties as the fields do, read the
/// result, and check that Observation reports a change only when the result changes.
@MainActor
struct ModelTests {
  /// Reads the result under observation tracking and counts the changes reported since.
  @MainActor
  private final class Tracker {
    private(set) var changes = 0

    func read(_ model: Model) -> String {
      withObservationTracking {
        model.resultText
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.changes += 1 }
      }
    }
  }

  @Test func startsWithTheSumOfTheEmptyInput() {
    #expect(Model(calculator: Calculator()).resultText == "0")
  }

  @Test func showsTheSumAfterEachWriteOfTheFields() {
    let model = Model(calculator: Calculator())
    var history = [model.resultText]
    model.token = ","
    history.append(model.resultText)
    for input in ["1", "1,", "1,2", "1,2,x", "-3"] {
      model.input = input
      history.append(model.resultText)
    }
    model.token = ""
    history.append(model.resultText)
    #expect(history == ["0", "0", "1", "1", "3", "3", "-3", "-3"])
  }

  @Test func reportsAChangeOnlyWhenTheResultChanges() {
    let model = Model(calculator: Calculator())
    let tracker = Tracker()
    model.token = ","
    _ = tracker.read(model)
    model.input = "1"
    _ = tracker.read(model)
    model.input = "1,"
    _ = tracker.read(model)
    model.input = "1,x"
    #expect(tracker.changes == 1)
  }
}
