import TextEditing
import Tracing

/// The tutorial's model: sums the integer pieces of an input split at the token's separators.
///
/// `Calculator` keeps the tutorial's shape (a settable ``token`` and ``calculate(with:)``) and
/// gives it an exact specification:
///
/// - The separators are the Unicode scalars of ``token``, compared exactly (nothing is
///   normalised). An empty token has no separators, so the whole input is one piece.
/// - A piece counts when it matches Swift's `Int(String)` grammar (an optional `+` or `-`, then
///   one or more ASCII digits) and its value fits in `Int`; every other piece is ignored.
/// - The result is the exact sum, in `Int128`, so it never overflows and never traps.
///
/// ```swift
/// let calculator = Calculator()
/// calculator.token = ",;"
/// calculator.calculate(with: "1,2;x;3")  // 6
/// ```
///
/// The arithmetic lives in ``SumEngine``; this type is the role the architectures talk to.
public final class Calculator {
  /// The separator characters; every Unicode scalar in it splits the input.
  public var token: String {
    get { engine.token }
    set { Trace.call(self, "token", newValue) { $0.engine.token = newValue } }
  }

  private var engine = SumEngine()

  /// Creates a calculator with an empty token.
  public init() {}

  /// Returns the exact sum of the integer pieces of `input`.
  ///
  /// When `input` is the text of a field whose edit is being reported (``TextEdit/current``) and
  /// this calculator computed the field's previous text, only the part after the last separator
  /// that the edit kept is scanned again.
  ///
  /// - Parameter input: The text to split and sum.
  /// - Returns: The sum of every piece that is an `Int`.
  /// - Complexity: O(*n*) in the UTF-8 length of `input`; O(*m*) for an edit at the end, where
  ///   *m* is the length of the input's last piece plus the bytes added.
  public func calculate(with input: String) -> Int128 {
    Trace.call(self, "calculate(with:)", input) { $0.engine.sum(of: input, edit: TextEdit.current) }
  }
}
