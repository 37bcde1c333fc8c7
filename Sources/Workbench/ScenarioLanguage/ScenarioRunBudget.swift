/// What the scenarios parsed so far in one run have used of the whole-run limits
/// (``ScenarioLimits/maximumRunEventCount``, ``ScenarioLimits/maximumRunTextUTF8Count`` and
/// ``ScenarioLimits/maximumRunRelaunchCount``).
///
/// The parser counts each directive against it as it goes, so the file that crosses a limit is
/// stopped at the directive that crosses it, before any later file is read. Parsing one file on
/// its own (``ScenarioParser/parse(_:path:)``) uses ``unlimited``: only the file's own limits
/// apply.
struct ScenarioRunBudget {
  /// The most events the run may fire.
  let maximumEventCount: Int
  /// The most UTF-8 bytes of text the run may carry.
  let maximumTextUTF8Count: Int
  /// The most relaunches the run may perform.
  let maximumRelaunchCount: Int
  /// The events of the files parsed so far.
  var eventCount = 0
  /// The UTF-8 bytes of text of the files parsed so far.
  var textUTF8Count = 0
  /// The relaunches of the files parsed so far.
  var relaunchCount = 0
  /// Whether a file crossed a whole-run limit.
  var isExceeded = false

  /// The budget of a run: the limits of ``ScenarioLimits``.
  static var run: ScenarioRunBudget {
    ScenarioRunBudget(
      maximumEventCount: ScenarioLimits.maximumRunEventCount,
      maximumTextUTF8Count: ScenarioLimits.maximumRunTextUTF8Count,
      maximumRelaunchCount: ScenarioLimits.maximumRunRelaunchCount)
  }

  /// No whole-run limit, for a file parsed on its own.
  static var unlimited: ScenarioRunBudget {
    ScenarioRunBudget(
      maximumEventCount: .max, maximumTextUTF8Count: .max, maximumRelaunchCount: .max)
  }
}
