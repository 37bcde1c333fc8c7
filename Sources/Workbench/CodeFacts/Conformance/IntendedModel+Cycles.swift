/// The models whose roles pass every event round a cycle: a unidirectional store, VIPER and
/// Clean Swift's VIP cycle.
extension IntendedModel {
  /// A unidirectional store, as Redux and the Composable Architecture do it.
  public static let store = IntendedModel(
    pattern: "Store",
    definition:
      "Unidirectional data flow: the view sends actions to a store, a pure reducer makes the "
      + "next state, the store runs the effects and hands every new state to its subscribers.",
    roles: [
      // With history, the History screen's view is a view like the calculator's, on the same
      // store: the navigation is state, rendered by the calculator's view, so it needs no edge.
      PatternRole(
        "view", types: ["CalculatorViewController", "HistoryViewController"], keepsNoState: true,
        duty: viewDuty),
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
        .writesNoSharedState, "reducer", statement: "the reducer writes no global and no static",
        why: "A reducer is a pure function: its effects are described and run by the store."),
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
      // With history, the History module plays the same roles as the calculator's; the data
      // manager both modules' interactors share sits in the interactor layer, as Mutual
      // Mobile's does, and the History module's output to the calculator's presenter is a
      // presenter's call to a presenter.
      PatternRole(
        "view", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["CalculatorViewProtocol", "HistoryViewProtocol"], keepsNoState: true,
        duty: viewDuty),
      PatternRole(
        "presenter", types: ["Presenter", "HistoryPresenter"],
        interfaces: [
          "CalculatorPresenterProtocol", "CalculatorInteractorOutputProtocol",
          "HistoryPresenterProtocol", "HistoryInteractorOutputProtocol", "HistoryModuleOutput",
        ], duty: "Turns events into requests and answers into what the view shows."),
      PatternRole(
        "interactor", types: ["Interactor", "HistoryInteractor", "HistoryDataManager"],
        interfaces: ["CalculatorInteractorInputProtocol", "HistoryInteractorInputProtocol"],
        duty: "The use case: works on the entities and the model, knows no view."),
      PatternRole(
        "entity", types: ["Calculation"], duty: "Plain data the interactor works on."),
      PatternRole(
        "router", types: ["Router", "HistoryRouter"],
        interfaces: ["CalculatorRouterProtocol", "HistoryRouterProtocol"],
        duty: "Builds and wires the module, and shows and closes modules."),
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
        "view", "presenter", through: "HistoryPresenterProtocol",
        why: "The History view forwards every event to its presenter through its protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "interactor", through: "HistoryInteractorInputProtocol",
        why: "The History presenter asks its interactor through its input protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "interactor", "presenter", through: "HistoryInteractorOutputProtocol",
        why: "The History interactor answers its presenter through its output protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "view", through: "HistoryViewProtocol",
        why: "The History presenter tells its view what to show through the view's protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "router", through: "CalculatorRouterProtocol",
        why: "The presenter decides to navigate and asks its router, the wireframe, to show it.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "router", through: "HistoryRouterProtocol",
        why: "The History presenter asks its router to close the module once a row is chosen.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "router", "kit", members: ["pushViewController", "popViewController"],
        why: "The router pushes the module it built and pops its own, holding views weakly.",
        absentBecause: SharedRoles.secondScreenOnly),
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
      presenterWritesNoSharedState,
    ])

  /// Clean Swift's VIP cycle, one per scene, and the router of each scene, which builds the
  /// next scene and passes data between the scenes' data stores.
  public static let cleanSwift = IntendedModel(
    pattern: "CleanSwift",
    definition:
      "Clean Swift's VIP cycle: the view controller sends a request to the interactor, the "
      + "interactor sends a response to the presenter, the presenter sends a view model to the "
      + "view controller, each leg through a protocol and a value; the view controller's router "
      + "routes to another scene, passing data from data store to data store.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["CalculatorDisplayLogic", "HistoryDisplayLogic"], keepsNoState: true,
        duty: viewDuty),
      PatternRole(
        "interactor", types: ["Interactor", "HistoryInteractor"],
        interfaces: [
          "CalculatorBusinessLogic", "HistoryBusinessLogic", "CalculatorDataStore",
          "HistoryDataStore",
        ],
        duty: "The business logic and the scene's data store: owns the model and the state, "
          + "answers with responses."),
      PatternRole(
        "presenter", types: ["Presenter", "HistoryPresenter"],
        interfaces: ["CalculatorPresentationLogic", "HistoryPresentationLogic"],
        duty: "Formats responses into view models; knows no kit."),
      PatternRole(
        "router", types: ["Router", "HistoryRouter"],
        interfaces: [
          "CalculatorRoutingLogic", "HistoryRoutingLogic", "CalculatorDataPassing",
          "HistoryDataPassing",
        ],
        duty: "Builds the next scene, passes data between data stores, and navigates."),
      // A worker is Clean Swift's service: business logic behind the interactors of the scenes.
      PatternRole(
        "service", types: SharedRoles.service.types + ["HistoryWorker"],
        duty: "A worker the scenes' interactors share, or a dependency outside the screen."),
    ],
    assemblers: ["screen", "router"],
    edges: [
      kitToView, viewToKit,
      AllowedEdge(
        "view", "interactor", through: "CalculatorBusinessLogic",
        why: "The view controller sends every request to the interactor's business logic."),
      AllowedEdge(
        "view", "interactor", through: "HistoryBusinessLogic",
        why: "Each scene's view controller sends its requests to its own interactor."),
      AllowedEdge(
        "interactor", "presenter", through: "CalculatorPresentationLogic",
        why: "The interactor sends its response to the presenter's presentation logic."),
      AllowedEdge(
        "interactor", "presenter", through: "HistoryPresentationLogic",
        why: "Each scene's interactor sends its responses to its own presenter."),
      AllowedEdge(
        "presenter", "view", through: "CalculatorDisplayLogic",
        why: "The presenter sends a view model to the view controller's display logic."),
      AllowedEdge(
        "presenter", "view", through: "HistoryDisplayLogic",
        why: "Each scene's presenter sends its view models to its own view controller."),
      AllowedEdge(
        "interactor", "model", why: "The interactor owns the model and the state.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "interactor", "service", why: "Workers and services sit behind the interactor.",
        absentBecause: "only a change request that brings a service or a worker takes it "
          + "(slow-service, history)"),
      AllowedEdge(
        "service", "interactor", traceOnly: true,
        why: "A worker answers through the callback the interactor gave it.",
        absentBecause: SharedRoles.serviceOnly),
      AllowedEdge(
        "service", "model", why: "A worker keeps its data in the model's values.",
        absentBecause: "the kept calculations are a value of the model, changed with no message"),
      AllowedEdge(
        "view", "router", through: "CalculatorRoutingLogic",
        why: "The view controller asks its router for every route; it never navigates itself.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "view", "router", through: "HistoryRoutingLogic",
        why: "Each scene's view controller asks its own router for its routes.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "view", "router", through: "CalculatorDataPassing",
        why: "The view controller shows other routers its router's data store, to pass data to.",
        absentBecause: "a router reads a data store's property, which sends no traced message"),
      AllowedEdge(
        "view", "router", through: "HistoryDataPassing",
        why: "Each scene's view controller shows its router's data store to other routers.",
        absentBecause: "a router reads a data store's property, which sends no traced message"),
      AllowedEdge(
        "router", "interactor", through: "CalculatorDataStore",
        why: "A router passes data to and from a scene's data store, never its business logic.",
        absentBecause: "a router reads a data store's property, which sends no traced message"),
      AllowedEdge(
        "router", "interactor", through: "HistoryDataStore",
        why: "A router passes data to and from a scene's data store, never its business logic.",
        absentBecause: "a router reads a data store's property, which sends no traced message"),
      AllowedEdge(
        "router", "kit", members: ["pushViewController", "popViewController"],
        why: "The router navigates: it pushes the next scene and pops back.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "router", "view", members: ["restoreCalculation"],
        why: "Routing back, the router has the scene it shows again ask for the data passed, "
          + "as UIKit's viewWillAppear would.",
        absentBecause: SharedRoles.secondScreenOnly),
    ],
    facts: [
      PatternFact(
        .holdsWeakly, "presenter", "view", statement: "the presenter holds its view weakly",
        why: "The view controller owns the cycle; a strong reference back keeps it alive."),
      PatternFact(
        .holdsWeakly, "router", "view", statement: "the router holds its view weakly",
        why: "The view controller owns its router; a strong reference back keeps it alive."),
      PatternFact(
        .everyEventReaches, "interactor", "view",
        statement: "every event the view receives reaches the interactor",
        why: "The VIP cycle starts at the interactor: the view controller decides nothing."),
      PatternFact(
        .writesNoSharedState, "presenter",
        statement: "the presenter writes no global and no static",
        why: "The presenter only formats the interactor's response into a view model for display."),
    ])
}
