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

  /// `play` takes an exercise's name too (built on demand), so an unknown name lists them
  /// beside the architectures; tried on the real executable, which has no exercise screens.
  @Test func playListsTheExercisesItAccepts() async throws {
    let result = try await shell("\"$WORKBENCH\" play --architecture nosuch --script 1")
    #expect(result.status == 64)
    #expect(result.standardError.contains("; or an exercise: "), "\(result.standardError)")
    #expect(result.standardError.contains("stale-token"))
  }
}
