import Foundation

/// The intended model of each of the nine architectures, written once from the patterns'
/// definitions: the seeds for MVC, MVP, MVVM and MVVM-IO, the usual definitions for the rest.
extension IntendedModel {
  /// Every architecture's model, in the catalogue's order.
  public static let all: [IntendedModel] = [
    massiveMVC, mvc, mvp, mvvm, mvvmInputOutput, mvvmObservation, store, viper, cleanSwift,
  ]

  /// The model of the architecture or pattern called `name`, case-insensitively.
  ///
  /// - Parameter name: `MVP`, `mvvm-io`, …
  /// - Returns: The model, or `nil`.
  public static func named(_ name: String) -> IntendedModel? {
    all.first { $0.pattern.lowercased() == name.lowercased() }
  }

  static let viewDuty = "Forwards the kit's events and shows what it is told, deciding nothing."

  static let kitToView = AllowedEdge(
    "kit", "view", why: "The view receives the kit's events as the kit's delegate.")

  static let viewToKit = AllowedEdge(
    "view", "kit", why: "Only the view side owns and draws the kit's widgets.")

  /// MVC with no model: the tutorial's first step.
  public static let massiveMVC = IntendedModel(
    pattern: "MassiveMVC",
    definition:
      "MVC with no model: the view controller owns the view, keeps the token and the running "
      + "sum itself and computes the result (the Massive View Controller).",
    roles: [
      PatternRole(
        "controller", types: ["CalculatorViewController"],
        duty: "Owns the view, keeps every state and computes the result itself.")
    ],
    edges: [
      AllowedEdge(
        "kit", "controller", why: "The view talks to its controller by target-action and delegate."),
      AllowedEdge("controller", "kit", why: "The controller owns the view and updates it."),
      AllowedEdge(
        "controller", "model",
        why: "With no model object, the controller runs the sum's engine as its own state.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "controller", "service", why: "With no model, the controller is where dependencies sit.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "controller", traceOnly: true,
        why: "A dependency answers through the callback the controller gave it.",
        absentBecause: SharedRoles.serviceOnly),
    ])

  /// Cocoa MVC with a Calculator model (seeds 000 and 001).
  public static let mvc = IntendedModel(
    pattern: "MVC",
    definition:
      "Model-View-Controller: the model holds the app's data independently of the screen, the "
      + "view talks to the controller by target-action and delegate, and the controller updates "
      + "the model and then the view.",
    roles: [
      PatternRole(
        "controller", types: ["CalculatorViewController"], keepsNoState: true,
        duty: "Mediates: updates the model from the view's events and the view from the model."),
      PatternRole(
        "model", types: ["Calculator", "IncrementalSum", "*Model"], layer: .model,
        duty: "Holds the app's data, independent of the UI; it imports no kit."),
    ],
    edges: [
      AllowedEdge(
        "kit", "controller", why: "The view talks to its controller by target-action and delegate."),
      AllowedEdge("controller", "kit", why: "The controller owns the view and updates it."),
      AllowedEdge(
        "controller", "model", why: "The controller updates the model, then shows its result.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "controller", "service",
        why: "Cocoa MVC hands its controller the stores and services it wires; the state they "
          + "keep stays in the model.", absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "model", "service",
        why: "The model holds the app's data and whatever it needs to compute it.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "model", traceOnly: true,
        why: "A dependency answers the model through the callback it was given.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "model", "controller", traceOnly: true,
        why: "A model tells its controller of a change through a callback, never naming it.",
        absentBecause: "the shared Calculator answers when asked; only a model of the "
          + "architecture's own with a callback (slow-service) calls its controller back"),
    ],
    facts: [
      PatternFact(
        .holds, "controller", "model", statement: "the controller owns a model",
        why: "In MVC the model holds the app's data; a controller without one is a Massive "
          + "View Controller.")
    ])

