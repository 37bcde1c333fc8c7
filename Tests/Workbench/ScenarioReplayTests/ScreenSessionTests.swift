import ArchitectureCatalog
import ArchitectureDescriptor
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver
import Testing
import ViewKit
import WorkbenchTestSupport

/// Widgets found by identifier, taps, relaunches over one environment, and the leak check of
/// every released screen, on the test screen with a button and a second label.
@MainActor
struct ScreenSessionTests {
  private let buttonScreen = TestArchitectures.withButton

  @Test func aTapOfTheClearButtonEmptiesTheInputAndCountsTheTap() throws {
    let session = try ScreenSession(buttonScreen)
    try session.perform(.insert(.token, ","))
    try session.perform(.replace(.input, "1,2"))
    try session.perform(.tap(ButtonScreenIdentifier.clearButton))
    let screen = try #require(session.screen)
    #expect(screen.inputField.text == "")
    #expect(screen.resultText == "0")
    #expect(try screen.text(of: ButtonScreenIdentifier.tapCountLabel) == "1")
  }

  @Test func aRelaunchBuildsAFreshScreenOverTheSameStorage() throws {
    let session = try ScreenSession(buttonScreen)
    let first = try #require(session.screen).rootViewController
    try session.perform(.insert(.token, ";"))
    try session.perform(.tap(ButtonScreenIdentifier.clearButton))
    try session.perform(.relaunch)
    let screen = try #require(session.screen)
    #expect(screen.rootViewController !== first)
    #expect(session.launchCount == 2)
    #expect(screen.tokenField.text == ";")
    #expect(try screen.text(of: ButtonScreenIdentifier.tapCountLabel) == "0")
  }

  @Test func eachSessionStartsOverAFreshEnvironment() throws {
    let first = try ScreenSession(buttonScreen)
    try first.perform(.insert(.token, ";"))
    let second = try ScreenSession(buttonScreen)
    #expect(second.environment !== first.environment)
    #expect(try #require(second.screen).tokenField.text == "")
  }

  @Test func tappingAMissingButtonThrowsNamingIt() throws {
    let session = try ScreenSession(buttonScreen)
    #expect(throws: ScreenDriverError(identifier: "undoButton", problem: .missing)) {
      try session.perform(.tap("undoButton"))
    }
  }

  @Test func aReleasedScreenThatLeaksIsReportedAtTheRelaunchAndAtTheEnd() throws {
    let session = try ScreenSession(TestArchitectures.leakingButton, tracksLifetimes: true)
    let leakedAtRelaunch = try session.relaunch()
    #expect(leakedAtRelaunch.contains("ButtonScreenController"))
    #expect(session.release().contains("ButtonScreenController"))
  }

  @Test func aReleasedScreenThatDoesNotLeakLeavesNothingAlive() throws {
    let session = try ScreenSession(buttonScreen, tracksLifetimes: true)
    try session.perform(.tap(ButtonScreenIdentifier.clearButton))
    #expect(try session.relaunch() == [])
    #expect(session.release() == [])
  }
}
