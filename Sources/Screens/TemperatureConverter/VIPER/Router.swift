public import ViewKit

/// The router of VIPER: the one place the module's roles are made and wired.
public enum Router: TemperatureConverterRouterProtocol {
  /// Makes the interactor, the presenter and the view, and wires each to the next: the view
  /// owns the presenter, the presenter the interactor; the back references are weak.
  ///
  /// - Returns: The module's view controller, not loaded yet.
  @MainActor
  public static func createModule() -> ViewController {
    let interactor = Interactor()
    let presenter = Presenter(interactor: interactor)
    let view = TemperatureConverterViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
