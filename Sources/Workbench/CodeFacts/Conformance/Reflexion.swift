/// One message of a traced event, as the reflexion reads it: who sent what to whom, how deep.
public struct ObservedMessage: Sendable, Equatable, Codable {
  /// The sending role, as the trace names it.
  public var from: String
  /// The receiving role, as the trace names it.
  public var to: String
  /// The member sent.
  public var member: String
  /// How deeply it is nested in the messages that led to it (0 for the user's).
  public var depth: Int

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - from: The sender.
  ///   - to: The receiver.
  ///   - member: The member sent.
  ///   - depth: Its nesting depth.
  public init(from: String, to: String, member: String, depth: Int) {
    self.from = from
    self.to = to
    self.member = member
    self.depth = depth
  }
}

/// One traced event: where it comes from and the messages it sent.
public struct ObservedEvent: Sendable, Equatable, Codable {
  /// The scenario's path.
  public var scenario: String
  /// The event's number, from 1; 0 is the screen loading.
  public var event: Int
  /// The scenario line of the event's directive (0 for the loading).
  public var line: Int
  /// What the user did.
  public var action: String
  /// Whether the event builds a screen (the loading, a relaunch): what the user then sends to
  /// anything but the kit is the assembler's.
  public var buildsScreen: Bool
  /// The messages, in order.
  public var messages: [ObservedMessage]

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - scenario: The scenario's path.
  ///   - event: The event's number (0 for the loading).
  ///   - line: The scenario line of the event.
  ///   - action: What the user did.
  ///   - buildsScreen: Whether the event builds a screen.
  ///   - messages: The messages sent.
  public init(
    scenario: String, event: Int, line: Int, action: String, buildsScreen: Bool,
    messages: [ObservedMessage]
  ) {
    self.scenario = scenario
    self.event = event
    self.line = line
    self.action = action
    self.buildsScreen = buildsScreen
    self.messages = messages
  }
}

/// A reflexion model (Murphy, Notkin and Sullivan): the intended model beside the role-to-role
/// messages real runs sent, as convergences (intended and seen), divergences (seen and not
/// allowed) and absences (intended and never seen).
public struct Reflexion: Sendable, Equatable, Codable {
  /// An edge seen in the traces, between roles.
  public struct ObservedEdge: Sendable, Equatable, Codable {
    /// The sending role.
    public var from: String
    /// The receiving role.
    public var to: String
    /// How many messages took it.
    public var count: Int
    /// The members sent along it, sorted.
    public var members: [String]
    /// Whether the model allows every message seen on it.
    public var allowed: Bool
  }

  /// An intended edge no traced event took.
  public struct Absence: Sendable, Equatable, Codable {
    /// The edge, as an arrow.
    public var edge: String
    /// Why the pattern has it.
    public var why: String
    /// Why the traces read cannot show it, when the model says.
    public var reason: String?
  }

  /// The pattern.
  public var pattern: String
  /// The intended edges some message took, as arrows.
  public var convergences: [String]
  /// The messages the model forbids: the first of each kind, with where it was seen.
  public var divergences: [ConformanceViolation]
  /// The intended edges no message took.
  public var absences: [Absence]
  /// The role-to-role graph the traces show.
  public var observed: [ObservedEdge]
  /// The trace names that play no role of the model, sorted.
  public var unmapped: [String]
  /// How many events were read.
  public var eventCount: Int

  /// Compares `events` with `model`.
  ///
  /// In the loading event, a message the user sends to anything but the kit is the screen being
  /// built (a view model computing its first output): it is the assembler's, and free.
  ///
  /// - Parameters:
  ///   - model: The intended model.
  ///   - events: The traced events.
  /// - Returns: The reflexion.
  public static func compare(_ model: IntendedModel, events: [ObservedEvent]) -> Reflexion {
    var builder = ReflexionBuilder(model: model)
    for event in events { builder.read(event) }
    return builder.result(eventCount: events.count)
  }
}

/// Accumulates a ``Reflexion``.
struct ReflexionBuilder {
  let model: IntendedModel
  var taken = Set<Int>()
  var divergences: [ConformanceViolation] = []
  var divergenceKeys = Set<String>()
  var observed: [String: Reflexion.ObservedEdge] = [:]
  var order: [String] = []
  var unmapped = Set<String>()
  /// The role each trace name plays, looked up once: a trace repeats a few names many times.
  var roleNames: [String: String?] = [:]

  init(model: IntendedModel) {
    self.model = model
  }

  /// The intended edges from `from` to `to`, by index, looked up once per pair.
  var edgesByPair: [String: [Int]] = [:]
  /// Those of them that carry a member while handling a role's message, looked up once each.
  var carryingEdges: [String: [Int]] = [:]

  func role(_ name: String, loading: Bool, depth: Int) -> String? {
    if loading, name == TraceNames.user, depth == 0 { return nil }
    return model.role(of: name)?.name
  }

