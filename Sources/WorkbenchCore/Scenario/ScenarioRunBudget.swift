/// What the scenarios parsed so far in one run have used of the whole-run limits
/// (``ScenarioLimits/maximumRunEventCount`` and ``ScenarioLimits/maximumRunTextUTF8Count``).
///
/// The parser counts each directive against it as it goes, so the file that crosses a limit is
/// stopped at the directive that crosses it, before any later file is read.
struct ScenarioRunBudget {
  /// The events of the files parsed so far.
  var eventCount = 0
  /// The UTF-8 bytes of text of the files parsed so far.
  var textUTF8Count = 0
  /// Whether a file crossed a whole-run limit.
  var isExceeded = false
}
