/// The entity of VIPER: the calculator's values, the input the user asks to sum and its sum, as
/// a plain value that only the interactor keeps and changes.
struct Calculation: Sendable {
  /// The input field's text, as the interactor's own copy.
  var input = ""

  /// The sum of the integer pieces of ``input``; 0 for the empty input.
  var sum: Int128 = 0
}
