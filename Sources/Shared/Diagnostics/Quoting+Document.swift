extension Quoting {
  /// Returns a whole rendered document (a report, a diagram, a README) escaped for wherever it
  /// is read: the last pass before a command prints or writes it, so that no name, identifier,
  /// path or text read from a file writes a control character, a bidirectional control or an
  /// invisible scalar, in any format.
  ///
  /// - JSON goes through ``json(_:)``: each such scalar as a `\u` escape JSON reads back as the
  ///   same scalar.
  /// - HTML is left as it is: its renderers write every value through ``markup(_:)``.
  /// - Every other format (text, Markdown, Mermaid) goes through ``terminalLines(_:)``: each such
  ///   scalar as the scenario language's `\u{…}`, line feeds kept.
  ///
  /// ```swift
  /// Quoting.document("Pre\u{200B}senter\n", format: "markdown")  // Pre\u{200B}senter
  /// ```
  ///
  /// - Parameters:
  ///   - text: The document.
  ///   - format: Its format's name, as `--format` takes it (`text`, `json`, `html`, …).
  /// - Returns: The document, safe to show.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func document(_ text: String, format: String) -> String {
    switch format.lowercased() {
    case "json": json(text)
    case "html": text
    default: terminalLines(text)
    }
  }
}
