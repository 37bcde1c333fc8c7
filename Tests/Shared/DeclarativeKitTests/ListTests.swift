import DeclarativeKit
import Testing

private struct Entry: Identifiable {
  let id: Int
  let text: String
}

private struct History: View {
  @State private var entries = (1...3).map { Entry(id: $0, text: "entry \($0)") }
  @State private var chosen = ""

  var body: some View {
    List {
      ForEach(entries) { entry in
        Button(entry.text) { chosen = entry.text }
        Text(entry.text)
      }
      .onDelete { entries.remove(at: $0) }
    }
    .accessibilityIdentifier("historyList")
    Text(chosen).accessibilityIdentifier("chosenLabel")
  }
}

@MainActor
@Suite struct ListTests {
  @Test func eachElementIsARowShowingItsText() {
    let screen = Screen(History())
    #expect(screen.rows("historyList") == ["entry 1", "entry 2", "entry 3"])
  }

  @Test func aSwipeToDeleteRemovesTheElementAndTheOthersKeepTheirCells() {
    let screen = Screen(History())
    let last = screen.cell(2, of: "historyList")
    screen.deleteRow(0, of: "historyList")
    #expect(screen.rows("historyList") == ["entry 2", "entry 3"])
    #expect(screen.cell(1, of: "historyList") === last)
  }

  @Test func selectingARowTapsItsButton() {
    let screen = Screen(History())
    screen.selectRow(1, of: "historyList")
    #expect(screen.text("chosenLabel") == "entry 2")
  }

  @Test func aDeletionEvaluatesTheOneBodyThatReadTheElements() {
    let screen = Screen(History())
    screen.host.removeFlushReports()
    screen.deleteRow(0, of: "historyList")
    #expect(screen.reports.map(\.lines) == [["History: _entries changed."]])
  }
}
