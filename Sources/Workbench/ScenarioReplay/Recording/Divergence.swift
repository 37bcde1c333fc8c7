import Diagnostics

/// The first event after which (or moment during which) the architectures did not all show the
/// same thing.
public struct Divergence: Codable, Sendable, Equatable {
  /// One group of architectures that showed the same thing.
  public struct Shown: Codable, Sendable, Equatable {
    /// The architectures in the group.
    public var architectures: [String]
    /// The token field's text (shortened when long).
    public var token: String
    /// The input field's text (shortened when long).
    public var input: String
    /// The result label's text.
    public var result: String
    /// The other widgets that show a text (a second label, a button's title), in the screen's
    /// order; empty, and left out of the JSON, on a screen with only the three widgets.
    public var others: [Widget] = []

    private enum CodingKeys: String, CodingKey {
      case architectures, token, input, result, others
    }

    /// Creates a group.
    ///
    /// - Parameters:
    ///   - architectures: The architectures in the group.
    ///   - token: The token field's text.
    ///   - input: The input field's text.
    ///   - result: The result label's text.
    ///   - others: The other widgets' texts.
    public init(
      architectures: [String], token: String, input: String, result: String,
      others: [Widget] = []
    ) {
      self.architectures = architectures
      self.token = token
      self.input = input
      self.result = result
      self.others = others
    }

    /// Reads a group; a report written before screens had other widgets has no `others`.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What the decoder throws for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      architectures = try container.decode([String].self, forKey: .architectures)
      token = try container.decode(String.self, forKey: .token)
      input = try container.decode(String.self, forKey: .input)
      result = try container.decode(String.self, forKey: .result)
      others = try container.decodeIfPresent([Widget].self, forKey: .others) ?? []
    }

    /// Writes the group, leaving `others` out when it is empty.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(architectures, forKey: .architectures)
      try container.encode(token, forKey: .token)
      try container.encode(input, forKey: .input)
      try container.encode(result, forKey: .result)
      if !others.isEmpty { try container.encode(others, forKey: .others) }
    }
  }

  /// What a widget other than the fields and the result label showed.
  public struct Widget: Codable, Sendable, Equatable {
    /// The widget's accessibility identifier.
    public var identifier: String
    /// Its text (shortened when long).
    public var text: String
    /// `true` when it is a disabled control; absent (`nil`) otherwise, so that a screen without
    /// controls to disable is reported as before.
    public var disabled: Bool?

    /// Creates a widget's text.
    ///
    /// - Parameters:
    ///   - identifier: The widget's accessibility identifier.
    ///   - text: Its text.
    ///   - disabled: `true` when it is a disabled control, else `nil`.
    public init(identifier: String, text: String, disabled: Bool? = nil) {
      self.identifier = identifier
      self.text = text
      self.disabled = disabled
    }

    /// How a divergence's message names what the widget showed: `statusLabel "went one"`,
    /// `goButton "Go" (disabled)`.
    var phrase: String {
      "\(Quoting.excerpt(identifier, quoted: false)) \(Quoting.literal(text))"
        + (disabled == true ? " (disabled)" : "")
    }
  }

  /// The scenario line of the event (0: the freshly loaded screen).
  public var line: Int
  /// The event's number, counting from 1 (0: the freshly loaded screen).
  public var event: Int
  /// How many events in all had the architectures disagreeing, after the event or at a moment
  /// during it.
  public var divergentEvents: Int
  /// The virtual time, during the event (a `wait`), at which the architectures first
  /// disagreed, as a scenario writes a duration; `nil` when they first disagreed after it.
  public var moment: String?
  /// What each group of architectures showed, largest group first.
  public var shown: [Shown]
}
