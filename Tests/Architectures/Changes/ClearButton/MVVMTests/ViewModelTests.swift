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

  @Test func aClearTapEmptiesTheInputFieldAndShowsTheSumOfNothing() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator())
    let history = record(viewModel)
    var inputs: [String] = []
    viewModel.outputs.inputText.bind { inputs.append($0) }
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.paste("1,2"))
    viewModel.inputs.didTapClearButton()
    field.setFromCode("")
    viewModel.inputs.didChangeInputText(field.type("4"))
    viewModel.inputs.didTapClearButton()
    #expect(inputs == ["", "", ""])
    #expect(history() == ["0", "0", "3", "0", "4", "0"])
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
