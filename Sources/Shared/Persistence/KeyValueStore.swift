/// Where a screen keeps small values across launches, shaped like Foundation's `UserDefaults`:
/// a string for a key.
///
/// A screen receives its store as a dependency, so tests and the workbench hand it an
/// ``InMemoryKeyValueStore`` and an app would hand it one backed by `UserDefaults.standard`.
@MainActor
public protocol KeyValueStore: AnyObject {
  /// Returns the string stored for `key`.
  ///
  /// - Parameter key: The key the value was stored under.
  /// - Returns: The stored string, or `nil` when there is none.
  func string(forKey key: String) -> String?

  /// Stores `value` for `key`, or removes the key when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - value: The string to store.
  ///   - key: The key to store it under.
  func set(_ value: String?, forKey key: String)
}
