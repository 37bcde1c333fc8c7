import CodeFacts
import Testing

@testable import ChangeCost

@Suite struct DeclaredNamesTests {
  static func names(_ source: String) -> [String] {
    DeclaredNames.names(in: SwiftLexer.lex(source).tokens)
  }

  @Test func namesAnExtensionsMembersAfterTheirType() {
    let source = """
      extension Signal {
        public func compactMap<T>(_ transform: @escaping (Value) -> T?) -> Signal<T> {
          let mapped = Signal<T>()
          return mapped
        }
      }
      """
    #expect(Self.names(source) == ["Signal.compactMap"])
  }

  @Test func namesTopLevelTypesAndTheirMembersButNotPrivateOnesOrLocals() {
    let source = """
      public final class SumService {
        public private(set) var counts = 0
        private let scheduler: Int
        class func make() -> SumService { let local = 1; return SumService() }
      }
      private final class SumRequest {}
      func helper() { var inner = 0 }
      """
    #expect(Self.names(source) == ["SumService", "SumService.counts", "SumService.make", "helper"])
  }
}
