/// The names under which an ``IncrementalSum`` reports what it did to a trace recorder
/// (`Trace.tally(_:as:)`): amounts a run can report, the same on every run.
extension IncrementalSum {
  /// The tally the bytes read are reported under, for the workbench's bytes scanned per event.
  public static let scannedBytesTally = "IncrementalSum.scannedBytes"

  /// The tally counting the sums asked for with an edit (``sum(of:after:)``), one each, so a
  /// reader can tell whether the model was handed the user's edits or only whole texts.
  public static let editsTally = "IncrementalSum.edits"
}
