import CrudMVC
import ScreenDriver
import Testing
import ViewKit

/// In MVC the controller is tested through its screen: the list, the filter, a tap that fills
/// the fields, and the buttons.
@MainActor
struct CrudViewControllerTests {
  /// The screen, which keeps its controller alive (the view holds its delegate weakly).
  private let screen: ScreenDriver

  init() throws {
    screen = try ScreenDriver(CrudScreen.makeRootViewController())
  }

  @Test func startsWithTheThreeEntriesAndTheButtonsDisabled() throws {
    #expect(
      try screen.rowTexts(of: "entriesList") == ["Emil, Hans", "Mustermann, Max", "Tisch, Roman"])
    #expect(try !screen.button("createButton").isEnabled)
    #expect(try !screen.button("deleteButton").isEnabled)
  }

  @Test func aTappedRowIsUpdatedAndTheFilterClearsTheSelection() throws {
    try screen.tapRow(2, of: "entriesList")
    #expect(try screen.textField(identifier: "nameTextField").text == "Max")
    #expect(try screen.button("updateButton").isEnabled)
    try screen.textField(identifier: "nameTextField").replaceText(with: "Maxi")
    try screen.button("updateButton").tap()
    #expect(
      try screen.rowTexts(of: "entriesList") == ["Emil, Hans", "Mustermann, Maxi", "Tisch, Roman"])
    #expect(try !screen.button("updateButton").isEnabled)
    try screen.tapRow(3, of: "entriesList")
    #expect(try screen.button("deleteButton").isEnabled)
    try screen.textField(identifier: "filterTextField").replaceText(with: "T")
    #expect(try screen.rowTexts(of: "entriesList") == ["Tisch, Roman"])
    #expect(try !screen.button("deleteButton").isEnabled)
  }
}
