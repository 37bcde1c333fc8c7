public import ViewKit

/// What the router does: builds the module, every role wired to the next.
@MainActor
public protocol TemperatureConverterRouterProtocol {
  /// Builds the module and returns its view, not loaded yet.
  ///
  /// - Returns: The module's view controller.
  static func createModule() -> ViewController
}
