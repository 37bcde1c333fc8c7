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

  @Test func reportsThePieceCountWithEverySum() {
    var field = SimulatedField()
    let output = InteractorOutputSpy()
    let interactor = interactor(reportingTo: output)
    interactor.fetchSum()
    interactor.updateInput(field.paste("1,x,0"))
    interactor.updateToken(",")
    interactor.updateInput(field.type(",-7"))
    interactor.updateInput(field.deleteBackward())
    #expect(output.pieceCounts == [0, 0, 2, 3, 2])
    #expect(output.sums == [0, 0, 1, -6, 1])
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
