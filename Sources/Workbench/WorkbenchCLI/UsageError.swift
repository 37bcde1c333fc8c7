/// The error every command throws, under the name its most common case reads best with:
/// `throw UsageError("…", usage: …)` is a wrong command line; ``CommandError/init(_:_:)`` makes
/// any other failure with its exit code.
public typealias UsageError = CommandError