  /// MVP with a passive view behind a protocol (seeds 000 and 003).
  public static let mvp = IntendedModel(
    pattern: "MVP",
    definition:
      "Model-View-Presenter: a passive view forwards every event to its presenter, and the "
      + "presenter updates the model and tells the view what to show through a protocol of "
      + "plain values.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController"], interfaces: ["CalculatorViewProtocol"],
        keepsNoState: true, duty: viewDuty),
      PatternRole(
        "presenter", types: ["Presenter"],
        duty: "Decides what the view shows; knows the view only through its protocol."),
    ],
    edges: [
      kitToView, viewToKit,
      AllowedEdge(
        "view", "presenter", why: "The passive view forwards every event to its presenter."),
      AllowedEdge(
        "presenter", "view", through: "CalculatorViewProtocol",
        why: "The presenter talks to its view only through a protocol of plain values, so it is "
          + "tested against a fake view with no kit at all."),
      AllowedEdge(
        "presenter", "model", why: "The presenter owns and updates the model.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "presenter", "service", why: "Dependencies sit with the model, behind the presenter.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "presenter", traceOnly: true,
        why: "A dependency answers through the callback the presenter gave it.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .holdsWeakly, "presenter", "view", statement: "the presenter holds its view weakly",
        why: "The view owns the presenter; a strong reference back keeps the screen alive."),
      PatternFact(
        .everyEventReaches, "presenter", "view",
        statement: "every event the view receives reaches the presenter",
        why: "The view is passive: the presenter decides what every event does."),
    ])

  static let mvvmViewModel = PatternRole(
    "view model", types: ["ViewModel", "ViewModelInputs", "ViewModelOutputs", "ViewModelType"],
    duty: "Maps the view's inputs to outputs over the model; it never names the view or the kit.")

  static let mvvmEdges = [
    kitToView,
    AllowedEdge(
      "view", "kit", excludedMembers: ["setResultText"], why: viewToKit.why,
      absentBecause: "the base view sends the kit nothing but the result; clear-button and "
        + "remember-token set the fields (setInputText, setTokenText)"),
    AllowedEdge(
      "view", "kit", members: ["setResultText"], whileHandlingFrom: ["binding", "user"],
      why: "The view updates by binding: it shows what the view model publishes, never a "
        + "result of its own (at load, binding delivers the current value at once)."),
    AllowedEdge("view", "view model", why: "The view holds its view model and sends it inputs."),
    AllowedEdge(
      "view", "binding", why: "The view subscribes to the view model's outputs.",
      absentBecause: "the binding layer does not trace subscribing (bind, observe); MVVM-IO's "
        + "view emits into its relays, which is traced"),
    AllowedEdge(
      "binding", "view", traceOnly: true,
      why: "A bound output calls back whoever bound to it, unnamed by the view model."),
    AllowedEdge(
      "view model", "binding", why: "The view model publishes its outputs as bindable values.",
      absentBecause: "MVVM-IO's view model builds its streams once, untraced: its operators "
        + "then run on their own"),
    AllowedEdge(
      "view model", "model", why: "The view model holds and updates the model.",
      absentBecause: "MVVM-IO's view model makes its model inside the transform; the stream "
        + "operators it composed call it"),
    AllowedEdge(
      "view model", "service", why: "Dependencies sit with the model, behind the view model.",
      absentBecause: SharedRoles.serviceOnly),
    AllowedEdge(
      "service", "view model", traceOnly: true,
      why: "A dependency answers through the callback the view model gave it.",
      absentBecause: SharedRoles.serviceOnly),
  ]

  /// MVVM with a closure `Observable<T>` (seeds 000 and 001).
  public static let mvvm = IntendedModel(
    pattern: "MVVM",
    definition:
      "Model-View-ViewModel: the view holds the view model and binds to its outputs; the view "
      + "model holds the model, publishes changes and never tells the view directly.",
    roles: [
      PatternRole("view", types: ["CalculatorViewController"], duty: viewDuty), mvvmViewModel,
    ],
    edges: mvvmEdges,
    facts: [
      PatternFact(
        .everyEventReaches, "view model", "view",
        statement: "every event the view receives reaches the view model",
        why: "UI logic lives in the view model: the view only passes inputs on."),
      PatternFact(
        .holds, "view model", "model", statement: "the view model owns a model",
        why: "The view model references the model and updates it."),
    ])

  /// MVVM as a transform from input streams to output streams (seed 004).
  public static let mvvmInputOutput = IntendedModel(
    pattern: "MVVM-IO",
    definition:
      "MVVM with explicit inputs and outputs: the view model is a pure transform from the "
      + "view's input streams to output streams, and data flows one way.",
    roles: [
      PatternRole("view", types: ["CalculatorViewController"], duty: viewDuty), mvvmViewModel,
    ],
    edges: mvvmEdges + [
      AllowedEdge(
        "binding", "model", traceOnly: true,
        why: "The transform's operators run the model as values flow through them.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "binding", "service", traceOnly: true,
        why: "The transform's operators ask the service the view model wired them to.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "binding", traceOnly: true,
        why: "A service's answer enters the view model's streams, flowing one way to the output.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .everyEventReaches, "binding", "view",
        statement: "every event the view receives enters the view model's input streams",
        why: "Data flows one way: the view only feeds inputs.")
    ])

  /// MVVM with Swift's Observation in place of `Observable<T>`.
  public static let mvvmObservation = IntendedModel(
    pattern: "MVVM-Observation",
    definition:
      "MVVM with an @Observable view model: the view reads the outputs it shows under "
      + "observation tracking and re-renders when told they changed.",
    roles: [
      PatternRole("view", types: ["CalculatorViewController"], duty: viewDuty), mvvmViewModel,
    ],
    edges: [
      kitToView, viewToKit,
      AllowedEdge("view", "view model", why: "The view holds its view model and sends it inputs."),
      AllowedEdge(
        "clock", "view", members: ["render"], traceOnly: true,
        why: "What the view scheduled on the run loop runs when time passes: its deferred render.",
        absentBecause: "only slow-service's view, told of an answer between events, renders "
          + "on a later turn"),
      AllowedEdge(
        "view", "run loop",
        why: "Told of a change outside an event, the view re-renders on the run loop's next turn.",
        absentBecause: "only slow-service's view, told of an answer between events, re-renders "
          + "later; scheduling is not traced"),
      AllowedEdge(
        "view model", "view", members: ["onChange"], traceOnly: true,
        why: "Observation tells the view a value it read changed; the view model never names it."),
      AllowedEdge(
        "view model", "model", why: "The view model holds and updates the model.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "view model", "service", why: "Dependencies sit with the model, behind the view model.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "view model", traceOnly: true,
        why: "A dependency answers through the callback the view model gave it.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .everyEventReaches, "view model", "view",
        statement: "every event the view receives reaches the view model",
        why: "UI logic lives in the view model: the view only passes inputs on."),
      PatternFact(
        .holds, "view model", "model", statement: "the view model owns a model",
        why: "The view model references the model and updates it."),
    ])

  /// A unidirectional store, as Redux and the Composable Architecture do it.
  public static let store = IntendedModel(
    pattern: "Store",
    definition:
      "Unidirectional data flow: the view sends actions to a store, a pure reducer makes the "
      + "next state, the store runs the effects and hands every new state to its subscribers.",
    roles: [
      PatternRole("view", types: ["CalculatorViewController"], keepsNoState: true, duty: viewDuty),
      PatternRole(
        "store", types: ["Store"],
        duty: "Holds the state, reduces every action and runs the effects the reducer asks for."),
      PatternRole(
        "reducer", types: ["Reducer"],
        duty: "A pure function from the state and an action to the next state and its effects."),
    ],
    edges: [
      kitToView, viewToKit,
      AllowedEdge("view", "store", why: "The view sends actions to the store and subscribes."),
      AllowedEdge(
        "store", "view", traceOnly: true,
        why: "The store hands each new state to its subscribers, unnamed."),
      AllowedEdge(
        "store", "reducer", why: "Only the reducer changes the state, called by the store."),
      AllowedEdge(
        "reducer", "model", why: "The reducer computes the next state with the pure sum engine.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "store", "service", why: "Effects are run by the store, never by the reducer.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "store", traceOnly: true,
        why: "An effect's answer comes back to the store as an action.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .storesNothing, "reducer", statement: "the reducer stores nothing and names no class",
        why: "A reducer is a pure function: the same state and action give the same next state."),
      PatternFact(
        .changesStateAlone, "reducer", statement: "the state changes only in the reducer",
        why: "One-way data flow: every change of state is an action reduced in one place."),
      PatternFact(
        .everyEventReaches, "store", "view",
        statement: "every event the view receives reaches the store",
        why: "The view renders state and sends actions; it decides nothing."),
    ])

  /// VIPER, after Mutual Mobile's definition.
  public static let viper = IntendedModel(
    pattern: "VIPER",
    definition:
      "View, Interactor, Presenter, Entity, Router: the view forwards events to the presenter, "
      + "the presenter asks the interactor, the interactor works on entities and answers the "
      + "presenter, the presenter tells the view; every leg goes through a protocol.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController"], interfaces: ["CalculatorViewProtocol"],
        keepsNoState: true, duty: viewDuty),
      PatternRole(
        "presenter", types: ["Presenter"],
        interfaces: ["CalculatorPresenterProtocol", "CalculatorInteractorOutputProtocol"],
        duty: "Turns events into requests and answers into what the view shows."),
      PatternRole(
        "interactor", types: ["Interactor"], interfaces: ["CalculatorInteractorInputProtocol"],
        duty: "The use case: works on the entities and the model, knows no view."),
      PatternRole(
        "entity", types: ["Calculation"], duty: "Plain data the interactor works on."),
      PatternRole(
        "router", types: ["Router"], interfaces: ["CalculatorRouterProtocol"],
        duty: "Builds and wires the module."),
    ],
    assemblers: ["screen", "router"],
    edges: [
      kitToView, viewToKit,
      AllowedEdge(
        "view", "presenter", through: "CalculatorPresenterProtocol",
        why: "The view forwards every event to the presenter through its protocol."),
      AllowedEdge(
        "presenter", "interactor", through: "CalculatorInteractorInputProtocol",
        why: "The presenter asks the interactor, the use case, through its input protocol."),
      AllowedEdge(
        "interactor", "presenter", through: "CalculatorInteractorOutputProtocol",
        why: "The interactor answers the presenter through its output protocol."),
      AllowedEdge(
        "presenter", "view", through: "CalculatorViewProtocol",
        why: "The presenter tells the view what to show through the view's protocol."),
      AllowedEdge(
        "interactor", "entity", why: "The interactor alone works on the entities.",
        absentBecause: "an entity is a plain value, read and written without a message"),
      AllowedEdge(
        "interactor", "model", why: "The interactor alone works on the model.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "interactor", "service", why: "Dependencies sit behind the interactor.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "interactor", traceOnly: true,
        why: "A dependency answers through the callback the interactor gave it.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .holdsWeakly, "presenter", "view", statement: "the presenter holds its view weakly",
        why: "The view owns the presenter; a strong reference back keeps the screen alive."),
      PatternFact(
        .everyEventReaches, "presenter", "view",
        statement: "every event the view receives reaches the presenter",
        why: "The view is passive: the presenter decides what every event does."),
    ])

  /// Clean Swift's VIP cycle.
  public static let cleanSwift = IntendedModel(
    pattern: "CleanSwift",
    definition:
      "Clean Swift's VIP cycle: the view controller sends a request to the interactor, the "
      + "interactor sends a response to the presenter, the presenter sends a view model to the "
      + "view controller, each leg through a protocol and a value.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController"], interfaces: ["CalculatorDisplayLogic"],
        keepsNoState: true, duty: viewDuty),
      PatternRole(
        "interactor", types: ["Interactor"], interfaces: ["CalculatorBusinessLogic"],
        duty: "The business logic: owns the model and the state, answers with responses."),
      PatternRole(
        "presenter", types: ["Presenter"], interfaces: ["CalculatorPresentationLogic"],
        duty: "Formats responses into view models; knows no kit."),
    ],
    edges: [
      kitToView, viewToKit,
      AllowedEdge(
        "view", "interactor", through: "CalculatorBusinessLogic",
        why: "The view controller sends every request to the interactor's business logic."),
      AllowedEdge(
        "interactor", "presenter", through: "CalculatorPresentationLogic",
        why: "The interactor sends its response to the presenter's presentation logic."),
      AllowedEdge(
        "presenter", "view", through: "CalculatorDisplayLogic",
        why: "The presenter sends a view model to the view controller's display logic."),
      AllowedEdge(
        "interactor", "model", why: "The interactor owns the model and the state.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "interactor", "service", why: "Workers and services sit behind the interactor.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "interactor", traceOnly: true,
        why: "A worker answers through the callback the interactor gave it.",
        absentBecause: SharedRoles.serviceOnly),
    ],
    facts: [
      PatternFact(
        .holdsWeakly, "presenter", "view", statement: "the presenter holds its view weakly",
        why: "The view controller owns the cycle; a strong reference back keeps it alive."),
      PatternFact(
        .everyEventReaches, "interactor", "view",
        statement: "every event the view receives reaches the interactor",
        why: "The VIP cycle starts at the interactor: the view controller decides nothing."),
    ])
}

