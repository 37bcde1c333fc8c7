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

  @Test func anArchitectureLeftOutForWantOfAnImplementationIsNamedAsNotYetImplemented() {
    let change = ChangeRequest(name: "undo")
    let note = ChangeBuild.note(
      for: [Self.architecture("MVC", at: ChangeSources.root + "/undo/Sources/Architectures/MVC")],
      change: change, leftOut: ["MV"])
    #expect(note.contains("(1 of 2 architectures)"))
    #expect(
      note.hasSuffix(
        "MV has no implementation of it yet: not run, as its base code would "
          + "fail the change's scenarios."))
  }

  @Test func onlyAChangesOwnCodeOrAStudentsCopyImplementsIt() {
    let change = ChangeRequest(name: "undo")
    #expect(
      ChangeBuild.implements(
        Self.architecture("MVC", at: ChangeSources.root + "/undo/Sources/Architectures/MVC")))
    #expect(
      ChangeBuild.implements(
        Self.architecture(
          "MVP", at: StudentCopy(change: change, base: "Sources/Architectures/MVP").path)))
    #expect(!ChangeBuild.implements(Self.architecture("MV", at: "Sources/Architectures/MV")))
  }
}
