import CrudMassiveMVC
import ScreenDriver
import Testing
import ViewKit

/// The Massive View Controller is tested only through its screen: it has no role of its own to
/// test apart.
@MainActor
struct CrudViewControllerTests {
  /// The screen, which keeps its controller alive.
  private let screen: ScreenDriver

  init() throws {
    screen = try ScreenDriver(CrudScreen.makeRootViewController())
  }

  @Test func createsFromTheFieldsAndKeepsThem() throws {
    #expect(try !screen.button("createButton").isEnabled)
    try screen.textField(identifier: "nameTextField").replaceText(with: "Anna")
    try screen.textField(identifier: "surnameTextField").replaceText(with: "Berg")
    try screen.button("createButton").tap()
    #expect(try screen.rowTexts(of: "entriesList").last == "Berg, Anna")
    #expect(try screen.textField(identifier: "nameTextField").text == "Anna")
  }

  @Test func deletesTheTappedRowOfTheFilteredList() throws {
    try screen.textField(identifier: "filterTextField").replaceText(with: "T")
    try screen.tapRow(1, of: "entriesList")
    #expect(try screen.textField(identifier: "surnameTextField").text == "Tisch")
    try screen.button("deleteButton").tap()
    #expect(try screen.rowTexts(of: "entriesList").isEmpty)
    try screen.textField(identifier: "filterTextField").replaceText(with: "")
    #expect(try screen.rowTexts(of: "entriesList") == ["Emil, Hans", "Mustermann, Max"])
    #expect(try !screen.button("deleteButton").isEnabled)
  }
}