/// A new architecture's intended model, named in its `CalculatorScreen.swift`.
extension IntendedModel {
  /// The words before the pattern's name in the line that declares it.
  static let declarationMarker = "Intended model: "

  /// The model of `architecture`: by its catalogue name, else the one its
  /// `CalculatorScreen.swift` declares (`/// Intended model: MVP`), as `new-architecture` writes.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - folder: Its sources' folder.
  /// - Returns: The model, or `nil` when neither says one.
  public static func of(architecture: String, folder: String) -> IntendedModel? {
    if let model = named(architecture) { return model }
    guard let data = FileManager.default.contents(atPath: folder + "/CalculatorScreen.swift")
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let range = text.range(of: declarationMarker) else { return nil }
    let name = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "." && $0 != "(" }
    return named(String(name))
  }

  /// `screen`, the text of a `CalculatorScreen.swift`, with a line declaring `pattern`'s model
  /// after its type's one-line summary.
  ///
  /// - Parameters:
  ///   - pattern: The pattern's name.
  ///   - screen: The file's text.
  /// - Returns: The text with the declaration.
  public static func declaring(_ pattern: String, in screen: String) -> String {
    guard let summary = screen.range(of: "public enum CalculatorScreen") else { return screen }
    let line =
      "///\n/// \(declarationMarker)\(pattern) (`workbench conformance` checks the roles and "
      + "edges of\n/// `IntendedModel+Catalog.swift`).\n"
    return screen.replacingCharacters(in: summary.lowerBound..<summary.lowerBound, with: line)
  }
}
