import ArchitectureDescriptor
import ScreenDriver
import Testing
import ViewKit
import WorkbenchTestSupport

/// Segmented controls selected by title, and controls read and refused when disabled.
extension ScreenDriverTests {
  private func controlsScreen() throws -> ScreenDriver {
    try ScreenDriver(TestArchitectures.controls.makeRootViewController())
  }

  @Test func selectsASegmentByItsTitleAndReadsTheSelectedTitleAsText() throws {
    let screen = try controlsScreen()
    #expect(try screen.text(of: "modeControl") == "one")
    try screen.select("two", of: "modeControl")
    #expect(try screen.text(of: "modeControl") == "two")
    #expect(try screen.segmentedControl("modeControl").selectedSegmentIndex == 1)
  }

  @Test func aTitleTheControlLacksIsAnErrorListingItsSegments() throws {
    let screen = try controlsScreen()
    #expect(
      throws: ScreenDriverError(
        identifier: "modeControl", problem: .noSuchSegment(title: "three", titles: ["one", "two"]))
    ) { try screen.select("three", of: "modeControl") }
    let error = ScreenDriverError(
      identifier: "modeControl", problem: .noSuchSegment(title: "three", titles: ["one", "two"]))
    #expect(
      error.description
        == #"the segmented control 'modeControl' has no segment "three"; its segments are "one", "two""#
    )
  }

  @Test func readsWhetherEachControlIsEnabled() throws {
    let screen = try controlsScreen()
    #expect(try screen.isEnabled("detailTextField") == false)
    #expect(try screen.isEnabled("goButton"))
    try screen.select("two", of: "modeControl")
    #expect(try screen.isEnabled("detailTextField"))
    #expect(try screen.isEnabled("goButton") == false)
    #expect(
      throws: ScreenDriverError(
        identifier: "statusLabel", problem: .wrongKind(expected: "a control", found: "a label"))
    ) { try screen.isEnabled("statusLabel") }
  }

  @Test func refusesADisabledControlNamingIt() throws {
    let screen = try controlsScreen()
    let field = try screen.textField(identifier: "detailTextField")
    #expect(
      throws: ScreenDriverError(
        identifier: "detailTextField", problem: .disabled(action: "type into"))
    ) { try screen.enabled(field, "detailTextField", action: "type into") }
    #expect(
      ScreenDriverError(identifier: "goButton", problem: .disabled(action: "tap")).description
        == "the widget with accessibility identifier 'goButton' is disabled: the user cannot tap it"
    )
  }
}
