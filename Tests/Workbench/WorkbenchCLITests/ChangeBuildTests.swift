import ArchitectureDescriptor
import ChangeCost
import Testing
import ViewKit
import WorkbenchCLI

/// What a changed build says first names the code that runs for each architecture.
@MainActor
struct ChangeBuildTests {
  private static func architecture(_ name: String, at path: String) -> Architecture {
    Architecture(
      name: name, summary: "", origin: "", sourcePath: path,
      makeRootViewController: { ViewController() })
  }

  @Test func aStudentsCopyIsNamedAsTheCodeThatRunsNotAsAMissingImplementation() {
    let change = ChangeRequest(name: "piece-count")
    let copy = StudentCopy(change: change, base: "Sources/Architectures/MVP")
    let note = ChangeBuild.note(
      for: [
        Self.architecture("MVC", at: ChangeSources.root + "/piece-count/Sources/Architectures/MVC"),
        Self.architecture("MVP", at: copy.path),
        Self.architecture("VIPER", at: "Sources/Architectures/VIPER"),
      ], change: change)
    #expect(note.contains("(1 of 3 architectures)"))
    #expect(note.contains("MVP runs the student's copy, \(copy.path)."))
    #expect(note.hasSuffix("VIPER has no implementation of it: the base code runs."))
    #expect(!note.contains("MVP has no implementation"))
  }
}
