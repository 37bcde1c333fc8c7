/// One option of a subcommand, declared once: parsing, validation, the help and the command
/// reference all read it.
///
/// ```swift
/// static let warmup = OptionDeclaration(
///   "--warmup", value: "n", help: "Untimed rounds before each process's samples.",
///   default: "1")
/// ```
package struct OptionDeclaration: Sendable, Equatable {
  /// The option as typed, `--warmup`.
  package var name: String
  /// A one-letter spelling, `-h`, if it has one.
  package var shortName: String?
  /// The value's placeholder without brackets (`n` for `<n>`), or `nil` for a flag.
  package var valueName: String?
  /// What the option does, one or more sentences.
  package var help: String
  /// The value used when the option is absent, shown as `(default: …)`.
  package var defaultValue: String?
  /// The values the option accepts, case-insensitively; empty when any value is.
  package var allowedValues: [String]

  /// Declares an option that takes a value, or with `value: nil`, a flag.
  ///
  /// - Parameters:
  ///   - name: The option as typed, starting with `--`.
  ///   - value: The value's placeholder (`n` for `<n>`), or `nil` for a flag.
  ///   - help: What the option does.
  ///   - default: The value used when the option is absent.
  ///   - allowed: The values the option accepts; empty for any.
  ///   - short: A one-letter spelling.
  package init(
    _ name: String, value: String? = nil, help: String, default: String? = nil,
    allowed: [String] = [], short: String? = nil
  ) {
    self.name = name
    self.shortName = short
    self.valueName = value
    self.help = help
    self.defaultValue = `default`
    self.allowedValues = allowed
  }

  /// Whether the option takes a value.
  package var takesValue: Bool { valueName != nil }

  /// How the option is written in a usage line and the help: `--warmup <n>`, or `--quick`.
  package var synopsis: String {
    valueName.map { "\(name) <\($0)>" } ?? name
  }

  /// The help text with the allowed values and the default spelled out.
  package var fullHelp: String {
    var text = help
    if !allowedValues.isEmpty {
      let values = Self.list(allowedValues, conjunction: "or")
      text = text.isEmpty ? values + "." : values + "; " + Self.lowercasedFirst(text)
    }
    if let defaultValue {
      text = (text.hasSuffix(".") ? String(text.dropLast()) : text) + " (default: \(defaultValue))."
    }
    return text
  }

  /// `a, b or c`.
  package static func list(_ items: [String], conjunction: String) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  private static func lowercasedFirst(_ text: String) -> String {
    guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true
    else { return text }
    return first.lowercased() + text.dropFirst()
  }
}
