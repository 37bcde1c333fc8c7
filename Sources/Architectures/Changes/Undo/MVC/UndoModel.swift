public import CalculatorModel
public import TextEditing
import Tracing

/// The model of MVC with undo: the calculator and the history of the user's edits, so that the
/// controller keeps no state of its own and only mediates.
@MainActor
public final class UndoModel {
  /// What undoing gave back, and the sum of the input then on screen.
  public struct Undone: Sendable, Equatable {
    /// The field's text before the undone step, with the edit that restores it.
    public var restoration: UndoHistory.Restoration
    /// The sum of the input once the step is undone.
    public var sum: Int128
  }

  private let calculator: Calculator
  private var history = UndoHistory()

  /// Creates the model over `calculator`, which it owns, with an empty history.
  ///
  /// - Parameter calculator: The calculator to set the token of and ask for sums.
  public init(calculator: Calculator) {
    self.calculator = calculator
  }

  /// The sum of `input` with the current token, recording nothing (the screen loading).
  ///
  /// - Parameter input: The input field's text.
  /// - Returns: The sum.
  public func sum(of input: String) -> Int128 {
    calculator.calculate(with: input)
  }

  /// Records the user's token edit, sets the token, and returns the sum of `input` with it.
  ///
  /// - Parameters:
  ///   - token: The token field's new text.
  ///   - input: The input field's text.
  /// - Returns: The sum.
  public func changeToken(_ token: String, input: String) -> Int128 {
    @Received(by: self, token) var message = #function
    history.recordTokenChange(token)
    calculator.token = token
    return calculator.calculate(with: input)
  }

  /// Records the user's input edit and returns the sum of the new input.
  ///
  /// - Parameters:
  ///   - input: The input field's new text.
  ///   - edit: How the user changed the previous input into `input`.
  /// - Returns: The sum.
  public func changeInput(_ input: String, edit: TextEdit) -> Int128 {
    @Received(by: self, input) var message = #function
    history.recordInputEdit(input, edit: edit)
    return calculator.calculate(with: input, after: edit)
  }

  /// Undoes the last recorded edit, if any.
  ///
  /// - Parameter input: The input field's text before undoing.
  /// - Returns: What was given back and the sum then, or `nil` with nothing to undo.
  public func undo(input: String) -> Undone? {
    @Received(by: self) var message = #function
    switch history.undo() {
    case .token(let token):
      calculator.token = token
      return Undone(restoration: .token(token), sum: calculator.calculate(with: input))
    case .input(let restored):
      return Undone(
        restoration: .input(restored),
        sum: calculator.calculate(with: restored.text, after: restored.edit))
    case nil:
      return nil
    }
  }
}
