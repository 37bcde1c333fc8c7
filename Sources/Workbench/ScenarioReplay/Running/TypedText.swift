import ScenarioLanguage

/// The texts the scenario's edits put in the fields after a number of events: the calculator's
/// two, and every field named by identifier.
struct TypedText {
  var token = ""
  var input = ""
  /// The texts of the fields named by identifier, by identifier.
  var fields: [String: String] = [:]

  init(plan: ReplayPlan, afterEventCount count: Int) {
    for event in plan.events.prefix(count) {
      switch event {
      case .insert(let field, let text): self[field].append(contentsOf: text)
      case .deleteBackward(let field): if !self[field].isEmpty { self[field].removeLast() }
      case .replace(let field, let text): self[field] = text
      case .tap, .select, .tapRow, .deleteRow, .back, .wait:
        break
      case .relaunch:
        token = ""
        input = ""
        fields.removeAll()
      }
    }
  }

  /// The text the edits put in `field`.
  subscript(field: Field) -> String {
    get {
      switch field {
      case .token: token
      case .input: input
      case .identifier(let identifier): fields[identifier] ?? ""
      }
    }
    set {
      switch field {
      case .token: token = newValue
      case .input: input = newValue
      case .identifier(let identifier): fields[identifier] = newValue
      }
    }
  }

  func describe(_ state: ScreenHistory.FieldState, field: Field) -> String {
    switch state {
    case .asTyped: Preview.of(self[field])
    case .overwritten(let snapshot): snapshot.preview
    }
  }
}
