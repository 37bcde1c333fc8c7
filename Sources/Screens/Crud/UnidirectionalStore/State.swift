public import CrudModel

/// Everything the screen shows, as one value: the entries, the filter, the fields and the
/// selection.
public struct State: Equatable, Sendable {
  /// The entries, the filter, the fields as typed and the selected entry.
  public var model = CrudModel()

  /// Creates the first state: the three entries, empty fields and filter, nothing selected.
  public init() {}
}
