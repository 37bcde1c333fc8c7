import Testing

/// `workbench facts` run where there are no sources to count.
struct FactsCommandTests {
  /// A hostile pass found its hint on one line of 150 columns, where errors fit 100.
  @Test func outsideThePackageItSaysToRunFromThePackageRootWithin100Columns() async throws {
    let folder = try ScratchFolder()
    let result = try await shell("\"$WORKBENCH\" facts", in: folder.path)
    #expect(result.status == 66)
    #expect(result.standardOutput == "")
    #expect(
      result.standardError.hasSuffix(
        "run it from the package root (the folder holding Package.swift).\n"))
    #expect(result.standardError.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }
}
