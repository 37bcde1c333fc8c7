public import TextEditing

/// One thing a user does on the calculator screen, as a role receives it.
public enum RoleStep: Sendable, CustomStringConvertible {
  /// The token field now holds the text.
  case token(String)

  /// The input field changed by an edit.
  case input(EditedText)

  /// The step as a short phrase, for test names and failures.
  public var description: String {
    switch self {
    case .token(let token): "token \(String(reflecting: token))"
    case .input(let change): "input \(String(reflecting: change.text)) after \(change.edit)"
    }
  }
}

/// The script every architecture's role tests play: typing, deleting, pasting, clearing, token
/// changes and made-up changes, each step with the result the screen must show after it.
///
/// Playing the same script in every target is what makes the role tests comparable: each
/// target's test only says how its role receives a step and how it shows a result.
public enum RoleScript {
  /// The steps, with the result text expected after each.
  public static var steps: [(step: RoleStep, result: String)] {
    var field = SimulatedField()
    return [
      (.token(","), "0"),
      (.input(field.type("1")), "1"),
      (.input(field.type(",2")), "3"),
      (.input(field.type("0")), "21"),
      (.input(field.deleteBackward()), "3"),
      (.input(field.deleteBackward()), "1"),
      (.input(field.type("-5,x,")), "-4"),
      (.input(field.paste("5,6,7")), "18"),
      (.token(";"), "0"),
      (.token(","), "18"),
      (.input(field.type(",9223372036854775807")), "9223372036854775825"),
      (.input(field.clear()), "0"),
      (.input(field.type("4,4")), "8"),
      // A range past the end of the text.
      (
        .input(field.madeUp("4,4,1", reporting: TextEdit(range: 7..<7, replacementString: ",1"))),
        "9"
      ),
      // Lengths that do not add up.
      (.input(field.madeUp("1,2", reporting: TextEdit(range: 5..<5, replacementString: "0"))), "3"),
      // A replacement that is not where the range says.
      (.input(field.madeUp("1,7", reporting: TextEdit(range: 2..<3, replacementString: "8"))), "8"),
      (.input(field.type("0")), "71"),
      (.input(field.deleteBackward()), "8"),
    ]
  }
}

extension RoleScript {
  /// The results the screen must show, one a step.
  public static var expectedResults: [String] { steps.map(\.result) }

  /// Plays every step through `receive`, which hands the step to a role and returns the result
  /// text the role shows afterwards, and returns those texts in order.
  ///
  /// - Parameter receive: Hands a step to the role under test and reads what it shows.
  /// - Returns: The result text after each step.
  /// - Throws: What `receive` throws.
  public static func play(_ receive: (RoleStep) throws -> String) rethrows -> [String] {
    try steps.map { try receive($0.step) }
  }
}
