/// What a subcommand's command line gave, read against its declaration by ``ArgumentScanner``.
package struct ParsedArguments {
  /// The arguments after the subcommand's name, as typed, for a command handed to another
  /// executable.
  package var arguments: ArraySlice<String>
  /// The subcommand's usage line, for the usage errors of its own checks.
  package var usage: String
  /// The positional arguments, in order.
  package var positionals: [String] = []
  /// The flags given, by name.
  var flags: Set<String> = []
  /// The options' values, by name; an allowed value in its declared spelling.
  var values: [String: String] = [:]

  /// Whether the flag or option `option` was given.
  package func has(_ option: OptionDeclaration) -> Bool {
    flags.contains(option.name) || values[option.name] != nil
  }

  /// The value given for `option`, or its declared default, or `nil`.
  package func value(_ option: OptionDeclaration) -> String? {
    values[option.name] ?? option.defaultValue
  }

  /// The value of `option` as a `T` built from its allowed value (a format), or its default.
  package func value<T: RawRepresentable>(_ option: OptionDeclaration, as type: T.Type) -> T?
  where T.RawValue == String {
    value(option).flatMap { T(rawValue: $0.lowercased()) }
  }

  /// The value of `option` as an integer in `range`, or `nil` when absent (its default
  /// otherwise, when it declares one).
  package func integer(
    _ option: OptionDeclaration, in range: ClosedRange<Int>
  ) throws(UsageError) -> Int? {
    guard let text = value(option) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      // A number too large for any bound says the largest; a word says only what is expected.
      let isDigits = !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
      let bounds =
        range.upperBound == Int.max && !isDigits
        ? "of \(range.lowerBound) or more" : "from \(range.lowerBound) to \(range.upperBound)"
      throw UsageError(
        "\(option.name) takes a whole number \(bounds), not '\(text)'", usage: usage)
    }
    return value
  }

  /// Throws when a positional argument was given to a subcommand that takes none.
  package func noPositionals() throws(UsageError) {
    if let extra = positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
  }
}
