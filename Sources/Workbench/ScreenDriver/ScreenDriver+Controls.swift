public import ViewKit

/// The controls of a screen as the user sees them: whether each is enabled, and a segmented
/// control's segments, selected by title as the user reads them.
extension ScreenDriver {
  /// The segmented control with accessibility identifier `identifier` on the top screen.
  ///
  /// - Parameter identifier: The control's accessibility identifier.
  /// - Returns: The segmented control.
  /// - Throws: ``ScreenDriverError`` when the top screen has no such widget, or it is not a
  ///   segmented control.
  public func segmentedControl(_ identifier: String) throws(ScreenDriverError) -> SegmentedControl {
    try find(SegmentedControl.self, identifier)
  }

  /// Whether the control (a button, a text field, a segmented control) with accessibility
  /// identifier `identifier` is enabled, as `app.buttons[identifier].isEnabled` reads it.
  ///
  /// - Parameter identifier: The control's accessibility identifier.
  /// - Returns: `true` when the user may act on it.
  /// - Throws: ``ScreenDriverError`` when the top screen has no such widget, or it is not a
  ///   control (a label, a table view).
  public func isEnabled(_ identifier: String) throws(ScreenDriverError) -> Bool {
    try find(Control.self, identifier).isEnabled
  }

  /// Taps the segment titled `title` of the segmented control `identifier`, as the user does.
  ///
  /// - Parameters:
  ///   - title: The segment's title, exactly as it is shown.
  ///   - identifier: The control's accessibility identifier.
  /// - Throws: ``ScreenDriverError`` when the control is missing, not a segmented control,
  ///   disabled, or has no segment with that title.
  public func select(_ title: String, of identifier: String) throws(ScreenDriverError) {
    let control = try enabled(
      segmentedControl(identifier), identifier, action: "select a segment of")
    let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
    guard let segment = titles.firstIndex(of: title) else {
      throw ScreenDriverError(
        identifier: identifier, problem: .noSuchSegment(title: title, titles: titles))
    }
    control.selectSegment(at: segment)
  }

  /// `control`, when the user may act on it.
  ///
  /// - Parameters:
  ///   - control: A control of the screen.
  ///   - identifier: How the screen names it.
  ///   - action: What the user would do to it, for the message (`tap`, `type into`).
  /// - Returns: `control` itself.
  /// - Throws: ``ScreenDriverError`` when the control is disabled.
  public func enabled<T: Control>(
    _ control: T, _ identifier: String, action: String
  ) throws(ScreenDriverError) -> T {
    guard control.isEnabled else {
      throw ScreenDriverError(identifier: identifier, problem: .disabled(action: action))
    }
    return control
  }
}
