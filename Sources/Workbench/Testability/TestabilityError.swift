/// Why `workbench testability` could not measure.
public enum TestabilityError: Error, Equatable, CustomStringConvertible {
  /// The current folder is not the package's root.
  case notAPackage(String)
  /// A folder the analysis reads is missing.
  case missingFolder(String)
  /// The scratch copy could not be written.
  case cannotWrite(String)
  /// The scratch build failed for another reason than a mutant; the compiler's output is in
  /// the log.
  case buildFailed(log: String)
  /// A toolchain program (`llvm-profdata`, `llvm-cov`) failed or is missing.
  case toolFailed(String)

  /// The message, without the `error:` prefix.
  public var description: String {
    switch self {
    case .notAPackage(let path):
      return "no Package.swift in \(path): run 'workbench testability' from the package root"
    case .missingFolder(let path): return "missing folder: \(path)"
    case .cannotWrite(let reason): return "cannot write the scratch package: \(reason)"
    case .buildFailed(let log):
      return "the scratch build failed; the compiler's output is in \(log)"
    case .toolFailed(let reason): return reason
    }
  }
}