  mutating func read(_ event: ObservedEvent) {
    let loading = event.buildsScreen
    var parents: [Int] = []
    let location = "\(event.scenario):\(event.line)"
    var reachedRoles = Set<String>()
    var viewGotEvent: [String: Bool] = [:]
    // A user's event that sets a widget's text from code changed the screen: whatever code did
    // it (a delegate method left untraced included), the deciding role must have been reached.
    let byUser = event.messages.first?.from == TraceNames.user
    var screenChanged = false
    if byUser {
      for message in event.messages where message.depth > 0 && message.member == "text" {
        if roleName(of: message.to) == "kit" {
          screenChanged = true
          break
        }
      }
    }
    for (index, message) in event.messages.enumerated() {
      while parents.count > message.depth { parents.removeLast() }
      let parent = parents.last.map { event.messages[$0] }
      parents.append(index)
      if loading, message.from == TraceNames.user, message.depth == 0,
        roleName(of: message.to) != "kit"
      {
        continue
      }
      guard let from = roleName(of: message.from) else {
        unmapped.insert(message.from)
        continue
      }
      guard let to = roleName(of: message.to) else {
        unmapped.insert(message.to)
        continue
      }
      reachedRoles.insert(to)
      if from == "kit" { viewGotEvent[to] = true }
      if from == to { continue }
      let handling = parent.flatMap { roleName(of: $0.from) }
      let candidates = edges(from: from, to: to)
      let matching = edges(from: from, to: to, carrying: message.member, handling: handling)
      record(
        message, from: from, to: to, handling: handling, candidates: candidates,
        matching: matching, event: event, location: location)
    }
    checkEventsReach(
      event, location: location, reached: reachedRoles, viewGotEvent: viewGotEvent,
      screenChanged: screenChanged)
    if byUser, !loading { checkShownWasSent(event, location: location, reached: reachedRoles) }
  }

  /// Records that `message` took the edge `from` → `to` (while handling `handling`'s message),
  /// and, when no intended edge carries it, the divergence with where it was first taken.
  mutating func record(
    _ message: ObservedMessage, from: String, to: String, handling: String?,
    candidates: [Int], matching: [Int], event: ObservedEvent, location: String
  ) {
    let key = from + "→" + to
    if observed[key] == nil {
      order.append(key)
      observed[key] = Reflexion.ObservedEdge(
        from: from, to: to, count: 0, members: [], allowed: true)
    }
    observed[key]?.count += 1
    if observed[key]?.members.contains(message.member) == false {
      observed[key]?.members.append(message.member)
      observed[key]?.members.sort()
    }
    guard matching.isEmpty else {
      taken.formUnion(matching)
      return
    }
    observed[key]?.allowed = false
    let divergenceKey = key + ":" + message.member + ":" + (handling ?? "")
    guard divergenceKeys.insert(divergenceKey).inserted else { return }
    // The edge restricted to this member says why it was refused; else any edge between the
    // two roles; else what the sender is for.
    let restricted = candidates.first {
      model.edges[$0].members?.contains(message.member) == true
    }
    let why =
      (restricted ?? candidates.first).map { model.edges[$0].why }
      ?? model.role(named: from)?.duty ?? ""
    divergences.append(
      ConformanceViolation(
        rule: candidates.isEmpty
          ? "\(from) → \(to) is no edge of \(model.pattern)"
          : "\(from) → \(to) does not carry this message in \(model.pattern)",
        location: location,
        detail: "event \(event.event) (\(event.action)): \(message.from) → \(message.to): "
          + message.member + (handling.map { " while handling the \($0)'s message" } ?? ""),
        why: why))
  }

  /// For each fact that every event reaches a role: a divergence when an event reached the
  /// view (or changed the screen, the view's code untraced) and never that role.
  mutating func checkEventsReach(
    _ event: ObservedEvent, location: String, reached: Set<String>,
    viewGotEvent: [String: Bool], screenChanged: Bool
  ) {
    guard !event.buildsScreen else { return }
    for fact in model.facts where fact.kind == .everyEventReaches {
      guard let view = fact.other, viewGotEvent[view] == true || screenChanged,
        !reached.contains(fact.role)
      else { continue }
      let key = "reach:" + fact.role + ":" + event.action
      guard divergenceKeys.insert(key).inserted else { continue }
      let what = viewGotEvent[view] == true ? "reached the \(view)" : "changed the screen"
      divergences.append(
        ConformanceViolation(
          rule: fact.statement, location: location,
          detail: "event \(event.event) (\(event.action)) \(what) and never the " + fact.role,
          why: fact.why))
    }
  }

  func result(eventCount: Int) -> Reflexion {
    var convergences: [String] = []
    var absences: [Reflexion.Absence] = []
    for (index, edge) in model.edges.enumerated() {
      if taken.contains(index) {
        convergences.append(edge.arrow)
      } else {
        absences.append(
          Reflexion.Absence(edge: edge.arrow, why: edge.why, reason: edge.absentBecause))
      }
    }
    return Reflexion(
      pattern: model.pattern, convergences: convergences, divergences: divergences,
      absences: absences, observed: order.compactMap { observed[$0] },
      unmapped: unmapped.sorted(), eventCount: eventCount)
  }
}

/// The names traces give that the reflexion reads specially.
enum TraceNames {
  /// The role that sends the first message of every event (`TraceRecorder.user`).
  static let user = "User"
}
