/// The accessibility identifiers of the calculator screen's widgets: the surface a UI test (and
/// the workbench's harness) drives.
public enum AccessibilityIdentifier {
  /// The token field, holding the separator characters.
  public static let tokenTextField = "tokenTextField"

  /// The input field, holding the text to sum.
  public static let inputTextField = "inputTextField"

  /// The label showing the sum.
  public static let resultLabel = "resultLabel"

  /// The label showing how many pieces count toward the sum.
  public static let pieceCountLabel = "pieceCountLabel"
}
