#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output to the process's standard output and standard error with plain
/// `write(2)` calls, so that a full disk, a closed descriptor or a closed pipe ends the process
/// with exit code 74 (`EX_IOERR`) instead of a trap.
enum StandardStreams {
  /// Makes sure descriptors 0, 1 and 2 are open before the command opens any file.
  ///
  /// A closed one (`workbench >&-`) is occupied by `/dev/null` opened read-only: reading it
  /// gives end of file and writing it fails, so the failure is reported rather than the
  /// report landing in whatever file the command opened next under that number.
  static func occupyClosedDescriptors() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

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

  /// Writes all of `text` to `descriptor`.
  ///
  /// - Returns: `nil` when everything was written, otherwise the `errno` of the failure.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { buffer -> Int32? in
      guard var address = buffer.baseAddress else { return nil }
      var remaining = buffer.count
      while remaining > 0 {
        let written = systemWrite(descriptor, address, remaining)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if written == 0 { return EIO }
        address += written
        remaining -= written
      }
      return nil
    }
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
