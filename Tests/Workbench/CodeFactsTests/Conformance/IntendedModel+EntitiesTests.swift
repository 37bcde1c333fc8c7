import CodeFacts
import Testing

/// On a screen other than the calculator, VIPER's entity is the plain data its interactor
/// works on, declared by the implementation or by the screen's model module, whatever its name.
struct IntendedModelEntitiesTests {
  static let booking = (
    module: "Booking",
    sources: [
      "FlightBooking.swift": """
      public struct FlightBooking { public var date = ""; public init() {} }
      """
    ]
  )

  static let viper = """
    import Booking
    struct Conversion { var celsius = "" }
    struct DisplayRow { var text = "" }
    final class Interactor {
      private var conversion = Conversion()
      private var booking = FlightBooking()
      func convert() { conversion.celsius = booking.date }
    }
    final class Presenter {
      func show() -> DisplayRow { DisplayRow(text: "") }
    }
    """

  @Test func theStructuresTheInteractorUsesPlayTheEntity() throws {
    let fixture = try IndexFixture(
      module: "Screen", sources: ["Screen.swift": Self.viper], dependency: Self.booking)
    defer { fixture.remove() }
    let graph = try fixture.graph()
    let layers: [String: ExternalLayer] = ["Booking": .model]
    let adopted = IntendedModel.viper.adopting(screenLayers: layers, in: graph)
      .resolvingRoles(in: graph).adoptingEntities(screenLayers: layers, in: graph)
    #expect(adopted.role(of: "Conversion")?.name == "entity")
    #expect(adopted.role(of: "FlightBooking")?.name == "entity")
    #expect(adopted.role(of: "DisplayRow") == nil)
    #expect(
      IntendedModel.mvc.adoptingEntities(screenLayers: layers, in: graph).roles
        == IntendedModel.mvc.roles)
  }

  @Test func aPresenterNamingTheEntityBreaksVIPER() throws {
    // objc.io's VIPER: the interactor never passes entities to the presenter, only plain values.
    var model = IntendedModel.viper
    let entity = try #require(model.roles.firstIndex { $0.name == "entity" })
    model.roles[entity].types.append("CrudEntry")
    let presenter = """
      final class Presenter {
        func didUpdateEntries(_ entries: [CrudEntry]) {}
      }
      """
    let violations = StaticConformance.check(
      sources: [("Presenter.swift", presenter)], model: model,
      knownTypes: KnownTypes(["CrudEntry": .model]))
    #expect(violations.contains { $0.rule == "presenter → entity is no edge of VIPER" })
  }
}
