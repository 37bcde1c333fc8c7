/// How many pieces of `input` split at the scalars of `token` are an `Int`: the specification of
/// the piece count, written as plainly as ``referenceSum(of:token:)``.
///
/// - Parameters:
///   - input: The text to split.
///   - token: The separator characters.
/// - Returns: The number of pieces that `Int(String)` accepts.
func referencePieceCount(of input: String, token: String) -> Int {
  let separators = Set(token.unicodeScalars)
  var count = 0
  var piece = String.UnicodeScalarView()
  for scalar in input.unicodeScalars {
    if separators.contains(scalar) {
      count += Int(String(piece)) == nil ? 0 : 1
      piece = String.UnicodeScalarView()
    } else {
      piece.append(scalar)
    }
  }
  return count + (Int(String(piece)) == nil ? 0 : 1)
}
