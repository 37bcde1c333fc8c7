public import ComposableKit
public import Testing

/// A store for tests that makes every change explicit, as the Composable Architecture's does:
/// each action sent or received is checked against the state change the test asserts, and a
/// change nobody asserted, an action an effect sent that nobody received, or an effect still
/// running at the end is a test failure.
///
/// ```swift
/// let store = TestStore(initialState: CalculatorFeature.State()) { CalculatorFeature() }
/// await store.send(.inputTextChanged("1,2")) {
///   $0.inputText = "1,2"
/// }
/// await store.finish()
/// ```
///
/// Effects run for real, on the main actor's turns: ``receive(_:assert:sourceLocation:)`` and
/// ``finish(sourceLocation:)`` wait a bounded number of turns (no clock) for them.
@MainActor
public final class TestStore<Feature: Reducer> where Feature.State: Equatable {
  /// The state after every action sent and received so far.
  public private(set) var state: Feature.State

  private let reducer: Feature
  private let sourceLocation: SourceLocation
  private var received: [Feature.Action] = []
  private var inFlight: [Int: Task<Void, Never>] = [:]
  private var nextEffect = 0
  private var isFinished = false

  /// How many turns of the main actor ``receive(_:assert:sourceLocation:)`` and
  /// ``finish(sourceLocation:)`` give the effects before they fail.
  public var turns = 1_000

  /// Creates a test store over `initialState` with the reducer `reducer` makes.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: Makes the feature's reducer.
  ///   - sourceLocation: Where a failure found only when the store goes is reported.
  public init(
    initialState: Feature.State, reducer: () -> Feature,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    state = initialState
    self.reducer = reducer()
    self.sourceLocation = sourceLocation
  }

  isolated deinit {
    guard !isFinished else { return }
    reportLeftovers(at: sourceLocation)
    for task in inFlight.values { task.cancel() }
  }

  /// Sends `action` and checks that the state changed exactly as `update` says: with no
  /// `update`, that it did not change at all.
  ///
  /// - Parameters:
  ///   - action: What the user did.
  ///   - update: Changes the state before the action into the state expected after it.
  ///   - sourceLocation: Where a failure is reported.
  public func send(
    _ action: Feature.Action, assert update: ((inout Feature.State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    if !received.isEmpty {
      Issue.record(
        Comment(
          rawValue: "Must handle \(received.count) received action(s) before sending an action: "
            + Self.describe(received)),
        sourceLocation: sourceLocation)
    }
    reduce(action, assert: update, sourceLocation: sourceLocation)
    await Task.yield()
  }

  /// Waits for an effect to send an action, checks that it is `expected`, and checks the
  /// state change it makes as ``send(_:assert:sourceLocation:)`` does.
  ///
  /// - Parameters:
  ///   - expected: The action the effect should send next.
  ///   - update: Changes the state before the action into the state expected after it.
  ///   - sourceLocation: Where a failure is reported.
  public func receive(
    _ expected: Feature.Action, assert update: ((inout Feature.State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where Feature.Action: Equatable {
    var turn = 0
    while received.isEmpty && !inFlight.isEmpty && turn < turns {
      await Task.yield()
      turn += 1
    }
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(Self.describe([expected])), but received no action",
        sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    if action != expected {
      Issue.record(
        "Received \(Self.describe([action])), expected \(Self.describe([expected]))",
        sourceLocation: sourceLocation)
    }
    reduce(action, assert: update, sourceLocation: sourceLocation)
  }

  /// Waits for the effects still running, then fails for each one that has not ended and for
  /// every action an effect sent that no test received.
  ///
  /// - Parameter sourceLocation: Where a failure is reported.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    var turn = 0
    while !inFlight.isEmpty && turn < turns {
      await Task.yield()
      turn += 1
    }
    isFinished = true
    reportLeftovers(at: sourceLocation)
    for task in inFlight.values { task.cancel() }
    inFlight = [:]
  }

  private func reduce(
    _ action: Feature.Action, assert update: ((inout Feature.State) throws -> Void)?,
    sourceLocation: SourceLocation
  ) {
    var expected = state
    var actual = state
    let effect = reducer.reduce(into: &actual, action: action)
    do {
      try update?(&expected)
    } catch {
      Issue.record(error, "The assertion threw", sourceLocation: sourceLocation)
    }
    if expected != actual {
      Issue.record(
        Comment(
          rawValue: (update == nil
            ? "The state changed, but no change was asserted"
            : "The state does not match the change asserted")
            + StateDifference(expected: expected, actual: actual).description),
        sourceLocation: sourceLocation)
    }
    state = actual
    start(effect)
  }

  private func start(_ effect: Effect<Feature.Action>) {
    let tasks = effect.start(sending: Send { [weak self] in self?.received.append($0) })
    for task in tasks {
      let id = nextEffect
      nextEffect += 1
      inFlight[id] = task
      Task { [weak self] in
        await task.value
        self?.inFlight[id] = nil
      }
    }
  }

  private func reportLeftovers(at sourceLocation: SourceLocation) {
    if !inFlight.isEmpty {
      Issue.record(
        Comment(
          rawValue: "\(inFlight.count) effect(s) still running at the end of the test: an "
            + "effect must end, or be received from, before the test ends"),
        sourceLocation: sourceLocation)
    }
    if !received.isEmpty {
      Issue.record(
        "\(received.count) action(s) received and not asserted: \(Self.describe(received))",
        sourceLocation: sourceLocation)
    }
  }

  private static func describe(_ actions: [Feature.Action]) -> String {
    actions.map { String(String(describing: $0).prefix(200)) }.joined(separator: ", ")
  }
}
