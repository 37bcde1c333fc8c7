import ArchitectureDescriptor
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `--output` writes only a new path or a regular file, never a device, a FIFO, a folder or an
/// input, and leaves no temporary file behind; tried on the real executable.
@Suite struct OutputFileTests {
  /// Runs the passing fixtures with `--output` and the arguments given, in `folder`.
  func run(_ arguments: String, in folder: ScratchFolder) async throws -> ProcessResult {
    try await shell(
      "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing \(arguments)", in: folder.path)
  }

  @Test func aFIFOIsRefusedAndLeftAFIFO() async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      "mkfifo fifo && \"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --output fifo; "
        + "status=$?; test -p fifo || exit 99; exit $status", in: folder.path)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to 'fifo': it is a FIFO, not a regular file\n")
    #expect(try folder.names() == ["fifo"])
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root"))
  func aDeviceNodeIsRefusedAndLeftADevice() async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      "mknod null c 1 3 && \"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --output null; "
        + "status=$?; test -c null || exit 99; exit $status", in: folder.path)
    #expect(result.status == 73)
    #expect(result.standardError.contains("it is a device, not a regular file"))
    #expect(try folder.names() == ["null"])
  }

  @Test(arguments: [
    ("/dev/full", "it is a device, not a regular file"),
    (".", "it is a folder; name a file inside it"),
    ("new/", "the path ends with '/', so it names a folder; name a file"),
    ("missing/report.txt", "there is no folder 'missing'"),
  ])
  func whatIsNotARegularFileIsRefused(path: String, reason: String) async throws {
    let folder = try ScratchFolder()
    let result = try await run("--output '\(path)'", in: folder)
    #expect(result.status == 73)
    #expect(result.standardError == "error: cannot write the report to '\(path)': \(reason)\n")
    #expect(try folder.names() == [])
  }

  @Test func aMissingFolderIsFoundBeforeAnythingRuns() async throws {
    let folder = try ScratchFolder()
    // With timing on, the bundled scenarios take seconds of processor time (over 2 s on an idle
    // machine); the refusal must come first. Processor time, as the shell's `times` counts it
    // for its children, not wall time: a busy machine stretches the second, not the first.
    let result = try await shell(
      "\"$WORKBENCH\" run --output /nonexistent/r.txt; echo $?; times")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.first == "73", "\(result.standardError)")
    let used = lines.count == 3 ? Self.seconds(of: lines[2]) : nil
    #expect(used.map { $0 < 0.5 } == true, "processor time: \(lines)")
    #expect(try folder.names() == [])
  }

  /// The seconds in one line of the shell's `times` (`0m0.025s 0m0.009s`: user, then system).
  private static func seconds(of line: Substring) -> Double? {
    let parts = line.split(separator: " ").map { part -> Double? in
      let minutesAndSeconds = part.dropLast().split(separator: "m")
      guard part.hasSuffix("s"), minutesAndSeconds.count == 2,
        let minutes = Double(minutesAndSeconds[0]), let seconds = Double(minutesAndSeconds[1])
      else { return nil }
      return minutes * 60 + seconds
    }
    guard parts.count == 2, let user = parts[0], let system = parts[1] else { return nil }
    return user + system
  }

  @Test func aSymbolicLinkIsFollowedAndKept() async throws {
    let folder = try ScratchFolder()
    try folder.write("real/report.txt", "old\n")
    let result = try await shell(
      "ln -s real/report.txt link && \"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing "
        + "--output link", in: folder.path)
    #expect(result.status == 0)
    #expect(result.standardOutput == "PASSED: wrote the text report to link\n")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/link")
    #expect(link == "real/report.txt")
    let written = try String(contentsOfFile: folder.path + "/real/report.txt", encoding: .utf8)
    #expect(written.hasPrefix("Architecture Workbench: 2 scenarios"))
    #expect(try folder.names() == ["link", "real"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/real") == ["report.txt"])
  }

  @Test(arguments: [
    ("ln -s missing link", "it is a symbolic link to a file that does not exist"),
    ("ln -s link other && ln -s other link", "it is a symbolic link loop"),
  ])
  func aDanglingLinkOrALoopIsRefused(setUp: String, reason: String) async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      setUp + " && \"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --output link",
      in: folder.path)
    #expect(result.status == 73)
    #expect(result.standardError == "error: cannot write the report to 'link': \(reason)\n")
  }

  @Test func aReadOnlyFileIsRefusedAndKept() async throws {
    let folder = try ScratchFolder()
    let file = try folder.write("report.txt", "old\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
    let result = try await run("--output report.txt", in: folder)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to 'report.txt': the file is read-only\n")
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old\n")
  }

  @Test(arguments: ["x.scenario", "link.scenario"])
  func anInputScenarioIsNeverOverwritten(input: String) async throws {
    let folder = try ScratchFolder()
    let scenario = "type input \"1,2\"\nexpect result \"3\"\n"
    try folder.write("x.scenario", scenario)
    let result = try await shell(
      "ln -s x.scenario link.scenario && \"$WORKBENCH\" run \(input) --no-timing "
        + "--output x.scenario", in: folder.path)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to 'x.scenario': it is a scenario file, which a "
        + "report never replaces; name another file\n")
    #expect(try String(contentsOfFile: folder.path + "/x.scenario", encoding: .utf8) == scenario)
    #expect(try folder.names() == ["link.scenario", "x.scenario"])
  }

  @Test func anExistingFileIsReplacedWholeKeepingItsPermissions() async throws {
    let folder = try ScratchFolder()
    let file = try folder.write("report.json", "old\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
    let result = try await run("--format json --output report.json", in: folder)
    #expect(result.status == 0)
    let written = try String(contentsOfFile: file, encoding: .utf8)
    #expect(written.hasPrefix("{") && written.hasSuffix("}\n"))
    let permissions = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions]
    #expect(permissions as? Int == 0o640)
    #expect(try folder.names() == ["report.json"])
  }

  @Test func aTemporaryFileLeftByAHardKillIsRemovedByTheNextRun() async throws {
    let folder = try ScratchFolder()
    // No process has this identifier (the largest PID on Linux is 2^22); one that exists is kept.
    try folder.write(".report.txt.workbench-99999999-0.tmp", "half a report")
    try folder.write(".report.txt.workbench-1-0.tmp", "init's, whatever it is")
    let result = try await run("--output report.txt", in: folder)
    #expect(result.status == 0)
    #expect(try folder.names() == [".report.txt.workbench-1-0.tmp", "report.txt"])
  }

  @Test func standardOutputIntoAPipeIsRefusedAsAFIFO() async throws {
    let scenario = packageRoot.appendingPathComponent("Scenarios/int-max.scenario").path
    let result = try await shell(
      #""$WORKBENCH" run "# + scenario + " --no-timing --output /dev/stdout | cat")
    #expect(result.standardError.contains("it is a FIFO, not a regular file"))
    #expect(!result.standardError.contains("does not exist"))
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func anInterruptedRunRemovesItsTemporaryFile(signal: Int32) throws {
    let folder = try ScratchFolder()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: workbenchExecutable)
    // Timing the bundled scenarios takes seconds: time enough to interrupt the run.
    process.arguments = [
      "run", packageRoot.appendingPathComponent("Scenarios").path, "--output",
      folder.path + "/report.txt",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var reserved = false
    for _ in 0..<1200 where !reserved {
      reserved = try folder.names().contains { $0.hasPrefix(".report.txt.workbench-") }
      if !reserved { usleep(50_000) }
    }
    #expect(reserved, "the temporary file should exist while the run goes on")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    #expect(try folder.names() == [])
  }

  /// A scenario named without `.scenario`, reached through another spelling or a hard link, is
  /// still recognised as the run's input, by device and inode.
  @Test(arguments: ["./s.txt", "./hard.txt"])
  func anInputScenarioIsRecognisedHoweverItIsSpelt(target: String) async throws {
    let folder = try ScratchFolder()
    let scenario = try String(contentsOfFile: fixture("pass/sum.scenario"), encoding: .utf8)
    try folder.write("s.txt", scenario)
    for option in ["--output", "--save-baseline"] {
      let result = try await shell(
        "ln -f s.txt hard.txt && \"$WORKBENCH\" run s.txt --no-timing \(option) \(target)",
        in: folder.path)
      #expect(result.status == 73)
      #expect(
        result.standardError
          == "error: cannot write the report to '\(target)': it is the scenario file 's.txt' "
          + "this command reads; write the report elsewhere\n")
      #expect(try String(contentsOfFile: folder.path + "/s.txt", encoding: .utf8) == scenario)
    }
  }

  /// `--save-baseline` follows the same rule as `--output`: a scenario is never replaced.
  @Test func saveBaselineNeverReplacesAScenario() async throws {
    let folder = try ScratchFolder()
    let scenario = "type input \"1,2\"\nexpect result \"3\"\n"
    try folder.write("s.scenario", scenario)
    let result = try await shell(
      "\"$WORKBENCH\" run s.scenario --no-timing --save-baseline ./s.scenario", in: folder.path)
    #expect(result.status == 73)
    #expect(result.standardError.contains("which a report never replaces"))
    #expect(try String(contentsOfFile: folder.path + "/s.scenario", encoding: .utf8) == scenario)
    #expect(try folder.names() == ["s.scenario"])
  }

  /// The saved run a command reads is never its output: `report --output`, `run --compare`
  /// and `run --baseline` (through a link) all refuse it and leave it as it was.
  @Test(arguments: [
    ("\"$WORKBENCH\" report saved.json --format html --output saved.json", "saved.json"),
    (
      "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --compare saved.json --output saved.json",
      "saved.json"
    ),
    (
      "ln -s saved.json link.json && \"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing "
        + "--baseline ./link.json --output saved.json", "./link.json"
    ),
  ])
  func aSavedRunReadIsNeverReplaced(command: String, read: String) async throws {
    let folder = try ScratchFolder()
    let saved = try await shell(
      "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --format json --output saved.json",
      in: folder.path)
    #expect(saved.status == 0)
    let before = try String(contentsOfFile: folder.path + "/saved.json", encoding: .utf8)
    let result = try await shell(command, in: folder.path)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to 'saved.json': it is the saved run '\(read)' this "
        + "command reads; write the report elsewhere\n")
    #expect(try String(contentsOfFile: folder.path + "/saved.json", encoding: .utf8) == before)
  }

  /// `--output` and `--save-baseline` naming one file is refused: neither would survive.
  @Test func twoOutputsOfOneRunMayNotBeOneFile() async throws {
    let folder = try ScratchFolder()
    let result = try await run("--output r.json --save-baseline ./r.json", in: folder)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to './r.json': --output writes that file too; give "
        + "each output its own file\n")
    #expect(try folder.names() == [])
  }

  /// Nothing is ever made among the device nodes, whichever command writes.
  @Test(arguments: [
    "\"$WORKBENCH\" run \"$FIXTURES/pass\" --no-timing --output /dev/workbench-report.txt",
    "\"$WORKBENCH\" play --save /dev/workbench-play.scenario --script 1",
  ])
  func nothingIsMadeInTheFolderOfDevices(command: String) async throws {
    let result = try await shell(
      command + "; status=$?; ls /dev | grep -q workbench && exit 99; exit $status")
    #expect(result.status == 73)
    #expect(result.standardError.contains("is the folder of device nodes; write elsewhere"))
  }

  /// `play --save` naming a device is refused before the session starts, and nothing is made
  /// beside the device (no `/dev/full-2`).
  @Test func playNeverSavesBesideADevice() async throws {
    let result = try await shell(
      "\"$WORKBENCH\" play --save /dev/full --script 1; status=$?; "
        + "test -e /dev/full-2 && exit 99; exit $status")
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot save to '/dev/full': it is a device, not a regular file\n")
  }

  /// `run - --output in.txt < in.txt`: the file standard input is redirected from is an input,
  /// as `/dev/stdin` naming it is, and is never replaced.
  @Test func theFileStandardInputReadsIsNeverReplaced() async throws {
    let folder = try ScratchFolder()
    let result = try await shell(
      "cp \"$(ls \"$FIXTURES\"/pass/*.scenario | head -1)\" in.txt && cp in.txt kept.txt && "
        + "\"$WORKBENCH\" run - --no-timing --output in.txt < in.txt; status=$?; "
        + "cmp -s in.txt kept.txt || exit 99; exit $status", in: folder.path)
    #expect(result.status == 73)
    #expect(
      result.standardError
        == "error: cannot write the report to 'in.txt': it is standard input '-' this command "
        + "reads; write the report elsewhere\n")
  }

  /// A report never replaces a source or a patch: `conformance` reads the sources it would
  /// replace, `changes` the patches.
  @Test(arguments: ["Controller.swift", "MVC.patch"])
  func aReportNeverReplacesASourceOrAPatch(name: String) async throws {
    let folder = try ScratchFolder()
    try folder.write(name, "kept\n")
    let result = try await run("--output \(name)", in: folder)
    #expect(result.status == 73)
    let suffix = name.hasSuffix(".swift") ? ".swift" : ".patch"
    #expect(
      result.standardError
        == "error: cannot write the report to '\(name)': it is a \(suffix) file, a source a report "
        + "never replaces; name another file\n")
    #expect(try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8) == "kept\n")
  }
}
