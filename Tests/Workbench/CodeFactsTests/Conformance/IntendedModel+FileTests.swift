import CodeFacts
import Foundation
import Testing

/// A model file is read as the report writes a model, and what is wrong in one is reported at
/// its line and column.
struct IntendedModelFileTests {
  static func json(_ model: IntendedModel) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(model), as: UTF8.self)
  }

  @Test(arguments: IntendedModelTests.patterns)
  func everyBundledModelReadsBackAsAReportWritesIt(pattern: String) throws {
    let model = IntendedModel.bundled(pattern)
    #expect(try IntendedModel.parse(try Self.json(model), path: "m.json") == model)
  }

  /// A tiny model whose one edge is `edge`.
  static func tiny(edge: String) -> String {
    """
    {
      "pattern": "Tiny", "definition": "A tiny pattern.",
      "roles": [{"name": "a", "duty": "Does a."}],
      "edges": [\(edge)]
    }
    """
  }

  @Test(arguments: [
    (
      #"{"from": "a", "to": "a", "thruogh": "P", "why": "It may."}"#,
      "tiny.json:4:49: error: unknown key 'thruogh'; an entry of 'edges' has the keys from, to, "
        + "through, members, excludedMembers, whileHandlingFrom, traceOnly, why, absentBecause"
    ),
    (
      #"{"from": "a", "to": "a", "why": " "}"#,
      "tiny.json:4:45: error: say why the pattern has this rule, in one sentence of its "
        + "definition"
    ),
  ])
  func aMisspeltKeyOrAnEmptyWhyIsReportedAtItsValue(edge: String, message: String) throws {
    let error = #expect(throws: ModelFileError.self) {
      try IntendedModel.parse(Self.tiny(edge: edge), path: "tiny.json")
    }
    #expect(error?.description == message)
  }

  @Test func aRoleWritesOnlyWhatItSaysAndTheRestDefaults() throws {
    let text = Self.tiny(edge: #"{"from": "a", "to": "kit", "why": "It draws."}"#)
    let model = try IntendedModel.parse(text, path: "tiny.json")
    #expect(model.role(named: "a") == PatternRole("a", duty: "Does a."))
    #expect(model.edges.last == AllowedEdge("a", "kit", why: "It draws."))
    #expect(model.assemblers == ["screen"])
  }

  @Test func anEdgeFromARoleNoOneDeclaredIsReportedAtItsName() throws {
    let text = """
      {
        "pattern": "Tiny", "definition": "A tiny pattern.",
        "roles": [{"name": "a", "types": ["A"], "interfaces": [], "keepsNoState": false,
          "duty": "Does a."}],
        "edges": [
          {"from": "a", "to": "b", "excludedMembers": [], "traceOnly": false, "why": "It may."}
        ]
      }
      """
    let error = #expect(throws: ModelFileError.self) {
      try IntendedModel.parse(text, path: "tiny.json")
    }
    #expect(error?.description == "tiny.json:6:25: error: no role is called 'b'")
  }

  @Test func aMissingKeyIsReportedAtTheObjectThatLacksIt() throws {
    let text = """
      {
        "pattern": "Tiny", "definition": "A tiny pattern.",
        "roles": [
          {"name": "a", "types": ["A"], "interfaces": [], "keepsNoState": false}
        ],
        "edges": []
      }
      """
    let error = #expect(throws: ModelFileError.self) {
      try IntendedModel.parse(text, path: "tiny.json")
    }
    #expect(error?.description == "tiny.json:4:5: error: missing key 'duty'")
  }

  @Test func textThatIsNoJSONIsReportedWhereItStops() throws {
    let error = #expect(throws: ModelFileError.self) {
      try IntendedModel.parse("{\n  \"pattern\": \"Tiny\",,\n}", path: "tiny.json")
    }
    #expect(error?.description == "tiny.json:2:21: error: expected a key in quotes")
  }
}
