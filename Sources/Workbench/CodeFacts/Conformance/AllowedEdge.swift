/// An edge a pattern allows between two of its roles: the first may call, hold and name the
/// second, perhaps only through one of the second's interfaces, only some members, or only while
/// it handles a message from a third role.
///
/// ```swift
/// AllowedEdge("presenter", "view", through: "CalculatorViewProtocol",
///   why: "The presenter drives a passive view through a protocol of plain values.")
/// ```
public struct AllowedEdge: Sendable, Equatable, Codable {
  /// The role that calls, holds or names.
  public var from: String

  /// The role called, held or named.
  public var to: String

  /// The interface of ``to`` the sources must go through, if the pattern says one; a trace
  /// still names the concrete role.
  public var through: String?

  /// The only members the edge carries in a trace, if it is restricted.
  public var members: [String]?

  /// The members it never carries in a trace.
  public var excludedMembers: [String]

  /// The roles one of whose messages ``from`` must be handling when it sends on this edge, if
  /// restricted (the binding, for a view that updates only by binding).
  public var whileHandlingFrom: [String]?

  /// Whether the edge is only seen in traces (a callback the sources never name, such as an
  /// observation's change), so the sources may not name ``to`` for it.
  public var traceOnly: Bool

  /// Why the pattern has this edge, in one sentence of its definition.
  public var why: String

  /// Why the base scenarios' traces cannot show this edge, when they cannot: a call the shared
  /// layers do not trace, or a dependency only a change request brings.
  public var absentBecause: String?

  /// Creates an allowed edge.
  ///
  /// - Parameters:
  ///   - from: The calling role.
  ///   - to: The called role.
  ///   - through: The interface of `to` the sources must use.
  ///   - members: The only members the edge carries.
  ///   - excludedMembers: The members it never carries.
  ///   - whileHandlingFrom: The role whose message `from` must be handling.
  ///   - traceOnly: Whether only traces show it.
  ///   - why: Why the pattern has it.
  ///   - absentBecause: Why the base scenarios' traces cannot show it.
  public init(
    _ from: String, _ to: String, through: String? = nil, members: [String]? = nil,
    excludedMembers: [String] = [], whileHandlingFrom: [String]? = nil, traceOnly: Bool = false,
    why: String, absentBecause: String? = nil
  ) {
    self.from = from
    self.to = to
    self.through = through
    self.members = members
    self.excludedMembers = excludedMembers
    self.whileHandlingFrom = whileHandlingFrom
    self.traceOnly = traceOnly
    self.why = why
    self.absentBecause = absentBecause
  }

  /// The keys of an edge in a model file, in the order a file writes them.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case from, to, through, members, excludedMembers, whileHandlingFrom, traceOnly, why
    case absentBecause
  }

  /// Reads an edge from a model file, where `excludedMembers` defaults to none and `traceOnly`
  /// to `false`, so a file writes only what an edge restricts.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: The decoder's error for a missing `from`, `to` or `why`, or a value of the wrong
  ///   type.
  public init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try keys.decode(String.self, forKey: .from), try keys.decode(String.self, forKey: .to),
      through: try keys.decodeIfPresent(String.self, forKey: .through),
      members: try keys.decodeIfPresent([String].self, forKey: .members),
      excludedMembers: try keys.decodeIfPresent([String].self, forKey: .excludedMembers) ?? [],
      whileHandlingFrom: try keys.decodeIfPresent([String].self, forKey: .whileHandlingFrom),
      traceOnly: try keys.decodeIfPresent(Bool.self, forKey: .traceOnly) ?? false,
      why: try keys.decode(String.self, forKey: .why),
      absentBecause: try keys.decodeIfPresent(String.self, forKey: .absentBecause))
  }

  /// The edge as an arrow: `presenter → view (through CalculatorViewProtocol)`.
  public var arrow: String {
    var text = "\(from) → \(to)"
    if let through { text += " (through \(through))" }
    if let members { text += " [" + members.joined(separator: ", ") + "]" }
    if !excludedMembers.isEmpty {
      text += " [not " + excludedMembers.joined(separator: ", ") + "]"
    }
    if let whileHandlingFrom {
      text += " (only while handling the " + whileHandlingFrom.joined(separator: " or ") + ")"
    }
    return text
  }

  /// Whether a traced message `member` sent from ``from`` to ``to`` may take this edge, the
  /// sender handling a message from the role `handling`.
  ///
  /// - Parameters:
  ///   - member: The member sent.
  ///   - handling: The role of the message the sender is handling, if known.
  /// - Returns: `true` when the edge carries it.
  public func carries(_ member: String, handling: String?) -> Bool {
    // A trace names a method with its labels (`changeToken(request:)`) or without; an edge's
    // member is the method either way.
    let base = member.prefix { $0 != "(" }
    if let members, !members.contains(where: { $0.prefix { $0 != "(" } == base }) {
      return false
    }
    if excludedMembers.contains(where: { $0.prefix { $0 != "(" } == base }) { return false }
    if let whileHandlingFrom, !whileHandlingFrom.contains(handling ?? "") { return false }
    return true
  }
}
