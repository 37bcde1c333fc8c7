/// The bounds that keep every scenario small enough to run, and its errors few enough to read.
///
/// A file that goes beyond one of them is malformed: the parser reports an error at the count,
/// the literal or the directive that crosses the bound, instead of building a scenario that
/// would take too long or too much memory to replay.
public enum ScenarioLimits {
  /// The largest `N` of a repeated string literal, `"…" * N`.
  public static let maximumRepeatCount = 10_000_000

  /// The largest count of `delete FIELD N`.
  public static let maximumDeleteCount = 10_000_000

  /// The largest text one directive may carry, in UTF-8 bytes, after escapes and repetition:
  /// 16 MiB.
  public static let maximumTextUTF8Count = 16 * 1024 * 1024

  /// The largest number of events one scenario may fire.
  ///
  /// `type` counts one event per Swift `Character` of its text, `set` and `clear` count one,
  /// and `delete` counts its `N` backspaces, whether or not the field still has text to delete.
  public static let maximumEventCount = 20_000_000

  /// The largest total of text, in UTF-8 bytes, that all directives of one scenario may carry
  /// (typed, set and expected text alike): 64 MiB.
  public static let maximumTotalTextUTF8Count = 64 * 1024 * 1024

  /// The largest number of directives in one scenario.
  public static let maximumStepCount = 1_000_000

  /// The number of errors after which the parser stops reading a file.
  public static let maximumErrorCount = 100
}
