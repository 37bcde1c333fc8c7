import CrudCleanSwift
import CrudModel
import Testing

/// Records what the presenter displays.
@MainActor
private final class DisplaySpy: CrudDisplayLogic {
  private(set) var shown: [String] = []

  func displayForm(viewModel: EditForm.ViewModel) {
    shown.append(
      "\(viewModel.rows?.joined(separator: " | ") ?? "-") \(viewModel.fields?.name ?? "-")")
  }

  func displayEntries(viewModel: ChangeEntries.ViewModel) {
    shown.append(viewModel.rows.joined(separator: " | "))
  }
}

/// The presenter writes each entry as its row, `Surname, Name`.
@MainActor
struct PresenterTests {
  @Test func writesEachEntryAsSurnameCommaName() {
    let display = DisplaySpy()
    let presenter = Presenter()
    presenter.viewController = display
    let none = Availability(canCreate: false, canUpdate: false, canDelete: false)
    presenter.presentEntries(
      response: ChangeEntries.Response(
        entries: [CrudEntry(name: "Max", surname: "Mustermann")], availability: none))
    presenter.presentForm(
      response: EditForm.Response(
        entries: nil, selected: CrudEntry(name: "Ann", surname: "Berg"), availability: none))
    #expect(display.shown == ["Mustermann, Max", "- Ann"])
  }
}
