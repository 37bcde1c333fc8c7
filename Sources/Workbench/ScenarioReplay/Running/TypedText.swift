import ScenarioLanguage

/// The texts the scenario's edits put in the calculator's two fields after a number of events
/// (a field named by identifier is not followed).
struct TypedText {
  var token = ""
  var input = ""

  init(plan: ReplayPlan, afterEventCount count: Int) {
    for event in plan.events.prefix(count) {
      switch event {
      case .insert(.token, let text): token.append(contentsOf: text)
      case .insert(.input, let text): input.append(contentsOf: text)
      case .deleteBackward(.token): if !token.isEmpty { token.removeLast() }
      case .deleteBackward(.input): if !input.isEmpty { input.removeLast() }
      case .replace(.token, let text): token = text
      case .replace(.input, let text): input = text
      case .insert(.identifier, _), .deleteBackward(.identifier), .replace(.identifier, _),
        .tap, .tapRow, .deleteRow, .back, .wait:
        break
      case .relaunch:
        token = ""
        input = ""
      }
    }
  }

  func describe(_ state: ScreenHistory.FieldState, field: Field) -> String {
    switch state {
    case .asTyped: Preview.of(field == .token ? token : input)
    case .overwritten(let snapshot): snapshot.preview
    }
  }
}
