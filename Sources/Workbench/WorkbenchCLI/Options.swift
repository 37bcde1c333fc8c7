/// The options several subcommands share, declared once; each subcommand says what its
/// values are and what they do for it.
package enum Options {
  /// `--architectures`, whose repetition error says how to give several names.
  static let architecturesName = "--architectures"
  /// `--architecture`, which names one; hand-offs look for both in a command line.
  static let architectureName = "--architecture"

  /// `--help`, listed in every subcommand's help.
  static let help = OptionDeclaration("--help", help: "Show help information.", short: "-h")
  /// `--version`.
  static let version = OptionDeclaration("--version", help: "Show the version.")
  /// What every subcommand answers by itself.
  static let standard = [help, version]

  /// `--architectures <names>`: the architectures a subcommand works on.
  ///
  /// - Parameter help: What the names select, for this subcommand.
  /// - Returns: The option.
  static func architectures(_ help: String) -> OptionDeclaration {
    OptionDeclaration(architecturesName, value: "names", help: help)
  }

  /// `--architecture <name>`: the one architecture a subcommand works on.
  static func architecture(_ help: String, default: String? = nil) -> OptionDeclaration {
    OptionDeclaration(architectureName, value: "name", help: help, default: `default`)
  }

  /// `--format <format>`, with the formats a subcommand renders.
  ///
  /// - Parameters:
  ///   - formats: The formats, the default first.
  ///   - help: What the formats are, beyond their names.
  /// - Returns: The option.
  static func format(_ formats: [String], help: String = "") -> OptionDeclaration {
    OptionDeclaration(
      "--format", value: "format", help: help, default: formats.first, allowed: formats)
  }

  /// `--output <file>`: where a report goes instead of standard output.
  static func output(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--output", value: "file", help: help)
  }

  /// `--change <name>`: a change request whose implementations a subcommand works on.
  static func change(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--change", value: "name", help: help)
  }

  /// `--screen <name>`: the screen a subcommand drives (`workbench screens` lists them).
  static func screen(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--screen", value: "name", help: help, default: "calculator")
  }

  /// `--changes <names>`: the change requests a subcommand works on.
  static func changes(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--changes", value: "names", help: help)
  }

  /// `--threshold <percent>`: the practical threshold of a comparison.
  static func threshold(_ help: String) -> OptionDeclaration {
    OptionDeclaration("--threshold", value: "percent", help: help, default: "5")
  }

  /// `[<path> ...]`: scenario files or folders.
  static func paths(_ help: String) -> ArgumentDeclaration {
    ArgumentDeclaration("path", help: help, optional: true, repeated: true)
  }
}
