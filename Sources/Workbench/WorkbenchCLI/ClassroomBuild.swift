import Classroom
import Diagnostics
import Foundation

/// Hands a command that needs a student's screen to `workbench-classroom`, the workbench with
/// the exercises compiled in, built on demand: `workbench` itself never compiles a student's
/// code, so a compile error in one exercise stops neither it nor `exercise list`, `show`, `hint`.
enum ClassroomBuild {
  /// The product that has the exercises' screens.
  static let product = "workbench-classroom"

  /// Whether `arguments` need a screen this build lacks: `exercise check`, or an exercise's
  /// name in `--architectures` or `--architecture`.
  static func isNeeded(for arguments: [String], context: WorkbenchCommand.Context) -> Bool {
    guard !context.exercises.allSatisfy(\.hasScreens) else { return false }
    if arguments.first == "exercise", arguments.dropFirst().first == "check" { return true }
    let names = Set(context.exercises.map { $0.name.lowercased() })
    for (index, argument) in arguments.enumerated() {
      var value: Substring?
      if argument == "--architectures" || argument == "--architecture" {
        value = index + 1 < arguments.count ? arguments[index + 1][...] : nil
      } else if argument.hasPrefix("--architectures=") || argument.hasPrefix("--architecture=") {
        value = argument.split(separator: "=", maxSplits: 1).last
      }
      let named = value?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      if named?.contains(where: { names.contains($0.lowercased()) }) == true { return true }
    }
    return false
  }

  /// Builds `workbench-classroom` and runs it with `arguments`.
  ///
  /// The build is of the package under the current directory; the child's output goes straight
  /// to this process's. A build that fails (a student's compile error) shows the compiler's
  /// errors and returns 1.
  ///
  /// - Parameter arguments: The command line to hand on.
  /// - Returns: The child's exit code.
  static func run(_ arguments: [String]) -> ExitCode {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      FileHandle.standardError.write(
        Data(
          ("error: a student's screen is built from the package's sources: run this from the "
            + "package root (the folder holding Package.swift)\n").utf8))
      return .unreadablePath
    }
    // A build made already (by `swift test`, which holds the build folder while it runs).
    if let prebuilt = ProcessInfo.processInfo.environment["WORKBENCH_CLASSROOM_BINARY"],
      FileManager.default.isExecutableFile(atPath: prebuilt)
    {
      return ExitCode(rawValue: launch(prebuilt, arguments)) ?? .failure
    }
    FileHandle.standardError.write(Data("Building the exercises (\(product))…\n".utf8))
    let build = swift(["build", "--product", product])
    guard build == 0 else {
      FileHandle.standardError.write(
        Data(
          ("error: the exercises do not compile: the compiler's errors are above. "
            + "'workbench exercise list', 'show' and 'hint' still work.\n").utf8))
      return .failure
    }
    let binPath = Pipe()
    guard swift(["build", "--show-bin-path"], output: binPath) == 0,
      let folder = String(
        data: binPath.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8)?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    else { return .failure }
    return ExitCode(rawValue: launch(folder + "/" + product, arguments)) ?? .failure
  }

  /// Runs `swift` with `arguments`, its output on standard error unless `output` is given;
  /// returns the exit status.
  private static func swift(_ arguments: [String], output: Pipe? = nil) -> Int32 {
    launch("/usr/bin/env", ["swift"] + arguments, output: output)
  }

  /// Runs `executable`, waits, and returns its exit status (128 + the signal when killed).
  private static func launch(
    _ executable: String, _ arguments: [String], output: Pipe? = nil
  )
    -> Int32
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let output {
      process.standardOutput = output
    } else if executable == "/usr/bin/env" {
      process.standardOutput = FileHandle.standardError
    }
    do {
      try process.run()
    } catch {
      FileHandle.standardError.write(
        Data("error: cannot run \(Quoting.terminal(executable)): \(error)\n".utf8))
      return 1
    }
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
  }
}
