import Testing

@testable import ChangeCost

@Suite struct InstrumentationTests {
  @Test func aReceivedLineAndTheImportItNeedsAreInstrumentation() {
    let lines = [
      "import Tracing", "final class Presenter {", "  func didTap() {",
      "    @Received(by: self, input) var message = #function", "    view?.clear()", "  }", "}",
    ]
    #expect(Instrumentation.flags(lines) == [true, false, false, true, false, false, false])
  }

  @Test func theImportIsCodeWhereTheFileUsesTheTracerForItsWork() {
    let lines = [
      "public import Tracing", "  @Received(by: self) var message = #function",
      "  Trace.call(self, \"tap\") { send() }",
    ]
    #expect(Instrumentation.flags(lines) == [false, true, false])
  }

  @Test func splitKeepsEachSideInOrder() {
    let split = Instrumentation.split(["a", "@Received(by: self) var message = #function", "b"])
    #expect(split.code == ["a", "b"])
    #expect(split.instrumentation == ["@Received(by: self) var message = #function"])
  }
}
