import CalculatorModel
import Testing
import TextEditing
import VIPER
import WorkbenchTestSupport

/// The interactor is tested on its own, with a spy for its output in place of a presenter: the
/// business rule, with no formatting and no view.
@MainActor
struct InteractorTests {
  private func interactor(reportingTo output: InteractorOutputSpy) -> Interactor {
    let interactor = Interactor(model: Calculator())
    interactor.output = output
    return interactor
  }

  @Test func reportsTheSumOfTheEmptyInputWhenFetched() {
    let output = InteractorOutputSpy()
    interactor(reportingTo: output).fetchSum()
    #expect(output.sums == [0])
  }

  @Test func reportsTheSumAfterEveryInputEdit() {
    var field = SimulatedField()
    let output = InteractorOutputSpy()
    let interactor = interactor(reportingTo: output)
    interactor.updateToken(";")
    interactor.updateInput(field.type("4"))
    interactor.updateInput(field.type(";5"))
    interactor.updateInput(field.type(";-10"))
    interactor.updateInput(field.deleteBackward())
    #expect(output.sums == [0, 4, 9, -1, 8])
  }

  @Test func sumsItsOwnCopyOfTheInputAgainWhenTheTokenChanges() {
    var field = SimulatedField()
    let output = InteractorOutputSpy()
    let interactor = interactor(reportingTo: output)
    interactor.updateInput(field.paste("9223372036854775807,1"))
    interactor.updateToken(",")
    interactor.updateToken("")
    #expect(output.sums == [0, 9_223_372_036_854_775_808, 0])
  }

  @Test func eachUndoReportsTheTextItPutsBackThenTheSum() {
    var field = SimulatedField()
    let output = InteractorOutputSpy()
    let interactor = interactor(reportingTo: output)
    interactor.updateToken(",")
    interactor.updateInput(field.type("1"))
    interactor.updateInput(field.type(",2"))
    interactor.updateInput(field.deleteBackward())
    interactor.updateToken(",;")
    let reportedBeforeUndoing = output.outcomes.count
    for _ in 0..<6 {
      interactor.undoLastChange()
    }
    #expect(
      output.outcomes.dropFirst(reportedBeforeUndoing) == [
        "token ,", "sum 1", "input 1,2", "sum 3", "input 1", "sum 1", "input ", "sum 0",
        "token ", "sum 0",
      ])
  }

  @Test func anEditAfterAnUndoIsSummedFromTheInputPutBack() {
    var field = SimulatedField()
    let output = InteractorOutputSpy()
    let interactor = interactor(reportingTo: output)
    interactor.updateToken(",")
    interactor.updateInput(field.type("1,2"))
    interactor.updateInput(field.paste("9"))
    interactor.undoLastChange()
    field = SimulatedField(text: "1,2")
    interactor.updateInput(field.type(",3"))
    #expect(output.sums == [0, 3, 9, 3, 6])
  }

  @Test func holdsItsOutputWeakly() {
    var output: InteractorOutputSpy? = InteractorOutputSpy()
    weak let weakOutput = output
    let interactor = Interactor(model: Calculator())
    interactor.output = output
    output = nil
    #expect(weakOutput == nil)
    interactor.fetchSum()
  }
}
