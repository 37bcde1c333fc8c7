/// The patterns' named variants, each after its own definition.
extension IntendedModel {
  /// MVP with a supervising controller, after Fowler.
  ///
  /// The view handles simple view logic itself, reading the model it shows through data
  /// binding, and the presenter takes the events and the logic that binding cannot express: as
  /// legitimate an MVP as the passive view.
  public static let mvpSupervisingController = IntendedModel(
    pattern: "MVP-SupervisingController",
    definition:
      "Model-View-Presenter (supervising controller): the view shows the model by simple data "
      + "binding and forwards the events that need logic to its presenter, which updates the "
      + "model and steps into the view for what binding cannot express.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["CalculatorViewProtocol", "HistoryViewProtocol"],
        duty: "Shows the model by simple binding; hands what needs logic to its presenter."),
      PatternRole(
        "presenter", types: ["Presenter", "HistoryPresenter"],
        interfaces: ["HistoryPresenterDelegate"],
        duty: "Handles the events that need logic and updates the model; knows the view only "
          + "through its protocol."),
    ],
    edges: [
      kitToView, viewToKit,
      AllowedEdge(
        "view", "presenter", why: "The view hands its presenter the events that need logic."),
      AllowedEdge(
        "view", "model",
        why: "The view binds to the model to show it: simple view logic stays in the view.",
        absentBecause: "the bundled MVP is a passive view; only an implementation of this "
          + "variant reads the model from its view"),
      AllowedEdge(
        "presenter", "view", through: "CalculatorViewProtocol",
        why: "The presenter steps into the view through its protocol for what binding cannot "
          + "express."),
      AllowedEdge(
        "presenter", "view", through: "HistoryViewProtocol",
        why: "A second screen's presenter steps into its view through its own protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "model", why: "The presenter updates the model.",
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
      presenterWritesNoSharedState,
    ])
}
