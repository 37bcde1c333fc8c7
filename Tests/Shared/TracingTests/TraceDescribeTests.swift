import Diagnostics
import Synchronization
import Testing
import Tracing

/// `Trace.describe` spells any value in room independent of its size, through the same quoting
/// for every type.
@Suite struct TraceDescribeTests {
  /// An action shaped like a Store's: a case carrying a text and an edit-like payload.
  private enum Action {
    case tokenChanged(String)
    case inputChanged(text: String, offset: Int)
    case loaded
  }

  private struct Request {
    var token: String
    var input: String
    var count: Int
  }

  @Test func aTextIsQuotedAndCut() {
    let pasted = String(repeating: "12,", count: 100_000)
    #expect(Trace.describe(pasted) == Quoting.literal(pasted, limit: Quoting.traceLimit))
    #expect(Trace.describe(pasted).count <= Quoting.traceLimit + 4)
  }

  @Test func anEnumerationsPayloadIsQuotedAndCutLikeAText() {
    let pasted = String(repeating: "9", count: 1_000_000)
    let described = Trace.describe(Action.inputChanged(text: pasted, offset: 3))
    #expect(described == "inputChanged(text: \"999999999999999999999999\"…, offset: 3)")
    #expect(Trace.describe(Action.tokenChanged(",")) == #"tokenChanged(",")"#)
    #expect(Trace.describe(Action.loaded) == "loaded")
  }

  @Test func everyTextInsideAValueIsEscapedAsTheScenarioLanguageWritesIt() {
    let hostile = "1,\u{9B}31mRED\u{85}\u{202E}cba\u{200B}\u{2066}\u{FEFF}\u{E000}"
    let described = Trace.describe(Request(token: hostile, input: hostile, count: 2))
    #expect(described.hasPrefix("Request(token: \"1,\\u{9B}31mRED\\u{85}\\u{202E}"))
    let raw = described.unicodeScalars.filter { scalar in
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || [0x202E, 0x200B, 0x2066, 0xFEFF, 0xE000].contains(scalar.value)
    }
    #expect(raw.isEmpty)
  }

  @Test func aStructsFieldsAreShownUpToALimitAndNestingIsCut() {
    struct Wide { var a = 1, b = 2, c = 3, d = 4, e = 5 }
    #expect(Trace.describe(Wide()) == "Wide(a: 1, b: 2, c: 3, d: 4, …)")
    indirect enum Nested {
      case leaf
      case node(Nested)
    }
    #expect(Trace.describe(Nested.node(.node(.node(.node(.leaf))))) == "node(node(node(…)))")
  }

  @Test func anObjectIsShownByItsTypeNotItsFields() {
    final class Screen: CustomStringConvertible {
      var title = "History"
      var child: Screen?
      var description: String { "a screen titled \(title)" }
    }
    let screen = Screen()
    screen.child = Screen()
    #expect(Trace.describe(screen) == "Screen")
    #expect(Trace.describe(Optional(screen)) == "Screen")
    #expect(Trace.describe((screen, 1)) == "(Screen, 1)")
  }

  @Test func aCollectionIsShownByItsCount() {
    #expect(Trace.describe([1, 2, 3]) == "Array<Int>(3 elements)")
    #expect(Trace.describe(Optional("a")) == "\"a\"")
    #expect(Trace.describe(Int128.max) == String(describing: Int128.max))
  }

  @Test func aTypesOwnDescriptionIsEscapedAndCut() {
    struct Loud: CustomStringConvertible {
      var description: String { "\u{1B}]0;title\u{7}" + String(repeating: "x", count: 10_000) }
    }
    let described = Trace.describe(Loud())
    #expect(described.hasPrefix("\\u{1B}]0;title\\u{7}x"))
    #expect(described.hasSuffix("…"))
    #expect(described.count <= 512 + 20)
    #expect(!described.unicodeScalars.contains { $0.value < 0x20 })
  }
}
