/// One mutant of an architecture: where it is, what it changes, and the edits that write it into
/// a mutation schema, switched on only when it is the active mutant.
public struct MutationPoint: Sendable, Equatable {
  /// The mutant's number, unique across one analysis; `WORKBENCH_MUTANT=<id>` switches it on.
  public var id: Int
  /// The source file, relative to the package root.
  public var file: String
  /// The 1-based line the mutated code starts on.
  public var line: Int
  /// The 1-based line it ends on: a compile error on any line between names it.
  public var endLine: Int
  /// The kind of change.
  public var mutationOperator: MutationOperator
  /// The code it changes, on one line and shortened.
  public var original: String
  /// What the code becomes, in words or code.
  public var mutated: String
  /// The text edits that write the schema, their ranges in the file's Unicode scalars.
  public var edits: [SchemaEdit]

  /// Creates a mutation point.
  ///
  /// - Parameters:
  ///   - id: Its number.
  ///   - file: The file, relative to the package root.
  ///   - line: The line it starts on.
  ///   - endLine: The line it ends on.
  ///   - mutationOperator: The kind of change.
  ///   - original: The code it changes.
  ///   - mutated: What the code becomes.
  ///   - edits: The schema's text edits.
  public init(
    id: Int, file: String, line: Int, endLine: Int, mutationOperator: MutationOperator,
    original: String,
    mutated: String, edits: [SchemaEdit]
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.endLine = endLine
    self.mutationOperator = mutationOperator
    self.original = original
    self.mutated = mutated
    self.edits = edits
  }
}
