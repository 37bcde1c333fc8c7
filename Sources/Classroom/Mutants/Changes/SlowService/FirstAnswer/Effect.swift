/// Work the reducer asks the store to do, as a value: the reducer stays a pure function, and
/// the store, which holds the dependencies, runs it, as the Composable Architecture's `Effect`.
public enum Effect: Equatable, Sendable {
  /// Nothing to do.
  case none

  /// Ask the slow service for the sum of `input` split at `token`, cancelling the request in
  /// flight, and send its answer back as ``Action/sumResponse(_:)``.
  case requestSum(input: String, token: String)
}
