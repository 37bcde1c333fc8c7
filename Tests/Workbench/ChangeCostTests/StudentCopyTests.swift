import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct StudentCopyTests {
  @Test func copiesTheBaseIntoTheStudentsFolderOnceAndKeepsTheirWork() throws {
    let fixture = try ChangeCostTableTests.package()
    let copy = StudentCopy(change: ChangeRequest(name: "undo"), base: "Sources/Architectures/MVP")
    #expect(copy.path == "Sources/Classroom/Changes/Undo/MVP")
    #expect(!copy.exists(packageRoot: fixture.path))
    #expect(try copy.make(packageRoot: fixture.path))
    #expect(copy.exists(packageRoot: fixture.path))
    #expect(try copy.cost(packageRoot: fixture.path).codeLinesAdded == 0)
    try fixture.write(
      copy.path + "/Presenter.swift", "final class Presenter {\n  func undo() {}\n}\n")
    #expect(try !copy.make(packageRoot: fixture.path))
    let cost = try copy.cost(packageRoot: fixture.path)
    #expect(cost.codeLinesAdded == 1)
    #expect(cost.rolesTouched == 1)
    #expect(cost.testLinesAdded == 0)
  }
}
