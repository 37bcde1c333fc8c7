/// Work that was started and can be stopped before it finishes, as Combine's `Cancellable` and
/// `DispatchWorkItem` are.
@MainActor
public protocol Cancellable: AnyObject {
  /// Stops the work if it has not run yet; does nothing otherwise.
  func cancel()
}
