import CrudMVP
import Testing

/// A stand-in for the passive view: no kit, no widgets, only what the protocol promises.
@MainActor
private final class FakeCrudView: CrudViewProtocol {
  private(set) var shown: [String] = []

  func setRows(_ rows: [String]) { shown.append(rows.joined(separator: " | ")) }

  func setFields(name: String, surname: String) { shown.append("fields \(surname), \(name)") }

  func setCreateEnabled(_ enabled: Bool) { shown.append("create \(enabled)") }

  func setUpdateEnabled(_ enabled: Bool) { shown.append("update \(enabled)") }

  func setDeleteEnabled(_ enabled: Bool) { shown.append("delete \(enabled)") }
}

/// In MVP the presenter is tested against a fake view: no kit is involved at all.
@MainActor
struct PresenterTests {
  @Test func eachActionPresentsTheListTheFieldsAndTheButtons() {
    let view = FakeCrudView()
    let presenter = Presenter()
    presenter.view = view
    presenter.viewDidLoad()
    presenter.didChangeFilter("T")
    presenter.didSelectRow(0)
    presenter.didTapDelete()
    presenter.didChangeName("Ann")
    #expect(
      view.shown == [
        "Emil, Hans | Mustermann, Max | Tisch, Roman", "create false", "update false",
        "delete false", "Tisch, Roman", "create false", "update false", "delete false",
        "fields Tisch, Roman", "create true", "update true", "delete true",
        "", "create true", "update false", "delete false",
        "create true", "update false", "delete false",
      ])
  }

  @Test func holdsItsViewWeakly() {
    let presenter = Presenter()
    do {
      let view = FakeCrudView()
      presenter.view = view
    }
    #expect(presenter.view == nil)
    presenter.didTapCreate()
  }
}
