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
}
