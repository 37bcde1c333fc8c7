/// One positional argument of a subcommand, declared once for its usage line and its help.
package struct ArgumentDeclaration: Sendable, Equatable {
  /// The placeholder without brackets: `path` for `<path>`.
  package var name: String
  /// What the argument is.
  package var help: String
  /// Whether the argument may be left out.
  package var isOptional: Bool
  /// Whether the argument may be given several times.
  package var isRepeated: Bool

  /// Declares a positional argument.
  ///
  /// - Parameters:
  ///   - name: The placeholder without brackets.
  ///   - help: What the argument is.
  ///   - optional: Whether it may be left out.
  ///   - repeated: Whether it may be given several times.
  package init(_ name: String, help: String, optional: Bool = false, repeated: Bool = false) {
    self.name = name
    self.help = help
    self.isOptional = optional
    self.isRepeated = repeated
  }

  /// How the argument is written in a usage line: `<path>`, `[<path> ...]`.
  package var synopsis: String {
    let word = "<\(name)>" + (isRepeated ? " ..." : "")
    return isOptional ? "[\(word)]" : word
  }
}
