import CalculatorModel
import MVVMObservation
import Observation
import Testing
import TextEditing
import WorkbenchTestSupport

/// The `@Observable` view model is tested with no view: feed inputs, read the output after each,
/// and check that observation tracking reports every change of it.
@MainActor
struct ViewModelTests {
  /// Reads the result under observation tracking and counts the changes reported since.
  @MainActor
  private final class Tracker {
    private(set) var changes = 0

    func read(_ viewModel: ViewModel) -> String {
      withObservationTracking {
        viewModel.outputs.resultText
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.changes += 1 }
      }
    }
  }

  /// Holds what an `onChange` closure saw.
  @MainActor
  private final class Seen {
    var resultText: String?
  }

  @Test func startsWithTheSumOfTheEmptyInput() {
    #expect(ViewModel(model: Calculator()).outputs.resultText == "0")
  }

  @Test func showsTheSumAfterEveryInput() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    var history = [viewModel.outputs.resultText]
    viewModel.inputs.didChangeTokenText(",")
    history.append(viewModel.outputs.resultText)
    for input in ["1", "1,", "1,-2"] {
      viewModel.inputs.didChangeInputText(field.paste(input))
      history.append(viewModel.outputs.resultText)
    }
    #expect(history == ["0", "0", "1", "1", "-1"])
  }

  @Test func recomputesTheKeptInputWhenTheTokenChanges() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    var history: [String] = []
    viewModel.inputs.didChangeInputText(field.paste("1\r\n2"))
    history.append(viewModel.outputs.resultText)
    for token in ["\r", "\r\n"] {
      viewModel.inputs.didChangeTokenText(token)
      history.append(viewModel.outputs.resultText)
    }
    #expect(history == ["0", "1", "3"])
  }

  @Test func eachUndoPutsBackTheFieldTheLastEditChangedAndTheResultFollows() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    viewModel.inputs.didChangeTokenText(",")
    for change in [field.type("1"), field.type(",2"), field.deleteBackward()] {
      viewModel.inputs.didChangeInputText(change)
    }
    viewModel.inputs.didChangeTokenText(",;")
    var shown: [[String]] = []
    for _ in 0..<6 {
      viewModel.inputs.didTapUndoButton()
      let outputs = viewModel.outputs
      shown.append([outputs.tokenText, outputs.inputText, outputs.resultText])
    }
    #expect(
      shown == [
        [",", "1,", "1"], [",", "1,2", "3"], [",", "1", "1"], [",", "", "0"], ["", "", "0"],
        ["", "", "0"],
      ])
  }

  @Test func trackingReportsEveryUndoThatChangesAField() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.paste("4,5"))
    viewModel.inputs.didChangeInputText(field.clear())
    viewModel.inputs.didChangeInputText(field.clear())
    viewModel.inputs.didTapUndoButton()
    #expect(viewModel.outputs.inputText == "")
    var changes = 0
    func trackFields() {
      _ = withObservationTracking {
        (viewModel.outputs.tokenText, viewModel.outputs.inputText)
      } onChange: {
        MainActor.assumeIsolated { changes += 1 }
      }
    }
    var shown: [String] = []
    for _ in 0..<3 {
      trackFields()
      viewModel.inputs.didTapUndoButton()
      shown.append(viewModel.outputs.tokenText + " " + viewModel.outputs.inputText)
    }
    #expect(changes == 3)
    #expect(shown == [", 4,5", ", ", " "])
  }

  @Test func trackingReportsAChangeOfTheResultOnce() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let tracker = Tracker()
    _ = tracker.read(viewModel)
    viewModel.inputs.didChangeInputText(field.paste("7"))
    #expect(tracker.changes == 1)
    viewModel.inputs.didChangeInputText(field.paste("8"))
    #expect(tracker.changes == 1)
    #expect(tracker.read(viewModel) == "8")
    viewModel.inputs.didChangeInputText(field.paste("9"))
    #expect(tracker.changes == 2)
  }

  @Test func trackingReportsTheChangeBeforeTheNewValueIsStored() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let seen = Seen()
    _ = withObservationTracking {
      viewModel.outputs.resultText
    } onChange: {
      MainActor.assumeIsolated { seen.resultText = viewModel.outputs.resultText }
    }
    viewModel.inputs.didChangeInputText(field.paste("5"))
    #expect(seen.resultText == "0")
    #expect(viewModel.outputs.resultText == "5")
  }

  @Test func trackingReportsNothingWhileTheResultStaysTheSame() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let tracker = Tracker()
    _ = tracker.read(viewModel)
    viewModel.inputs.didChangeInputText(field.paste("x"))
    viewModel.inputs.didChangeTokenText(",")
    #expect(tracker.changes == 0)
  }
}
