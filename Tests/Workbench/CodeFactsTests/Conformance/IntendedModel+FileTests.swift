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

  @Test(arguments: IntendedModel.all.map(\.pattern))
  func everyBundledModelReadsBackFromItsFile(pattern: String) throws {
    let model = try #require(IntendedModel.named(pattern))
    #expect(try IntendedModel.parse(try Self.json(model), path: "m.json") == model)
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
