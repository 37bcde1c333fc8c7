import ScenarioLanguage
import SeededRandom
import Testing
import WorkbenchTestSupport

/// Seeded random tests of the parser: it never crashes on any bytes, and it reads back exactly
/// what a scenario writer writes.
@Suite struct ScenarioParserFuzzTests {
  private static let fragments: [[UInt8]] = [
    "type", "set", "delete", "clear", "expect", "token", "input", "result", " ", "\t", "\"", "\\",
    "\\u{", "}", "*", "#", "\n", "\r\n", "\r", "1", "0", "-", "99999999999", "\u{301}", "é",
    "\\n", "\\u{1F600}", "\\u{D800}", "\u{FEFF}", "x", "10000000", "\0", "😀",
  ].map { Array($0.utf8) }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func neverCrashesAndPointsInsideTheFile(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<1500 {
      var bytes: [UInt8] = random.next() % 8 == 0 ? [0xEF, 0xBB, 0xBF] : []
      for _ in 0..<Int.random(in: 0..<40, using: &random) {
        if Int.random(in: 0..<5, using: &random) == 0 {
          bytes.append(UInt8.random(in: 0...255, using: &random))
        } else {
          bytes += Self.fragments.randomElement(using: &random) ?? []
        }
      }
      let lineCount = bytes.count { $0 == 0x0A } + 1
      let errors = scenarioErrors(bytes)
      #expect(errors.count <= ScenarioLimits.maximumErrorCount + 1)
      for error in errors {
        #expect((1...lineCount).contains(error.line))
        #expect((1...bytes.count + 1).contains(error.column))
        #expect(!error.message.isEmpty)
      }
      #expect(scenarioErrors(bytes) == errors)
    }
  }

  private static let alphabet: [String] = [
    "1", "2", "0", "-", "+", ",", ";", "x", " ", "#", "*", "\"", "\\", "\n", "\r", "\r\n", "\t",
    "\0", "\u{1}", "\u{7F}", "·", "😀", "e\u{301}", "\u{301}", "\u{200D}", "\u{FEFF}", "🇫🇷",
  ]

  @Test(arguments: [10, 20, 30] as [UInt64])
  func readsBackWhatAWriterWrites(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<200 {
      var lines: [String] = random.next() % 2 == 0 ? ["# A random scenario."] : []
      var steps: [Step] = []
      for _ in 0..<Int.random(in: 0..<12, using: &random) {
        let (directive, source) = Self.randomDirective(using: &random)
        let padding = ["", " ", "\t"].randomElement(using: &random) ?? ""
        let comment = random.next() % 3 == 0 ? " # \"a comment\" \\q" : ""
        if random.next() % 4 == 0 {
          lines.append(["", "# between", "   "].randomElement(using: &random) ?? "")
        }
        lines.append(padding + source + comment)
        steps.append(Step(line: lines.count, directive: directive))
      }
      let lineBreak = random.next() % 2 == 0 ? "\n" : "\r\n"
      let source = lines.joined(separator: lineBreak)
      let bom: [UInt8] = random.next() % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []
      let scenario = try ScenarioParser.parse(bom + Array(source.utf8), path: "random.scenario")
      #expect(scenario.steps == steps, "\(source.debugDescription)")
    }
  }

  private static func randomDirective(using random: inout SplitMix64) -> (Directive, String) {
    let field = Field.shortNames.randomElement(using: &random) ?? .input
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      let (text, literal) = randomText(using: &random)
      return (.type(field, text), "type \(field.name) \(literal)")
    case 1:
      let (text, literal) = randomText(using: &random)
      return (.set(field, text), "set  \(field.name)\t\(literal)")
    case 2:
      let count = Int.random(in: 1...20, using: &random)
      if count == 1, random.next() % 2 == 0 {
        return (.delete(field, count: 1), "delete \(field.name)")
      }
      return (.delete(field, count: count), "delete \(field.name) \(count)")
    case 3:
      return (.clear(field), "clear \(field.name)")
    default:
      let (text, literal) = randomText(using: &random)
      if random.next() % 3 == 0 { return (.expect(.result, text), "expect result \(literal)") }
      return (.expect(.field(field), text), "expect \(field.name) \(literal)")
    }
  }

  /// Returns a text and a literal that spells it, perhaps repeated.
  private static func randomText(using random: inout SplitMix64) -> (String, String) {
    var piece = ""
    var literal = "\""
    for _ in 0..<Int.random(in: 0..<6, using: &random) {
      let text = alphabet.randomElement(using: &random) ?? ""
      piece += text
      for scalar in text.unicodeScalars {
        literal += spell(scalar, using: &random)
      }
    }
    literal += "\""
    guard random.next() % 3 == 0 else { return (piece, literal) }
    let count = Int.random(in: 1...5, using: &random)
    let star = ["*", " * ", "\t*  "].randomElement(using: &random) ?? "*"
    return (String(repeating: piece, count: count), literal + star + String(count))
  }

  private static func spell(_ scalar: Unicode.Scalar, using random: inout SplitMix64) -> String {
    switch scalar {
    case "\\": return #"\\"#
    case "\"": return #"\""#
    case "\n": return #"\n"#
    case "\r": return #"\r"#
    case "\0": return random.next() % 2 == 0 ? #"\0"# : #"\u{0}"#
    case "\t": return random.next() % 2 == 0 ? #"\t"# : "\t"
    default:
      if scalar.value < 0x20 || scalar.value == 0x7F || random.next() % 4 == 0 {
        let digits = String(scalar.value, radix: 16, uppercase: random.next() % 2 == 0)
        let zeros = String(
          repeating: "0", count: Int.random(in: 0...(8 - digits.count), using: &random))
        return "\\u{" + zeros + digits + "}"
      }
      return String(scalar)
    }
  }
}
