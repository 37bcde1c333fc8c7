import DeclarativeKit
import Testing

private struct Counter: View {
  @State private var count = 0

  var body: some View {
    Text("\(count)").accessibilityIdentifier("countLabel")
    Button("Add") { count += 1 }.accessibilityIdentifier("addButton")
  }
}

private struct Page: View {
  @State private var showsTitle = false
  @State private var showsCounter = true

  var body: some View {
    if showsTitle {
      Text("Title").accessibilityIdentifier("titleLabel")
    }
    if showsCounter {
      Counter()
    }
    Button("Title") { showsTitle.toggle() }.accessibilityIdentifier("titleButton")
    Button("Counter") { showsCounter.toggle() }.accessibilityIdentifier("counterButton")
  }
}

@MainActor
@Suite struct StateTests {
  @Test func stateChangesShowAtTheEndOfTheEvent() {
    let screen = Screen(Counter())
    screen.tap("addButton")
    screen.tap("addButton")
    #expect(screen.text("countLabel") == "2")
  }

  @Test func statePersistsWhileASiblingAppearsBeforeIt() {
    let screen = Screen(Page())
    screen.tap("addButton")
    let label = screen.widget("countLabel")
    screen.tap("titleButton")
    #expect(screen.text("titleLabel") == "Title")
    #expect(screen.text("countLabel") == "1")
    #expect(screen.widget("countLabel") === label)
  }

  @Test func stateIsDroppedWhenItsViewLeavesTheTree() {
    let screen = Screen(Page())
    screen.tap("addButton")
    screen.tap("counterButton")
    #expect(screen.widget("countLabel") == nil)
    screen.tap("counterButton")
    #expect(screen.text("countLabel") == "0")
  }

  @Test func stateReadOutsideABodyIsItsInitialValue() {
    @State var count = 3
    count = 4
    #expect(count == 4)
  }
}
