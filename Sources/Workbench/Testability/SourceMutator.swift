import CodeFacts

/// Generates the mutants of one Swift source file mechanically, from the package's lexer: each
/// statement of a function that returns nothing, or of a closure, deleted (a closure's only
/// statement, which may be its value, is replaced with `()`, so that the compiler rejects the
/// deletion where the closure returned a value), each call's `edit` argument dropped, each
/// returned or assigned value of a known type replaced with a constant, and each `weak` stored
/// property made strong.
///
/// Every mutant is written as a switch in the code, `workbenchMutant(<id>)`, on the lines it
/// mutates, so that the schema keeps the original's line numbers.
///
/// ```swift
/// let points = SourceMutator.mutationPoints(
///   in: "func f() {\n  g()\n}\n", file: "F.swift", firstID: 1)
/// points.first?.mutationOperator  // .deleteStatement
/// ```
public enum SourceMutator {
  /// The function every mutation point calls: `true` when its mutant is the active one.
  public static let switchName = "workbenchMutant"

  /// Finds the mutation points of `source`, numbered from `firstID` in source order.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The file's path, as the points should name it.
  ///   - firstID: The first point's number.
  /// - Returns: The points, in source order.
  /// - Complexity: O(*n*) in the length of `source`.
  public static func mutationPoints(
    in source: String, file: String, firstID: Int
  ) -> [MutationPoint] {
    let (lexed, ranges) = SwiftLexer.lexWithRanges(source)
    let reader = MutationReader(
      tokens: lexed.tokens, ranges: ranges, scalars: Array(source.unicodeScalars))
    let scanner = StatementScanner(lexed.tokens)
    var found: [(line: Int, token: Int, order: Int, point: PendingPoint)] = []
    for statement in scanner.statements {
      for point in reader.points(for: statement) {
        found.append((lexed.tokens[statement.first].line, statement.first, found.count, point))
      }
    }
    for index in scanner.editArguments {
      if let point = reader.droppedEdit(at: index) {
        found.append((lexed.tokens[index].line, index, found.count, point))
      }
    }
    for index in scanner.weakProperties {
      if let point = reader.strongProperty(at: index) {
        found.append((lexed.tokens[index].line, index, found.count, point))
      }
    }
    found.sort { ($0.line, $0.token, $0.order) < ($1.line, $1.token, $1.order) }
    return found.enumerated().map { offset, entry in
      let id = firstID + offset
      return MutationPoint(
        id: id, file: file, line: entry.point.line, endLine: entry.point.endLine,
        mutationOperator: entry.point.kind,
        original: entry.point.original, mutated: entry.point.mutated,
        edits: entry.point.edits(id))
    }
  }

  /// The source of the file each mutated module gets, that reads the active mutant once from
  /// the environment variable `WORKBENCH_MUTANT`.
  public static let switchSource = """
    // Written by `workbench testability`: reads which mutant is active, once.
    import Foundation

    let workbenchActiveMutant = Int(
      ProcessInfo.processInfo.environment["WORKBENCH_MUTANT"] ?? "") ?? 0

    @inline(never)
    func workbenchMutant(_ id: Int) -> Bool {
      workbenchActiveMutant == id
    }

    """
}

/// A mutation point before it has a number.
struct PendingPoint {
  var line: Int
  var endLine: Int
  var kind: MutationOperator
  var original: String
  var mutated: String
  /// The schema's edits, given the point's number.
  var edits: @Sendable (Int) -> [SchemaEdit]
}
