import ArchitectureDescriptor
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver

/// Saving a play session: its events as a scenario's directives.
extension PlaySession {
  /// The session as a scenario: one directive per run of typing or deleting in one field, and
  /// the result the screen shows now as its expectation.
  public func scenario() -> String {
    var lines = [
      "# Played on \(Self.list(playedOn)) with 'workbench play'; the result expected is what "
        + "\(architecture.name) showed last."
    ]
    var typed: (field: Field, text: String)?
    var deleted: (field: Field, count: Int)?
    func flush() {
      if let run = typed {
        lines.append("type \(run.field.name) \(ScenarioWriter.literal(run.text))")
      }
      if let run = deleted {
        lines.append("delete \(run.field.name)" + (run.count == 1 ? "" : " \(run.count)"))
      }
      typed = nil
      deleted = nil
    }
    for event in events {
      switch event {
      case .insert(let field, let text):
        if let run = typed, run.field == field {
          typed?.text += text
        } else {
          flush()
          typed = (field, text)
        }
      case .deleteBackward(let field):
        if let run = deleted, run.field == field {
          deleted?.count += 1
        } else {
          flush()
          deleted = (field, 1)
        }
      default:
        flush()
        lines.append(ScenarioWriter.line(event.directive))
      }
    }
    flush()
    lines.append(expectation())
    return lines.joined(separator: "\n") + "\n"
  }

  /// The expectation that ends a saved session: the result the calculator shows now, or, on a
  /// screen whose top has no result label, the top screen's title.
  private func expectation() -> String {
    guard let screen = session?.screen,
      !screen.isCalculator || !screen.isOnTopScreen(screen.resultLabel)
    else { return "expect result \(ScenarioWriter.literal(text(of: nil)))" }
    return "expect screen \(ScenarioWriter.literal(screen.screenTitle))"
  }

  /// `MVP`, `MVP then MVVM`, `MVP, MVVM then Store`: the architectures in the order played.
  static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " then " + last
  }
}
