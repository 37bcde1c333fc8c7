import Diagnostics
import Foundation

/// The pattern facts a checker verifies: what a role owns, holds, names and stores.
extension Checker {
  mutating func checkFacts() {
    for fact in model.facts {
      switch fact.kind {
      case .holds: checkHolds(fact, weakly: false)
      case .holdsWeakly: checkHolds(fact, weakly: true)
      case .storesNothing:
        checkNamesNoReferenceType(fact)
        for type in facts.types where role(ofType: type.name)?.name == fact.role {
          for property in type.storedProperties {
            violations.append(
              ConformanceViolation(
                rule: fact.statement, location: "\(type.path):\(property.line)",
                detail: "\(type.name) stores `\(property.name)`", why: fact.why))
          }
        }
      case .changesStateAlone:
        for assignment in stateAssignments where assignment.role != fact.role {
          violations.append(
            ConformanceViolation(
              rule: fact.statement, location: "\(assignment.path):\(assignment.line)",
              detail: "the \(assignment.role ?? "file") changes the state itself", why: fact.why))
        }
      case .everyEventReaches, .showsWhatItIsSent, .writesNoSharedState:
        // Traces check the first two, the compiler's index the last.
        break
      }
    }
  }

  /// A pure role names no class or actor of the sources: one would be shared mutable state it
  /// could change (a log, a cache) behind its inputs.
  mutating func checkNamesNoReferenceType(_ fact: PatternFact) {
    let references = Set(
      facts.types.filter { $0.kind == .class || $0.kind == .actor }.map(\.simpleName))
    for file in files where file.role == fact.role {
      var reported = Set<String>()
      for token in file.tokens
      where token.kind == .identifier && references.contains(token.text)
        && role(ofType: token.text)?.name != fact.role && reported.insert(token.text).inserted
      {
        violations.append(
          ConformanceViolation(
            rule: fact.statement, location: "\(file.path):\(token.line)",
            detail: "the \(fact.role) names \(token.text), a class: state it could change",
            why: fact.why))
      }
    }
  }

  mutating func checkHolds(_ fact: PatternFact, weakly: Bool) {
    guard let other = fact.other else { return }
    // A service is the model behind its latency: owning one is owning the model.
    let accepted = other == "model" && !weakly ? [other, "service"] : [other]
    let holders = facts.types.filter { role(ofType: $0.name)?.name == fact.role }
    var found = false
    for type in holders {
      for property in type.storedProperties
      where property.heldTypeNames.contains(where: {
        accepted.contains(role(ofType: $0)?.name ?? "")
      }) {
        // A constant owns what it holds; so does a variable holding a value, its own copy.
        let holdsValue = property.heldTypeNames.contains {
          knownTypes.valueTypes.contains(PatternRole.bare($0))
        }
        if weakly || property.isConstant || holdsValue { found = true }
        if weakly, property.ownership == .strong {
          violations.append(
            ConformanceViolation(
              rule: fact.statement, location: "\(type.path):\(property.line)",
              detail: "\(type.name) holds `\(property.name)` strongly", why: fact.why))
        }
      }
    }
    guard !weakly, !found else { return }
    // A model of pure functions keeps no data to hold: a role that calls it owns it, as MVC's
    // controller uses a stateless domain service; one that calls none computes by itself.
    if other == "model",
      holders.contains(where: { knownTypes.modelCallers.contains(PatternRole.bare($0.name)) })
    {
      return
    }
    let place = holders.first.map { "\($0.path):\($0.line)" } ?? (facts.files.first?.path ?? "")
    violations.append(
      ConformanceViolation(
        rule: fact.statement, location: place,
        detail: holders.isEmpty
          ? "no type plays the \(fact.role)"
          : "\(holders.map(\.name).joined(separator: ", ")) stores no \(other)",
        why: fact.why))
  }
}
