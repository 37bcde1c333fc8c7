import Diagnostics

/// One message that crossed a role boundary: who sent what to whom, and what came back.
public struct TraceMessage: Sendable, Equatable, Codable {
  /// What a message is, for counting.
  public enum Kind: String, Sendable, Codable {
    /// A call from one role to another.
    case call
    /// The user acting on a widget.
    case userInput
    /// A property being set to a value: shown `role: member = value`.
    case assignment
  }

  /// The sending role.
  public var from: String
  /// The receiving role.
  public var to: String
  /// The member called, such as `didChangeInputText`.
  public var member: String
  /// The value the message carried, already described (strings are quoted).
  public var argument: String?
  /// What the call returned, described, when it returned something.
  public var result: String?
  /// How deeply the message is nested in the messages that led to it (0 for the user's edit).
  public var depth: Int
  /// What the message is.
  public var kind: Kind
  /// When the message was sent on the screen's virtual clock, when that is not zero.
  public var time: Duration?

  /// The message as one line: `CalculatorView → CalculatorViewController:
  /// didChangeInputText("1,2")`, with ` → 3` when it returned something, and led by `at 300ms: `
  /// when it was sent at a virtual time other than zero.
  public var line: String {
    var text = "\(from) → \(to): \(member)"
    if let time { text = "at \(DurationText.text(of: time)): " + text }
    if let argument {
      if kind == .assignment {
        text += " = \(argument)"
      } else if member.hasSuffix(":)") {
        text = String(text.dropLast()) + " \(argument))"
      } else {
        text += "(\(argument))"
      }
    }
    if let result { text += " → \(result)" }
    return text
  }
}
