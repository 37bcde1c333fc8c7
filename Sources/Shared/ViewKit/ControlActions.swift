import Tracing

/// The target-action registrations of a control whose actions take the control alone
/// (``Button``, ``SegmentedControl``), in registration order.
@MainActor
struct ControlActions<Sender: AnyObject> {
  /// One registration: the event, the role that receives it (for traces) and what it does.
  private struct Registration {
    let event: ControlEvent
    let receiver: TraceRole
    let perform: @MainActor (Sender) -> Void
  }

  private var registrations: [Registration] = []

  /// Registers `action` of `target` for `event`, holding `target` weakly, as UIKit does.
  mutating func add<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void,
    for event: ControlEvent
  ) {
    registrations.append(
      Registration(event: event, receiver: TraceRole(Target.self)) { [weak target] sender in
        guard let target else { return }
        action(target)(sender)
      })
  }

  /// Registers `handler` for `event`; the closure is retained.
  mutating func add(for event: ControlEvent, _ handler: @escaping @MainActor (Sender) -> Void) {
    registrations.append(
      Registration(event: event, receiver: TraceRole("action"), perform: handler))
  }

  /// Calls every registration for `event` with `sender`, in registration order, each traced as
  /// a message from the control to its receiver.
  func send(_ event: ControlEvent, from sender: Sender) {
    for registration in registrations where registration.event == event {
      Trace.call(role: registration.receiver.name, event.name) { registration.perform(sender) }
    }
  }
}
