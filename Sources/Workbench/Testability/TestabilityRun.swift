import CodeFacts
import Foundation

/// Measures the testability of architectures: reads their tests, writes their mutation schemata
/// into a scratch copy of the package, builds it once with coverage, measures three coverages,
/// and runs every mutant against the kit-free tests, the tests that need the screen, and the
/// bundled scenarios, in that order.
///
/// Everything it builds and writes is under ``workFolder``, never the package's own `.build`.
public struct TestabilityRun {
  /// An architecture to measure: its name in the catalogue and its sources' folder.
  public struct Subject: Sendable, Equatable {
    /// The name `workbench run --architectures` knows it by.
    public var name: String
    /// Its sources' folder, relative to the package root.
    public var sourcePath: String

    /// Creates a subject.
    ///
    /// - Parameters:
    ///   - name: The architecture's name.
    ///   - sourcePath: Its sources' folder.
    public init(name: String, sourcePath: String) {
      self.name = name
      self.sourcePath = sourcePath
    }
  }

  /// The package's root, absolute.
  public var packageRoot: String
  /// The architectures, in report order.
  public var subjects: [Subject]
  /// The scratch folder, absolute (default: `.build/testability` under the root).
  public var workFolder: String
  /// Seconds one test or scenario run of a mutant may take before it counts as caught.
  public var timeLimit = 120.0
  /// Told each step as it starts, and each mutant's progress.
  public var progress: (String) -> Void

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - packageRoot: The package's root, absolute.
  ///   - subjects: The architectures to measure.
  ///   - progress: What to tell of each step.
  public init(packageRoot: String, subjects: [Subject], progress: @escaping (String) -> Void) {
    self.packageRoot = packageRoot
    self.subjects = subjects
    workFolder = CodeFacts.join(packageRoot, ".build/testability")
    self.progress = progress
  }

  var scratch: ScratchPackage {
    ScratchPackage(packageRoot: packageRoot, root: CodeFacts.join(workFolder, "package"))
  }
  var buildFolder: String { CodeFacts.join(workFolder, "build") }

  /// Runs the whole measurement.
  ///
  /// - Returns: One entry per subject, and how long the parts took.
  /// - Throws: ``TestabilityError`` when the package, the build or the toolchain fails.
  public func run() throws(TestabilityError) -> TestabilityMeasurement {
    let clock = ContinuousClock()
    let start = clock.now
    guard FileManager.default.fileExists(atPath: CodeFacts.join(packageRoot, "Package.swift"))
    else { throw .notAPackage(packageRoot) }
    var tests: [ArchitectureTests] = []
    var results: [ArchitectureTestability] = []
    for subject in subjects {
      tests.append(try readTests(subject))
      results.append(try describe(subject, tests: tests[tests.count - 1]))
    }
    let known = UncompiledMutants(file: CodeFacts.join(workFolder, "uncompiled-mutants.txt"))
    var (points, leftOut) = try writeSchemata(leavingOut: known.keys())
    let uncompiled = try SchemaBuild(run: self).build(points: &points) + leftOut
    known.save(uncompiled)
    let built = clock.now
    let binaries = try Binaries(buildFolder: buildFolder)
    var reached: [LineHits] = []
    for index in results.indices {
      let folder = subjects[index].sourcePath + "/"
      results[index].uncompiledMutants = uncompiled.count { $0.file.hasPrefix(folder) }
      reached.append(
        try measureCoverage(of: &results[index], tests: tests[index], binaries: binaries))
    }
    let measured = clock.now
    for index in results.indices {
      results[index].mutants = runMutants(
        points[subjects[index].name] ?? [], subject: subjects[index], tests: tests[index],
        binaries: binaries, reached: reached[index])
    }
    let end = clock.now
    return TestabilityMeasurement(
      architectures: results, buildSeconds: Self.seconds(built - start),
      coverageSeconds: Self.seconds(measured - built), mutantSeconds: Self.seconds(end - measured))
  }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
