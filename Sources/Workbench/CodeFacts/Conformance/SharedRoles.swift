/// The roles every pattern shares: the user, the kit, the model, the services a change brings,
/// the binding primitives and the screen's assembler.
public enum SharedRoles {
  /// The person using the screen: the first sender of every event in a trace.
  public static let user = PatternRole(
    "user", types: ["User"], duty: "Acts on the screen's widgets; nothing calls the user.")

  /// The view kit and the shared calculator and History views, with the widgets a trace names
  /// by their accessibility identifiers (a list's as `historyList`, the navigation bar's back
  /// button as `backButton`).
  public static let kit = PatternRole(
    "kit",
    types: [
      "CalculatorView", "CalculatorViewDelegate", "HistoryView", "HistoryViewDelegate",
      "ViewController", "NavigationController", "View", "TableView", "TableViewCell",
      "*TextField", "*Label", "*Button", "*List", "action",
    ], layer: .kit,
    duty: "Draws the screen and turns the user's touches into events; knows no pattern.")

  /// The services and stores a change request brings: a slow sum service, a key-value store.
  /// (`Cancellable`, the token of work a service or the run loop will do later, is a value any
  /// role may hold, as it holds a `String`.)
  public static let service = PatternRole(
    "service",
    types: [
      "SumService", "KeyValueStore", "InMemoryKeyValueStore",
    ],
    duty: "A dependency outside the screen: it sits where the pattern puts the model.")

  /// The calculator model: the sum and its token, and the calculations the user kept.
  public static let model = PatternRole(
    "model",
    types: [
      "Calculator", "IncrementalSum", "CalculationHistory", "KeptCalculation", "HistoryModel",
    ],
    layer: .model,
    duty: "Holds the token and the running sum and computes the result; knows no screen.")

  /// The binding primitives and the stream operators a trace names.
  public static let binding = PatternRole(
    "binding",
    types: [
      "Observable", "Signal", "Relay", "map", "compactMap", "filter", "merge", "scan",
      "observer", "listener", "combineLatest",
    ], layer: .binding,
    duty: "Carries values from a publisher to whoever bound to it; decides nothing.")

  /// The one place the screen's roles are made and wired.
  public static let screen = PatternRole(
    "screen", types: ["CalculatorScreen"],
    duty: "Builds the screen's roles and wires them, once.")

  /// The main run loop, as a scheduler stands for it: what runs on its next turn.
  public static let runLoop = PatternRole(
    "run loop", types: ["Scheduler", "VirtualScheduler"],
    duty: "Runs what is scheduled on it on a later turn; it knows no role.")

  /// The scenario's clock, which a `wait` advances.
  public static let clock = PatternRole(
    "clock", types: ["Clock"], duty: "Lets time pass; what was scheduled then runs.")

  /// Every shared role, in the order they are matched after a pattern's own.
  public static let all = [user, kit, service, model, binding, screen, clock, runLoop]

  /// Why a service's edges are absent from the base scenarios' traces.
  public static let serviceOnly =
    "only a change request that brings a service takes it (slow-service: --change slow-service)"

  /// Why a navigation edge is absent from the base scenarios' traces: only a change request
  /// with a second screen pushes, pops or passes data back.
  public static let secondScreenOnly =
    "only a change request with a second screen navigates (history: --change history)"

  /// Why a role's edge to the model is absent from a change's traces: the model sits behind the
  /// service, which alone asks it.
  public static let modelBehindService =
    "with slow-service the model sits behind the service, which alone asks it; the base "
    + "scenarios take this edge"

  /// The user acts only on the kit's widgets, and on the clock by waiting.
  public static let userEdges = [
    AllowedEdge("user", "kit", why: "The user touches widgets; every event starts in the kit."),
    AllowedEdge(
      "user", "clock", why: "Waiting lets time pass; only a change with a slow service waits.",
      absentBecause: serviceOnly),
    AllowedEdge(
      "clock", "run loop", members: ["fire"], traceOnly: true,
      why: "When time passes, the run loop runs what was scheduled for then.",
      absentBecause: serviceOnly),
    AllowedEdge(
      "run loop", "service", members: ["respond"], traceOnly: true,
      why: "A service's answer arrives on the run loop's turn when its time has come.",
      absentBecause: serviceOnly),
    AllowedEdge(
      "service", "model", traceOnly: true,
      why: "A service computes with the model's engine, behind its latency.",
      absentBecause: serviceOnly),
  ]
}
