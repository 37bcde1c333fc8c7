import CalculatorModel
import CleanSwift
import Persistence
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
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: InMemoryKeyValueStore())
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
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    let pasted = field.paste("9223372036854775807,1")
    interactor.calculate(request: Calculate.Request(input: pasted.text, edit: pasted.edit))
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    interactor.changeToken(request: ChangeToken.Request(token: ""))
    #expect(presenter.calculations == [Calculate.Response(sum: 0)])
    #expect(presenter.tokenChanges.map(\.sum) == [9_223_372_036_854_775_808, 0])
  }

  @Test func presentsAnEmptyTokenWhenNothingIsRemembered() {
    let presenter = PresenterSpy()
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: InMemoryKeyValueStore())
    interactor.restoreToken(request: RestoreToken.Request())
    #expect(presenter.tokenRestorations == [RestoreToken.Response(token: "", sum: 0)])
  }

  @Test func presentsTheLastTokenTheInteractorBeforeWasAskedToChange() {
    let keyValueStore = InMemoryKeyValueStore()
    let previous = Interactor(
      presenter: PresenterSpy(), model: Calculator(), keyValueStore: keyValueStore)
    previous.changeToken(request: ChangeToken.Request(token: ",;"))
    previous.changeToken(request: ChangeToken.Request(token: ";"))
    let presenter = PresenterSpy()
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: keyValueStore)
    interactor.restoreToken(request: RestoreToken.Request())
    #expect(presenter.tokenRestorations == [RestoreToken.Response(token: ";", sum: 0)])
    #expect(presenter.sums == [])
  }

  @Test func givesItsModelTheRestoredTokenWithNoRequestFromTheView() {
    let keyValueStore = InMemoryKeyValueStore()
    keyValueStore.set(";", forKey: "token")
    let presenter = PresenterSpy()
    let interactor = Interactor(
      presenter: presenter, model: Calculator(), keyValueStore: keyValueStore)
    interactor.restoreToken(request: RestoreToken.Request())
    interactor.calculate(
      request: Calculate.Request(
        input: "1;2", edit: TextEdit(range: 0..<0, replacementString: "1;2")))
    #expect(presenter.sums == [3])
  }

  @Test func ownsItsPresenter() {
    var presenter: PresenterSpy? = PresenterSpy()
    weak let weakPresenter = presenter
    let interactor = Interactor(
      presenter: presenter ?? PresenterSpy(), model: Calculator(),
      keyValueStore: InMemoryKeyValueStore())
    presenter = nil
    interactor.changeToken(request: ChangeToken.Request(token: ","))
    #expect(weakPresenter?.sums == [0])
  }
}
