public import CrudModel

/// The scene's second use case: a change of the entries (create, update, delete), or their
/// first listing, and what the list then shows and the buttons allow.
public enum ChangeEntries {
  /// A change of the entries.
  public enum Change: Equatable, Sendable {
    /// Append the typed entry.
    case create
    /// Replace the selected entry with the typed one.
    case update
    /// Remove the selected entry.
    case delete
  }

  /// The view controller's request: the change, or `nil` to list the entries as they are.
  public struct Request: Equatable, Sendable {
    /// What to change; `nil` when the scene loads.
    public var change: Change?

    /// Creates a request.
    public init(change: Change?) {
      self.change = change
    }
  }

  /// The interactor's response: the entries the filter keeps and what the buttons allow.
  public struct Response: Equatable, Sendable {
    /// The entries shown, in creation order.
    public var entries: [CrudEntry]
    /// What the buttons allow.
    public var availability: Availability

    /// Creates a response.
    public init(entries: [CrudEntry], availability: Availability) {
      self.entries = entries
      self.availability = availability
    }
  }

  /// The presenter's view model: the rows and what to enable.
  public struct ViewModel: Equatable, Sendable {
    /// The rows, `Surname, Name`.
    public var rows: [String]
    /// What to enable.
    public var availability: Availability

    /// Creates a view model.
    public init(rows: [String], availability: Availability) {
      self.rows = rows
      self.availability = availability
    }
  }
}

/// Which of the three buttons are enabled: part of every response and view model.
public struct Availability: Equatable, Sendable {
  /// Whether the create button is enabled.
  public var canCreate: Bool
  /// Whether the update button is enabled.
  public var canUpdate: Bool
  /// Whether the delete button is enabled.
  public var canDelete: Bool

  /// Creates an availability.
  public init(canCreate: Bool, canUpdate: Bool, canDelete: Bool) {
    self.canCreate = canCreate
    self.canUpdate = canUpdate
    self.canDelete = canDelete
  }
}
