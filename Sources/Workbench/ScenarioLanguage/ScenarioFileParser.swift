/// Parses a whole scenario file: splits it into lines, reads the description, parses each line,
/// keeps the scenario within ``ScenarioLimits``, and collects every error with its line and
/// column.
struct ScenarioFileParser {
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private let bytes: UnsafeBufferPointer<UInt8>
  private let path: String
  private var errors: [ScenarioDiagnostic] = []
  private var steps: [Step] = []
  private var descriptionLines: [String] = []
  private var descriptionState = DescriptionState.beforeComments
  private var eventCount = 0
  private var textUTF8Count = 0
  private var relaunchCount = 0
  private var isOverBudget = false
  /// What the run's earlier files used of the whole-run limits.
  private let runBudget: ScenarioRunBudget
  private var isOverRunBudget = false
  /// Whether the whole file is valid UTF-8, which spares checking each line.
  private let isValidUTF8: Bool

  private enum DescriptionState {
    case beforeComments
    case inComments
    case done
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, path: String, runBudget: ScenarioRunBudget) {
    self.bytes = bytes
    self.path = path
    self.runBudget = runBudget
    self.isValidUTF8 = ScenarioUTF8.isValid(bytes, from: 0, to: bytes.count)
  }

  /// Parses `bytes` as the scenario file at `path`, counting its events and text into the
  /// run's `budget`.
  ///
  /// - Returns: The scenario, or every error of the file (up to
  ///   ``ScenarioLimits/maximumErrorCount``).
  /// - Complexity: O(*n*) in the size of the file plus the size of the expanded texts.
  static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, path: String, budget: inout ScenarioRunBudget
  ) -> Result<
    Scenario, MalformedScenarioError
  > {
    var parser = ScenarioFileParser(bytes: bytes, path: path, runBudget: budget)
    parser.parseLines()
    budget.eventCount += parser.eventCount
    budget.textUTF8Count += parser.textUTF8Count
    budget.relaunchCount += parser.relaunchCount
    budget.isExceeded = budget.isExceeded || parser.isOverRunBudget
    guard parser.errors.isEmpty else {
      return .failure(MalformedScenarioError(diagnostics: parser.errors))
    }
    return .success(
      Scenario(
        name: scenarioName(path: path), path: path,
        description: parser.descriptionLines.joined(separator: "\n"), steps: parser.steps))
  }

  /// Returns the file name of `path` without its extension.
  static func scenarioName(path: String) -> String {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else {
      return String(fileName)
    }
    return String(fileName[..<dot])
  }

  private mutating func parseLines() {
    var lineStart = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
    var lineNumber = 1
    while true {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != ASCII.lineFeed { lineEnd += 1 }
      var contentEnd = lineEnd
      if contentEnd > lineStart, bytes[contentEnd - 1] == ASCII.carriageReturn { contentEnd -= 1 }
      parseLine(lineNumber, from: lineStart, to: contentEnd)
      if isOverRunBudget { return }
      if errors.count >= ScenarioLimits.maximumErrorCount {
        stop(atLine: lineNumber)
        return
      }
      guard lineEnd < bytes.count else { return }
      lineStart = lineEnd + 1
      lineNumber += 1
    }
  }

  private mutating func stop(atLine line: Int) {
    errors = Array(errors.prefix(ScenarioLimits.maximumErrorCount))
    let last = errors.last
    errors.append(
      ScenarioDiagnostic(
        path: path, line: last?.line ?? line, column: last?.column ?? 1,
        message: "too many errors (\(ScenarioLimits.maximumErrorCount)); stopping here",
        hint: "fix these errors and parse the file again"))
  }

  private mutating func parseLine(_ line: Int, from start: Int, to end: Int) {
    guard isValidUTF8 || ScenarioUTF8.isValid(bytes, from: start, to: end) else {
      let offset = ScenarioUTF8.firstInvalidOffset(in: bytes, from: start, to: end) ?? start
      let byte = String(bytes[offset], radix: 16, uppercase: true)
      report(
        [
          ScenarioIssue(
            offset: offset,
            message:
              "invalid UTF-8 at byte offset \(offset) (byte 0x\(byte.count == 1 ? "0" : "")\(byte))",
            hint: "scenario files are UTF-8 text; save the file as UTF-8")
        ], line: line, lineStart: start)
      descriptionState = .done
      return
    }
    let lexed = ScenarioLexer.lex(bytes, from: start, to: end)
    guard !lexed.tokens.isEmpty else {
      if let comment = lexed.commentStart, lexed.issues.isEmpty {
        readDescription(comment: comment, end: end)
      } else if descriptionState == .inComments {
        descriptionState = .done
      }
      report(lexed.issues, line: line, lineStart: start)
      return
    }
    descriptionState = .done
    let (parsed, issues) = ScenarioLineParser.parse(lexed.tokens, source: bytes)
    guard let parsed, lexed.issues.isEmpty else {
      report(lexed.issues + issues, line: line, lineStart: start)
      return
    }
    if let issue = admit(parsed) {
      report([issue], line: line, lineStart: start)
      return
    }
    steps.append(Step(line: line, directive: parsed.directive))
  }

  private mutating func readDescription(comment: Int, end: Int) {
    guard descriptionState != .done else { return }
    descriptionState = .inComments
    var textStart = comment + 1
    if textStart < end, bytes[textStart] == ASCII.space { textStart += 1 }
    descriptionLines.append(ScenarioUTF8.text(bytes, from: textStart, to: end))
  }

  /// Counts the directive's events and text against the scenario's limits.
  ///
  /// - Returns: The error for the first limit the directive crosses, if any; after one such
  ///   error, later directives are not counted.
  private mutating func admit(_ parsed: ScenarioLineParser.Parsed) -> ScenarioIssue? {
    guard !isOverBudget else { return nil }
    let cost = parsed.directive.cost
    relaunchCount += cost.relaunches
    eventCount += cost.events
    textUTF8Count += cost.textUTF8Count
    let hint = "split it into several scenarios"
    if relaunchCount > ScenarioLimits.maximumRelaunchCount {
      isOverBudget = true
      return ScenarioIssue(
        offset: parsed.costOffset,
        message: "scenario relaunches the screen more than "
          + "\(ScenarioLimits.maximumRelaunchCount) times",
        hint: hint)
    }
    if steps.count >= ScenarioLimits.maximumStepCount {
      isOverBudget = true
      return ScenarioIssue(
        offset: parsed.costOffset,
        message:
          "scenario has more than \(ScenarioLimits.maximumStepCount) directives", hint: hint)
    }
    if eventCount > ScenarioLimits.maximumEventCount {
      isOverBudget = true
      return ScenarioIssue(
        offset: parsed.costOffset,
        message: "scenario fires more than \(ScenarioLimits.maximumEventCount) events", hint: hint)
    }
    if textUTF8Count > ScenarioLimits.maximumTotalTextUTF8Count {
      isOverBudget = true
      return ScenarioIssue(
        offset: parsed.costOffset,
        message:
          "scenario carries more than \(ScenarioLimits.maximumTotalTextUTF8Count) UTF-8 bytes "
          + "(64 MiB) of text",
        hint: hint)
    }
    return admitToRun(parsed)
  }

  /// Counts the directive against the whole run's limits, after the file's own.
  ///
  /// - Returns: The error for the limit the directive crosses, if any; the file is then not
  ///   read further.
  private mutating func admitToRun(_ parsed: ScenarioLineParser.Parsed) -> ScenarioIssue? {
    let budget = runBudget
    let text = budget.maximumTextUTF8Count
    let limits: [(used: Int, left: Int, what: String)] = [
      (
        relaunchCount, budget.maximumRelaunchCount - budget.relaunchCount,
        "\(budget.maximumRelaunchCount) relaunches"
      ),
      (
        eventCount, budget.maximumEventCount - budget.eventCount,
        "\(budget.maximumEventCount) events"
      ),
      (
        textUTF8Count, text - budget.textUTF8Count,
        "\(text) UTF-8 bytes (\(text >> 20) MiB) of text"
      ),
    ]
    guard let crossed = limits.first(where: { $0.used > $0.left }) else { return nil }
    isOverBudget = true
    isOverRunBudget = true
    return ScenarioIssue(
      offset: parsed.costOffset,
      message: "this file takes the run's scenarios over \(crossed.what) in all",
      hint: "run fewer or smaller scenarios at once; the limit is for the whole run")
  }

  /// Records the issues of one line, ordered by position, with their columns counted.
  private mutating func report(_ issues: [ScenarioIssue], line: Int, lineStart: Int) {
    guard !issues.isEmpty else { return }
    let ordered = issues.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    var offset = lineStart
    var column = 1
    for (_, issue) in ordered {
      let target = max(lineStart, min(issue.offset, bytes.count))
      column += ScenarioUTF8.scalarCount(bytes, from: offset, to: target)
      offset = target
      errors.append(
        ScenarioDiagnostic(
          path: path, line: line, column: column, message: issue.message, hint: issue.hint))
    }
  }
}
