import ArchitectureDescriptor
import Diagnostics

extension CodeFacts {
  /// The "Code facts" section of a Markdown report: the table of counts, then per architecture
  /// a Mermaid diagram of who holds whom and what each type knows.
  ///
  /// It never fails: when the sources cannot be read (the command was not run from the package
  /// root), the section says so instead.
  ///
  /// - Parameters:
  ///   - architectures: The architectures, in the order to show them.
  ///   - packageRoot: The folder holding `Package.swift` and `Sources` (default: the current
  ///     directory).
  /// - Returns: The section, starting with a level-2 heading and ending with a newline.
  public static func markdownSection(
    for architectures: [Architecture], packageRoot: String = "."
  ) -> String {
    do {
      let facts = try ArchitectureFacts.analyse(architectures, packageRoot: packageRoot)
      return CodeFactsReport.markdown(facts, headingLevel: 2)
    } catch {
      return "## Code facts\n\nNot counted: \(error.description) (run from the package root).\n"
    }
  }
}
