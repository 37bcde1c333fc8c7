public import ViewKit

/// Builds the module: the one place its roles are made and wired.
@MainActor
public protocol CrudRouterProtocol {
  /// Returns the module's view controller, every role wired.
  static func createModule() -> ViewController
}
