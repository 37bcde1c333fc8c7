import ReportLayout
import ScenarioLanguage

/// The options and positional arguments of one subcommand's command line.
package struct ParsedArguments {
  package var positionals: [String] = []
  package var flags: Set<String> = []
  package var values: [String: String] = [:]

  /// The value of `option` as an integer in `range`, or `nil` when absent.
  package func integer(
    _ option: String, in range: ClosedRange<Int>, usage: String
  ) throws(UsageError)
    -> Int?
  {
    guard let text = values[option] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      // A number too large for any bound says the largest; a word says only what is expected.
      let isDigits = !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
      let bounds =
        range.upperBound == Int.max && !isDigits
        ? "of \(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
      throw UsageError("\(option) takes a whole number \(bounds), not '\(text)'", usage: usage)
    }
    return value
  }
}

/// A subcommand's usage line and help text, for ``ArgumentScanner/scanCommand(_:flags:options:help:output:)``.
package struct CommandHelp {
  package var usage: String
  package var text: String

  /// Creates the help of a subcommand.
  package init(usage: String, text: String) {
    self.usage = usage
    self.text = text
  }
}

/// Splits a command line into flags (`--quick`), options with values (`--format json` or
/// `--format=json`) and positional arguments; `--` ends the options.
///
/// An option given twice is a usage error, not "the last one wins".
package enum ArgumentScanner {
  /// Scans a subcommand's arguments, answering `-h`, `--help` and `--version` itself (then it
  /// returns `nil`), as every subcommand does.
  package static func scanCommand(
    _ arguments: ArraySlice<String>, flags: Set<String> = [], options: Set<String> = [],
    help: CommandHelp, output: inout CommandOutput
  ) throws(UsageError) -> ParsedArguments? {
    let parsed = try scan(
      arguments, flags: flags.union(["-h", "--help", "--version"]), options: options,
      usage: help.usage)
    if parsed.flags.contains("-h") || parsed.flags.contains("--help") {
      output.print(TextLayout.fit(help.text, width: TextLayout.defaultWidth))
      return nil
    }
    if parsed.flags.contains("--version") {
      output.print(Help.version)
      return nil
    }
    return parsed
  }

  package static func scan(
    _ arguments: ArraySlice<String>, flags: Set<String>, options: Set<String>, usage: String
  ) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
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
      if flags.contains(name) {
        guard parts.count == 1 else {
          throw UsageError("\(name) takes no value", usage: usage)
        }
        parsed.flags.insert(name)
      } else if options.contains(name) {
        guard parsed.values[name] == nil else {
          throw UsageError(
            "\(name) is given more than once; give it once"
              + (name == "--architectures" ? ", with the names separated by commas" : ""),
            usage: usage)
        }
        if parts.count == 2 {
          parsed.values[name] = String(parts[1])
        } else if let value = remaining.popFirst() {
          parsed.values[name] = value
        } else {
          throw UsageError("missing value for \(name)", usage: usage)
        }
      } else {
        let known = (flags.union(options)).sorted()
        let hint =
          ScenarioSpelling.suggestion(for: name, among: known).map { "; did you mean '\($0)'?" }
          ?? ""
        throw UsageError("unknown option '\(name)'\(hint)", usage: usage)
      }
    }
    return parsed
  }
}
