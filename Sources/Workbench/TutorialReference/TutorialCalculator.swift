import Foundation

/// The tutorial's own `Calculator`, kept as the reference the engine is measured and tested
/// against, with one change: it sums into `Int128`, so it cannot trap on overflow.
///
/// ```swift
/// input.components(separatedBy: CharacterSet(charactersIn: token))
///   .compactMap { Int($0) }
///   .reduce(0, +)
/// ```
///
/// It differs from ``CalculatorModel/Calculator`` only where Foundation on Linux mis-stores the
/// token (``hasKnownCharacterSetDefect(token:)``).
public final class TutorialCalculator {
  /// The separator characters.
  public var token: String = ""

  /// Creates a reference calculator with an empty token.
  public init() {}

  /// Returns the sum of the integer pieces of `input`, the tutorial's way.
  ///
  /// - Parameter input: The text to split and sum.
  /// - Returns: The exact sum.
  public func calculate(with input: String) -> Int128 {
    input.components(separatedBy: CharacterSet(charactersIn: token))
      .compactMap { Int($0) }
      .reduce(0) { $0 + Int128($1) }
  }

  /// Whether Foundation on Linux builds a wrong `CharacterSet` for `token`.
  ///
  /// `CharacterSet(charactersIn:)` keeps a token shorter than 64 UTF-16 code units in a compact
  /// form that truncates every scalar above U+FFFF to its low 16 bits when the token mixes such
  /// scalars with others, so `",😀"` splits at U+F600 instead of at 😀.
  ///
  /// - Parameter token: The separator text.
  /// - Returns: `true` when the tutorial's code may split differently from the specification.
  public static func hasKnownCharacterSetDefect(token: String) -> Bool {
    let scalars = token.unicodeScalars
    let hasSupplementary = scalars.contains { $0.value > 0xFFFF }
    let hasOthers = scalars.contains { $0.value <= 0xFFFF }
    return hasSupplementary && hasOthers && token.utf16.count < 64
  }
}
