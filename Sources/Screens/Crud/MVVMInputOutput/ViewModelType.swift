/// A view model as seed 004 defines it: one function from the view's event streams to the
/// streams the view shows.
///
/// `Input` and `Output` hold only `let` properties of type `Signal`, never `Relay`: the view
/// emits into relays it keeps to itself and observes the outputs, so data can flow only one way,
/// from the view through ``transform(from:)`` back to the view.
@MainActor
public protocol ViewModelType {
  /// The streams of the view's events.
  associatedtype Input

  /// The streams of what the view shows.
  associatedtype Output

  /// Describes every output as a function of the inputs; the view calls it once, when it binds.
  ///
  /// - Parameter input: The view's event streams.
  /// - Returns: The streams the view observes.
  func transform(from input: Input) -> Output
}
