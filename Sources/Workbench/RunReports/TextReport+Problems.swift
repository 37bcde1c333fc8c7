import Diagnostics
import ReportLayout
import ScenarioReplay

/// The problems section: divergences and failed expectations, each at its place in its file.
extension TextReport {
  /// The problems section: every divergence and failure with its place, or `nil` when there
  /// are none.
  func problems() -> String? {
    var lines: [String] = []
    for scenario in report.scenarios {
      if let divergence = scenario.divergence {
        let event =
          divergence.event == 0
          ? "once loaded"
          : divergence.moment.map { "during event \(divergence.event), at \($0) of virtual time" }
            ?? "after event \(divergence.event)"
        lines += located(
          "\(Quoting.terminal(scenario.path)):\(divergence.line):",
          "divergence \(event) "
            + "(\(divergence.divergentEvents) of \(scenario.events + 1) screen states differ):")
        // Any other widget whose text differs between the groups is named with its text:
        // otherwise groups that differ only there would read alike.
        let differing = Self.differingWidgets(divergence.shown)
        for group in divergence.shown {
          let widgets = Self.widgets(
            of: group, differing: differing, onCalculator: report.isOnCalculator)
          lines.append(
            "    \(group.architectures.joined(separator: ", ")): "
              + widgets.map { "\(Quoting.terminal($0.name)) \($0.text)" }
              .joined(separator: ", "))
        }
      }
      let place = { (line: Int) in "\(Quoting.terminal(scenario.path)):\(line):" }
      let shared = Self.failuresSharedByAll(scenario)
      for failure in shared {
        let verdict =
          failure.kind == .expectation
          ? "; they all agree, so the expectation is probably wrong" : ""
        lines += located(
          place(failure.line),
          "all \(scenario.runs.count) architectures: \(failure.message)\(verdict)")
      }
      for run in scenario.runs {
        for failure in run.failures where !failure.isSharedDivergence {
          guard !shared.contains(failure) else { continue }
          lines += located(place(failure.line), "\(run.architecture): \(failure.message)")
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    let text = lines.joined(separator: "\n")
    let body = markdown ? Self.fenced(text) : text
    return title("Problems") + "\n" + (markdown ? "\n" : "") + body
  }

  /// What a divergence's group is shown by, each widget's name and its text as a literal (or
  /// `absent`): on the calculator the token, the input and the result, then every other widget
  /// in `differing`; on another screen the widgets in `differing`, or all of them when no text
  /// differs.
  static func widgets(
    of group: Divergence.Shown, differing: [String], onCalculator: Bool
  ) -> [(name: String, text: String)] {
    let calculator =
      onCalculator
      ? [
        ("token", Quoting.literal(group.token)), ("input", Quoting.literal(group.input)),
        ("result", Quoting.literal(group.result)),
      ] : []
    let named = onCalculator || !differing.isEmpty ? differing : group.others.map(\.identifier)
    return calculator
      + named.map { identifier in
        let text = group.others.first { $0.identifier == identifier }?.text
        return (identifier, text.map { Quoting.literal($0) } ?? "absent")
      }
  }

  /// The identifiers of the widgets besides the three whose text is not the same in every
  /// group (or that some group lacks), in the order the screens list them.
  static func differingWidgets(_ groups: [Divergence.Shown]) -> [String] {
    var identifiers: [String] = []
    for group in groups {
      for widget in group.others where !identifiers.contains(widget.identifier) {
        identifiers.append(widget.identifier)
      }
    }
    return identifiers.filter { identifier in
      let texts = groups.map { group in group.others.first { $0.identifier == identifier }?.text }
      return texts.contains { $0 != texts.first }
    }
  }

  /// `text` in a Markdown code block whose fence is longer than any run of backticks in it, so
  /// that a file name holding backticks cannot end the block and let what follows render.
  static func fenced(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return fence + "\n" + text + "\n" + fence
  }

  /// The failures every one of two or more architectures had, word for word: said once, since
  /// what they all agree on is more likely right than the scenario's expectation.
  static func failuresSharedByAll(_ scenario: ScenarioReport) -> [Failure] {
    guard scenario.runs.count > 1, let first = scenario.runs.first else { return [] }
    return first.failures.filter { failure in
      !failure.isSharedDivergence && scenario.runs.allSatisfy { $0.failures.contains(failure) }
    }
  }

  /// `file:line: message` on one line when it fits, else the place alone and the message under
  /// it, so that the place stays whole for editors that jump to it.
  private func located(_ place: String, _ message: String) -> [String] {
    let line = place + " " + message
    guard !markdown, TextLayout.width(of: line) > width else { return [line] }
    return [place] + TextLayout.wrap(message, width: width - 4).map { "    " + $0 }
  }
}
