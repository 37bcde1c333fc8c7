/// The three MVVM models: a closure `Observable<T>`, input and output streams, and Swift's
/// Observation.
extension IntendedModel {
  static let mvvmViewModel = PatternRole(
    "view model",
    types: [
      "ViewModel", "ViewModelInputs", "ViewModelOutputs", "ViewModelType", "HistoryViewModel",
      "HistoryViewModelInputs", "HistoryViewModelOutputs", "Route",
    ],
    duty: "Maps the view's inputs to outputs over the model; it never names the view or the kit.")

  /// A view model's fact: its state is its own and the model's, never storage shared by all.
  static let viewModelWritesNoSharedState = PatternFact(
    .writesNoSharedState, "view model", statement: "the view model writes no global and no static",
    why: "The view model is the view's state and behaviour, testable on its own: shared storage "
      + "would couple it to whatever else writes it.")

  /// The views of the calculator and of the History screen (history), and the delegate
  /// protocol by which MVVM-IO's History screen tells the calculator's view what was chosen.
  static let mvvmView = PatternRole(
    "view",
    types: ["CalculatorViewController", "HistoryViewController", "HistoryViewControllerDelegate"],
    duty: viewDuty)

  /// The navigation stack (history), a role of its own.
  ///
  /// It is the kit's, but named apart so that what it asks of a view (loading it) is told apart
  /// from the widgets' events. A kit type, which no architecture declares, so its layer is the
  /// kit's (no type of the architecture need play it); a pattern's own role, it is matched
  /// before the kit, and so are the kit's types the kit role does not name (`ScreenTitle`, the
  /// navigation titles, in the sources).
  static let mvvmNavigation = PatternRole(
    "navigation", types: ["NavigationController"], layer: .kit,
    duty: "Holds the stack of screens, shows the top one and pops it on the back button.")

  /// Why the navigation edges are absent from the base scenarios' traces.
  static let noNavigationInBase =
    "the base screen is the calculator alone; history puts it in a navigation stack"

  /// The edges of navigation (history): the view model decides where the user goes, the view
  /// follows on the stack, and the stack loads the view of the screen it shows.
  static let mvvmNavigationEdges = [
    AllowedEdge(
      "kit", "navigation", members: ["popViewController"],
      why: "The navigation bar's back button pops the top screen, deciding nothing.",
      absentBecause: noNavigationInBase),
    AllowedEdge(
      "navigation", "view", members: ["viewDidLoad"], traceOnly: true,
      why: "The stack loads the view of the screen it shows; the view then binds.",
      absentBecause: noNavigationInBase),
    AllowedEdge(
      "navigation", "view", members: ["viewWillAppear", "viewWillDisappear"], traceOnly: true,
      why: "The stack tells the views it shows and hides that they appear and disappear, as "
        + "UIKit's does; a view then shows what changed while it was covered, or tells its view "
        + "model the user left.",
      absentBecause: "only a view that overrides an appearance callback records it; the "
        + "observing views do, to show what changed while covered and to say the user left"),
    AllowedEdge(
      "view", "navigation", members: ["pushViewController", "popViewController"],
      why: "The view follows the route its view model decided on: it pushes the History screen "
        + "it made over the view model's History view model, or pops back to the calculator.",
      absentBecause: noNavigationInBase),
  ]

  static let mvvmEdges = [
    kitToView,
    AllowedEdge(
      "view", "kit", excludedMembers: ["setResultText"], why: viewToKit.why,
      absentBecause: "the base view sends the kit nothing but the result; clear-button and "
        + "remember-token set the fields (setInputText, setTokenText)"),
    AllowedEdge(
      "view", "kit", members: ["setResultText"],
      whileHandlingFrom: ["binding", "user", "navigation"],
      why: "The view updates by binding: it shows what the view model publishes, never a "
        + "result of its own (at load, binding delivers the current value at once; with "
        + "history the navigation stack is what loads the view)."),
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
      mvvmView, mvvmViewModel, mvvmNavigation,
    ],
    edges: mvvmEdges + mvvmNavigationEdges,
    facts: [
      PatternFact(
        .everyEventReaches, "view model", "view",
        statement: "every event the view receives reaches the view model",
        why: "UI logic lives in the view model: the view only passes inputs on."),
      PatternFact(
        .holds, "view model", "model", statement: "the view model owns a model",
        why: "The view model references the model and updates it, or calls it when the model "
          + "is a stateless domain service."),
      viewModelWritesNoSharedState,
    ])

  /// MVVM as a transform from input streams to output streams (seed 004).
  public static let mvvmInputOutput = IntendedModel(
    pattern: "MVVM-IO",
    definition:
      "MVVM with explicit inputs and outputs: the view model is a pure transform from the "
      + "view's input streams to output streams, and data flows one way.",
    roles: [
      mvvmView, mvvmViewModel, mvvmNavigation,
    ],
    edges: mvvmEdges + mvvmNavigationEdges + [
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
        why: "Data flows one way: the view only feeds inputs."),
      viewModelWritesNoSharedState,
    ])

  /// MVVM with Swift's Observation in place of `Observable<T>`.
  public static let mvvmObservation = IntendedModel(
    pattern: "MVVM-Observation",
    definition:
      "MVVM with an @Observable view model: the view reads the outputs it shows under "
      + "observation tracking and re-renders when told they changed.",
    roles: [
      mvvmView, mvvmViewModel, mvvmNavigation,
    ],
    edges: mvvmNavigationEdges + [
      kitToView, viewToKit,
      AllowedEdge("view", "view model", why: "The view holds its view model and sends it inputs."),
      AllowedEdge(
        "run loop", "view", members: ["render"], traceOnly: true,
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
        why: "The view model references the model and updates it, or calls it when the model "
          + "is a stateless domain service."),
      viewModelWritesNoSharedState,
    ])
}
