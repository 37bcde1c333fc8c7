/// The check that a view shows only what its deciding role sent in the same event.
extension ReflexionBuilder {
  /// For each fact that the view shows what its deciding role sent, a divergence per event
  /// that breaks it.
  ///
  /// A widget's text set by code during the user's event must have a message of that role
  /// among its callers: `setInputText("")` decided by the view, then the presenter told, has
  /// none; nor has an MVVM view's `setResultText` of its own, the view model told, when the
  /// role is the binding. The check applies to an event that reached that role, or the role
  /// every event of that view must reach (MVVM's view model); an event that reached neither is
  /// the `everyEventReaches` fact's, reported once there.
  mutating func checkShownWasSent(
    _ event: ObservedEvent, location: String, reached: Set<String>
  ) {
    let deciding = Set(
      model.facts.filter { $0.kind == .everyEventReaches && reached.contains($0.role) }
        .compactMap(\.other))
    for fact in model.facts where fact.kind == .showsWhatItIsSent {
      guard reached.contains(fact.role) || fact.other.map(deciding.contains) == true else {
        continue
      }
      var parents: [Int] = []
      for (index, message) in event.messages.enumerated() {
        while parents.count > message.depth { parents.removeLast() }
        let callers = parents
        parents.append(index)
        guard message.depth > 0, message.member == "text", roleName(of: message.to) == "kit",
          !callers.contains(where: { roleName(of: event.messages[$0].from) == fact.role })
        else { continue }
        let key = "sent:" + fact.role + ":" + event.action
        guard divergenceKeys.insert(key).inserted else { break }
        let chain = callers.map { event.messages[$0] }.map { "\($0.from) → \($0.to): \($0.member)" }
        divergences.append(
          ConformanceViolation(
            rule: fact.statement, location: location,
            detail: "event \(event.event) (\(event.action)): \(message.to).text set through "
              + chain.joined(separator: ", ") + ", and no message of the " + fact.role,
            why: fact.why))
        break
      }
    }
  }
}
