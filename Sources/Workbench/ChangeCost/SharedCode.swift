/// One piece of shared code a change adds or needs, charged to the change once, and to each
/// architecture whose implementation uses it in that architecture's all-in total.
///
/// A piece is one file: a shared layer's file the change's patch adds, edits or removes, or a
/// file of the base's shared layers the change's `BASE-CODE` list names (``BaseCodeList``). An
/// implementation uses it when its code (as the change leaves it) names one of the piece's
/// ``names``, or names a piece of the same change that does.
///
/// ```swift
/// // undo's Sources/Shared/Binding/Signal+CompactMap.swift: names ["Signal.compactMap"],
/// // used by ["MVVM-IO"]: 17 code lines in MVVM-IO's all-in total alone.
/// ```
public struct SharedCode: Sendable, Equatable, Codable {
  /// Where the piece comes from.
  public enum Origin: String, Sendable, Equatable, Codable {
    /// A file a shared layer's patch of the change adds, edits or removes.
    case patch
    /// A file of the base's shared layers the change's `BASE-CODE` list names.
    case base
  }

  /// The file, relative to the package root (`Sources/Shared/Binding/Signal+CompactMap.swift`);
  /// for a layer's tests, its test folder.
  public var file: String
  /// The shared layer's target name (`Binding`).
  public var layer: String
  /// Where it comes from.
  public var origin: Origin
  /// What code uses it by: the names it declares (those new in the file, for an edit), a
  /// member as `Type.member`; none for tests.
  public var names: [String]
  /// The code lines added (the whole file's for base code), instrumentation apart.
  public var codeLinesAdded: Int
  /// The code lines removed.
  public var codeLinesRemoved: Int
  /// The instrumentation lines added.
  public var instrumentationLinesAdded: Int
  /// The test code lines added.
  public var testLinesAdded: Int
  /// The test code lines removed.
  public var testLinesRemoved: Int
  /// The architectures whose implementation of the change uses it, in the table's order.
  public var usedBy: [String]
  /// The identifiers of its code, by which it uses other pieces of the change.
  var references: Set<String> = []
  /// The names it is used by as a member, after a `.`.
  var memberReferences: Set<String> = []

  /// The code churn: code lines added plus removed.
  public var churn: Int { codeLinesAdded + codeLinesRemoved }

  /// What tells pieces apart in an architecture's all-in total: base code two changes list is
  /// one piece, counted once, and so is a file two changes' patches leave with the same text.
  var key = ""

  private enum CodingKeys: String, CodingKey {
    case file, layer, origin, names, codeLinesAdded, codeLinesRemoved
    case instrumentationLinesAdded, testLinesAdded, testLinesRemoved, usedBy
  }

  /// Whether code with these `identifiers` and `members` (after a `.`) names this piece.
  ///
  /// - Parameters:
  ///   - identifiers: Every identifier of the code.
  ///   - members: The identifiers the code writes after a `.`.
  /// - Returns: Whether one of ``names`` is among them.
  func isNamed(by identifiers: Set<String>, members: Set<String>) -> Bool {
    names.contains { name in
      guard let dot = name.firstIndex(of: ".") else { return identifiers.contains(name) }
      return members.contains(String(name[name.index(after: dot)...]))
    }
  }

  /// The pieces among `pieces` that code with `identifiers` and `members` uses, directly or
  /// through a piece it uses, as indices into `pieces`.
  ///
  /// - Parameters:
  ///   - pieces: One change's shared pieces.
  ///   - identifiers: The implementation's identifiers.
  ///   - members: The implementation's identifiers after a `.`.
  /// - Returns: The indices of the pieces used, ascending.
  static func used(
    among pieces: [SharedCode], identifiers: Set<String>, members: Set<String>
  ) -> [Int] {
    var used: Set<Int> = []
    var identifiers = identifiers
    var members = members
    var grew = true
    while grew {
      grew = false
      for index in pieces.indices where !used.contains(index) {
        guard pieces[index].isNamed(by: identifiers, members: members) else { continue }
        used.insert(index)
        identifiers.formUnion(pieces[index].references)
        members.formUnion(pieces[index].memberReferences)
        grew = true
      }
    }
    return used.sorted()
  }
}
