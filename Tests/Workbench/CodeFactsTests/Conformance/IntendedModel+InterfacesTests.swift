import CodeFacts
import Testing

/// On a screen other than the calculator, the protocol two roles meet at takes the place of the
/// calculator's interface, and an edge no message of the screen can take is left out.
struct IntendedModelInterfacesTests {
  static let mvp = """
    protocol ConverterViewProtocol: AnyObject { func showFahrenheit(_ text: String) }
    final class ConverterViewController: ConverterViewProtocol {
      func showFahrenheit(_ text: String) {}
    }
    final class Presenter {
      weak var view: (any ConverterViewProtocol)?
      func convert() { view?.showFahrenheit("32") }
    }
    """

  /// The MVP model with `ConverterViewController` playing the view, as the screen's root view
  /// controller does once adopted.
  static func model() throws -> IntendedModel {
    var model = IntendedModel.mvp
    let view = try #require(model.roles.firstIndex { $0.name == "view" })
    model.roles[view].types.append("ConverterViewController")
    return model
  }

  @Test func thePresenterReachesTheViewThroughTheProtocolTheViewAdopts() throws {
    let fixture = try IndexFixture(sources: ["Converter.swift": Self.mvp])
    defer { fixture.remove() }
    let adopted = try Self.model().adoptingInterfaces(in: try fixture.graph())
    let toView = adopted.edges.filter { $0.from == "presenter" && $0.to == "view" }
    #expect(!toView.isEmpty)
    #expect(toView.allSatisfy { $0.through == "ConverterViewProtocol" })
    #expect(adopted.role(named: "view")?.isInterface("ConverterViewProtocol") == true)
    #expect(!adopted.edges.contains { $0.through == "CalculatorViewProtocol" })
  }

  @Test func anEdgeThroughMembersTheScreenNeverNamesIsLeftOutButNotOneOnlyTracesTake() throws {
    let fixture = try IndexFixture(sources: ["Converter.swift": Self.mvp])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    // The fixture pushes nothing: MVVM's view → navigation edge has no message to take.
    let push = ["pushViewController", "popViewController"]
    #expect(IntendedModel.mvvm.edges.contains { $0.members == push })
    let mvvm = IntendedModel.mvvm.adoptingInterfaces(in: graph)
    #expect(!mvvm.edges.contains { $0.members?.contains("pushViewController") == true })
    let observation = IntendedModel.mvvmObservation.adoptingInterfaces(in: graph)
    #expect(observation.edges.contains { $0.members == ["onChange"] && $0.traceOnly })
  }
}
