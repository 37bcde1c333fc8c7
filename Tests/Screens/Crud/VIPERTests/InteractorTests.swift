import CrudVIPER
import Testing

/// Records what the interactor reports: plain values, never the entity.
@MainActor
private final class OutputSpy: CrudInteractorOutputProtocol {
  private(set) var reports: [String] = []

  func didUpdateEntries(_ entries: [(name: String, surname: String)]) {
    reports.append(entries.map { "\($0.surname), \($0.name)" }.joined(separator: " | "))
  }

  func didSelect(name: String, surname: String) { reports.append("selected \(surname), \(name)") }

  func didUpdateAvailability(create: Bool, update: Bool, delete: Bool) {
    reports.append("\(create) \(update) \(delete)")
  }
}

/// In VIPER the interactor is tested through its output protocol: use cases in, results out.
@MainActor
struct InteractorTests {
  @Test func eachUseCaseReportsTheEntriesOrTheSelectionAndWhatTheButtonsAllow() {
    let interactor = Interactor()
    let output = OutputSpy()
    interactor.output = output
    interactor.changeFilter("Tisch")
    interactor.select(row: 0)
    interactor.changeName("Ro")
    interactor.update()
    interactor.delete()
    #expect(
      output.reports == [
        "Tisch, Roman", "false false false", "selected Tisch, Roman", "true true true",
        "true true true", "Tisch, Ro", "true false false", "Tisch, Ro", "true false false",
      ])
  }
}
