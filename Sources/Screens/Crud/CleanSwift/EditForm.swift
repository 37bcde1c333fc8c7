public import CrudModel

/// The scene's first use case: an edit of the form (the filter, the name, the surname, or a tap
/// on a row), and what it shows and allows.
public enum EditForm {
  /// One edit of the form.
  public enum Edit: Equatable, Sendable {
    /// The filter's field now holds this text.
    case filter(String)
    /// The name's field now holds this text.
    case name(String)
    /// The surname's field now holds this text.
    case surname(String)
    /// The row at this index (from 0) was tapped.
    case selectRow(Int)
  }

  /// The view controller's request: the edit.
  public struct Request: Equatable, Sendable {
    /// What was edited.
    public var edit: Edit

    /// Creates a request.
    public init(edit: Edit) {
      self.edit = edit
    }
  }

  /// The interactor's response: the entries shown when the filter changed, the entry selected
  /// when a row was tapped, and what the buttons allow.
  public struct Response: Equatable, Sendable {
    /// The entries the filter keeps, when the edit was of the filter; `nil` otherwise.
    public var entries: [CrudEntry]?
    /// The entry a tap selected; `nil` for another edit.
    public var selected: CrudEntry?
    /// What the buttons allow.
    public var availability: Availability

    /// Creates a response.
    public init(entries: [CrudEntry]?, selected: CrudEntry?, availability: Availability) {
      self.entries = entries
      self.selected = selected
      self.availability = availability
    }
  }

  /// The presenter's view model: the rows and fields to show, if any, and what to enable.
  public struct ViewModel: Equatable, Sendable {
    /// The rows to show, `Surname, Name`; `nil` to leave the list.
    public var rows: [String]?
    /// The name and surname to put in the fields; `nil` to leave them.
    public var fields: CrudEntry?
    /// What to enable.
    public var availability: Availability

    /// Creates a view model.
    public init(rows: [String]?, fields: CrudEntry?, availability: Availability) {
      self.rows = rows
      self.fields = fields
      self.availability = availability
    }
  }
}
