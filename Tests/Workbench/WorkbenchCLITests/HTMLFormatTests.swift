import Foundation
import Testing
import WorkbenchCLI

/// `--format html` on run, trace and facts: one page each, with SVG, and nothing fetched.
@MainActor
struct HTMLFormatTests {
  private func expectSelfContained(_ html: String, svgs: Int) {
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<svg role=\"img\"").count - 1 >= svgs)
    for forbidden in ["<script", "http:", "https:", "src="] {
      #expect(!html.contains(forbidden), "found \(forbidden)")
    }
  }

  @Test func runWritesAPageWithADiagramPerArchitectureOfTheFirstScenariosLastEvent() {
    let output = workbench([
      "run", fixture("pass"), "--architectures", "mvc,mvp,mvvm", "--no-timing", "--format", "html",
    ])
    #expect(output.exitCode == .success)
    expectSelfContained(output.standardOutput, svgs: 3)
    for name in ["MVC", "MVP", "MVVM"] {
      #expect(output.standardOutput.contains("Sequence diagram: \(name), event 12"))
    }
  }

  @Test func traceWritesOneDiagramPerArchitecture() {
    let output = workbench([
      "trace", fixture("pass/token-after-input.scenario"), "--architectures", "mvc,mvp",
      "--format", "html",
    ])
    #expect(output.exitCode == .success)
    expectSelfContained(output.standardOutput, svgs: 2)
    #expect(output.standardOutput.components(separatedBy: "<svg").count - 1 == 2)
  }

  /// `facts` reads `Sources/` under the current directory, which `swift test` sets to the
  /// package root.
  @Test func factsWritesTheTableAndOneGraphPerArchitecture() {
    let output = workbench(["facts", "--architectures", "mvc,mvp", "--format", "html"])
    #expect(output.exitCode == .success)
    expectSelfContained(output.standardOutput, svgs: 2)
    #expect(output.standardOutput.contains("Who holds whom in MVP"))
  }

  @Test func anUnknownFormatNamesHTMLAmongTheChoices() {
    let output = workbench(["run", fixture("pass"), "--format", "pdf"])
    #expect(output.exitCode == .usage)
    #expect(output.standardError.contains("junit or html"))
  }
}
