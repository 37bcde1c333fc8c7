/// The fetch-sum use case: the screen has loaded, and shows the sum as it stands (`0`), without
/// asking the slow service.
///
/// Its response and view model are ``Calculate``'s: what is shown is the same calculation.
public enum FetchSum {
  /// What the view asks of the interactor: nothing but the asking.
  public struct Request: Equatable, Sendable {
    /// Creates the request.
    public init() {}
  }
}
