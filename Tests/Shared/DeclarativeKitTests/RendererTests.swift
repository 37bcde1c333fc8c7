import DeclarativeKit
import Observation
import Testing

@Observable
private final class Sheet {
  var left = ""
  var right = ""
}

private struct LeftView: View {
  @Environment(Sheet.self) private var sheet

  var body: some View {
    Text(sheet?.left ?? "").accessibilityIdentifier("leftLabel")
  }
}

private struct RightView: View {
  @Environment(Sheet.self) private var sheet

  var body: some View {
    Text(sheet?.right ?? "").accessibilityIdentifier("rightLabel")
  }
}

/// The calculator's shape: two fields and a label, each part reading only what it shows.
private struct SheetView: View {
  @Bindable var sheet: Sheet

  var body: some View {
    TextField("Left", text: $sheet.left).accessibilityIdentifier("leftTextField")
    TextField("Right", text: $sheet.right).accessibilityIdentifier("rightTextField")
    LeftView()
    RightView()
    Button("Again") { sheet.left = sheet.left }.accessibilityIdentifier("againButton")
  }
}

private struct Caption: View {
  let text: String

  var body: some View {
    Text(text).accessibilityIdentifier("captionLabel")
  }
}

private struct Tally: View {
  @State private var count = 0
  @State private var note = ""

  var body: some View {
    Caption(text: "\(count)")
    Caption(text: "fixed")
    Button("Add") { count += 1 }.accessibilityIdentifier("addButton")
    Button("Same") { count = count }.accessibilityIdentifier("sameButton")
    TextField("Note", text: $note).accessibilityIdentifier("noteTextField")
  }
}

/// A value that is not `Equatable`: the renderer cannot tell that assigning it changes nothing.
private struct Opaque {
  var value = 0
}

private struct OpaqueView: View {
  @State private var opaque = Opaque()

  var body: some View {
    Text("\(opaque.value)").accessibilityIdentifier("valueLabel")
    Button("Same") { opaque = opaque }.accessibilityIdentifier("sameButton")
  }
}

@MainActor
@Suite struct RendererTests {
  private func sheetScreen() -> (Sheet, Screen<ModifiedView<SheetView>>) {
    let sheet = Sheet()
    return (sheet, Screen(SheetView(sheet: sheet).environment(sheet)))
  }

  @Test func theFirstUpdateEvaluatesEveryBodyForItsIdentity() throws {
    let (_, screen) = sheetScreen()
    let first = try #require(screen.reports.first)
    #expect(
      first.lines == [
        "SheetView: @identity changed.", "LeftView: @identity changed.",
        "RightView: @identity changed.",
      ])
    #expect(screen.reports.count == 1)
  }

  @Test func onlyTheBodyThatReadTheChangedPropertyIsEvaluated() {
    let (_, screen) = sheetScreen()
    screen.type("12", into: "leftTextField")
    #expect(screen.text("leftLabel") == "12")
    // One update per edit, each evaluating the one body that read `left`.
    #expect(
      screen.reports.dropFirst().map(\.lines)
        == Array(repeating: ["LeftView: @dependencies changed."], count: 2))
    screen.type("3", into: "rightTextField")
    #expect(screen.reports.last?.lines == ["RightView: @dependencies changed."])
  }

  @Test func aStateChangeNamesTheStateAndReEvaluatesOnlyChildrenWithNewInputs() {
    let screen = Screen(Tally())
    screen.host.removeFlushReports()
    screen.tap("addButton")
    #expect(screen.reports.map(\.lines) == [["Tally: _count changed.", "Caption: @self changed."]])
    #expect(screen.reports.first?.wastedEvaluations == 0)
  }

  @Test func aStateNoBodyReadsCostsNoEvaluationThoughItsFieldShowsIt() {
    let screen = Screen(Tally())
    screen.host.removeFlushReports()
    screen.type("hi", into: "noteTextField")
    #expect(screen.text("noteTextField") == "hi")
    #expect(screen.reports.isEmpty)
  }

  @Test func aNoOpAssignmentOfAnEquatableValueCostsNothing() {
    let screen = Screen(Tally())
    screen.host.removeFlushReports()
    screen.tap("sameButton")
    let (_, sheetScreen) = sheetScreen()
    sheetScreen.host.removeFlushReports()
    sheetScreen.type("1", into: "leftTextField")
    sheetScreen.host.removeFlushReports()
    sheetScreen.tap("againButton")
    #expect(screen.reports.isEmpty)
    #expect(sheetScreen.reports.isEmpty)
  }

  @Test func aNoOpAssignmentOfAValueThatIsNotEquatableCostsOneWastedEvaluation() throws {
    let screen = Screen(OpaqueView())
    screen.host.removeFlushReports()
    screen.tap("sameButton")
    let report = try #require(screen.reports.first)
    #expect(report.lines == ["OpaqueView: _opaque changed. (wasted)"])
    #expect(report.bodiesEvaluated == 1)
    #expect(report.wastedEvaluations == 1)
  }

  @Test func countsAreTheSameOverThreeRuns() {
    func run() -> [FlushReport] {
      let (sheet, screen) = sheetScreen()
      screen.type("1 2", into: "leftTextField")
      screen.type("x", into: "rightTextField")
      screen.tap("againButton")
      sheet.right = ""
      screen.host.flush()
      return screen.reports
    }
    let runs = [run(), run(), run()]
    #expect(runs[0] == runs[1])
    #expect(runs[1] == runs[2])
    // The first showing (3 bodies), then 3 edits of `left` and 1 of `right` (1 body each), the
    // no-op tap (none), then `right` cleared from code (1 body).
    #expect(runs[0].map(\.bodiesEvaluated) == [3, 1, 1, 1, 1, 1])
    #expect(runs[0].map(\.wastedEvaluations).reduce(0, +) == 0)
  }
}
