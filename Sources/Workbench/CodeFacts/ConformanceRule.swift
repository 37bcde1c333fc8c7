/// A rule a pattern promises about who may know whom, checked on an architecture's sources.
///
/// The compiler enforces what the package graph says (an architecture cannot import another);
/// these rules catch what it cannot see, such as a presenter that can reach the kit through its
/// module yet must not use it. Each rule looks only at roles of its name (`Presenter`,
/// `ViewModel…`, `Reducer`), so it holds vacuously for an architecture without such a role.
///
/// ```swift
/// let mvp = "Sources/Architectures/MVP"
/// let facts = try CodeFacts.analyse(folder: mvp, knownExternalTypes: known)
/// ConformanceRule.all.flatMap { $0.violations(in: facts) }  // []
/// ```
public struct ConformanceRule: Sendable {
  /// What the rule promises, in one line.
  public let name: String

  private let check: @Sendable (CodeFacts) -> [String]

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - name: What the rule promises, in one line.
  ///   - check: Returns one line per violation found in the facts, or nothing.
  public init(name: String, check: @escaping @Sendable (CodeFacts) -> [String]) {
    self.name = name
    self.check = check
  }

  /// The ways `facts` breaks the rule, one line each; empty when it holds.
  ///
  /// - Parameter facts: The sources' facts.
  /// - Returns: One line per violation.
  public func violations(in facts: CodeFacts) -> [String] {
    check(facts)
  }

  /// Every rule the workbench checks.
  public static let all: [ConformanceRule] = [
    presenterTouchesNoKitType, viewModelKnowsNoView, reducerIsPure,
  ]

  /// A presenter (MVP, VIPER, Clean Swift) mentions no kit type: it speaks to its view only
  /// through a protocol of plain values.
  public static let presenterTouchesNoKitType = ConformanceRule(
    name: "a presenter touches no kit type"
  ) { facts in
    facts.types.filter { $0.simpleName == "Presenter" }.compactMap { presenter in
      let kit = presenter.mentions(in: .kit)
      return kit.isEmpty
        ? nil : "\(presenter.name) mentions \(kit.joined(separator: ", ")) (\(presenter.path))"
    }
  }

  /// A view model (`ViewModel`, `ViewModelInputs`, …) mentions no kit type and none of its own
  /// module's types that do: it does not know its view.
  public static let viewModelKnowsNoView = ConformanceRule(
    name: "a view model knows no view and no kit type"
  ) { facts in
    let viewSide = Set(facts.types.filter { !$0.mentions(in: .kit).isEmpty }.map(\.name))
    return facts.types.filter { $0.name.hasPrefix("ViewModel") }.compactMap { viewModel in
      let known = viewModel.mentions(in: .kit) + viewModel.localMentions.filter(viewSide.contains)
      return known.isEmpty
        ? nil : "\(viewModel.name) mentions \(known.joined(separator: ", ")) (\(viewModel.path))"
    }
  }

  /// A reducer is a pure function of the state and an action: it keeps nothing, and mentions
  /// none of its module's types but the state and the actions.
  public static let reducerIsPure = ConformanceRule(
    name: "a reducer is pure: it mentions only its state and actions"
  ) { facts in
    facts.types.filter { $0.simpleName == "Reducer" }.flatMap { reducer in
      var problems: [String] = []
      let others = reducer.localMentions.filter { !["State", "Action"].contains($0) }
      let kit = reducer.mentions(in: .kit)
      if !others.isEmpty || !kit.isEmpty {
        problems.append(
          "\(reducer.name) mentions \((others + kit).joined(separator: ", ")) (\(reducer.path))")
      }
      if !reducer.storedProperties.isEmpty {
        problems.append(
          "\(reducer.name) stores \(reducer.storedProperties.map(\.name).joined(separator: ", "))")
      }
      return problems
    }
  }
}
