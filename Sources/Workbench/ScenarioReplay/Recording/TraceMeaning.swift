import CalculatorModel
import CalculatorUI
public import Tracing

/// What the workbench reads into a trace of the calculator screen: which messages update a
/// label, which roles are the model, and which tally counts the bytes the model read.
///
/// The shared `Tracing` layer records roles, messages and values only, for any screen; what they
/// mean for the calculator is said here, once, and told to the recorder.
public enum TraceMeaning {
  /// The member whose assignments are label updates: a label's `text`.
  public static let labelUpdateMember = "text"

  /// The roles that are the model: a message to one of them asks the model (the `SumService`
  /// of `slow-service` asks it for the screen, later).
  public static let modelRoles: Set<String> = [
    String(describing: Calculator.self), String(describing: IncrementalSum.self),
    String(describing: SumService.self),
  ]

  /// The tally of the bytes of input the model read.
  public static let scannedBytesTally = IncrementalSum.scannedBytesTally

  /// The tally of the sums the model was asked for with an edit.
  public static let editsTally = IncrementalSum.editsTally

  /// Whether `message` sets a label's text.
  ///
  /// - Parameter message: A recorded message.
  /// - Returns: `true` for an assignment to a label's `text`.
  public static func isLabelUpdate(_ message: TraceMessage) -> Bool {
    message.kind == .assignment && message.member == labelUpdateMember
  }

  /// A recorder that counts messages without keeping them, and among them the updates of
  /// every label of every screen (a second label, a list's cells, a pushed screen's).
  ///
  /// - Returns: The recorder.
  public static func counter() -> TraceRecorder {
    TraceRecorder(keepsMessages: false, countingAssignmentsTo: [labelUpdateMember])
  }

  /// A recorder that counts messages without keeping them, and among them the result label's
  /// updates only: the flicker check's count.
  ///
  /// - Returns: The recorder.
  public static func resultLabelCounter() -> TraceRecorder {
    TraceRecorder(
      keepsMessages: false, countingAssignmentsTo: [labelUpdateMember],
      of: AccessibilityIdentifier.resultLabel)
  }
}
