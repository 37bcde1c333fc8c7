import Foundation
import ReportLayout
import ScenarioReplay

/// One figure counted on every run of an architecture and summarised over the scenarios: a
/// column of the text report's per-architecture table and a bar chart of the HTML report.
///
/// Adding a figure to every report is adding one value to ``all``.
struct RunFigure: Sendable {
  /// How the scenarios' values become the architecture's.
  enum Summary: Sendable {
    /// The mean over the scenarios.
    case mean
    /// The largest value of any scenario.
    case largest
  }

  /// The column title, such as `messages/event`.
  var title: String
  /// The chart title, which must make sense without the table around it.
  var chartTitle: String
  /// What the figure counts, for legends and text alternatives.
  var explanation: String
  /// How the scenarios' values are summarised.
  var summary = Summary.mean
  /// The number of decimals shown.
  var decimals = 2
  /// The sentence that says the figure once when every architecture has the same value, given
  /// that value as written and every run of the report: "every architecture scans 4044.8 bytes
  /// per event: …", saying why only when the runs show it.
  var sameForAll: @Sendable (String, [ArchitectureRun]) -> String
  /// The figure for one run, or `nil` when it was not counted.
  var value: @Sendable (ArchitectureRun) -> Double?
  /// Whether the figure measures the calculator's model (the bytes it scans), and so means
  /// nothing on another screen.
  var calculatorOnly = false
  /// Whether the figure is shown only when some architecture of the report counted it: a
  /// declarative screen's bodies, which a report of UIKit-shaped screens alone does not mention.
  var onlyWhenCounted = false
  /// Whether the text report shows the figure as a column of its table; one that is not is said
  /// in a line of its own below it (a declarative screen's bodies, which the UIKit-shaped
  /// architectures' rows would leave blank).
  var isTableColumn = true

  /// The figures `report` shows: all of them on the calculator, those that apply to any screen
  /// on another, less those only some architectures count when none of the report's did.
  static func shown(in report: WorkbenchReport) -> [RunFigure] {
    (report.isOnCalculator ? all : all.filter { !$0.calculatorOnly }).filter { figure in
      !figure.onlyWhenCounted
        || report.architectures.contains { figure.summarised(for: $0, in: report) != nil }
    }
  }

  /// The figures every report shows, in column order.
  static let all: [RunFigure] = [
    RunFigure(
      title: "allocs/event", chartTitle: "Heap allocations per event (mean over scenarios)",
      explanation: "malloc, calloc and realloc calls while the events were replayed on a fresh "
        + "screen, counted exactly in a pass of their own",
      sameForAll: { value, _ in "every architecture makes \(value) heap allocations per event" },
      value: { $0.allocationsPerEvent }),
    RunFigure(
      title: "messages/event", chartTitle: "Messages per event (mean over scenarios)",
      explanation: "messages that cross a role boundary, the user's edit included",
      sameForAll: { value, _ in "every architecture sends \(value) messages per event" },
      value: { $0.messages?.messagesPerEvent }),
    RunFigure(
      title: "label updates/event", chartTitle: "Label updates per event (mean over scenarios)",
      explanation: "times a label's text is set, any label of any screen",
      sameForAll: { value, _ in
        "every architecture sets labels \(value) times per event"
      },
      value: { $0.messages?.labelUpdatesPerEvent }),
    RunFigure(
      title: "bodies/event", chartTitle: "View bodies per event (mean over scenarios)",
      explanation: "view bodies a declarative screen evaluated; an architecture with no bodies "
        + "has none to count, its label updates/event are what corresponds",
      sameForAll: { value, _ in "every architecture evaluates \(value) bodies per event" },
      value: { $0.bodies?.evaluationsPerEvent }, onlyWhenCounted: true, isTableColumn: false),
    RunFigure(
      title: "wasted bodies/event",
      chartTitle: "Wasted bodies per event (mean over scenarios)",
      explanation: "bodies evaluated that produced the same views as before",
      sameForAll: { value, _ in "every architecture wastes \(value) bodies per event" },
      value: { $0.bodies?.wastedPerEvent }, onlyWhenCounted: true, isTableColumn: false),
    RunFigure(
      title: "bytes scanned/event", chartTitle: "Bytes scanned per event (mean over scenarios)",
      explanation: "bytes of input the model read; an architecture that hands the model each "
        + "edit reads about the bytes typed",
      decimals: 1,
      sameForAll: { value, runs in
        // The reason is said only when every run that edited the input shows it.
        let handed = runs.compactMap { $0.messages?.handsModelEachEdit }
        let reason =
          handed.isEmpty
          ? ""
          : handed.allSatisfy { $0 }
            ? ": all hand the model each edit, which reads only what the edit changed"
            : handed.allSatisfy { !$0 }
              ? ": none hands the model the user's edits, so it reads whole texts" : ""
        return "every architecture scans \(value) bytes per event" + reason
      },
      value: { $0.messages?.scannedBytesPerEvent }, calculatorOnly: true),
    RunFigure(
      title: "most in a scenario", chartTitle: "Bytes scanned per event, most in one scenario",
      explanation: "the largest bytes scanned per event of any scenario", summary: .largest,
      decimals: 1,
      sameForAll: { value, _ in
        "every architecture scans at most \(value) bytes per event in one scenario"
      },
      value: { $0.messages?.scannedBytesPerEvent }, calculatorOnly: true),
  ]

  /// The figure summarised over the scenarios where `architecture` counted it.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - report: The report.
  /// - Returns: The mean or the largest value, or `nil` when no scenario counted it.
  func summarised(for architecture: String, in report: WorkbenchReport) -> Double? {
    let values = report.scenarios.compactMap { scenario in
      scenario.runs.first { $0.architecture == architecture }.flatMap(value)
    }
    guard !values.isEmpty else { return nil }
    switch summary {
    case .mean: return values.reduce(0, +) / Double(values.count)
    case .largest: return values.max()
    }
  }

  /// The summarised figure as written in tables and charts.
  func text(for architecture: String, in report: WorkbenchReport) -> String? {
    summarised(for: architecture, in: report).map { formatted($0) }
  }

  /// The value every architecture of `report` shows for this figure, as written, when there
  /// are two or more and they all show the same; `nil` when they differ.
  ///
  /// A column of equal values tells a reader nothing a sentence does not, and a chart of equal
  /// bars suggests a difference to look for: reports say such a figure in one line instead.
  func sharedText(in report: WorkbenchReport) -> String? {
    let texts = report.architectures.map { text(for: $0, in: report) }
    guard texts.count > 1, let first = texts.first, let shared = first,
      texts.allSatisfy({ $0 == shared })
    else { return nil }
    return shared
  }

  /// `value` with this figure's decimals.
  func formatted(_ value: Double) -> String {
    TextLayout.number(value, format: "%.\(decimals)f")
  }
}
