/// How much of an architecture runs without constructing any kit object: its executable lines
/// that its kit-free tests run, checked against its files' imports (a line in a file that
/// imports no kit could be reached so; one in a file that imports a kit, hardly) and against
/// the kits themselves (a kit-free test that runs a kit's line made a kit object after all).
public struct Reachability: Sendable, Equatable, Codable {
  /// The architecture's executable lines the kit-free tests run, of all its executable lines.
  public var measured: LineCoverage
  /// Its executable lines in files that import no kit nor screen module: the bound the imports
  /// set.
  public var linesInKitFreeFiles: Int
  /// Lines the kit-free tests run in its files that import a kit (0 when the imports hold).
  public var linesRunInKitFiles: Int
  /// Lines of the kits and the screen driver that the kit-free tests run (0 when no kit object
  /// was made).
  public var kitLinesRun: Int

  /// Creates a reachability.
  ///
  /// - Parameters:
  ///   - measured: The lines the kit-free tests run, of all.
  ///   - linesInKitFreeFiles: The lines in files that import no kit.
  ///   - linesRunInKitFiles: The lines run in files that import a kit.
  ///   - kitLinesRun: The kits' lines run.
  public init(
    measured: LineCoverage, linesInKitFreeFiles: Int, linesRunInKitFiles: Int, kitLinesRun: Int
  ) {
    self.measured = measured
    self.linesInKitFreeFiles = linesInKitFreeFiles
    self.linesRunInKitFiles = linesRunInKitFiles
    self.kitLinesRun = kitLinesRun
  }

  /// The bound the imports set, as a share of all executable lines.
  public var bound: LineCoverage {
    LineCoverage(covered: linesInKitFreeFiles, count: measured.count)
  }
}
