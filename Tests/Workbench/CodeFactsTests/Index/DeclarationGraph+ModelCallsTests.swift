import CodeFacts
import Testing

/// A role that calls a model of pure functions uses it; one that computes the answer itself,
/// with or without a helper of its own, does not.
struct DeclarationGraphModelCallsTests {
  static let conversions = (
    module: "Conversions",
    sources: [
      "Conversion.swift": """
      public enum Conversion {
        public static func fahrenheit(fromCelsius celsius: Int) -> Int { celsius * 9 / 5 + 32 }
      }
      """
    ]
  )

  @Test func aControllerCallingTheModelsFunctionCallsTheModel() throws {
    let fixture = try IndexFixture(
      module: "Screen",
      sources: [
        "Controller.swift": """
        import Conversions
        final class Controller {}
        extension Controller {
          func didChangeCelsius(_ celsius: Int) -> Int { Conversion.fahrenheit(fromCelsius: celsius) }
        }
        """
      ], dependency: Self.conversions)
    defer { fixture.remove() }
    let graph = try fixture.graph()
    #expect(graph.typesCalling(functionsOf: ["Conversions"]) == ["Controller"])
    #expect(graph.typesCalling(functionsOf: ["Other"]).isEmpty)
  }

  @Test func aControllerConvertingItselfCallsNoModel() throws {
    let fixture = try IndexFixture(
      module: "Screen",
      sources: [
        "Controller.swift": """
        import Conversions
        final class Controller {
          func didChangeCelsius(_ celsius: Int) -> Int { Self.convert(celsius) }
          static func convert(_ celsius: Int) -> Int { celsius * 9 / 5 + 32 }
        }
        """
      ], dependency: Self.conversions)
    defer { fixture.remove() }
    let graph = try fixture.graph()
    #expect(graph.typesCalling(functionsOf: ["Conversions", "Screen"]).isEmpty)
  }
}

extension DeclarationGraphModelCallsTests {
  @Test func aCallInAnObservablePropertysDidSetIsACallOfItsClass() throws {
    // `@Observable` moves the `didSet` into its expansion, whose occurrences are implicit.
    let fixture = try IndexFixture(
      module: "Screen",
      sources: [
        "ViewModel.swift": """
        import Conversions
        import Observation
        @Observable
        final class ViewModel {
          var celsius = 0 {
            didSet { fahrenheit = Conversion.fahrenheit(fromCelsius: celsius) }
          }
          var fahrenheit = 0
        }
        """
      ], dependency: Self.conversions)
    defer { fixture.remove() }
    let graph = try fixture.graph()
    #expect(graph.typesCalling(functionsOf: ["Conversions"]) == ["ViewModel"])
    #expect(graph.uses.values.joined().allSatisfy { $0.symbol.name != "fahrenheit(fromCelsius:)" })
  }
}
