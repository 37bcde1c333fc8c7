import CalculatorModel
import CleanSwift
import Testing
import TextEditing
import WorkbenchTestSupport

/// The interactor is tested with a spy in place of the presenter: requests in, responses out,
/// no formatting and no view.
@MainActor
struct InteractorTests {
  @Test func answersEachRequestWithItsUseCasesResponse() {
    var field = SimulatedField()
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter, model: Calculator())
    interactor.changeToken(request: ChangeToken.Request(token: ";"))
    for change in [field.type("4"), field.type(";5"), field.type(";-10"), field.deleteBackward()] {
      interactor.calculate(request: Calculate.Request(input: change.text, edit: change.edit))
    }
    #expect(presenter.tokenChanges == [ChangeToken.Response(sum: 0)])
    #expect(presenter.calculations.map(\.sum) == [4, 9, -1, 8])
  }

  @Test func sumsItsOwnCopyOfTheInputAgainWhenTheTokenChanges() {
    var field = SimulatedField()
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter, model: Calculator())
    let pasted = field.paste("9223372036854775807,1")
    interactor.calculate(request: Calculate.Request(input: pasted.text, edit: pasted.edit))
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    interactor.changeToken(request: ChangeToken.Request(token: ""))
    #expect(presenter.calculations == [Calculate.Response(sum: 0)])
    #expect(presenter.tokenChanges.map(\.sum) == [9_223_372_036_854_775_808, 0])
  }

  @Test func answersEachUndoWithTheTextItPutsBackAndTheSum() {
    var field = SimulatedField()
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter, model: Calculator())
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    for change in [field.type("1"), field.type(",2"), field.deleteBackward()] {
      interactor.calculate(request: Calculate.Request(input: change.text, edit: change.edit))
    }
    interactor.changeToken(request: ChangeToken.Request(token: ",;"))
    for _ in 0..<6 {
      interactor.undo(request: Undo.Request())
    }
    #expect(
      presenter.undos == [
        Undo.Response(token: ",", sum: 1), Undo.Response(input: "1,2", sum: 3),
        Undo.Response(input: "1", sum: 1), Undo.Response(input: "", sum: 0),
        Undo.Response(token: "", sum: 0),
      ])
  }

  @Test func anEditAfterAnUndoIsSummedFromTheInputPutBack() {
    var field = SimulatedField()
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter, model: Calculator())
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    for change in [field.type("1,2"), field.paste("9")] {
      interactor.calculate(request: Calculate.Request(input: change.text, edit: change.edit))
    }
    interactor.undo(request: Undo.Request())
    field = SimulatedField(text: "1,2")
    let typed = field.type(",3")
    interactor.calculate(request: Calculate.Request(input: typed.text, edit: typed.edit))
    #expect(presenter.sums == [0, 3, 9, 3, 6])
  }

  @Test func ownsItsPresenter() {
    var presenter: PresenterSpy? = PresenterSpy()
    weak let weakPresenter = presenter
    let interactor = Interactor(presenter: presenter ?? PresenterSpy(), model: Calculator())
    presenter = nil
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    #expect(weakPresenter?.sums == [0])
  }
}
