public import TextEditing
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
/// - ``pieceCount`` is how many pieces the last calculation added.
///
/// ```swift
/// let calculator = Calculator()
/// calculator.token = ",;"
/// calculator.calculate(with: "1,2;x;3")  // 6
/// ```
///
/// What ``calculate(with:)`` returns depends on ``token`` and its input and nothing else. A
/// caller that knows how the input changed says so with ``calculate(with:after:)``, and only the
/// changed end of the input is read again. The arithmetic lives in ``IncrementalSum``.
public final class Calculator {
  /// The separator characters; every Unicode scalar in it splits the input.
  public var token: String {
    get { sum.token }
    set { Trace.call(self, "token", newValue) { $0.sum.token = newValue } }
  }

  // The model's state opts out of dynamic exclusivity checks, as the kit's does: every call is
  // one synchronous access, and every architecture would pay the same for a check.
  @exclusivity(unchecked) private var sum = IncrementalSum()

  /// Creates a calculator with an empty token.
  public init() {}

  /// How many pieces of the input last calculated count toward its sum: those that are an
  /// `Int`, zeros included; 0 before the first calculation.
  ///
  /// ```swift
  /// calculator.token = ","
  /// calculator.calculate(with: "1,0,x,,-2")  // -1
  /// calculator.pieceCount                    // 3
  /// ```
  ///
  /// Each calculation counts the pieces as it sums them, so reading it costs nothing more.
  public var pieceCount: Int {
    Trace.call(self, "pieceCount") { $0.sum.pieceCount }
  }

  /// Returns the exact sum of the integer pieces of `input`.
  ///
  /// - Parameter input: The text to split and sum.
  /// - Returns: The sum of every piece that is an `Int`.
  /// - Complexity: O(*n*) in the UTF-8 length of `input`.
  public func calculate(with input: String) -> Int128 {
    Trace.call(self, "calculate(with:)", input) { $0.sum.untracedSum(of: input) }
  }

  /// Returns the exact sum of the integer pieces of `input`, which `edit` made from the input of
  /// this calculator's previous calculation, reading only what the edit changed.
  ///
  /// An edit that does not fit the previous input (see ``IncrementalSum/sum(of:after:)``) is
  /// answered by reading all of `input`.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - edit: How the user changed the previous input into `input`.
  /// - Returns: The sum of every piece that is an `Int`.
  /// - Complexity: O(*k*) in the bytes the edit added or removed, when it is at the end of the
  ///   last piece; O(*n*) at worst.
  public func calculate(with input: String, after edit: TextEdit) -> Int128 {
    Trace.call(self, "calculate(with:after:)", input) { $0.sum.untracedSum(of: input, after: edit) }
  }

  /// The sum of the integer pieces of `input` split at the scalars of `token`: the
  /// specification every calculation meets, with nothing kept.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - token: The separator characters.
  /// - Returns: The sum of every piece that is an `Int`.
  /// - Complexity: O(*n* + *t* log *t*) in the UTF-8 lengths of `input` and `token`.
  public static func sum(of input: String, token: String) -> Int128 {
    var sum = IncrementalSum(token: token)
    return sum.sum(of: input)
  }
}
