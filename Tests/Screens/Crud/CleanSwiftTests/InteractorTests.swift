import CrudCleanSwift
import CrudModel
import Testing

/// Records the responses the interactor hands on.
@MainActor
private final class PresenterSpy: CrudPresentationLogic {
  private(set) var responses: [String] = []

  func presentForm(response: EditForm.Response) {
    let entries = response.entries.map { "\($0.count) entries" } ?? "-"
    let selected = response.selected?.rowText ?? "-"
    responses.append("\(entries) \(selected) \(response.availability.canUpdate)")
  }

  func presentEntries(response: ChangeEntries.Response) {
    responses.append(response.entries.map(\.rowText).joined(separator: " | "))
  }
}

/// In Clean Swift each role is tested across one boundary: requests in, responses out.
@MainActor
struct InteractorTests {
  @Test func eachRequestGetsItsResponse() {
    let presenter = PresenterSpy()
    let interactor = Interactor(presenter: presenter)
    interactor.changeEntries(request: ChangeEntries.Request(change: nil))
    interactor.editForm(request: EditForm.Request(edit: .filter("E")))
    interactor.editForm(request: EditForm.Request(edit: .selectRow(0)))
    interactor.editForm(request: EditForm.Request(edit: .surname("Emi")))
    interactor.changeEntries(request: ChangeEntries.Request(change: .update))
    #expect(
      presenter.responses == [
        "Emil, Hans | Mustermann, Max | Tisch, Roman", "1 entries - false", "- Emil, Hans true",
        "- - true", "Emi, Hans",
      ])
  }
}
