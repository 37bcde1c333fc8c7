/// The specification written the plainest way, for tests to compare the engine against: split
/// the scalars at the token's scalars and add up what `Int(String)` accepts.
///
/// - Parameters:
///   - input: The text to sum.
///   - token: The separator characters.
/// - Returns: The sum of the pieces that are integers.
public func referenceSum(of input: String, token: String) -> Int128 {
  let separators = Set(token.unicodeScalars)
  var total: Int128 = 0
  var piece = String.UnicodeScalarView()
  for scalar in input.unicodeScalars {
    if separators.contains(scalar) {
      total += Int(String(piece)).map { Int128($0) } ?? 0
      piece = String.UnicodeScalarView()
    } else {
      piece.append(scalar)
    }
  }
  return total + (Int(String(piece)).map { Int128($0) } ?? 0)
}
