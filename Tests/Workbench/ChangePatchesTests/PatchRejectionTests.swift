import Testing

@testable import ChangePatches

@Suite struct PatchRejectionTests {
  @Test func descriptionNamesTheFileAndTheHunk() {
    let rejection = PatchRejection(
      path: "Sources/Architectures/MVC/X.swift", hunkIndex: 2, hunkCount: 3,
      hunkHeader: "@@ -10,7 +10,8 @@", hunkText: "", reason: "its context lines are not in the file"
    )
    #expect(
      rejection.description
        == "Sources/Architectures/MVC/X.swift: hunk 2 of 3 (@@ -10,7 +10,8 @@) does not apply: "
        + "its context lines are not in the file")
  }

  @Test func descriptionOfAWholeFileRejectionNamesNoHunk() {
    let rejection = PatchRejection(
      path: "N.swift", hunkIndex: nil, hunkCount: 1, hunkHeader: nil, hunkText: nil,
      reason: "the patch adds the file, but it already exists")
    #expect(
      rejection.description
        == "N.swift: the patch does not apply: the patch adds the file, but it already exists")
  }
}
