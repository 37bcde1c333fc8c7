import CodeFacts
import Foundation
import OutputFiles

/// Builds the scratch package with coverage; when the compiler rejects a mutant (a constant of
/// the wrong type, a call with no overload without its edit), leaves that mutant out and builds
/// again.
struct SchemaBuild {
  let run: TestabilityRun
  /// The most builds before a failure counts as the package's own: a failed build may stop
  /// before it reaches every module, so each round may find errors in further modules, and a
  /// line may fail twice (its finer mutant first, then its deletion).
  var rounds: Int { 2 * run.subjects.count + 2 }

  /// Builds, leaving out the mutants the compiler rejects.
  ///
  /// - Parameter points: Each subject's mutation points, by name; the rejected ones are removed.
  /// - Returns: The mutants left out.
  /// - Throws: ``TestabilityError/buildFailed(log:)`` when an error falls on no mutant, or the
  ///   build still fails after ``rounds`` builds.
  func build(
    points: inout [String: [MutationPoint]]
  ) throws(TestabilityError) -> [MutationPoint] {
    var dropped: [MutationPoint] = []
    var blamed = Set<String>()
    let log = CodeFacts.join(run.workFolder, "build.log")
    for round in 1...rounds {
      run.progress("Building the schemata with coverage (build \(round); log: \(log))")
      let outcome = ChildProcess(
        "/usr/bin/env",
        [
          "swift", "build", "--build-tests", "--enable-code-coverage", "--scratch-path",
          run.buildFolder,
        ],
        directory: run.scratch.root, output: .file(log), errors: .file(log), input: .discarded,
        timeLimit: 3600
      ).run().outcome
      if outcome.succeeded { return dropped }
      let errors = Self.errorLines(in: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
      let prefix = run.scratch.root + "/"
      let mutantErrors = errors.filter { $0.path.hasPrefix(prefix) }
      guard !errors.isEmpty, mutantErrors.count == errors.count else {
        throw .buildFailed(log: log)
      }
      var removedAny = false
      let places = mutantErrors.map {
        (file: String($0.path.dropFirst(prefix.count)), line: $0.line)
      }
      let new = places.filter { !blamed.contains("\($0.file):\($0.line)") }
      let again = places.filter { blamed.contains("\($0.file):\($0.line)") }
      blamed.formUnion(places.map { "\($0.file):\($0.line)" })
      for subject in run.subjects {
        let before = points[subject.name] ?? []
        let kept = Self.keep(
          Self.keep(before, errors: new, sparingDeletions: true), errors: again,
          sparingDeletions: false)
        guard kept.count < before.count else { continue }
        removedAny = true
        let keptIDs = Set(kept.map(\.id))
        dropped += before.filter { !keptIDs.contains($0.id) }
        points[subject.name] = kept
        try rewrite(subject, points: kept)
      }
      guard removedAny else { throw .buildFailed(log: log) }
    }
    throw .buildFailed(log: log)
  }

  /// The points no error falls on; when `sparingDeletions` (an error seen on its line for the
  /// first time), a statement's deletion is kept when a finer mutant on its lines may be the
  /// one at fault.
  static func keep(
    _ points: [MutationPoint], errors: [(file: String, line: Int)], sparingDeletions: Bool
  ) -> [MutationPoint] {
    points.filter { point in
      let hit = errors.contains { $0.file == point.file && (point.line...point.endLine) ~= $0.line }
      guard hit else { return true }
      guard sparingDeletions, point.mutationOperator == .deleteStatement else { return false }
      let finer = points.contains { other in
        other.id != point.id && other.mutationOperator != .deleteStatement
          && other.file == point.file && other.line >= point.line && other.endLine <= point.endLine
      }
      return finer
    }
  }

  /// The `path:line:column: error:` lines of a compiler's output.
  static func errorLines(in output: String) -> [(path: String, line: Int)] {
    output.split(separator: "\n").compactMap { line in
      guard let marker = line.range(of: ": error: ") else { return nil }
      let place = line[..<marker.lowerBound].split(separator: ":")
      guard place.count >= 3, let number = Int(place[place.count - 2]) else { return nil }
      return (place.dropLast(2).joined(separator: ":"), number)
    }
  }

  private func rewrite(
    _ subject: TestabilityRun.Subject, points: [MutationPoint]
  ) throws(TestabilityError) {
    do {
      for file in try run.sourceFiles(subject) {
        try run.scratch.writeSchema(
          file: file, original: try run.originalText(file),
          points: points.filter { $0.file == file }, folder: subject.sourcePath)
      }
    } catch let error as TestabilityError {
      throw error
    } catch {
      throw .cannotWrite(String(describing: error))
    }
  }
}
