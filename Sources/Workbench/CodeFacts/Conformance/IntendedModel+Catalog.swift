import Foundation

/// The intended model of each of the nine architectures, written once from the patterns'
/// definitions: the seeds for MVC, MVP, MVVM and MVVM-IO, the usual definitions for the rest.
extension IntendedModel {
  /// Every architecture's model, in the catalogue's order.
  public static let all: [IntendedModel] = [
    massiveMVC, mvc, mvp, mvvm, mvvmInputOutput, mvvmObservation, store, viper, cleanSwift,
  ]

  /// The model of the architecture or pattern called `name`, case-insensitively; for an
  /// architecture whose model is a data file only (`ObservableMVVM`), the file
  /// `Sources/Architectures/IntendedModels/<name>.json` under the working directory.
  ///
  /// - Parameter name: `MVP`, `mvvm-io`, …
  /// - Returns: The model, or `nil`.
  public static func named(_ name: String) -> IntendedModel? {
    (all + variants).first { $0.pattern.lowercased() == name.lowercased() }
      ?? (try? load(file: "Sources/Architectures/IntendedModels/\(name).json"))
  }

  /// The named variants of the patterns that no bundled architecture follows, which an
  /// architecture declares in its `CalculatorScreen.swift` (`/// Intended model:
  /// MVP-SupervisingController`) or `conformance --model` reads from a file.
  public static let variants: [IntendedModel] = [mvpSupervisingController]

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
        "controller", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["HistoryViewControllerDelegate"],
        duty: "Owns the view, keeps every state and computes the result itself.")
    ],
    edges: [
      AllowedEdge(
        "kit", "controller", why: "The view talks to its controller by target-action and delegate."),
      AllowedEdge("controller", "kit", why: "The controller owns the view and updates it."),
      AllowedEdge(
        "controller", "kit", members: ["pushViewController", "popViewController"],
        why: "The controller decides to navigate: it pushes the next screen's controller, with "
          + "the state they share, and pops it once that screen's delegate hears it is done.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "controller", "model",
        why: "With no model object, the controller runs the sum's engine as its own state.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "model", "controller", traceOnly: true,
        why: "State two screens share tells the controller showing it of a change through a "
          + "delegate, as a fetched-results controller does, never naming it.",
        absentBecause: SharedRoles.secondScreenOnly),
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
        "controller", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["HistoryViewControllerDelegate"],
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
        "controller", "kit", members: ["pushViewController", "popViewController"],
        why: "The controller decides to navigate: it pushes the next screen's controller over a "
          + "model they share, and pops it when that controller's delegate hears it is done.",
        absentBecause: SharedRoles.secondScreenOnly),
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
        why: "In MVC the model holds the app's data and domain logic, a stateless domain "
          + "service being a model the controller calls; a controller without one is a Massive "
          + "View Controller.")
    ])

  /// MVP with a passive view behind a protocol (seeds 000 and 003).
  public static let mvp = IntendedModel(
    pattern: "MVP",
    definition:
      "Model-View-Presenter (passive view): a passive view forwards every event to its "
      + "presenter, and the "
      + "presenter updates the model and tells the view what to show through a protocol of "
      + "plain values.",
    roles: [
      PatternRole(
        "view", types: ["CalculatorViewController", "HistoryViewController"],
        interfaces: ["CalculatorViewProtocol", "HistoryViewProtocol"], keepsNoState: true,
        duty: viewDuty),
      PatternRole(
        "presenter", types: ["Presenter", "HistoryPresenter"],
        interfaces: ["HistoryPresenterDelegate"],
        duty: "Decides what the view shows; knows the view only through its protocol."),
      PatternRole(
        "router", types: ["Router"], interfaces: ["CalculatorRouterProtocol"],
        duty: "Builds the next screen's view and presenter, and pushes and pops it."),
    ],
    assemblers: ["screen", "router"],
    edges: [
      kitToView,
      AllowedEdge(
        "view", "kit", excludedMembers: ["pushViewController", "popViewController"],
        why: "Only the view side owns and draws the kit's widgets; the router navigates."),
      AllowedEdge(
        "view", "presenter", why: "The passive view forwards every event to its presenter."),
      AllowedEdge(
        "presenter", "view", through: "CalculatorViewProtocol",
        why: "The presenter talks to its view only through a protocol of plain values, so it is "
          + "tested against a fake view with no kit at all."),
      AllowedEdge(
        "presenter", "view", through: "HistoryViewProtocol",
        why: "A second screen's presenter talks to its passive view through its own protocol.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "router", through: "CalculatorRouterProtocol",
        why: "The presenter decides to navigate and asks its router, the wireframe, to show the "
          + "next screen and to close it once that screen's presenter hears it is done.",
        absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "router", "kit", members: ["pushViewController", "popViewController"],
        why: "The router pushes the screen it assembled and pops it, holding the view it "
          + "pushes from weakly.", absentBecause: SharedRoles.secondScreenOnly),
      AllowedEdge(
        "presenter", "model", why: "The presenter owns and updates the model.",
        absentBecause: SharedRoles.modelBehindService),
      AllowedEdge(
        "model", "presenter", traceOnly: true,
        why: "A model tells the presenter that shows it of a change through a delegate, never "
          + "naming it; the presenter then tells its view.",
        absentBecause: SharedRoles.secondScreenOnly),
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
      PatternFact(
        .showsWhatItIsSent, "presenter", "view",
        statement: "the view shows only what its presenter sent in the same event",
        why: "A passive view decides nothing: a view that sets its widgets and then notifies "
          + "its presenter has taken the presenter's decision."),
      presenterWritesNoSharedState,
    ])

  /// A presenter's fact: it changes the screen only through its view and the model only through
  /// the model's interface, never through storage every role shares.
  static let presenterWritesNoSharedState = PatternFact(
    .writesNoSharedState, "presenter", statement: "the presenter writes no global and no static",
    why: "The presenter acts on the model and the view it holds; shared storage is a hidden "
      + "channel between roles.")
}

extension IntendedModel {
  /// The words before the pattern's name in the line that declares it.
  static let declarationMarker = "Intended model: "

  /// The model of `architecture`: the one its `CalculatorScreen.swift` declares (`/// Intended
  /// model: MVP`, as `new-architecture` writes; a variant such as
  /// `MVP-SupervisingController`), else the one of its catalogue name, else the model file
  /// `IntendedModels/<architecture>.json` beside its folder.
  ///
  /// - Parameters:
  ///   - architecture: The architecture's name.
  ///   - folder: Its sources' folder.
  /// - Returns: The model, or `nil` when none says one.
  public static func of(architecture: String, folder: String) -> IntendedModel? {
    if let text = try? SourceFile.text(at: folder + "/CalculatorScreen.swift"),
      let range = text.range(of: declarationMarker)
    {
      let name = text[range.upperBound...].prefix { !$0.isWhitespace && $0 != "." && $0 != "(" }
      if let declared = named(String(name)) { return declared }
    }
    if let bundled = named(architecture) { return bundled }
    // A model kept as data beside the architectures (`IntendedModels/MV.json`).
    let file = folder + "/../IntendedModels/\(architecture).json"
    return try? load(file: file)
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
