import OutputFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension StandardStreams {
  /// Writes `output` to descriptors 1 and 2 and returns the exit code the process should end
  /// with: the command's own, or ``ExitCode/ioError`` when standard output (or, for a command
  /// that succeeded, standard error) could not be written.
  ///
  /// A closed pipe (`workbench | head -c1`) ends quietly; any other failure adds one line on
  /// standard error saying what failed, when standard error still works.
  static func emit(_ output: CommandOutput) -> ExitCode {
    var exitCode = output.exitCode
    var standardError = output.standardError
    if let code = write(output.standardOutput, to: STDOUT_FILENO) {
      exitCode = .ioError
      if code == EPIPE { return exitCode }
      standardError += "error: cannot write to standard output: \(systemErrorDescription(code))\n"
    }
    if write(standardError, to: STDERR_FILENO) != nil, exitCode == .success {
      exitCode = .ioError
    }
    return exitCode
  }
}
