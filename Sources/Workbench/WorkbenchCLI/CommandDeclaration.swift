/// One subcommand of `workbench`, declared once.
///
/// Its name, what it does, its arguments and options: parsing (``ArgumentScanner``), `--help`,
/// `workbench help <name>`, the top-level list, dispatch and the generated command reference
/// all read it.
///
/// ```swift
/// static let list = CommandDeclaration(
///   "list", abstract: "List the architectures and the scenarios found.",
///   arguments: [Options.paths])
/// ```
package struct CommandDeclaration: Sendable {
  /// What runs a subcommand once its command line is parsed.
  package typealias Runner =
    @MainActor @Sendable (ParsedArguments, WorkbenchCommand.Context, inout CommandOutput)
    throws(UsageError) -> Void

  /// Which executable runs a subcommand: every one, or only those with the lab.
  package enum Group: Sendable, Equatable {
    /// Every `workbench` executable runs it.
    case workbench
    /// Only an executable with the lab runs it; `workbench` hands it to `workbench-lab`.
    case lab
    /// The classroom's subcommands.
    case classroom
  }

  /// The subcommand as typed, `run`.
  package var name: String
  /// One line for the list of subcommands.
  package var abstract: String
  /// The OVERVIEW paragraph; the abstract when none is given.
  package var overview: String
  /// The positional arguments.
  package var arguments: [ArgumentDeclaration]
  /// The options, in the order the help lists them (`-h, --help` is added to every one).
  package var options: [OptionDeclaration]
  /// Usage lines that replace the generated one, for a subcommand with actions; each is built
  /// from the options' ``OptionDeclaration/synopsis``.
  package var usageForms: [String]
  /// Titled sections shown before OPTIONS (ACTIONS, KEYS), each a list of terms.
  package var sections: [HelpSection]
  /// Sections shown after OPTIONS.
  package var trailingSections: [HelpSection]
  /// Paragraphs after the options.
  package var discussion: String
  /// The EXIT CODES section, when the subcommand documents its own.
  package var exitCodes: String?
  /// Which executable runs it.
  package var group: Group
  /// What runs it; `nil` for the lab's subcommands, which the lab runs (``Lab``).
  package var run: Runner?

  /// Declares a subcommand.
  package init(
    _ name: String, abstract: String, overview: String? = nil,
    arguments: [ArgumentDeclaration] = [], options: [OptionDeclaration] = [],
    usage: [String] = [], sections: [HelpSection] = [], after: [HelpSection] = [],
    discussion: String = "", exitCodes: String? = nil, group: Group = .workbench,
    run: Runner?
  ) {
    self.name = name
    self.abstract = abstract
    self.overview = overview ?? abstract
    self.arguments = arguments
    self.options = options
    self.usageForms = usage
    self.sections = sections
    self.trailingSections = after
    self.discussion = discussion
    self.exitCodes = exitCodes
    self.group = group
    self.run = run
  }

  /// The options the parser knows: the declared ones, `-h`, `--help` and `--version`.
  package var parsedOptions: [OptionDeclaration] {
    options + Options.standard
  }

  /// The usage line shown with every usage error: the declared forms, or one generated from
  /// the arguments and options.
  package var usage: String {
    guard usageForms.isEmpty else {
      return usageForms.map { "workbench \(name) \($0)" }.joined(separator: " | ")
    }
    let parts = arguments.map(\.synopsis) + options.map { "[\($0.synopsis)]" }
    return (["workbench", name] + parts).joined(separator: " ")
  }
}

/// A titled section of a subcommand's help: a list of terms, each with what it means.
package struct HelpSection: Sendable, Equatable {
  /// The title, in capitals: `ACTIONS`.
  package var title: String
  /// The terms and their meanings, in order.
  package var entries: [(term: String, help: String)]

  /// Declares a section.
  package init(_ title: String, _ entries: [(term: String, help: String)]) {
    self.title = title
    self.entries = entries
  }

  package static func == (left: HelpSection, right: HelpSection) -> Bool {
    left.title == right.title
      && left.entries.map(\.term) == right.entries.map(\.term)
      && left.entries.map(\.help) == right.entries.map(\.help)
  }
}
