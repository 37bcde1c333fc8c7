public import Scheduling
import Tracing

/// The model's sum behind a network-like latency: a request is answered on the scheduler
/// ``latency`` after it is sent, unless it is cancelled first.
///
/// A role receives the service as it receives the model, so the workbench and tests hand it one
/// over a `VirtualScheduler` and move time themselves. The service counts what happened to its
/// requests (``counts``), the figures the workbench reports per scenario.
///
/// ```swift
/// let service = SumService(scheduler: scheduler)
/// let request = service.sum(of: "1,2", token: ",") { label.text = String($0) }
/// request.cancel()  // the answer never comes, and counts as cancelled
/// ```
@MainActor
public final class SumService {
  /// How long a request takes to be answered unless said otherwise: 300 ms.
  public static let defaultLatency: Duration = .milliseconds(300)

  /// How long a request takes to be answered.
  public let latency: Duration

  /// What happened to the requests sent so far.
  public private(set) var counts = RequestCounts()

  private let scheduler: any Scheduler

  /// Creates a service answering on `scheduler` after `latency`.
  ///
  /// - Parameters:
  ///   - scheduler: Where answers are delivered, later.
  ///   - latency: How long each request takes.
  public init(scheduler: any Scheduler, latency: Duration = SumService.defaultLatency) {
    self.scheduler = scheduler
    self.latency = latency
  }

  /// Sends a request for the sum of the integer pieces of `input` split at `token`'s scalars;
  /// `completion` receives it ``latency`` later unless the returned request is cancelled.
  ///
  /// - Parameters:
  ///   - input: The text to split and sum.
  ///   - token: The separator characters.
  ///   - completion: Receives the sum, once, on the main actor.
  /// - Returns: The request in flight, to cancel it.
  @discardableResult
  public func sum(
    of input: String, token: String, completion: @escaping @MainActor (Int128) -> Void
  ) -> any Cancellable {
    let request = SumRequest(service: self, input: input)
    // Traced with no result: a trace shows the request sent, not the request object.
    Trace.call(self, "sum(of:token:)", input) { service in
      service.send(request, input: input, token: token, completion: completion)
    }
    return request
  }

  private func send(
    _ request: SumRequest, input: String, token: String,
    completion: @escaping @MainActor (Int128) -> Void
  ) {
    counts.sent += 1
    request.work = scheduler.schedule(after: latency) { [weak self] in
      guard let self, request.isPending else { return }
      request.isPending = false
      counts.delivered += 1
      Trace.call(self, "respond", input) { _ in completion(Calculator.sum(of: input, token: token))
      }
    }
  }

  fileprivate func countCancelled() {
    counts.cancelled += 1
  }
}

/// One request to a ``SumService`` in flight.
@MainActor
private final class SumRequest: Cancellable {
  weak var service: SumService?
  var work: (any Cancellable)?
  var isPending = true
  /// The input asked about, which a trace of the cancellation shows.
  private let input: String

  init(service: SumService, input: String) {
    self.service = service
    self.input = input
  }

  /// Cancels the request if its answer has not been delivered yet, counting it once; every
  /// call is traced, with the input the request asked about.
  func cancel() {
    Trace.call(self, "cancel", input) { request in
      guard request.isPending else { return }
      request.isPending = false
      request.work?.cancel()
      request.work = nil
      request.service?.countCancelled()
    }
  }
}
