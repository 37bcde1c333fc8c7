import ArchitectureCatalog
import Testing

@testable import WorkbenchCLI

/// The verdict on body evaluations per delete, and the measure on this build, which has no
/// history change: no architecture can show a History screen, so none is listed.
@MainActor
struct BodyScalingTests {
  @Test func aCountThatStaysIsConstantAndOneThatFollowsTheRowsIsLinear() {
    let constant = BodyScaling.Row(architecture: "A", perDelete: [1, 1, 1])
    let linear = BodyScaling.Row(architecture: "B", perDelete: [6, 51, 501])
    let none = BodyScaling.Row(architecture: "C", perDelete: [0, 0, 0])
    let failed = BodyScaling.Row(architecture: "D", perDelete: [1, nil, nil])
    #expect(constant.verdict == "constant")
    #expect(linear.verdict == "linear")
    #expect(none.verdict == "constant")
    #expect(failed.verdict == "failed")
  }

  @Test func theTableHasOneLinePerArchitectureWithItsVerdict() {
    let table = BodyScaling.table([BodyScaling.Row(architecture: "MV", perDelete: [1, 1, 1])])
    #expect(table.contains("10 rows"))
    #expect(table.split(separator: "\n").last?.hasPrefix("MV") == true)
    #expect(table.split(separator: "\n").last?.hasSuffix("constant") == true)
  }

  @Test func withoutTheHistoryChangeNoArchitectureIsListed() {
    let rows = BodyScaling.measure(Catalog.architectures)
    #expect(rows.isEmpty)
    #expect(
      BodyScaling.table(rows).contains("no architecture of this build shows a History screen"))
  }
}
