import CalculatorModel
import ObservableMVVM
import Observation
import Testing

/// The `@Observable` view model tested with no view at all: write its properties as the bound
/// fields do, read what it shows after each write, and check that Observation reports a change
/// of the result only when the result changes.
@MainActor
struct CalculatorViewModelTests {
  /// Reads the result under observation tracking and counts the changes reported since.
  @MainActor
  private final class Tracker {
    private(set) var changes = 0

    func read(_ viewModel: CalculatorViewModel) -> String {
      withObservationTracking {
        viewModel.resultText
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.changes += 1 }
      }
    }
  }

  @Test func startsWithEmptyFieldsAndTheSumOfTheEmptyInput() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    #expect([viewModel.token, viewModel.input, viewModel.resultText] == ["", "", "0"])
  }

  @Test func showsTheSumAfterEachWriteOfTheFields() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    var shown = [viewModel.resultText]
    viewModel.token = ","
    shown.append(viewModel.resultText)
    for input in ["1", "1,", "1,2", "1,2,x", "-3"] {
      viewModel.input = input
      shown.append(viewModel.resultText)
    }
    #expect(shown == ["0", "0", "1", "1", "3", "3", "-3"])
  }

  @Test func aTokenWriteSumsTheInputAlreadyThereAgain() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    viewModel.input = "1\r\n2"
    var shown = [viewModel.resultText]
    for token in ["\r", "\r\n", ""] {
      viewModel.token = token
      shown.append(viewModel.resultText)
    }
    #expect(shown == ["0", "1", "3", "0"])
  }

  @Test func keepsWhatTheFieldsWroteAsTheyWroteIt() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    viewModel.token = "+"
    viewModel.input = "1+ 2+x"
    #expect([viewModel.token, viewModel.input, viewModel.resultText] == ["+", "1+ 2+x", "1"])
  }

  @Test func reportsAChangeOfTheResultOnlyWhenTheResultChanges() {
    let viewModel = CalculatorViewModel(calculator: Calculator())
    let tracker = Tracker()
    viewModel.token = ","
    _ = tracker.read(viewModel)
    viewModel.input = "1"
    #expect(tracker.changes == 1)
    _ = tracker.read(viewModel)
    viewModel.input = "1,"
    viewModel.input = "1,x"
    viewModel.token = ",;"
    #expect(tracker.changes == 1)
  }
}
