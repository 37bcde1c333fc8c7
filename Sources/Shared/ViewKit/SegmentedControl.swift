import Tracing

/// A row of segments of which the user selects one, like UIKit's `UISegmentedControl`: when the
/// user selects another segment it sends ``ControlEvent/valueChanged`` to its targets.
///
/// Setting ``selectedSegmentIndex`` from code sends no event, as in UIKit.
///
/// ```swift
/// let control = SegmentedControl(items: ["one-way flight", "return flight"])
/// control.selectedSegmentIndex = 0
/// control.addTarget(self, action: FlightView.didChangeFlightType, for: .valueChanged)
/// control.selectSegment(at: 1)  // what the user's tap on "return flight" does
/// ```
@MainActor
public final class SegmentedControl: Control {
  /// The value of ``selectedSegmentIndex`` when no segment is selected, as UIKit's
  /// `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  @exclusivity(unchecked) private var titles: [String]
  @exclusivity(unchecked) private var selected = SegmentedControl.noSegment
  @exclusivity(unchecked) private var actions = ControlActions<SegmentedControl>()

  /// Creates a control with one segment per title, in order, and none selected.
  ///
  /// - Parameter items: The segments' titles.
  public init(items: [String]) {
    titles = items
    super.init()
  }

  /// How many segments the control has.
  public var numberOfSegments: Int { titles.count }

  /// The title of segment `segment`, or `nil` when there is no such segment.
  ///
  /// - Parameter segment: The segment's index, 0 for the first.
  /// - Returns: The title the segment shows.
  public func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// The index of the selected segment, or ``noSegment``.
  ///
  /// Setting it from code sends no event; an index outside the segments selects none. Setting it
  /// is traced as an assignment of the segment's title, as a label's text is.
  public var selectedSegmentIndex: Int {
    get { selected }
    set {
      let index = titles.indices.contains(newValue) ? newValue : Self.noSegment
      Trace.call(
        role: role, "selectedSegmentIndex", argument: String(index), kind: .assignment
      ) { selected = index }
    }
  }

  /// Registers `action` of `target` to be called for `event`, holding `target` weakly, as UIKit
  /// does.
  ///
  /// - Parameters:
  ///   - target: The object whose method to call; it is not retained.
  ///   - action: The method to call, given the target, then the control.
  ///   - event: The event that triggers the call.
  public func addTarget<Target: AnyObject>(
    _ target: Target,
    action: @escaping @MainActor (Target) -> @MainActor (SegmentedControl) -> Void,
    for event: ControlEvent
  ) {
    actions.add(target, action: action, for: event)
  }

  /// Registers `handler` to be called for `event`.
  ///
  /// The control retains the closure, so capture its owners weakly.
  ///
  /// - Parameters:
  ///   - event: The event that triggers the call.
  ///   - handler: The closure to call, given the control.
  public func addAction(
    for event: ControlEvent, _ handler: @escaping @MainActor (SegmentedControl) -> Void
  ) {
    actions.add(for: event, handler)
  }

  /// Selects segment `segment` as the user does, by tapping it: one
  /// ``ControlEvent/valueChanged`` event when the selection changes.
  ///
  /// Tapping the selected segment, a segment the control does not have, or any segment of a
  /// disabled control changes nothing and sends no event.
  ///
  /// - Parameter segment: The segment's index, 0 for the first.
  public func selectSegment(at segment: Int) {
    guard isEnabled, titles.indices.contains(segment), segment != selected else { return }
    Trace.call(
      role: role, "selectSegment", argument: Trace.describe(titles[segment]), kind: .userInput
    ) {
      selected = segment
      sendActions(for: .valueChanged)
    }
  }

  /// Sends `event` to every registered target, in registration order.
  ///
  /// - Parameter event: The event to send.
  public func sendActions(for event: ControlEvent) {
    actions.send(event, from: self)
  }

  /// The control's name in traces: its accessibility identifier.
  private var role: String { accessibilityIdentifier ?? "SegmentedControl" }
}
