public import ViewKit

/// The router of VIPER: builds the module and wires its roles.
public enum Router: CrudRouterProtocol {
  /// Returns the view controller, owning the presenter, which owns the interactor.
  @MainActor
  public static func createModule() -> ViewController {
    let interactor = Interactor()
    let presenter = Presenter(interactor: interactor)
    let view = CrudViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
