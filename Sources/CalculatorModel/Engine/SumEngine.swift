public import TextEditing

/// Computes the calculator's sums. (Placeholder: a plain scalar-by-scalar implementation.)
public struct SumEngine {
  /// The separator text.
  public var token: String = "" {
    didSet { separators = Set(token.unicodeScalars) }
  }

  private var separators: Set<Unicode.Scalar> = []

  /// Creates an engine with no separators.
  public init() {}

  /// Returns the exact sum of the integer pieces of `input` split at the scalars of `token`,
  /// with no state kept between calls.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - token: The separator text.
  /// - Returns: The sum.
  public static func sum(of input: String, token: String) -> Int128 {
    var engine = SumEngine()
    engine.token = token
    return engine.sum(of: input, edit: nil)
  }

  /// Returns the exact sum of the integer pieces of `input`.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - edit: The edit that produced `input`, if known.
  /// - Returns: The sum.
  public mutating func sum(of input: String, edit: TextEdit?) -> Int128 {
    var total: Int128 = 0
    var piece = ""
    for scalar in input.unicodeScalars {
      if separators.contains(scalar) {
        if let value = Int(piece) { total += Int128(value) }
        piece = ""
      } else {
        piece.unicodeScalars.append(scalar)
      }
    }
    if let value = Int(piece) { total += Int128(value) }
    return total
  }
}
