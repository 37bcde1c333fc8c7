import Foundation
import Testing
import WorkbenchCLI

#if canImport(Glibc)
  import Glibc
#endif

/// How the real executable finds and reads scenario paths: every problem named, with exit
/// code 66 (or 65 past the whole-run limits), and one `error:` per message.
@Suite struct ScenarioLoadingTests {
  static let scenario = "type token \",\"\ntype input \"1,2\"\nexpect result \"3\"\n"

  @Test func aDanglingSymbolicLinkInAFolderIsAnError() async throws {
    let folder = try ScratchFolder()
    try folder.write("scenarios/good.scenario", Self.scenario)
    let result = try await shell(
      "ln -s nowhere.txt scenarios/broken.scenario && \"$WORKBENCH\" run scenarios --no-timing",
      in: folder.path)
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "scenarios/broken.scenario: error: dangling symbolic link to 'nowhere.txt'\n")
  }

  @Test func aSymbolicLinkLoopIsNamedAsOne() async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      "ln -s b.scenario a.scenario && ln -s a.scenario b.scenario && "
        + "\"$WORKBENCH\" run a.scenario --no-timing", in: folder.path)
    #expect(result.status == 66)
    #expect(result.standardError == "a.scenario: error: symbolic link loop\n")
  }

  /// A hostile pass found `list` outside the package suggesting `workbench run <path>`, on a
  /// line of 122 columns.
  @Test(arguments: ["run", "list"])
  func outsideThePackageTheHintNamesTheSubcommandWithin100Columns(command: String) async throws {
    let folder = try ScratchFolder()
    let result = try await shell("\"$WORKBENCH\" \(command)", in: folder.path)
    #expect(result.status == 66)
    #expect(result.standardError.hasSuffix(" folders: workbench \(command) <path> ...\n"))
    #expect(result.standardError.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test func aFolderWithNoScenarioIsAnError() async throws {
    let folder = try ScratchFolder()
    try folder.write("empty/notes.txt", "not a scenario")
    let result = try await shell("\"$WORKBENCH\" run empty --no-timing", in: folder.path)
    #expect(result.status == 66)
    #expect(result.standardError == "empty: error: no *.scenario file in this folder\n")
    #expect(result.standardOutput == "")
  }

  @Test(arguments: [
    "\"$WORKBENCH\" run - --no-timing --architectures mvc",
    "cat | \"$WORKBENCH\" run /dev/stdin --no-timing --architectures mvc",
  ])
  func aScenarioIsReadFromStandardInputOrAPipe(command: String) async throws {
    let result = try await shell(command, input: Self.scenario)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("PASSED: every expectation held"))
  }

  @Test func aMalformedScenarioOnStandardInputIsNamedStdin() async throws {
    let result = try await shell("\"$WORKBENCH\" run - --no-timing", input: "clear inptu\n")
    #expect(result.status == 65)
    #expect(result.standardError.hasPrefix("<stdin>:1:7: error: unknown field 'inptu'"))
  }

  @Test func standardInputCanBeNamedOnlyOnce() async throws {
    let result = try await shell("\"$WORKBENCH\" run - - --no-timing")
    #expect(result.status == 66)
    #expect(result.standardError == "-: error: standard input can be read only once\n")
  }

  @Test func anEndlessStandardInputIsRefusedAt64MiB() async throws {
    let result = try await shell("\"$WORKBENCH\" run - --no-timing < /dev/zero")
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix(
        "<stdin>:1:1: error: file is larger than 67108864 bytes (64 MiB)\n"))
  }

  /// A hostile pass found `run fifo.scenario` waiting for a writer for ever.
  @Test(arguments: ["fifo.scenario", "/dev/zero"])
  func aFIFOOrADeviceNamedAsAScenarioIsRefusedNotWaitedOn(path: String) async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      "mkfifo fifo.scenario && timeout 20 \"$WORKBENCH\" run \(path) --no-timing",
      in: folder.path)
    #expect(result.status == 66)
    #expect(
      result.standardError
        == "\(path): error: is a FIFO, a device or a socket, not a scenario file; pipe a "
        + "scenario in with '-'\n")
    #expect(result.standardOutput == "")
  }

  @Test(.enabled(if: getuid() != 0, "root reads every file"))
  func anUnreadableFileAndALockedSubfolderAreNamed() async throws {
    let folder = try ScratchFolder()
    try folder.write("s/locked/inner.scenario", Self.scenario)
    let file = try folder.write("secret.scenario", Self.scenario)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
    let unreadable = try await shell("\"$WORKBENCH\" run secret.scenario", in: folder.path)
    #expect(unreadable.status == 66)
    #expect(unreadable.standardError == "secret.scenario: error: permission denied\n")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: folder.path + "/s/locked")
    let locked = try await shell("\"$WORKBENCH\" run s", in: folder.path)
    #expect(locked.status == 66)
    #expect(
      locked.standardError == "s/locked: error: cannot list the folder: permission denied\n")
  }

  @Test(arguments: [
    "run /no/such/path", "run $FIXTURES/malformed", "list /no/such/path",
    "run $FIXTURES/pass --output /no/such/folder/r.txt",
  ])
  func everyMessageSaysErrorOnce(arguments: String) async throws {
    let result = try await shell("\"$WORKBENCH\" \(arguments) --no-timing")
    #expect(result.status != 0)
    let lines = result.standardError.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.components(separatedBy: "error:").count <= 2, "\(line)")
      #expect(!line.contains("NSCocoaErrorDomain") && !line.contains("Code="), "\(line)")
    }
  }

  @Test func thirtyFilesOf64MiBAreRefusedAtTheFifthInLittleMemory() async throws {
    let folder = try ScratchFolder()
    let source = testDirectory.appendingPathComponent(
      "Fixtures/Adversarial/expands-to-64-MiB.scenario")
    let text = try String(contentsOf: source, encoding: .utf8)
    for copy in 1...30 {
      try folder.write(String(format: "copies/copy-%02d.scenario", copy), text)
    }
    let result = try await shell("\"$WORKBENCH\" run copies --no-timing", in: folder.path)
    #expect(result.status == 65)
    #expect(
      result.standardError.hasPrefix(
        "copies/copy-05.scenario:2:27: error: this file takes the run's scenarios over "
          + "268435456 UTF-8 bytes (256 MiB) of text in all\n"))
    // The largest resident size of any child this process has waited for (in KiB on Linux):
    // an upper bound for this one.
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    #expect(usage.ru_maxrss < 1 << 20)
  }
}

/// `list` reads every scenario before it prints anything, as `run` does.
@MainActor
struct ListReadsFirstTests {
  @Test func aMalformedScenarioLeavesStandardOutputEmpty() {
    let output = workbench(["list", fixture("malformed")])
    #expect(output.exitCode == .malformedScenario)
    #expect(output.standardOutput.isEmpty)
    #expect(output.standardError.contains(": error: "))
  }
}
