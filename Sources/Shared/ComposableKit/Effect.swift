/// Work a reducer asks the store to run: described, returned and run later, never performed
/// by the reducer itself.
///
/// An effect is `.none`, `.send` (an action fed back at once), `.run` (an asynchronous
/// operation that sends actions as it goes) or a merge of several.
///
/// ```swift
/// return .run { send in
///   let items = await client.load()
///   await send(.itemsLoaded(items))
/// }
/// ```
public struct Effect<Action> {
  /// One piece of work.
  enum Operation {
    /// Send the action back at once.
    case send(Action)
    /// Run the operation, which sends actions through the ``Send`` it is given.
    case run(@Sendable (Send<Action>) async -> Void)
  }

  let operations: [Operation]

  /// No work.
  public static var none: Self { Self(operations: []) }

  /// Sends `action` back to the store as soon as the reducer returns.
  ///
  /// - Parameter action: The action to send.
  /// - Returns: The effect.
  public static func send(_ action: Action) -> Self {
    Self(operations: [.send(action)])
  }

  /// Runs `operation` asynchronously; it sends actions back through the ``Send`` it is given.
  ///
  /// - Parameter operation: The work.
  /// - Returns: The effect.
  public static func run(_ operation: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
    Self(operations: [.run(operation)])
  }

  /// Runs every one of `effects`, in order where they are synchronous.
  ///
  /// - Parameter effects: The effects to merge.
  /// - Returns: The effect.
  public static func merge(_ effects: Self...) -> Self {
    Self(operations: effects.flatMap(\.operations))
  }

  /// The effect with each action it sends turned into another store's action: how a parent
  /// runs the effects of a child feature it scopes to.
  ///
  /// - Parameter transform: Embeds this effect's action in the other's.
  /// - Returns: The effect.
  public func map<Other>(
    _ transform: @escaping @Sendable (Action) -> Other
  ) -> Effect<Other> {
    Effect<Other>(
      operations: operations.map { operation in
        switch operation {
        case .send(let action):
          return .send(transform(action))
        case .run(let body):
          return .run { send in await body(Send { action in send(transform(action)) }) }
        }
      })
  }

  /// Starts the work: sends each `.send` action now, in order, and starts each `.run`
  /// operation as a task; what a store (or a test store) does with the effects it is returned.
  ///
  /// - Parameter send: Where the actions go.
  /// - Returns: The tasks of the `.run` operations, to await or cancel.
  @MainActor
  public func start(sending send: Send<Action>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    for operation in operations {
      switch operation {
      case .send(let action):
        send(action)
      case .run(let body):
        tasks.append(Task { await body(send) })
      }
    }
    return tasks
  }
}
