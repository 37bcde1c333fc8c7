import DeclarativeKit
import Testing

@MainActor
private final class Log {
  var lines: [String] = []
}

private struct Loader: View {
  @Environment(Log.self) private var log
  @State private var loaded = "no"

  var body: some View {
    Text(loaded)
      .accessibilityIdentifier("loadedLabel")
      .onAppear {
        log?.lines.append("appear")
        loaded = "yes"
      }
  }
}

@MainActor
@Suite struct ModifiedViewTests {
  @Test func anAppearHookRunsOnceAfterTheFirstUpdateAndItsChangeShows() {
    let log = Log()
    let screen = Screen(Loader().environment(log))
    #expect(screen.text("loadedLabel") == "yes")
    #expect(log.lines == ["appear"])
    #expect(
      screen.reports.map(\.lines) == [["Loader: @identity changed.", "Loader: _loaded changed."]])
  }

  @Test func aViewWithoutTheObjectInItsEnvironmentReadsNil() {
    let screen = Screen(Loader())
    #expect(screen.text("loadedLabel") == "yes")
  }

  @Test func aTaskRunsWhenItsViewAppears() async {
    let log = Log()
    let screen = Screen(
      Text("").task { log.lines.append("task") }.environment(log))
    await Task.yield()
    await Task.yield()
    #expect(log.lines == ["task"])
    _ = screen
  }
}
