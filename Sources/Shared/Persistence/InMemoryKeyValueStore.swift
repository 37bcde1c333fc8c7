/// A ``KeyValueStore`` held in memory: fresh for each test or scenario, kept across the
/// relaunches of one.
@MainActor
public final class InMemoryKeyValueStore: KeyValueStore {
  private var values: [String: String]

  /// Creates a store holding `values`.
  ///
  /// - Parameter values: The strings stored at first, by key.
  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  /// Returns the string stored for `key`.
  ///
  /// - Parameter key: The key the value was stored under.
  /// - Returns: The stored string, or `nil` when there is none.
  public func string(forKey key: String) -> String? {
    values[key]
  }

  /// Stores `value` for `key`, or removes the key when `value` is `nil`.
  ///
  /// - Parameters:
  ///   - value: The string to store.
  ///   - key: The key to store it under.
  public func set(_ value: String?, forKey key: String) {
    values[key] = value
  }
}
