/// The entity of VIPER: the calculator's values, the token and input the user asks to sum and
/// their sum, as a plain value that only the interactor keeps and changes.
struct Calculation: Sendable {
  /// The token field's text.
  var token = ""

  /// The input field's text, as the interactor's own copy.
  var input = ""

  /// The sum of the integer pieces of ``input``, as last answered; 0 for the empty input.
  var sum: Int128 = 0
}
