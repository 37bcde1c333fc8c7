import Diagnostics
import ReportLayout
import ScenarioLanguage

/// Reads a subcommand's command line against its declaration: flags (`--quick`), options with
/// values (`--format json` or `--format=json`) and positional arguments; `--` ends the options.
///
/// An option is never taken as another option's value: `--save-baseline --no-timing` is a
/// missing value, not a baseline named `--no-timing`. A value that starts with `-` is given as
/// `--option=-value`. An option given twice is a usage error, not "the last one wins", and a
/// value outside the declared ones is refused with the list of those. An option that takes a
/// file (`--output <file>`) refuses `-`, however it is written, rather than make or read a file
/// named `-`: standard input and output are never what it names.
package enum ArgumentScanner {
  /// Scans `arguments` against `command`'s options.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - command: The subcommand's declaration.
  /// - Returns: What was given.
  /// - Throws: A ``UsageError`` with `command`'s usage line.
  package static func scan(
    _ arguments: ArraySlice<String>, for command: CommandDeclaration
  ) throws(UsageError) -> ParsedArguments {
    let usage = command.usage
    let known = command.parsedOptions
    var parsed = ParsedArguments(arguments: arguments, usage: usage)
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      guard let option = known.first(where: { $0.name == name || $0.shortName == name }) else {
        let names = known.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        let hint =
          ScenarioSpelling.suggestion(for: name, among: names.sorted())
          .map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown option '\(name)'\(hint)", usage: usage)
      }
      guard option.takesValue else {
        guard parts.count == 1 else {
          throw UsageError("\(option.name) takes no value", usage: usage)
        }
        parsed.flags.insert(option.name)
        continue
      }
      guard parsed.values[option.name] == nil else {
        throw UsageError(
          "\(option.name) is given more than once; give it once"
            + (option.name == Options.architecturesName
              ? ", with the names separated by commas" : ""),
          usage: usage)
      }
      let value: String
      if parts.count == 2 {
        value = String(parts[1])
      } else if let next = remaining.first,
        !next.hasPrefix("-") || (next == "-" && option.valueName == fileValueName)
      {
        remaining.removeFirst()
        value = next
      } else {
        throw UsageError(missingValue(option, next: remaining.first), usage: usage)
      }
      guard value != "-" || option.valueName != fileValueName else {
        throw UsageError(notAFile(option), usage: usage)
      }
      parsed.values[option.name] = try allowed(value, of: option, usage: usage)
    }
    return parsed
  }

  /// The placeholder of an option whose value is a file's path.
  static let fileValueName = "file"

  /// What to say when `option`, which takes a file, is given `-`.
  private static func notAFile(_ option: OptionDeclaration) -> String {
    "\(option.name) takes a file's path, and '-' names none; name a file"
      + (option.name == "--output" ? ", or leave --output out to write to standard output" : "")
  }

  /// What to say when `option` has no value: it is last, or the next argument starts with `-`
  /// (an option, or a negative number read as one).
  private static func missingValue(_ option: OptionDeclaration, next: String?) -> String {
    let placeholder = "<\(option.valueName ?? "value")>"
    guard let next else { return "missing value for \(option.name) \(placeholder)" }
    return "missing value for \(option.name) \(placeholder): "
      + "'\(Quoting.terminal(next))' starts with '-'; a value that starts with '-' is written "
      + "\(option.name)=<value>"
  }

  /// `value` as one of `option`'s allowed values, whatever its case; any value when it
  /// declares none.
  private static func allowed(
    _ value: String, of option: OptionDeclaration, usage: String
  ) throws(UsageError) -> String {
    guard !option.allowedValues.isEmpty else { return value }
    guard let match = option.allowedValues.first(where: { $0.lowercased() == value.lowercased() })
    else {
      throw UsageError(
        "unknown \(option.name.dropFirst(2)) '\(Quoting.terminal(value))'; expected "
          + OptionDeclaration.list(option.allowedValues, conjunction: "or"), usage: usage)
    }
    return match
  }
}
