import Diagnostics

/// How ``Trace/describe(_:)`` spells a value: bounded whatever the value holds, and through
/// ``Quoting`` for every text inside it, so a Store's action or a stream's event that carries a
/// pasted megabyte costs a trace what a keystroke costs, and writes no raw control or
/// bidirectional scalar.
enum TraceValueDescription {
  /// The deepest nesting shown; deeper values are written `…`.
  static let depthLimit = 3

  /// The most fields or payload values of one value shown; the rest are written `…`.
  static let fieldLimit = 4

  /// The most characters of a type's own description shown (an edited text with escapes takes
  /// a few hundred); the rest is written `…`.
  static let descriptionLimit = 512

  /// Describes `value`, nested `depth` levels inside the value being traced.
  static func describe(_ value: Any, depth: Int) -> String {
    switch value {
    case let text as String: return Quoting.literal(text, limit: Quoting.traceLimit)
    case let text as Substring: return Quoting.literal(String(text), limit: Quoting.traceLimit)
    case let character as Character:
      return Quoting.literal(String(character), limit: Quoting.traceLimit)
    case is any BinaryInteger, is any BinaryFloatingPoint, is Bool:
      return String(describing: value)
    default: break
    }
    guard depth < depthLimit else { return "…" }
    let mirror = Mirror(reflecting: value)
    // An object is a participant, not a value: a pop that returns the view controller it popped
    // is written `→ HistoryViewController`, never as the fields of its object graph.
    if mirror.displayStyle == .class { return "\(mirror.subjectType)" }
    switch mirror.displayStyle {
    case .enum:
      // A case without a payload prints as its name; one with a payload as its name and the
      // payload, each part described here, never printed whole.
      guard let payload = mirror.children.first else { return String(describing: value) }
      return (payload.label ?? "") + "(" + parts(of: payload.value, depth: depth + 1) + ")"
    case .optional:
      guard let wrapped = mirror.children.first else { return "nil" }
      return describe(wrapped.value, depth: depth)
    case .tuple:
      return "(" + parts(of: value, depth: depth + 1) + ")"
    case .collection, .set, .dictionary:
      let count = mirror.children.count
      return "\(mirror.subjectType)(\(count) element\(count == 1 ? "" : "s"))"
    default:
      break
    }
    if value is any CustomStringConvertible {
      // The shared layers' values (an edit, an edited text) print through `Quoting`, bounded;
      // any other type's description is escaped and cut too, so no type writes a raw control.
      let described = String(describing: value)
      let shown = described.prefix(descriptionLimit)
      return Quoting.terminal(String(shown)) + (shown.endIndex < described.endIndex ? "…" : "")
    }
    guard !mirror.children.isEmpty else { return "\(mirror.subjectType)" }
    return "\(mirror.subjectType)(" + fields(of: mirror, depth: depth + 1) + ")"
  }

  /// The payload of a case, or the elements of a tuple, described and joined.
  private static func parts(of value: Any, depth: Int) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else { return describe(value, depth: depth) }
    return fields(of: mirror, depth: depth)
  }

  /// The first ``fieldLimit`` children of `mirror`, labelled where they have a name.
  private static func fields(of mirror: Mirror, depth: Int) -> String {
    var shown: [String] = []
    for (offset, child) in mirror.children.enumerated() {
      guard offset < fieldLimit else {
        shown.append("…")
        break
      }
      let described = describe(child.value, depth: depth)
      let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
      shown.append(label.map { "\($0): \(described)" } ?? described)
    }
    return shown.joined(separator: ", ")
  }
}
