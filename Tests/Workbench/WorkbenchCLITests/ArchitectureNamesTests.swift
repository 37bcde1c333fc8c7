import Testing
import WorkbenchCLI

/// `--architectures` takes a catalogue name or the target it names, in any case.
@MainActor
struct ArchitectureNamesTests {
  @Test(arguments: [
    ("MVVMInputOutput", "MVVM-IO"), ("unidirectionalstore", "Store"),
    ("MVVMObservation", "MVVM-Observation"), ("mvvm-io", "MVVM-IO"),
  ])
  func aTargetNameSelectsItsArchitecture(given: String, shown: String) {
    let output = workbench(["run", fixture("pass"), "--no-timing", "--architectures", given])
    #expect(output.exitCode == .success)
    #expect(output.standardOutput.contains("\n\(shown) "))
  }
}
