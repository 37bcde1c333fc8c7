import Testing
import WorkbenchCLI

/// `workbench screens`: each screen with its summary, scenario folder and architectures.
@MainActor
struct ScreensCommandTests {
  @Test func listsEachScreenWithItsFolderAndArchitecturesTheCalculatorFirst() throws {
    let output = workbench(["screens"])
    #expect(output.exitCode == .success)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Screens (") == true)
    #expect(lines.first?.hasSuffix("; calculator without --screen):") == true)
    let calculator = try #require(lines.firstIndex { $0.hasPrefix("calculator ") })
    let converter = try #require(lines.firstIndex { $0.hasPrefix("temperature-converter ") })
    #expect(calculator < converter)
    #expect(lines.contains { $0.hasSuffix("scenarios: Scenarios/temperature-converter") })
    #expect(output.standardOutput.contains("architectures: MassiveMVC, MVC, MVP"))
  }

  @Test func takesNoArgument() {
    let output = workbench(["screens", "extra"])
    #expect(output.exitCode == .usage)
  }
}
