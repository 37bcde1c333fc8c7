import Foundation

/// The mutants an earlier run found the compiler rejects, kept in the scratch folder, so that a
/// later run leaves them out at once instead of finding them again one failed build at a time.
///
/// A mutant is known by its file, operator and text, not its line, so that an edit elsewhere in
/// the file keeps it known; a changed statement is a new mutant, tried again.
struct UncompiledMutants {
  /// The file that keeps them, one key per line.
  let file: String

  /// The key that names `point` across runs.
  static func key(_ point: MutationPoint) -> String {
    [point.file, point.mutationOperator.rawValue, point.original, point.mutated]
      .joined(separator: "\t")
  }

  /// The keys saved by the last run; none when there is no file.
  func keys() -> Set<String> {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
    return Set(text.split(separator: "\n").map(String.init))
  }

  /// Saves `points` as the rejected mutants, replacing what was saved.
  func save(_ points: [MutationPoint]) {
    let text = Set(points.map(Self.key)).sorted().map { $0 + "\n" }.joined()
    try? Data(text.utf8).write(to: URL(fileURLWithPath: file))
  }
}
