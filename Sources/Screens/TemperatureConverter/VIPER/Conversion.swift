/// The entity of VIPER: the temperatures the interactor last converted, as the fields write
/// them; plain data, known only to the interactor.
struct Conversion: Sendable {
  /// The Celsius text last shown.
  var celsius = ""

  /// The Fahrenheit text last shown.
  var fahrenheit = ""
}
