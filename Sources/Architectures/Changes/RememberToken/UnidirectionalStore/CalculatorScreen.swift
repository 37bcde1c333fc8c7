public import Persistence
public import ViewKit

/// Builds the unidirectional-store calculator screen: the one place its roles are made and wired.
public enum CalculatorScreen {
  private static let tokenKey = "token"

  /// Returns the screen's root view controller, its view not loaded yet: the view owns the
  /// store, the store holds the state.
  ///
  /// The token is persisted as Redux persists state: the store starts from the remembered token,
  /// and a subscriber writes the token of every new state back, so the reducer stays pure.
  ///
  /// - Parameter keyValueStore: Where the screen remembers the token across launches.
  /// - Returns: The root view controller.
  @MainActor
  public static func makeRootViewController(keyValueStore: any KeyValueStore) -> ViewController {
    let token = keyValueStore.string(forKey: tokenKey) ?? ""
    let store = Store(initialState: State(tokenText: token))
    store.subscribe { state in keyValueStore.set(state.tokenText, forKey: tokenKey) }
    return CalculatorViewController(store: store)
  }
}
