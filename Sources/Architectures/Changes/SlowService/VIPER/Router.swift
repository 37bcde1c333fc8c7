public import CalculatorModel
public import ViewKit

/// The router of VIPER (its wireframe): builds the module, creating the view, the presenter and
/// the interactor and wiring each to the protocols of the others.
///
/// On this single screen building is all there is to do. With more screens the router would
/// also navigate: the presenter would hold it through ``CalculatorRouterProtocol`` and ask it to
/// show another module, and the router, holding the view controller weakly, would build that
/// module with its own router and present it.
public enum Router: CalculatorRouterProtocol {
  /// Builds the calculator module.
  ///
  /// The view owns the presenter, the presenter owns the interactor, the interactor talks to
  /// the slow service; the presenter's view and the interactor's output are weak, so releasing
  /// the view releases the whole module.
  ///
  /// - Parameter sumService: The slow service the interactor asks for sums.
  /// - Returns: The module's view, its view not loaded yet.
  @MainActor
  public static func createModule(sumService: SumService) -> ViewController {
    let interactor = Interactor(sumService: sumService)
    let presenter = Presenter(interactor: interactor)
    let view = CalculatorViewController(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
