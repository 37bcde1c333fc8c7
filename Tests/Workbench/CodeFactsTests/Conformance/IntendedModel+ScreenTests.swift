import CodeFacts
import Testing

/// On a screen other than the calculator, roles by what its types are: the types it uses from
/// its own shared modules play their layer's role, and the type that makes the screen assembles.
struct IntendedModelScreenTests {
  static let screen = """
    struct Booking { var date = "" }
    final class BookingHolder { var booking = Booking() }
    enum BookerScreen { static func makeRootViewController() -> BookingHolder { BookingHolder() } }
    """

  @Test func theTypesOfTheScreensModelModulePlayTheModel() throws {
    let fixture = try IndexFixture(module: "Booker", sources: ["Screen.swift": Self.screen])
    defer { fixture.remove() }
    let graph = try fixture.graph()
    let adopted = IntendedModel.mvc.adopting(screenLayers: ["Booker": .model], in: graph)
    #expect(adopted.role(of: "Booking")?.name == "model")
    #expect(IntendedModel.mvc.role(of: "Booking") == nil)
    let elsewhere = IntendedModel.mvc.adopting(screenLayers: ["Other": .model], in: graph)
    #expect(elsewhere.role(of: "Booking") == nil)
  }

  @Test func theTypeThatMakesTheRootViewControllerAssemblesTheScreen() throws {
    let fixture = try IndexFixture(module: "Booker", sources: ["Screen.swift": Self.screen])
    defer { fixture.remove() }
    let adopted = IntendedModel.mvp.adopting(screenLayers: [:], in: try fixture.graph())
    #expect(adopted.role(of: "BookerScreen")?.name == "screen")
    #expect(adopted.role(of: "BookingHolder") == nil)
  }

  @Test func aDeclarativeViewPlaysTheViewAndTheClassItHoldsTheViewModel() throws {
    let fixture = try IndexFixture(
      module: "Converter",
      sources: [
        "Screen.swift": """
        import DeclarativeKit
        final class ConverterModel { var celsius = "" }
        struct ConverterView: View {
          let viewModel: ConverterModel
          var body: any View { self }
        }
        final class Unheld {}
        """
      ], dependency: (module: "DeclarativeKit", sources: ["View.swift": "public protocol View {}"]))
    defer { fixture.remove() }
    let model = try IntendedModel.load(
      file: StaticConformanceTests.packageRoot
        + "/Sources/Architectures/IntendedModels/ObservableMVVM.json")
    let adopted = model.adopting(screenLayers: [:], in: try fixture.graph())
    #expect(adopted.role(of: "ConverterView")?.name == "view")
    #expect(adopted.role(of: "ConverterModel")?.name == "view model")
    #expect(adopted.role(of: "Unheld") == nil)
    // In a UIKit-shaped pattern the calculator's view is the kit's: no type of the screen's
    // takes it from a base of the declarative kit.
    #expect(
      IntendedModel.mvvm.adopting(screenLayers: [:], in: try fixture.graph())
        .role(of: "ConverterModel") == nil)
  }
}
