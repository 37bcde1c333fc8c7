import CodeFacts
import Foundation
import Testing

/// Issue 48: MV's model is a type of the architecture's own that plays the model, whose layer is
/// the shared model's; what its members reach is its edge, not that of the view bound to it.
extension IndexConformanceTests {
  /// MV: the model is the architecture's own type, of the model's role; the view binds to it.
  static let mv = IntendedModel(
    pattern: "MV", definition: "views bound to an @Observable model",
    roles: [
      PatternRole("view", types: ["CalculatorView"], duty: "Shows."),
      PatternRole("model", types: ["Model"], layer: .model, duty: "Holds the state."),
    ],
    edges: [
      AllowedEdge("view", "model", why: "The view binds to the model."),
      AllowedEdge("model", "service", why: "The model asks the service."),
    ])

  /// The slow service, in the shared model's module.
  static let service = (
    module: "CalculatorModel",
    sources: [
      "SumService.swift": """
      public final class SumService {
        public init() {}
        public func sum(of input: String) -> Int { input.count }
      }
      """
    ]
  )

  /// A binding's dynamic member, as `$model.token` is.
  static let bindable = """
    @dynamicMemberLookup
    struct Bindable<Object: AnyObject> {
      let object: Object
      subscript(dynamicMember path: ReferenceWritableKeyPath<Object, String>) -> (String) -> Void {
        { [object] text in object[keyPath: path] = text }
      }
    }
    """

  /// slow-service in MV: the view binds to the model's `token`, whose setter asks the service.
  ///
  /// What the model's members reach is the model's edge, not the view's.
  @Test func aViewBindingToAModelPropertyDoesNotReachWhatTheModelReaches() throws {
    let fixture = try IndexFixture(
      sources: [
        "Bindable.swift": Self.bindable,
        "Model.swift": """
        import CalculatorModel
        import Observation
        @Observable
        final class Model {
          var resultText = ""
          @ObservationIgnored private let sumService: SumService
          init(sumService: SumService) { self.sumService = sumService }
          var token: String {
            get { "" }
            set { requestSum() }
          }
          private func requestSum() { resultText = String(sumService.sum(of: "1")) }
        }
        """,
        "CalculatorView.swift": """
        struct CalculatorView {
          let model: Model
          func bind() -> (String) -> Void { Bindable(object: model).token }
        }
        """,
      ], dependency: Self.service)
    defer { fixture.remove() }
    let found = IndexConformance.check(
      try fixture.graph(), model: Self.mv, root: fixture.folder.path)
    #expect(found.isEmpty, "\(found)")
  }

  /// A view that reaches the service through a helper of no role reaches it itself.
  @Test func aViewReachingTheServiceThroughAHelperIsStillReported() throws {
    let fixture = try IndexFixture(
      sources: [
        "Fetcher.swift": """
        import CalculatorModel
        final class Fetcher {
          let sumService = SumService()
          func fetch() -> Int { sumService.sum(of: "1") }
        }
        """,
        "CalculatorView.swift": """
        struct CalculatorView {
          let fetcher = Fetcher()
          func show() -> Int {
            fetcher.fetch()
          }
        }
        """,
      ], dependency: Self.service)
    defer { fixture.remove() }
    let found = IndexConformance.check(
      try fixture.graph(), model: Self.mv, root: fixture.folder.path)
    #expect(found.map(\.location) == ["CalculatorView.swift:4:13"])
    #expect(found.first?.rule == "view → service is no edge of MV")
  }
}
