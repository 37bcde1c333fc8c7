/// The accessibility identifiers of the temperature converter's widgets: the surface a UI test
/// (and the workbench's harness) drives.
public enum TemperatureConverterIdentifier {
  /// The field of degrees Celsius.
  public static let celsiusTextField = "celsiusTextField"

  /// The field of degrees Fahrenheit.
  public static let fahrenheitTextField = "fahrenheitTextField"
}
