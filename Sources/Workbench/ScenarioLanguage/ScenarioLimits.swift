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

  /// The largest row number of `tap row N of …` and `delete row N of …`.
  public static let maximumRowNumber = 10_000_000

  /// The largest text one directive may carry, in UTF-8 bytes, after escapes and repetition:
  /// 16 MiB.
  public static let maximumTextUTF8Count = 16 * 1024 * 1024

  /// The longest virtual time one `wait` may let pass, in milliseconds: one day.
  public static let maximumWaitMilliseconds = 86_400_000

  /// The largest number of events one scenario may fire.
  ///
  /// `type` counts one event per Swift `Character` of its text, `set`, `clear`, `tap` and
  /// `relaunch` count one, and `delete` counts its `N` backspaces, whether or not the field
  /// still has text to delete.
  public static let maximumEventCount = 20_000_000

  /// The largest total of text, in UTF-8 bytes, that all directives of one scenario may carry
  /// (typed, set and expected text alike, and the identifiers of `tap` and `expect`): 64 MiB.
  public static let maximumTotalTextUTF8Count = 64 * 1024 * 1024

  /// The longest accessibility identifier a `tap` or an `expect` may name, in UTF-8 bytes.
  public static let maximumIdentifierUTF8Count = 256

  /// The most `relaunch` directives one scenario may hold.
  ///
  /// A relaunch builds a whole screen, which costs as much as hundreds of keystrokes (see
  /// ``maximumRunEventCount`` for what events cost), so it is bounded apart from the events it
  /// also counts as.
  public static let maximumRelaunchCount = 10_000

  /// The largest number of directives in one scenario.
  public static let maximumStepCount = 1_000_000

  /// The largest scenario file, in bytes: 64 MiB.
  ///
  /// Reading stops one byte past it, so an endless source such as `/dev/zero` is refused
  /// rather than read forever.
  public static let maximumFileByteCount = 64 * 1024 * 1024

  /// The largest number of events all the scenarios of one run may fire together: 4,000,000.
  ///
  /// Replaying costs time and memory per event on every architecture (measured in a release
  /// build on the 2-core machine: a million events on all nine architectures and `Direct` take
  /// about 14 s and 330 MB), so this bounds a run to about a minute and a gigabyte; the file
  /// whose directive crosses it is reported, and the files after it are not read. It is lower
  /// than ``maximumEventCount``, which bounds what the parser builds from one file.
  public static let maximumRunEventCount = 4_000_000

  /// The largest total of text, in UTF-8 bytes, that all the scenarios of one run may carry
  /// together: 256 MiB.
  ///
  /// It keeps a run's memory bounded: thirty files that each expand to 64 MiB are refused at
  /// the fifth.
  public static let maximumRunTextUTF8Count = 256 * 1024 * 1024

  /// The most relaunches all the scenarios of one run may perform together: 100,000.
  ///
  /// Each builds a screen on every architecture, so this bounds a run's relaunches to about
  /// what ``maximumRunEventCount`` bounds its keystrokes to.
  public static let maximumRunRelaunchCount = 100_000

  /// The number of errors after which the parser stops reading a file.
  public static let maximumErrorCount = 100
}
