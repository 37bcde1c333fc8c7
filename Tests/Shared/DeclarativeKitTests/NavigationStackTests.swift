import DeclarativeKit
import Testing

private struct Detail: View {
  let number: Int
  @Binding var path: [Int]

  var body: some View {
    Text("Detail \(number)").accessibilityIdentifier("detailLabel")
    Button("Back") { path.removeLast() }.accessibilityIdentifier("backButton")
  }
}

private struct Root: View {
  @State private var path: [Int] = []
  @State private var note = ""

  var body: some View {
    NavigationStack(path: $path) {
      TextField("Note", text: $note).accessibilityIdentifier("noteTextField")
      Button("Show") { path.append(7) }.accessibilityIdentifier("showButton")
    } destination: { number in
      Detail(number: number, path: $path)
    }
  }
}

private struct TitledRoot: View {
  @State private var path: [Int] = []
  @State private var note = ""

  var body: some View {
    NavigationStack(path: $path) {
      Group {
        TextField("Note", text: $note).accessibilityIdentifier("noteTextField")
        Button("Show") { path.append(path.count + 7) }.accessibilityIdentifier("showButton")
      }
      .navigationTitle("Root")
    } destination: { number in
      Detail(number: number, path: $path).navigationTitle("Detail \(number)")
    }
  }
}

@MainActor
@Suite struct NavigationStackTests {
  @Test func appendingToThePathShowsTheDestinationAlone() {
    let screen = Screen(Root())
    screen.tap("showButton")
    #expect(screen.text("detailLabel") == "Detail 7")
    #expect(screen.widget("showButton") == nil)
  }

  @Test func goingBackShowsTheRootWithItsState() {
    let screen = Screen(Root())
    screen.type("kept", into: "noteTextField")
    screen.tap("showButton")
    screen.tap("backButton")
    #expect(screen.widget("detailLabel") == nil)
    #expect(screen.text("noteTextField") == "kept")
  }

  @Test func inANavigationControllerEachDestinationIsPushedUnderItsTitle() {
    let screen = Screen(TitledRoot(), inNavigationController: true)
    #expect(screen.navigationTitle == "Root")
    screen.tap("showButton")
    #expect(screen.depth == 2)
    #expect(screen.navigationTitle == "Detail 7")
    #expect(screen.text("detailLabel") == "Detail 7")
    #expect(screen.widget("noteTextField") == nil)
  }

  @Test func theBackButtonPopsTheScreenAndRemovesThePathsLastValue() {
    let screen = Screen(TitledRoot(), inNavigationController: true)
    screen.type("kept", into: "noteTextField")
    screen.tap("showButton")
    screen.back()
    #expect(screen.depth == 1)
    #expect(screen.text("noteTextField") == "kept")
    screen.tap("showButton")
    #expect(screen.navigationTitle == "Detail 7")
  }

  @Test func removingThePathsValueInCodePopsTheScreenOnce() {
    let screen = Screen(TitledRoot(), inNavigationController: true)
    screen.tap("showButton")
    screen.tap("backButton")
    #expect(screen.depth == 1)
    #expect(screen.navigationTitle == "Root")
  }
}
