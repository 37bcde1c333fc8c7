import CodeFacts
import Testing

/// A type plays a role by what it is: the role of a protocol it conforms to or of a class it
/// inherits, whatever it is called.
struct IntendedModelIndexTests {
  static let template = """
    protocol CalculatorBusinessLogic: AnyObject { func calculate() }
    protocol CalculatorPresentationLogic: AnyObject { func present() }
    final class CalculatorInteractor: CalculatorBusinessLogic {
      let presenter: any CalculatorPresentationLogic
      init(presenter: any CalculatorPresentationLogic) { self.presenter = presenter }
      func calculate() { presenter.present() }
    }
    final class CalculatorPresenter: CalculatorPresentationLogic { func present() {} }
    struct Formatter {}
    """

  @Test func theCleanSwiftTemplatesNamesPlayTheRolesOfTheirProtocols() throws {
    let fixture = try IndexFixture(sources: ["Scene.swift": Self.template])
    defer { fixture.remove() }
    let resolved = IntendedModel.cleanSwift.resolvingRoles(in: try fixture.graph())
    #expect(resolved.role(of: "CalculatorInteractor")?.name == "interactor")
    #expect(resolved.role(of: "CalculatorPresenter")?.name == "presenter")
    #expect(resolved.role(of: "Formatter") == nil)
    #expect(IntendedModel.cleanSwift.role(of: "CalculatorInteractor") == nil)
  }

  @Test func aSubclassPlaysTheRoleOfItsSuperclass() throws {
    let fixture = try IndexFixture(
      sources: ["Presenter.swift": "class Presenter {}\nfinal class TimedPresenter: Presenter {}\n"]
    )
    defer { fixture.remove() }
    let resolved = IntendedModel.mvp.resolvingRoles(in: try fixture.graph())
    #expect(resolved.role(of: "TimedPresenter")?.name == "presenter")
  }

  @Test func aClassHoldingTheViewThroughItsProtocolIsTheMVPPresenterWhateverItsName() throws {
    let fixture = try IndexFixture(
      sources: [
        "Presenter.swift": """
        protocol CalculatorViewProtocol: AnyObject { func setResultText(_ text: String) }
        final class ResultMediator {
          weak var view: (any CalculatorViewProtocol)?
          func show() { view?.setResultText("0") }
        }
        final class Formatter { func format() -> String { "0" } }
        """
      ])
    defer { fixture.remove() }
    let resolved = IntendedModel.mvp.resolvingRoles(in: try fixture.graph())
    #expect(resolved.role(of: "ResultMediator")?.name == "presenter")
    #expect(resolved.role(of: "Formatter") == nil)
  }

  @Test func aPresenterThatOnlyDismissesConvergesOnDismissAloneNotOnShowingTheNextScreen() throws {
    let fixture = try IndexFixture(
      sources: [
        "Router.swift": """
        protocol CalculatorRouterProtocol: AnyObject {
          func showHistory()
          func dismiss()
        }
        """
      ])
    defer { fixture.remove() }
    let split = IntendedModel.viper.splittingInterfaceEdges(in: try fixture.graph())
    let toRouter = split.edges.filter { $0.from == "presenter" && $0.to == "router" }
    #expect(toRouter.map(\.members) == [["dismiss"], ["showHistory"], []])
    let event = ObservedEvent(
      scenario: "s.scenario", event: 1, line: 1, action: "tap", buildsScreen: false,
      messages: [
        ObservedMessage(from: "User", to: "TextField", member: "tap", depth: 0),
        ObservedMessage(from: "Presenter", to: "Router", member: "dismiss()", depth: 1),
      ])
    let reflexion = Reflexion.compare(split, events: [event])
    #expect(
      reflexion.convergences.contains(
        "presenter → router (through CalculatorRouterProtocol) [dismiss]"))
    #expect(
      reflexion.absences.map(\.edge).contains(
        "presenter → router (through CalculatorRouterProtocol) [showHistory]"))
  }
}
