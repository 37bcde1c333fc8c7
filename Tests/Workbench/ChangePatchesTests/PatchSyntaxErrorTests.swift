import Diagnostics
import Testing

@testable import ChangePatches

@Suite struct PatchSyntaxErrorTests {
  @Test func descriptionHasTheCompilerForm() {
    let error = PatchSyntaxError(path: "Changes/undo.patch", line: 12, column: 3, reason: "bad")
    #expect(error.description == "Changes/undo.patch:12:3: error: bad")
  }
}
