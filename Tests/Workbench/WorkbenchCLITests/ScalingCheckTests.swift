import ArchitectureCatalog
import Testing
import WorkbenchTestSupport

@testable import WorkbenchCLI

/// The scaling check's inputs, and, with `WORKBENCH_LONG_TESTS`, the check itself at small
/// sizes in this debug build (`workbench bench --scaling` runs it at full size).
@MainActor
struct ScalingCheckTests {
  @Test func theInputsTypeOrPasteTheSameTextWithItsSum() {
    for pasted in [false, true] {
      let text = ScalingCheck.scenarioText(kilobytes: 1, pasted: pasted)
      #expect(text.contains(pasted ? "set input \"12,\" * 341" : "type input \"12,\" * 341"))
      #expect(text.contains("expect result \"4092\""))
    }
  }

  @Test func aRowFailsWhenFourTimesTheInputTakesOverSixTimesOrAPastesOutputGrows() {
    let quick = ScalingCheck.Row(
      path: "list", input: "typed4", smallSeconds: 0.001, largeSeconds: 0.01, smallBytes: 10,
      largeBytes: 40, outputIsCapped: false)
    #expect(quick.passed)
    let slow = ScalingCheck.Row(
      path: "run", input: "typed4", smallSeconds: 0.1, largeSeconds: 0.7, smallBytes: 10,
      largeBytes: 10, outputIsCapped: true)
    #expect(!slow.passed)
    let grows = ScalingCheck.Row(
      path: "trace", input: "paste64", smallSeconds: 0.1, largeSeconds: 0.2,
      smallBytes: 10_000, largeBytes: 40_000, outputIsCapped: true)
    #expect(!grows.passed)
    #expect(ScalingCheck.table([quick, slow, grows]).hasSuffix("2 of 3 paths do not scale."))
  }

  @Test(.enabled(if: LongTests.isEnabled, "a long test: set WORKBENCH_LONG_TESTS=1"))
  func everyPathScalesOnSmallInputs() throws {
    let context = WorkbenchCommand.Context(
      environment: fixedEnvironment, architectures: Catalog.architectures)
    let rows = try ScalingCheck.measure(sizes: .small, context: context)
    print(ScalingCheck.table(rows))
    for row in rows {
      #expect(row.passed, "\(row.path) on \(row.input): \(row.timeRatio)×, \(row.largeBytes) bytes")
    }
  }
}
