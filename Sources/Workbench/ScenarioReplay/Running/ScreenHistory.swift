/// What a screen showed before the first event, after each event, and at each moment of a
/// `wait` when scheduled work fired (a timer, a service's answer): the token field, the input
/// field, the result label, and any other widget that shows a text.
///
/// The entries of those moments are kept apart from the entries after events (see
/// ``moments``), so the architectures can be compared at every virtual instant any of them
/// changed something, however many pieces of work each scheduled.
///
/// A field's text is not copied at every event: while the field holds exactly the text the
/// user's edits produce (the same for every architecture), the history records just that fact.
/// Only when an architecture writes to a field from code and the field no longer holds the
/// typed text does the history keep a ``FieldSnapshot``. Recording is therefore linear in time
/// and memory, even for a megabyte typed key by key.
public struct ScreenHistory: Sendable {
  /// What a field held at one point.
  public enum FieldState: Hashable, Sendable {
    /// Exactly the text the scenario's edits produce.
    case asTyped
    /// Something else, written by the architecture.
    case overwritten(FieldSnapshot)
  }

  /// What the screen showed at one point.
  public struct Entry: Hashable, Sendable {
    /// The token field.
    public let token: FieldState
    /// The input field.
    public let input: FieldState
    /// The result label's text (`nil` when the label has none).
    public let result: String?
    /// The other widgets that show a text, in the screen's order; empty on a calculator screen
    /// with only the three widgets.
    public let others: [WidgetState]
  }

  /// What a widget other than the fields and the result label showed.
  public struct WidgetState: Hashable, Sendable {
    /// The widget's accessibility identifier.
    public let identifier: String
    /// Its text: for a text field the scenario edits by identifier, ``FieldState/asTyped`` while
    /// it holds what the edits produce, as for the two fields; for any other widget, its text.
    public let state: FieldState
    /// Whether it is a control (a button, a text field, a segmented control) the user may act
    /// on; `true` for a widget that is no control.
    public var isEnabled = true
  }

  /// A moment during a `wait` when a piece of scheduled work fired.
  public struct Moment: Sendable, Equatable {
    /// The index of the entry recorded then.
    public let entry: Int
    /// The event being performed (the wait), counted from 1.
    public let event: Int
    /// The virtual time of the firing.
    public let time: Duration
  }

  /// The moments recorded during waits, in order; empty when nothing ever fired.
  public private(set) var moments: [Moment] = []

  private var results: [String?] = []
  private var tokenSnapshots: [Int32] = []
  private var inputSnapshots: [Int32] = []
  private var snapshots: [FieldSnapshot] = []
  /// Per entry, an index into ``otherStates``: consecutive entries that show the same other
  /// widgets share one copy.
  private var otherIndices: [Int32] = []
  private var otherStates: [[WidgetState]] = []

  /// Creates an empty history.
  public init() {}

  /// The number of entries: one for the freshly loaded screen, one per event, and one per
  /// moment.
  public var count: Int { results.count }

  /// The number of events recorded.
  public var eventCount: Int { results.count - 1 - moments.count }

  /// The entry at `index`: 0 is the freshly loaded screen; without moments, *k* is after the
  /// *k*-th event.
  ///
  /// - Parameter index: A valid entry index.
  public subscript(index: Int) -> Entry {
    Entry(
      token: state(tokenSnapshots[index]), input: state(inputSnapshots[index]),
      result: results[index], others: otherStates[Int(otherIndices[index])])
  }

  /// Appends what the screen shows now.
  ///
  /// - Parameters:
  ///   - token: The token field's state.
  ///   - input: The input field's state.
  ///   - result: The result label's text.
  ///   - others: The other widgets that show a text.
  public mutating func append(
    token: FieldState, input: FieldState, result: String?, others: [WidgetState] = []
  ) {
    tokenSnapshots.append(index(of: token))
    inputSnapshots.append(index(of: input))
    results.append(result)
    if otherStates.last != others { otherStates.append(others) }
    otherIndices.append(Int32(truncatingIfNeeded: otherStates.count - 1))
  }

  /// Appends what the screen shows at a moment of the wait that is event `event` (counted
  /// from 1), after a piece of work fired at virtual time `time`.
  ///
  /// - Parameters:
  ///   - event: The event being performed, counted from 1.
  ///   - time: The virtual time.
  ///   - token: The token field's state.
  ///   - input: The input field's state.
  ///   - result: The result label's text.
  ///   - others: The other widgets that show a text.
  public mutating func appendMoment(
    event: Int, time: Duration, token: FieldState, input: FieldState, result: String?,
    others: [WidgetState] = []
  ) {
    moments.append(Moment(entry: count, event: event, time: time))
    append(token: token, input: input, result: result, others: others)
  }

  private mutating func index(of state: FieldState) -> Int32 {
    switch state {
    case .asTyped: return -1
    case .overwritten(let snapshot):
      snapshots.append(snapshot)
      return Int32(truncatingIfNeeded: snapshots.count - 1)
    }
  }

  private func state(_ index: Int32) -> FieldState {
    index < 0 ? .asTyped : .overwritten(snapshots[Int(index)])
  }
}

/// A compact record of a field's text: its length, a 64-bit hash and its beginning.
public struct FieldSnapshot: Hashable, Sendable {
  /// The text's length in UTF-8 bytes.
  public let utf8Count: Int
  /// The FNV-1a hash of the text's UTF-8 bytes.
  public let hash: UInt64
  /// The text itself, or its first characters followed by `…` when it is long.
  public let preview: String

  /// Records `text`.
  ///
  /// - Parameter text: The field's text.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(_ text: String) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    self.utf8Count = text.utf8.count
    self.hash = hash
    self.preview = Preview.of(text)
  }
}

/// Shortens texts for reports.
package enum Preview {
  /// The longest preview, in characters, before it is cut.
  static let limit = 40

  /// Returns `text`, or its first ``limit`` characters and `…`.
  static func of(_ text: String) -> String {
    var characters = 0
    var end = text.startIndex
    while end < text.endIndex {
      if characters == limit { return String(text[..<end]) + "…" }
      characters += 1
      end = text.index(after: end)
    }
    return text
  }

  /// Returns `text`, or its first 16 characters and `…`, for table cells.
  package static func short(_ text: String) -> String {
    text.count <= 20 ? text : String(text.prefix(16)) + "…"
  }
}
