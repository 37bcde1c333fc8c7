import ChangeCost
import Testing
import WorkbenchTestSupport

/// A NOT-IMPLEMENTED file names the architectures a change or a screen owes, each with its
/// reason.
struct MissingImplementationTests {
  @Test func readsEachArchitectureAndItsReasonSkippingCommentsAndBlankLines() throws {
    let fixture = try TemporaryFolder()
    try fixture.write(
      "Scenarios/Changes/history/NOT-IMPLEMENTED",
      "# Owed.\n\nObservableMVVM: no navigation bar: yet\n  MV : later \nno colon here\n")
    let missing = ChangeRequest(name: "history").notImplemented(packageRoot: fixture.path)
    #expect(
      missing == [
        MissingImplementation(architecture: "ObservableMVVM", reason: "no navigation bar: yet"),
        MissingImplementation(architecture: "MV", reason: "later"),
      ])
  }

  @Test func aFolderWithoutTheFileOwesNothing() throws {
    let fixture = try TemporaryFolder()
    #expect(ChangeRequest(name: "undo").notImplemented(packageRoot: fixture.path) == [])
    #expect(MissingImplementation.declared(in: "Scenarios/crud", packageRoot: fixture.path) == [])
  }
}
