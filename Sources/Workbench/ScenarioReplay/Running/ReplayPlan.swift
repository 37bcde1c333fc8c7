import ScenarioLanguage

/// A scenario flattened into the user events the harness performs, one per keystroke,
/// backspace, paste, clear, tap, selection or relaunch, with each expectation placed after the events
/// before it.
///
/// Building the plan once per scenario keeps the replay loop free of parsing and allocation:
/// every architecture, and every timing sample, replays the same array.
public struct ReplayPlan: Sendable {
  /// One thing the user does to the screen.
  public enum Event: Sendable, Equatable {
    /// Types one character (a Swift `Character`, given as a string) at the end of the field.
    case insert(Field, String)
    /// Presses backspace once.
    case deleteBackward(Field)
    /// Replaces the whole text in one edit: a paste, or a clear when the text is empty.
    case replace(Field, String)
    /// Taps the button with this accessibility identifier.
    case tap(String)
    /// Taps the segment with this title (the second string) of the segmented control with this
    /// accessibility identifier (the first).
    case select(String, String)
    /// Taps row `n` (1 is the top row) of the table view with this accessibility identifier.
    case tapRow(Int, String)
    /// Swipes to delete row `n` (1 is the top row) of the table view with this identifier.
    case deleteRow(Int, String)
    /// Taps the navigation bar's back button.
    case back
    /// Releases the screen and builds a fresh one over the same `ScreenEnvironment`.
    case relaunch
    /// Lets virtual time pass: the screen's scheduled work that falls due runs.
    case wait(Duration)

    /// The field the event edits, if it edits one.
    public var field: Field? {
      switch self {
      case .insert(let field, _), .deleteBackward(let field), .replace(let field, _): field
      case .tap, .select, .tapRow, .deleteRow, .back, .relaunch, .wait: nil
      }
    }

    /// The directive that performs exactly this event: a keystroke's `type`, one backspace's
    /// `delete`, a paste's `set`, and each other event's own directive.
    public var directive: Directive {
      switch self {
      case .insert(let field, let text): .type(field, text)
      case .deleteBackward(let field): .delete(field, count: 1)
      case .replace(let field, let text): .set(field, text)
      case .tap(let identifier): .tap(identifier)
      case .select(let identifier, let title): .select(identifier, title: title)
      case .tapRow(let row, let identifier): .tapRow(row, of: identifier)
      case .deleteRow(let row, let identifier): .deleteRow(row, of: identifier)
      case .back: .back
      case .relaunch: .relaunch
      case .wait(let duration): .wait(duration)
      }
    }
  }

  /// An `expect` directive, placed after a number of events.
  public struct Expectation: Sendable, Equatable {
    /// How many events have been performed when the expectation is checked.
    public let afterEventCount: Int
    /// The scenario line of the directive.
    public let line: Int
    /// What is checked.
    public let target: ExpectationTarget
    /// The text expected.
    public let expected: String
    /// The rows expected, for a table's rows (``expected`` is their row list).
    public var expectedRows: [String]? = nil
  }

  /// A `never` directive: a text its target must not show from the screen as it stands after
  /// ``afterEventCount`` events until the screen after ``untilEventCount`` events, every moment
  /// in between included.
  public struct Prohibition: Sendable, Equatable {
    /// How many events have been performed where the directive stands.
    public let afterEventCount: Int
    /// How many events have been performed at the next `expect` (or at the end).
    public let untilEventCount: Int
    /// The scenario line of the directive.
    public let line: Int
    /// What is watched.
    public let target: ExpectationTarget
    /// The text it must never show.
    public let text: String
  }

  /// The events, in order.
  public let events: [Event]

  /// The scenario line of each event's directive, parallel to ``events``.
  public let eventLines: [Int]

  /// The expectations, in order.
  public let expectations: [Expectation]

  /// The `never` directives, in order.
  public let prohibitions: [Prohibition]

  /// Flattens `scenario` into events and expectations.
  ///
  /// - Parameter scenario: The parsed scenario.
  /// - Complexity: O(*n*) in the scenario's expanded text.
  public init(_ scenario: Scenario) {
    var events: [Event] = []
    var eventLines: [Int] = []
    var expectations: [Expectation] = []
    var prohibitions: [Prohibition] = []
    /// The prohibitions still open: each holds until the next `expect`.
    var open: [(afterEventCount: Int, line: Int, target: ExpectationTarget, text: String)] = []
    func close(at eventCount: Int) {
      prohibitions += open.map {
        Prohibition(
          afterEventCount: $0.afterEventCount, untilEventCount: eventCount, line: $0.line,
          target: $0.target, text: $0.text)
      }
      open.removeAll()
    }
    for step in scenario.steps {
      let countBefore = events.count
      Self.append(step.directive, to: &events)
      switch step.directive {
      case .expect(let target, let expected):
        close(at: events.count)
        expectations.append(
          Expectation(
            afterEventCount: events.count, line: step.line, target: target, expected: expected))
      case .expectRows(let identifier, let rows):
        close(at: events.count)
        expectations.append(
          Expectation(
            afterEventCount: events.count, line: step.line, target: .rows(identifier),
            expected: ScenarioWriter.rowList(rows), expectedRows: rows))
      case .never(let target, let text):
        open.append((events.count, step.line, target, text))
      default: break
      }
      eventLines.append(contentsOf: repeatElement(step.line, count: events.count - countBefore))
    }
    close(at: events.count)
    self.events = events
    self.eventLines = eventLines
    self.expectations = expectations
    self.prohibitions = prohibitions.sorted { $0.line < $1.line }
    var launches: [Range<Int>] = []
    var start = 0
    for (index, event) in events.enumerated() where event == .relaunch {
      launches.append(start..<index)
      start = index + 1
    }
    launches.append(start..<events.count)
    self.launches = launches
  }

  /// Appends the events of an action `directive`: one per typed character, per backspace, and
  /// one for any other action.
  private static func append(_ directive: Directive, to events: inout [Event]) {
    switch directive {
    case .type(let field, let text):
      for character in text { events.append(.insert(field, String(character))) }
    case .set(let field, let text): events.append(.replace(field, text))
    case .delete(let field, let count):
      events.append(contentsOf: repeatElement(.deleteBackward(field), count: count))
    case .clear(let field): events.append(.replace(field, ""))
    case .tap(let identifier): events.append(.tap(identifier))
    case .select(let identifier, let title): events.append(.select(identifier, title))
    case .tapRow(let row, let identifier): events.append(.tapRow(row, identifier))
    case .deleteRow(let row, let identifier): events.append(.deleteRow(row, identifier))
    case .back: events.append(.back)
    case .relaunch: events.append(.relaunch)
    case .wait(let duration): events.append(.wait(duration))
    case .expect, .expectRows, .never: break
    }
  }

  /// The events each screen of the scenario performs, as ranges of ``events``: the first
  /// screen's, then one range after each `relaunch` (which lies between two ranges).
  ///
  /// A scenario without `relaunch` has one range, all its events.
  public let launches: [Range<Int>]

  /// How many of the events are relaunches.
  public var relaunchCount: Int { launches.count - 1 }
}
