import ScenarioLanguage
import Testing
import WorkbenchTestSupport

/// One well-formed line and the directive it means.
struct DirectiveCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var directive: Directive

  var testDescription: String { name }
}

/// One malformed file and the single error it must produce.
struct ErrorCase: CustomTestStringConvertible, Sendable {
  var name: String
  var source: String
  var line = 1
  var column: Int
  var message: String
  var hint: String?

  var testDescription: String { name }
}

@Suite struct ScenarioParserTests {
  static let directives: [DirectiveCase] = [
    .init(name: "type into the token", source: #"type token ",;""#, directive: .type(.token, ",;")),
    .init(
      name: "type into the input", source: #"type input "1,2;3""#, directive: .type(.input, "1,2;3")
    ),
    .init(name: "set", source: #"set input "10,x,20""#, directive: .set(.input, "10,x,20")),
    .init(name: "set to empty", source: #"set token """#, directive: .set(.token, "")),
    .init(name: "type nothing", source: #"type input """#, directive: .type(.input, "")),
    .init(
      name: "delete once by default", source: "delete input", directive: .delete(.input, count: 1)),
    .init(name: "delete a count", source: "delete token 3", directive: .delete(.token, count: 3)),
    .init(
      name: "delete the largest count", source: "delete input 10000000",
      directive: .delete(.input, count: 10_000_000)),
    .init(name: "clear", source: "clear token", directive: .clear(.token)),
    .init(name: "wait milliseconds", source: "wait 300ms", directive: .wait(.milliseconds(300))),
    .init(name: "wait seconds", source: "wait 2s", directive: .wait(.seconds(2))),
    .init(name: "wait minutes", source: "wait 10min", directive: .wait(.seconds(600))),
    .init(name: "wait minutes, short", source: "wait 10m", directive: .wait(.seconds(600))),
    .init(name: "wait an hour", source: "wait 1h", directive: .wait(.seconds(3_600))),
    .init(
      name: "wait with leading zeros", source: "wait 0000000001h",
      directive: .wait(.seconds(3_600))),
    .init(
      name: "wait a decimal", source: "wait 1.5s", directive: .wait(.milliseconds(1_500))),
    .init(
      name: "wait a decimal below one", source: "wait 0.3s", directive: .wait(.milliseconds(300))),
    .init(name: "wait no time", source: "wait 0ms", directive: .wait(.zero)),
    .init(name: "wait a whole day", source: "wait 1440min", directive: .wait(.seconds(86_400))),
    .init(
      name: "expect the result", source: #"expect result "6""#, directive: .expect(.result, "6")),
    .init(
      name: "expect the token", source: #"expect token """#, directive: .expect(.field(.token), "")),
    .init(
      name: "expect the input", source: #"expect input "10,x""#,
      directive: .expect(.field(.input), "10,x")),
    .init(
      name: "never the result", source: #"never result "1""#, directive: .never(.result, "1")),
    .init(
      name: "never a widget", source: #"never pieceCountLabel "3""#,
      directive: .never(.widget("pieceCountLabel"), "3")),
    .init(
      name: "repeat a literal", source: #"type input "5," * 3"#, directive: .type(.input, "5,5,5,")),
    .init(
      name: "repeat without blanks", source: #"set input "ab"*2"#, directive: .set(.input, "abab")),
    .init(
      name: "repeat once", source: #"expect input "ab" * 1"#,
      directive: .expect(.field(.input), "ab")),
    .init(
      name: "repeat count with leading zeros", source: #"type input "x" * 007"#,
      directive: .type(.input, "xxxxxxx")),
    .init(
      name: "repeat an expectation", source: #"expect input "5," * 2"#,
      directive: .expect(.field(.input), "5,5,")),
    .init(
      name: "simple escapes", source: #"type input "\\ \" \n \r \t \0""#,
      directive: .type(.input, "\\ \" \n \r \t \0")),
    .init(
      name: "CR LF escape", source: #"type token "\r\n""#, directive: .type(.token, "\r\n")),
    .init(name: "scalar escape", source: #"type token "\u{B7}""#, directive: .type(.token, "·")),
    .init(
      name: "scalar escape of an emoji", source: #"type token "\u{1F600}""#,
      directive: .type(.token, "😀")),
    .init(
      name: "scalar escape in lower case", source: #"type token "\u{1f600}""#,
      directive: .type(.token, "😀")),
    .init(
      name: "scalar escape of zero", source: #"type token "\u{0}""#, directive: .type(.token, "\0")),
    .init(
      name: "scalar escape with eight digits", source: #"type token "\u{00000041}""#,
      directive: .type(.token, "A")),
    .init(
      name: "largest scalar", source: #"type token "\u{10FFFF}""#,
      directive: .type(.token, "\u{10FFFF}")),
    .init(
      name: "scalar just below the surrogates", source: #"type token "\u{D7FF}""#,
      directive: .type(.token, "\u{D7FF}")),
    .init(
      name: "scalar just above the surrogates", source: #"type token "\u{E000}""#,
      directive: .type(.token, "\u{E000}")),
    .init(
      name: "combining mark escaped", source: #"type input "e\u{301}""#,
      directive: .type(.input, "e\u{301}")),
    .init(
      name: "combining mark written right after the quote", source: "type input \"\u{301}e\"",
      directive: .type(.input, "\u{301}e")),
    .init(
      name: "non-ASCII text", source: #"type token "·😀é""#, directive: .type(.token, "·😀é")),
    .init(
      name: "hash inside a string", source: ##"type input "#1" # a comment"##,
      directive: .type(.input, "#1")),
    .init(
      name: "tabs between words", source: "\ttype\tinput\t\"1\"\t# note",
      directive: .type(.input, "1")),
    .init(name: "raw tab in a string", source: "type token \"\t\"", directive: .type(.token, "\t")),
    .init(
      name: "comment right after the literal", source: ##"type input "1"# note"##,
      directive: .type(.input, "1")),
    .init(
      name: "comment right after a word", source: "clear input# note",
      directive: .clear(.input)),
  ]

  @Test(arguments: directives + navigationDirectives + controlDirectives)
  func parsesEachDirective(_ example: DirectiveCase) throws {
    let scenario = try parseScenario(example.source)
    #expect(scenario.steps == [Step(line: 1, directive: example.directive)])
  }

  @Test func startsWithTheIssuesExample() throws {
    let source = """
      # Sums pieces split at any of the token's characters.
      type token ",;"            # one keystroke per Character
      type input "1,2;3"
      expect result "6"
      set input "10,x,20"        # one event (a paste)
      expect result "30"
      delete input 3             # backspace 3 times
                                 # a continued comment
      clear token                # empty the field in one edit
      expect result "0"
      expect input "10,x"        # fields can be checked too
      type input "5," * 1000
      """
    let scenario = try parseScenario(source, path: "Scenarios/sum.scenario")
    #expect(scenario.name == "sum")
    #expect(scenario.path == "Scenarios/sum.scenario")
    #expect(scenario.description == "Sums pieces split at any of the token's characters.")
    #expect(
      scenario.steps == [
        Step(line: 2, directive: .type(.token, ",;")),
        Step(line: 3, directive: .type(.input, "1,2;3")),
        Step(line: 4, directive: .expect(.result, "6")),
        Step(line: 5, directive: .set(.input, "10,x,20")),
        Step(line: 6, directive: .expect(.result, "30")),
        Step(line: 7, directive: .delete(.input, count: 3)),
        Step(line: 9, directive: .clear(.token)),
        Step(line: 10, directive: .expect(.result, "0")),
        Step(line: 11, directive: .expect(.field(.input), "10,x")),
        Step(line: 12, directive: .type(.input, String(repeating: "5,", count: 1000))),
      ])
  }

  @Test func keepsTheLineOfEachStepAcrossBlankAndCommentLines() throws {
    let scenario = try parseScenario("\n\n  # note\ntype input \"1\"\n\n\t\nexpect result \"1\"\n")
    #expect(scenario.steps.map(\.line) == [4, 7])
  }

  @Test func acceptsCRLFLineEndings() throws {
    let scenario = try parseScenario(
      "# Described.\r\ntype input \"1\" # note\r\n\r\nexpect result \"1\"\r\n")
    #expect(scenario.description == "Described.")
    #expect(
      scenario.steps == [
        Step(line: 2, directive: .type(.input, "1")),
        Step(line: 4, directive: .expect(.result, "1")),
      ])
  }

  @Test func acceptsAByteOrderMark() throws {
    let scenario = try ScenarioParser.parse(
      [0xEF, 0xBB, 0xBF] + Array("# Described.\nclear input".utf8), path: "bom.scenario")
    #expect(scenario.description == "Described.")
    #expect(scenario.steps == [Step(line: 2, directive: .clear(.input))])
  }

  @Test func doesNotCountTheByteOrderMarkAsAColumn() {
    let errors = scenarioErrors([0xEF, 0xBB, 0xBF] + Array("clear inptu".utf8))
    #expect(errors.map(\.column) == [7])
  }

  @Test func rejectsAByteOrderMarkAfterTheStart() {
    let errors = scenarioErrors("clear input\n\u{FEFF}clear input")
    #expect(errors.map { [$0.line, $0.column] } == [[2, 1]])
    #expect(errors.first?.message.hasPrefix(#"unknown directive '\u{FEFF}clear'"#) == true)
  }

  @Test func acceptsAnEmptyFile() throws {
    let scenario = try parseScenario("")
    #expect(scenario.steps.isEmpty)
    #expect(scenario.description == "")
  }

  @Test func acceptsAFileWithoutAFinalLineBreak() throws {
    let scenario = try parseScenario("clear input\nclear token")
    #expect(scenario.steps.map(\.line) == [1, 2])
  }

  // MARK: Description and name

  @Test func describesTheScenarioWithItsLeadingCommentLines() throws {
    let scenario = try parseScenario(
      "\n# First line.\n#Second, without a space.\n#\n#   Indented.\ntype input \"1\"\n# Not this.")
    #expect(scenario.description == "First line.\nSecond, without a space.\n\n  Indented.")
  }

  @Test func endsTheDescriptionAtABlankLine() throws {
    let scenario = try parseScenario("# Described.\n\n# Not described.\nclear input")
    #expect(scenario.description == "Described.")
  }

  @Test func hasNoDescriptionWithoutLeadingComments() throws {
    let scenario = try parseScenario("clear input\n# Too late.")
    #expect(scenario.description == "")
  }

  @Test(arguments: [
    ("Scenarios/sum.scenario", "sum"), ("sum.scenario", "sum"), ("a/b.c/d.e.scenario", "d.e"),
    ("noextension", "noextension"), (".hidden", ".hidden"), ("dir/", ""),
  ])
  func namesTheScenarioAfterItsFile(path: String, name: String) throws {
    #expect(try parseScenario("", path: path).name == name)
  }

  // MARK: Errors

  static let errors: [ErrorCase] = [
    .init(
      name: "unknown directive", source: #"tpye input "1""#, column: 1,
      message:
        "unknown directive 'tpye'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'type'?"),
    .init(
      name: "directive in upper case", source: #"Expect result "1""#, column: 1,
      message:
        "unknown directive 'Expect'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'expect'? keywords are lower-case"),
    .init(
      name: "directive under another name", source: #"paste input "1""#, column: 1,
      message:
        "unknown directive 'paste'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint: "did you mean 'set'?"),
    .init(
      name: "directive that is nothing like one", source: "  frobnicate", column: 3,
      message:
        "unknown directive 'frobnicate'; "
        + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
      hint:
        "a line starts with a directive: "
        + "'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'"
    ),
    .init(
      name: "line starting with a string", source: #""1""#, column: 1,
      message: #"expected a directive, found "1""#,
      hint:
        "a line starts with a directive: "
        + "'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'"
    ),
    .init(
      name: "line starting with a star", source: "* 3", column: 1,
      message: "expected a directive, found '*'",
      hint:
        "a line starts with a directive: "
        + "'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'"
    ),
    .init(
      name: "unknown field", source: "\n\n\ntype inptu \"1\"", line: 4, column: 6,
      message: "unknown field 'inptu'; expected 'token' or 'input'", hint: "did you mean 'input'?"),
    .init(
      name: "editing the result", source: #"set result "1""#, column: 5,
      message:
        "the result label cannot be edited; "
        + "expected 'token', 'input' or a text field's accessibility identifier",
      hint: #"check it with 'expect result "…"'"#),
    .init(
      name: "unknown target", source: #"expect reslt "1""#, column: 8,
      message:
        "unknown target 'reslt'; "
        + "expected 'result', 'token', 'input' or an accessibility identifier",
      hint: "did you mean 'result'?"),
    .init(
      name: "the result label called a label", source: #"expect label "0""#, column: 8,
      message:
        "unknown target 'label'; "
        + "expected 'result', 'token', 'input' or an accessibility identifier",
      hint: "did you mean 'result'?"),
    .init(
      name: "wait without a duration", source: "wait", column: 5,
      message: "missing duration after 'wait'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min"),
    .init(
      name: "wait without a unit", source: "wait 300", column: 6,
      message: "expected a duration, found '300'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min; at most 24 hours "
        + "(86400000ms)"),
    .init(
      name: "wait with a space before the unit", source: "wait 2 s", column: 6,
      message: "expected a duration, found '2'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min; at most 24 hours "
        + "(86400000ms)"),
    .init(
      name: "wait longer than a day", source: "wait 1441min", column: 6,
      message: "expected a duration, found '1441min'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min; at most 24 hours "
        + "(86400000ms)"),
    .init(
      name: "wait a fraction of a millisecond", source: "wait 0.5ms", column: 6,
      message: "expected a duration, found '0.5ms'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min; at most 24 hours "
        + "(86400000ms)"),
    .init(
      name: "wait with a point and no fraction", source: "wait 2.s", column: 6,
      message: "expected a duration, found '2.s'",
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min; at most 24 hours "
        + "(86400000ms)"),
    .init(
      name: "wait for a string", source: #"wait "2s""#, column: 6,
      message: #"expected a duration, found "2s""#,
      hint: "write a number and a unit in one word: 300ms, 1.5s, 2s or 10min"),
    .init(
      name: "missing field", source: "clear", column: 6,
      message:
        "missing field after 'clear'; "
        + "expected 'token', 'input' or a text field's accessibility identifier",
      hint: "usage: clear FIELD"),
    .init(
      name: "missing field before a comment", source: "delete   # nothing", column: 7,
      message:
        "missing field after 'delete'; "
        + "expected 'token', 'input' or a text field's accessibility identifier",
      hint: "usage: delete FIELD [COUNT]"),
    .init(
      name: "missing target", source: "expect", column: 7,
      message:
        "missing target after 'expect'; "
        + "expected 'result', 'token', 'input' or an accessibility identifier",
      hint: #"usage: expect TARGET "TEXT" [* COUNT]"#),
    .init(
      name: "missing target of never", source: "never", column: 6,
      message:
        "missing target after 'never'; "
        + "expected 'result', 'token', 'input' or an accessibility identifier",
      hint: #"usage: never TARGET "TEXT" [* COUNT]"#),
    .init(
      name: "never without its text", source: "never result", column: 13,
      message: "missing text after 'never result'; expected a string literal",
      hint: #"usage: never TARGET "TEXT" [* COUNT]"#),
    .init(
      name: "text in place of the field", source: #"type "1""#, column: 6,
      message:
        #"expected a field, found "1"; "#
        + "expected 'token', 'input' or a text field's accessibility identifier",
      hint: #"usage: type FIELD "TEXT" [* COUNT]"#),
    .init(
      name: "missing text", source: "type input", column: 11,
      message: "missing text after 'type input'; expected a string literal",
      hint: #"usage: type FIELD "TEXT" [* COUNT]"#),
    .init(
      name: "text without quotes", source: "set input 12", column: 11,
      message: "expected a string literal, found '12'", hint: #"write text in double quotes: "12""#),
    .init(
      name: "star in place of the text", source: "set input * 2", column: 11,
      message: "expected a string literal, found '*'", hint: #"usage: set FIELD "TEXT" [* COUNT]"#),
    .init(
      name: "extra argument of clear", source: "clear token input", column: 13,
      message: "unexpected extra argument 'input'", hint: "usage: clear FIELD"),
    .init(
      name: "extra literal", source: #"expect result "1" "2""#, column: 19,
      message: #"unexpected extra argument "2""#, hint: #"usage: expect TARGET "TEXT" [* COUNT]"#),
    .init(
      name: "extra count of delete", source: "delete input 2 3", column: 16,
      message: "unexpected extra argument '3'", hint: "usage: delete FIELD [COUNT]"),
    .init(
      name: "repetition of a delete", source: "delete input * 3", column: 14,
      message: "unexpected extra argument '*'", hint: "usage: delete FIELD [COUNT]"),
    .init(
      name: "unterminated string", source: #"type input "1,2"#, column: 12,
      message: "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#),
    .init(
      name: "string ending in an escaped quote", source: #"type input "1\""#, column: 12,
      message: "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#),
    .init(
      name: "string ending in a backslash", source: #"type input "1\"#, column: 12,
      message: "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#),
    .init(
      name: "string cut by the line break", source: "type input \"1\nclear input", column: 12,
      message: "unterminated string literal",
      hint: #"close it with '"' on the same line; write a line break as \n"#),
    .init(
      name: "bad escape", source: #"type input "a\qb""#, column: 14,
      message: #"invalid escape sequence '\q'"#,
      hint: #"valid escapes are \\, \", \n, \r, \t, \0 and \u{1F600}; write a backslash as \\"#),
    .init(
      name: "bad escape of a non-ASCII letter", source: #"type input "\é""#, column: 13,
      message: #"invalid escape sequence '\é'"#,
      hint: #"valid escapes are \\, \", \n, \r, \t, \0 and \u{1F600}; write a backslash as \\"#),
    .init(
      name: "scalar escape without braces", source: #"type input "\u41""#, column: 13,
      message: #"expected '{' after '\u'"#,
      hint: #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#),
    .init(
      name: "scalar escape with no digits", source: #"type input "\u{}""#, column: 13,
      message: #"empty '\u{}'; expected 1 to 8 hex digits"#,
      hint: #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#),
    .init(
      name: "scalar escape with nine digits", source: #"type input "\u{000000041}""#,
      column: 13, message: #"too many hex digits in '\u{000000041}'; expected 1 to 8"#,
      hint: #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#),
    .init(
      name: "scalar escape with a non-hex digit", source: #"type input "\u{12G4}""#, column: 18,
      message: #"expected a hex digit or '}' in '\u{…}', found 'G'"#,
      hint: #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#),
    .init(
      name: "scalar escape without its closing brace", source: #"type input "\u{41" "#,
      column: 18, message: #"expected a hex digit or '}' in '\u{…}', found '"'"#,
      hint: #"write a Unicode scalar as \u{1F600}: 1 to 8 hex digits between braces"#),
    .init(
      name: "first surrogate", source: #"type input "\u{D800}""#, column: 13,
      message:
        #"invalid Unicode scalar U+D800 in '\u{D800}'; a surrogate code point is not a Unicode scalar"#,
      hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF"),
    .init(
      name: "last surrogate", source: #"type input "\u{dfff}""#, column: 13,
      message:
        #"invalid Unicode scalar U+DFFF in '\u{dfff}'; a surrogate code point is not a Unicode scalar"#,
      hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF"),
    .init(
      name: "scalar above U+10FFFF", source: #"type input "\u{110000}""#, column: 13,
      message: #"invalid Unicode scalar U+110000 in '\u{110000}'; Unicode scalars end at U+10FFFF"#,
      hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF"),
    .init(
      name: "largest eight-digit value", source: #"type input "\u{FFFFFFFF}""#, column: 13,
      message:
        #"invalid Unicode scalar U+FFFFFFFF in '\u{FFFFFFFF}'; Unicode scalars end at U+10FFFF"#,
      hint: "scalars are U+0 to U+D7FF and U+E000 to U+10FFFF"),
    .init(
      name: "control character in a string", source: "type input \"a\u{1}b\"", column: 14,
      message: "control character U+0001 in a string literal",
      hint: #"write it as the escape \u{1}"#),
    .init(
      name: "carriage return in a string", source: "type input \"a\rb\"", column: 14,
      message: "control character U+000D in a string literal", hint: #"write it as the escape \r"#),
    .init(
      name: "stray carriage return", source: "clear\r input", column: 6,
      message: "stray carriage return U+000D",
      hint: "lines end with a line feed or a carriage return and a line feed"),
    .init(
      name: "control character between words", source: "clear\u{0}input", column: 6,
      message: "unexpected control character U+0000",
      hint: "remove it, or write it in a string literal as an escape"),
    .init(
      name: "zero repeat count", source: #"type input "a" * 0"#, column: 18,
      message: "repeat count must be at least 1, found '0'",
      hint: "a repeat count is a whole number from 1 to 10000000"),
    .init(
      name: "negative repeat count", source: #"type input "a" * -2"#, column: 18,
      message: "repeat count must be positive, found '-2'",
      hint: "a repeat count is a whole number from 1 to 10000000"),
    .init(
      name: "repeat count that is not a number", source: #"type input "a" * x3"#, column: 18,
      message: "expected a repeat count, found 'x3'",
      hint: "a repeat count is a whole number from 1 to 10000000"),
    .init(
      name: "fractional repeat count", source: #"type input "a" * 1.5"#, column: 18,
      message: "expected a repeat count, found '1.5'",
      hint: "a repeat count is a whole number from 1 to 10000000"),
    .init(
      name: "signed repeat count", source: #"type input "a" * +3"#, column: 18,
      message: "expected a repeat count, found '+3'",
      hint: "a repeat count is a whole number from 1 to 10000000"),
    .init(
      name: "repeat count just too large", source: #"type input "a" * 10000001"#, column: 18,
      message: "repeat count '10000001' is too large; at most 10000000",
      hint: "a scenario must stay small enough to run; split it into several directives"),
    .init(
      name: "repeat count beyond Int", source: #"type input "a" * 99999999999999999999999"#,
      column: 18, message: "repeat count '99999999999999999999999' is too large; at most 10000000",
      hint: "a scenario must stay small enough to run; split it into several directives"),
    .init(
      name: "missing repeat count", source: #"type input "a" *"#, column: 17,
      message: "missing repeat count after '*'", hint: #"write "…" * N, with N from 1 to 10000000"#),
    .init(
      name: "string as the repeat count", source: #"type input "a" * "2""#, column: 18,
      message: #"missing repeat count after '*', found "2""#,
      hint: #"write "…" * N, with N from 1 to 10000000"#),
    .init(
      name: "zero delete count", source: "delete input 0", column: 14,
      message: "delete count must be at least 1, found '0'",
      hint: "a delete count is a whole number from 1 to 10000000"),
    .init(
      name: "negative delete count", source: "delete input -1", column: 14,
      message: "delete count must be positive, found '-1'",
      hint: "a delete count is a whole number from 1 to 10000000"),
    .init(
      name: "delete count that is not a number", source: "delete input all", column: 14,
      message: "expected a delete count, found 'all'",
      hint: "a delete count is a whole number from 1 to 10000000"),
    .init(
      name: "delete count too large", source: "delete input 10000001", column: 14,
      message: "delete count '10000001' is too large; at most 10000000",
      hint: "a scenario must stay small enough to run; split it into several directives"),
    .init(
      name: "quoted delete count", source: #"delete input "2""#, column: 14,
      message: "expected a delete count, found a string literal",
      hint: "write the count without quotes, from 1 to 10000000"),
    .init(
      name: "text too long for one directive", source: #"type input "ab" * 8388609"#, column: 19,
      message: "text of 16777218 UTF-8 bytes is too long; at most 16777216 (16 MiB) per directive",
      hint: "split it over several directives"),
    .init(
      name: "long word shortened in the message",
      source: "clear " + String(repeating: "x", count: 40) + "!", column: 7,
      message: "invalid accessibility identifier '\(String(repeating: "x", count: 32))…'",
      hint: "an identifier is letters, digits, '_', '.' and '-', starting with a letter or '_'; "
        + "usage: clear FIELD"),
    .init(
      name: "invisible scalar spelled out", source: "clear in\u{200B}put", column: 7,
      message: #"unknown field 'in\u{200B}put'; expected 'token' or 'input'"#,
      hint: "did you mean 'input'?"),
  ]

  @Test(arguments: errors + navigationErrors + messageErrors + controlErrors)
  func reportsEachErrorWithItsPositionAndHint(_ example: ErrorCase) throws {
    let errors = scenarioErrors(example.source)
    try #require(errors.count == 1, "\(errors)")
    let error = try #require(errors.first)
    #expect(error.path == "test.scenario")
    #expect(error.message == example.message)
    #expect(error.line == example.line)
    #expect(error.column == example.column)
    #expect(error.hint == example.hint)
  }

  @Test func countsColumnsInUnicodeScalars() {
    // "é" written as e + U+0301 is one Character but two scalars, and 😀 is four UTF-8 bytes.
    let errors = scenarioErrors("type input \"e\u{301}😀\" bad")
    #expect(errors.map(\.column) == [18])
  }

  @Test func collectsEveryErrorOfAFile() {
    let source = """
      # Four bad lines among good ones.
      tyep input "1"
      type input "2"
      clear inptu
      expect result "2"
      delete input 0
      set input "\\q" extra
      """
    let errors = scenarioErrors(source)
    #expect(
      errors.map { "\($0.line):\($0.column): \($0.message)" } == [
        "2:1: unknown directive 'tyep'; "
          + "expected 'type', 'set', 'delete', 'clear', 'tap', 'select', 'back', 'relaunch', 'expect', 'never' or 'wait'",
        "4:7: unknown field 'inptu'; expected 'token' or 'input'",
        "6:14: delete count must be at least 1, found '0'",
        #"7:12: invalid escape sequence '\q'"#,
        "7:16: unexpected extra argument 'extra'",
      ])
  }

  @Test func ordersTheErrorsOfOneLineByColumn() {
    let errors = scenarioErrors(#"type inptu "\u{D800}\q" * 0"#)
    #expect(errors.map(\.column) == [6, 13, 21, 27])
  }

  @Test func stopsAfterTooManyErrors() {
    let errors = scenarioErrors(String(repeating: "oops\n", count: 150))
    #expect(errors.count == ScenarioLimits.maximumErrorCount + 1)
    #expect(errors.last?.message == "too many errors (100); stopping here")
    #expect(errors.last?.line == 100)
  }

  @Test func reportsEveryErrorOfALineFullOfThem() {
    let errors = scenarioErrors("type input \"" + String(repeating: #"\q"#, count: 50) + "\"")
    #expect(errors.map(\.column) == Array(stride(from: 13, to: 113, by: 2)))
  }

  // MARK: Invalid UTF-8

  @Test(
    arguments: [
      ("byte that never starts a sequence", [0xFF], 0),
      ("lone continuation byte", [0x41, 0x80], 1),
      ("overlong two-byte form", [0xC0, 0x80], 0),
      ("overlong three-byte form", [0xE0, 0x80, 0x80], 0),
      ("encoded surrogate", [0xED, 0xA0, 0x80], 0),
      ("scalar above U+10FFFF", [0xF4, 0x90, 0x80, 0x80], 0),
      ("lead byte above F4", [0xF5, 0x80, 0x80, 0x80], 0),
      ("truncated sequence", [0x41, 0xE2, 0x82, 0x41], 1),
      ("sequence cut by the quote", [0xE2, 0x82], 0),
    ] as [(String, [UInt8], Int)])
  func reportsInvalidUTF8WithItsByteOffset(name: String, bytes: [UInt8], index: Int) throws {
    let prefix = Array("clear input\ntype input \"é".utf8)
    let errors = scenarioErrors(prefix + bytes + Array("\"\nclear token".utf8))
    let error = try #require(errors.first)
    #expect(errors.count == 1)
    let offset = prefix.count + index
    let byte = bytes[index]
    let hex =
      byte < 0x10
      ? "0\(String(byte, radix: 16, uppercase: true))" : String(byte, radix: 16, uppercase: true)
    #expect(error.message == "invalid UTF-8 at byte offset \(offset) (byte 0x\(hex))")
    #expect(error.hint == "scenario files are UTF-8 text; save the file as UTF-8")
    #expect(error.line == 2)
    #expect(error.column == 14 + index)
  }

  @Test func countsTheByteOrderMarkInByteOffsets() throws {
    let errors = scenarioErrors([0xEF, 0xBB, 0xBF] + Array("type input \"".utf8) + [0xC3, 0x28])
    #expect(errors.map(\.message) == ["invalid UTF-8 at byte offset 15 (byte 0xC3)"])
    #expect(errors.map(\.column) == [13])
  }

  @Test func keepsParsingAfterALineOfInvalidUTF8() {
    let errors = scenarioErrors([0xFF] + Array("\nclear inptu\n".utf8) + [0x80])
    #expect(errors.map { [$0.line, $0.column] } == [[1, 1], [2, 7], [3, 1]])
    #expect(errors.last?.message == "invalid UTF-8 at byte offset 14 (byte 0x80)")
  }

  // MARK: Size

  @Test func parsesASixteenMebibyteLiteralInLinearTime() throws {
    let piece = "12,x;"
    let count = ScenarioLimits.maximumTextUTF8Count / piece.utf8.count
    let text = String(repeating: piece, count: count)
    let scenario = try parseScenario("type input \"\(text)\"\nexpect result \"0\"")
    #expect(scenario.steps.first == Step(line: 1, directive: .type(.input, text)))
  }

  @Test func parsesALiteralOfEscapesInLinearTime() throws {
    let scenario = try parseScenario(
      "type token \"" + String(repeating: #"\u{B7}\n"#, count: 400_000) + "\"")
    #expect(
      scenario.steps.first?.directive == .type(.token, String(repeating: "·\n", count: 400_000)))
  }
}
