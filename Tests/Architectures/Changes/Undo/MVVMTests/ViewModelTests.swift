import Binding
import CalculatorModel
import MVVM
import Testing
import TextEditing
import WorkbenchTestSupport

/// In MVVM the view model is tested input to output, with no view: feed inputs, record the whole
/// history of the output.
@MainActor
struct ViewModelTests {
  private func record(_ viewModel: ViewModel) -> () -> [String] {
    var history: [String] = []
    viewModel.outputs.resultText.bind { history.append($0) }
    return { history }
  }

  @Test func startsWithTheSumOfTheEmptyInput() {
    let history = record(ViewModel(model: Calculator()))
    #expect(history() == ["0"])
  }

  @Test func emitsTheSumAfterEveryInput() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let history = record(viewModel)
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.paste("1"))
    viewModel.inputs.didChangeInputText(field.paste("1,"))
    viewModel.inputs.didChangeInputText(field.paste("1,-2"))
    #expect(history() == ["0", "0", "1", "1", "-1"])
  }

  @Test func eachUndoPutsBackTheFieldTheLastEditChangedAndUpdatesTheResult() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    var tokens: [String] = []
    var inputs: [String] = []
    viewModel.outputs.tokenText.bind { tokens.append($0) }
    viewModel.outputs.inputText.bind { inputs.append($0) }
    let history = record(viewModel)
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.type("1"))
    viewModel.inputs.didChangeInputText(field.type(",2"))
    viewModel.inputs.didChangeInputText(field.deleteBackward())
    viewModel.inputs.didChangeTokenText(",;")
    for _ in 0..<6 {
      viewModel.inputs.didTapUndoButton()
    }
    #expect(tokens == ["", ",", ""])
    #expect(inputs == ["", "1,2", "1", ""])
    #expect(history() == ["0", "0", "1", "3", "1", "1", "1", "3", "1", "0", "0"])
  }

  @Test func anEditAfterAnUndoIsSummedFromTheInputPutBack() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let history = record(viewModel)
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.type("1,2"))
    viewModel.inputs.didChangeInputText(field.paste("9"))
    viewModel.inputs.didTapUndoButton()
    field = SimulatedField(text: "1,2")
    viewModel.inputs.didChangeInputText(field.type(",3"))
    #expect(history() == ["0", "0", "3", "9", "3", "6"])
  }

  @Test func recomputesTheKeptInputWhenTheTokenChanges() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let history = record(viewModel)
    viewModel.inputs.didChangeInputText(field.paste("1\r\n2"))
    viewModel.inputs.didChangeTokenText("\r")
    viewModel.inputs.didChangeTokenText("\r\n")
    #expect(history() == ["0", "0", "1", "3"])
  }
}
