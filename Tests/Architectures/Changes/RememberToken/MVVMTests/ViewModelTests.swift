import Binding
import CalculatorModel
import MVVM
import Persistence
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
    let history = record(ViewModel(model: Calculator(), keyValueStore: InMemoryKeyValueStore()))
    #expect(history() == ["0"])
  }

  @Test func emitsTheSumAfterEveryInput() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    let history = record(viewModel)
    viewModel.inputs.didChangeTokenText(",")
    viewModel.inputs.didChangeInputText(field.paste("1"))
    viewModel.inputs.didChangeInputText(field.paste("1,"))
    viewModel.inputs.didChangeInputText(field.paste("1,-2"))
    #expect(history() == ["0", "0", "1", "1", "-1"])
  }

  @Test func startsWithAnEmptyTokenWhenNothingIsRemembered() {
    let viewModel = ViewModel(model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    var tokens: [String] = []
    viewModel.outputs.tokenText.bind { tokens.append($0) }
    #expect(tokens == [""])
  }

  @Test func startsWithTheLastTokenOfTheViewModelBefore() {
    let keyValueStore = InMemoryKeyValueStore()
    let previous = ViewModel(model: Calculator(), keyValueStore: keyValueStore)
    previous.inputs.didChangeTokenText(",;")
    previous.inputs.didChangeTokenText(",")
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator(), keyValueStore: keyValueStore)
    var tokens: [String] = []
    viewModel.outputs.tokenText.bind { tokens.append($0) }
    let history = record(viewModel)
    viewModel.inputs.didChangeInputText(field.paste("1,2"))
    #expect(tokens == [","])
    #expect(history() == ["0", "3"])
  }

  @Test func recomputesTheKeptInputWhenTheTokenChanges() {
    var field = SimulatedField()
    let viewModel = ViewModel(model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    let history = record(viewModel)
    viewModel.inputs.didChangeInputText(field.paste("1\r\n2"))
    viewModel.inputs.didChangeTokenText("\r")
    viewModel.inputs.didChangeTokenText("\r\n")
    #expect(history() == ["0", "0", "1", "3"])
  }
}
