import CodeFacts
import Testing

/// A symbol's module, read from its USR, decides which layer a type belongs to.
struct IndexedSymbolTests {
  @Test(arguments: [
    ("s:3MVC9PresenterC", "MVC"), ("s:19UnidirectionalStore7ReducerO", "UnidirectionalStore"),
    ("s:e:s:1B3SubC2goyyF", "B"), ("s:7ViewKit5LabelC", "ViewKit"),
  ])
  func theModuleIsTheFirstNameOfTheUSR(usr: String, module: String) {
    #expect(IndexedSymbol.module(ofUSR: usr) == module)
  }

  @Test(arguments: ["s:Si", "s:SS", "c:@M@CalculatorModel", "", "s:", "s:9Short"])
  func aUSRThatNamesNoModuleHasNone(usr: String) {
    #expect(IndexedSymbol.module(ofUSR: usr) == nil)
  }

  @Test func onlyGlobalAndStaticVariablesAreSharedStorage() {
    let global = IndexedSymbol(usr: "s:1B1xSivp", name: "x", kind: .variable)
    let local = IndexedSymbol(usr: "s:1B1xSivp", name: "x", kind: .variable, isLocal: true)
    let field = IndexedSymbol(usr: "s:1B1T1xSivp", name: "x", kind: .instanceProperty)
    let statics = IndexedSymbol(usr: "s:1B1T1xSivpZ", name: "x", kind: .staticProperty)
    #expect([global, local, field, statics].map(\.isSharedStorage) == [true, false, false, true])
  }
}
