/// The exit codes of `workbench`, from `sysexits.h` where one fits.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Every expectation held and all architectures agreed.
  case success = 0
  /// An expectation failed, architectures disagreed, or something leaked.
  case failure = 1
  /// `compare` (or `run --compare`) found a regression beyond the threshold.
  case regression = 2
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario file is malformed (`EX_DATAERR`).
  case malformedScenario = 65
  /// A path cannot be read (`EX_NOINPUT`).
  case unreadablePath = 66
  /// The output file cannot be written (`EX_CANTCREAT`).
  case unwritableOutput = 73
  /// Standard output or standard error cannot be written (`EX_IOERR`).
  case ioError = 74
}
