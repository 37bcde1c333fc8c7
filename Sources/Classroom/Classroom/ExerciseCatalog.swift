import CodeFacts

/// The exercises the workbench ships, in the order a class would take them.
public enum ExerciseCatalog {
  /// Scenarios every exercise replays: the tutorial's example, a token typed after the input,
  /// clearing, deleting, and typing versus pasting.
  static let basicScenarios = [
    "tutorial-example", "token-changed-after-input", "clear-fields", "delete-key-by-key",
    "typing-versus-pasting",
  ]

  /// Every exercise.
  public static let exercises: [Exercise] = [
    staleToken, retainCycle, presenterTouchesKit, viewModelOwnsView, reducerSideEffect,
    massiveToMVC,
  ]

  /// The exercise called `name`, if there is one.
  ///
  /// - Parameter name: The command-line name, such as `stale-token`.
  /// - Returns: The exercise, or `nil`.
  public static func exercise(named name: String) -> Exercise? {
    exercises.first { $0.name == name.lowercased() }
  }

  static let staleToken = Exercise(
    name: "stale-token", kind: "repair MVC",
    summary: "A token typed after the input leaves a stale sum on screen.",
    task: "This is the tutorial's own MVC. Type `1,2` as the input and then `,` as the token: "
      + "the label should show 3 but still shows 0. Make the controller show the right result "
      + "after every edit of either field, keeping MVC's shape: the controller owns the view "
      + "and the Calculator model and sits between them.",
    folder: "StaleToken", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        "the controller holds a Calculator model",
        hint: "keep `model`: the model holds the token, the controller passes the edits on"
      ) { facts in
        facts.references.contains { $0.from == "CalculatorViewController" && $0.to == "Calculator" }
      }
    ],
    hints: [
      "Which of the two delegate methods shows a result, and which does not?",
      "After `model.token = token`, nothing calls `showResult`.",
      "In didChangeTokenText, add `showResult(model.calculate(with: calculatorView.inputText))`.",
    ],
    solutionArchitecture: "MVC", pattern: "MVC")

  static let retainCycle = Exercise(
    name: "retain-cycle", kind: "repair MVP",
    summary: "The screen is never freed: the presenter and its view keep each other alive.",
    task: "The view controller owns its presenter, and the presenter holds its view. Every "
      + "screen ever opened stays in memory. Find the reference that makes the cycle and make it "
      + "one that does not keep the view alive.",
    folder: "RetainCycle", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        "the presenter holds its view weakly, through CalculatorViewProtocol",
        hint: "MVP's presenter must not own its view: the view owns the presenter"
      ) { facts in
        let toView = facts.references.filter {
          $0.from == "Presenter" && $0.to == "CalculatorViewProtocol"
        }
        return !toView.isEmpty && toView.allSatisfy { $0.ownership == .weak }
      }
    ],
    hints: [
      "Draw who holds whom: the view controller, the presenter, the view. Where is the loop?",
      "`workbench facts` lists stored references and whether they are weak.",
      "In Presenter.swift, declare the view `public weak var view: (any CalculatorViewProtocol)?`.",
    ],
    solutionArchitecture: "MVP", pattern: "MVP")

  static let presenterTouchesKit = Exercise(
    name: "presenter-touches-kit", kind: "repair MVP",
    summary: "The presenter reaches into the kit's CalculatorView to set the label itself.",
    task: "The screen works, but the presenter holds the kit's CalculatorView, so it cannot be "
      + "tested without the kit. Make the presenter talk to its view only through "
      + "CalculatorViewProtocol (already written, and already adopted by the view controller), "
      + "holding it weakly, with no kit type and no kit import in Presenter.swift; "
      + "CalculatorScreen, which builds and wires the screen, is where it gets its view.",
    folder: "PresenterTouchesKit", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        .presenterTouchesNoKitType, roles: ["Presenter"],
        hint: "CalculatorView is a kit type: replace it with CalculatorViewProtocol"),
      ExerciseRule(
        "Presenter.swift imports neither ViewKit nor CalculatorUI",
        hint: "once the presenter names no kit type, remove the kit import"
      ) { facts in
        let file = facts.files.first { $0.path.hasSuffix("/Presenter.swift") }
        return file.map { Set($0.imports).isDisjoint(with: ["ViewKit", "CalculatorUI"]) } ?? false
      },
      ExerciseRule(
        "the presenter holds its view weakly, only through CalculatorViewProtocol",
        hint: "CalculatorScreen should set `presenter.view = viewController`"
      ) { facts in
        let toView = facts.references.filter { $0.from == "Presenter" && $0.layer != .model }
        return toView.map(\.to) == ["CalculatorViewProtocol"]
          && toView.allSatisfy { $0.ownership == .weak }
      },
    ],
    hints: [
      "Which of Presenter.swift's imports should an MVP presenter not need?",
      "The view controller already adopts CalculatorViewProtocol: it can be the presenter's view.",
      "Declare `public weak var view: (any CalculatorViewProtocol)?`, drop `import CalculatorUI`, "
        + "remove `presenter.view = calculatorView` from the view controller's init, and in "
        + "CalculatorScreen set `presenter.view = viewController`.",
    ],
    solutionArchitecture: "MVP", pattern: "MVP")

  static let viewModelOwnsView = Exercise(
    name: "view-model-owns-view", kind: "repair MVVM",
    summary: "The view model holds its view controller and pushes text into it.",
    task: "A view model should not know its view: it publishes outputs the view binds to. This "
      + "one holds the view controller (so the screen is never freed) and calls it. Give the view "
      + "model an `Observable<String>` output for the result (`import Binding`), let the view "
      + "controller bind the label to it, and remove every reference from the view model to the "
      + "view.",
    folder: "ViewModelOwnsView", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        .viewModelKnowsNoView, roles: ["ViewModel"],
        hint: "remove `viewController` and `attach(_:)` from the view model"),
      ExerciseRule(
        "the view model publishes its result as an Observable output",
        hint: "add `public let resultText: Observable<String>` to the view model"
      ) { facts in
        facts.type(named: "ViewModel")?.mentions("Observable") == true
      },
      ExerciseRule(
        "the view model owns the Calculator model",
        hint: "keep the `Calculator` the view model receives through `init(model:)`"
      ) { facts in
        facts.type(named: "ViewModel")?.mentions(in: .model) == ["Calculator"]
      },
    ],
    hints: [
      "Who should know whom in MVVM: the view the view model, or the view model the view?",
      "Read Sources/Architectures/MVVM/ViewModel.swift: its result is an output the view binds to.",
      "In the view controller's viewDidLoad: `viewModel.resultText.bind(with: self) { owner, "
        + "text in owner.calculatorView.setResultText(text) }`; in the view model, set "
        + "`resultText.value` instead of calling the controller.",
    ],
    solutionArchitecture: "MVVM", pattern: "MVVM")

  static let reducerSideEffect = Exercise(
    name: "reducer-side-effect", kind: "repair Store",
    summary: "The reducer writes the result into the view instead of into the state.",
    task: "A reducer is a pure function from the state and an action to the next state. This "
      + "one writes into the view itself, so the state never holds the result and the store "
      + "depends on the kit. Put the result in the state, let the store tell its subscribers "
      + "each new state, and let the view controller subscribe and render it.",
    folder: "ReducerSideEffect", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        .reducerIsPure, roles: ["Reducer"],
        hint: "the reducer's `view` parameter must go: it changes only the state"),
      ExerciseRule(
        "the state, the actions and the store mention no kit type and no view",
        hint: "the store's `view` property must go"
      ) { facts in
        let viewSide = Set(facts.types.filter { !$0.mentions(in: .kit).isEmpty }.map(\.name))
        return ["State", "Action", "Store"].allSatisfy { name in
          guard let role = facts.type(named: name) else { return false }
          return role.mentions(in: .kit).isEmpty && viewSide.isDisjoint(with: role.localMentions)
        }
      },
      ExerciseRule(
        "the state holds the result label's text",
        hint: "add `public var resultText = \"0\"` to State, and set it in the reducer"
      ) { facts in
        facts.type(named: "State")?.storedProperties.contains { $0.name == "resultText" } == true
      },
    ],
    hints: [
      "What does the reducer do that is not changing `state`?",
      "Where should the result go, so that the view can render it from the state?",
      "Reducer: `state.resultText = …`; Store: keep `[(State) -> Void]` subscribers and call "
        + "them after reducing; view controller: `store.subscribe { [weak self] state in "
        + "self?.calculatorView.setResultText(state.resultText) }`.",
    ], pattern: "Store")

  static let massiveToMVC = Exercise(
    name: "massive-to-mvc", kind: "refactor MassiveMVC into MVC",
    summary: "Give the sum a model: move it out of the view controller into a Calculator.",
    task: "This is the tutorial's first step: the view controller keeps the token and the "
      + "running sum and computes the result itself, so nothing can be tested without the view. "
      + "Make it Cocoa MVC: the controller receives a `Calculator` model (CalculatorModel) "
      + "through `init(model:)`, made in CalculatorScreen, sets its token and asks it for the "
      + "result, and keeps no running sum of its own.",
    folder: "MassiveToMVC", scenarios: basicScenarios,
    rules: [
      ExerciseRule(
        "the controller holds a Calculator model",
        hint: "add `private let model: Calculator` to the controller, set by `init(model:)`"
      ) { facts in
        facts.references.contains { $0.from == "CalculatorViewController" && $0.to == "Calculator" }
      },
      ExerciseRule(
        "the controller keeps no running sum of its own",
        hint: "remove `runningSum`: the model keeps the running sum"
      ) { facts in
        facts.type(named: "CalculatorViewController")?.mentions("IncrementalSum") == false
      },
    ],
    hints: [
      "Which state in the controller is not about the view?",
      "Calculator has `token`, `calculate(with:)` and `calculate(with:after:)`.",
      "Replace `runningSum` with `model`, passed in as `init(model: Calculator)` from "
        + "CalculatorScreen's `CalculatorViewController(model: Calculator())`: `model.token = "
        + "token`, `model.calculate(with: calculatorView.inputText)`, `model.calculate(with: "
        + "input, after: edit)`.",
    ],
    solutionArchitecture: "MVC", pattern: "MVC")
}
