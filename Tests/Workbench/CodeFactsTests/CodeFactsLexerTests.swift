import CodeFacts
import SeededRandom
import Testing

/// The lexer on the inputs that fool naive line counters: comment markers inside strings,
/// nested block comments, multi-line and raw strings, interpolations.
struct CodeFactsLexerTests {
  private func texts(_ source: String) -> [String] {
    SwiftLexer.lex(source).tokens.map(\.text)
  }

  private func kinds(_ source: String) -> [SwiftToken.Kind] {
    SwiftLexer.lex(source).tokens.map(\.kind)
  }

  @Test func skipsLineCommentsButNotCommentMarkersInsideStrings() {
    let lexed = SwiftLexer.lex("let s = \"// not a comment\" // a comment\n")
    #expect(lexed.tokens.map(\.text) == ["let", "s", "=", "// not a comment"])
    #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .punctuation, .string])
    #expect(lexed.codeLines == [1])
  }

  @Test func readsBlockCommentMarkersInsideStringsAsText() {
    #expect(
      texts("let a = \"/* x\"\nlet b = 1 */ 2") == [
        "let", "a", "=", "/* x", "let", "b", "=", "1", "*", "/", "2",
      ])
  }

  @Test func skipsNestedBlockComments() {
    let source = """
      a /* one /* two */ still a comment
      */ b
      /* /* */ */
      c
      """
    let lexed = SwiftLexer.lex(source)
    #expect(lexed.tokens.map(\.text) == ["a", "b", "c"])
    #expect(lexed.codeLines == [1, 2, 4])
  }

  @Test func ignoresQuotesInsideComments() {
    #expect(texts("// \"not a string\n/* \" */ x") == ["x"])
  }

  @Test func readsAMultilineStringAsOneTokenWhoseLinesAreCode() {
    let source = """
      let text = \"\"\"
        // not a comment
        /* nor this

        \"\"\"
      // a comment
      x
      """
    let lexed = SwiftLexer.lex(source)
    #expect(
      lexed.tokens.map(\.text) == [
        "let", "text", "=", "  // not a comment\n  /* nor this\n\n  ", "x",
      ])
    #expect(lexed.tokens[3].line == 1)
    #expect(lexed.tokens[3].endLine == 5)
    #expect(lexed.codeLines == [1, 2, 3, 4, 5, 7])
    #expect(lexed.lineCount == 7)
  }

  @Test func endsAMultilineStringOnlyAtThreeQuotes() {
    let source = "let t = \"\"\"\n\"quoted\" and \"\" two\n\"\"\"\ny"
    #expect(texts(source) == ["let", "t", "=", "\"quoted\" and \"\" two\n", "y"])
  }

  @Test func readsRawStringsWithQuotesAndBackslashes() {
    #expect(
      texts(##"let r = #"a "quoted" \d // not a comment"#; z"##) == [
        "let", "r", "=", #"a "quoted" \d // not a comment"#, ";", "z",
      ])
    #expect(texts(###"let r = ##"one "# inside"##"###) == ["let", "r", "=", ##"one "# inside"##])
  }

  @Test func readsMultilineRawStrings() {
    let source = ##"""
      let r = #"""
        """ is not the end, "# neither
        """#
      done
      """##
    #expect(texts(source).last == "done")
    #expect(texts(source).count == 5)
  }

  @Test func lexesInterpolationsAsCode() {
    let lexed = SwiftLexer.lex(#"print("sum: \(model.calculate(with: "1,2")) // still text")"#)
    #expect(
      lexed.tokens.map(\.text) == [
        "print", "(", "sum:  // still text", "model", ".", "calculate", "(", "with", ":", "1,2",
        ")", ")",
      ])
  }

  @Test func lexesRawInterpolationsOnlyWithTheirHashes() {
    #expect(texts(##"#"\(not) \#(yes)"#"##) == [#"\(not) "#, "yes"])
  }

  @Test func keepsEscapedQuotesInsideStrings() {
    #expect(texts(#"let q = "a \" b // c" + x"#) == ["let", "q", "=", #"a \" b // c"#, "+", "x"])
  }

  @Test func endsAnUnterminatedStringAtTheEndOfItsLine() {
    let lexed = SwiftLexer.lex("let s = \"open\nlet t = 1")
    #expect(lexed.tokens.map(\.text) == ["let", "s", "=", "open", "let", "t", "=", "1"])
  }

  @Test func runsAnUnterminatedBlockCommentToTheEnd() {
    let lexed = SwiftLexer.lex("a /* never closed\n b")
    #expect(lexed.tokens.map(\.text) == ["a"])
    #expect(lexed.codeLines == [1])
  }

  @Test func readsAttributesDirectivesBackticksAndArrows() {
    #expect(
      kinds("@MainActor #if DEBUG `class` -> x") == [
        .attribute, .directive, .identifier, .identifier, .punctuation, .identifier,
      ])
    #expect(
      texts("@MainActor #if DEBUG `class` -> x") == [
        "MainActor", "#if", "DEBUG", "class", "->", "x",
      ])
  }

  @Test func readsNumbersWithFractionsExponentsAndRanges() {
    #expect(
      texts("1.5e-3 0x1F 1...3 1_000") == ["1.5e-3", "0x1F", "1", ".", ".", ".", "3", "1_000"])
  }

  @Test func readsExtendedRegexLiteralsWhole() {
    #expect(texts(#"let r = #/a"b//c/# ; d"#) == ["let", "r", "=", #"a"b//c"#, ";", "d"])
  }

  @Test func countsLinesWithCarriageReturnsAndWithoutAFinalNewline() {
    #expect(SwiftLexer.lex("a\r\n\r\n// c\r\nb").codeLines == [1, 4])
    #expect(SwiftLexer.lex("a\r\n\r\n// c\r\nb").lineCount == 4)
    #expect(SwiftLexer.lex("a\n").lineCount == 1)
    #expect(SwiftLexer.lex("").lineCount == 0)
  }

  @Test func skipsAShebangLine() {
    #expect(texts("#!/usr/bin/env swift\nprint(1)") == ["print", "(", "1", ")"])
  }

  @Test func survivesDeeplyNestedInterpolations() {
    let depth = 500
    let source =
      String(repeating: #""\("#, count: depth) + "x" + String(repeating: #")""#, count: depth)
    let lexed = SwiftLexer.lex(source)
    #expect(!lexed.tokens.isEmpty)
  }

  @Test func neverFailsOnArbitraryInput() {
    var generator = SplitMix64(seed: 0x5EED)
    let alphabet = Array("ab{}()[]<>:;,.?!=-/*\"#\\ @`'\n\r\t_0123".unicodeScalars)
    for _ in 0..<500 {
      let length = Int(generator.next() % 80)
      var text = String.UnicodeScalarView()
      for _ in 0..<length {
        text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
      }
      let source = String(text)
      let lexed = SwiftLexer.lex(source)
      #expect(lexed.codeLineCount <= max(lexed.lineCount, 1))
      _ = CodeFacts.analyse(sources: [("Fuzz.swift", source)])
    }
  }
}
