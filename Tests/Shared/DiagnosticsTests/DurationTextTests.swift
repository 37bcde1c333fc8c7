import Diagnostics
import Testing

struct DurationTextTests {
  @Test(arguments: [
    (Duration.milliseconds(300), "300ms"), (.seconds(2), "2s"), (.seconds(120), "2min"),
    (.milliseconds(61_000), "61s"), (.milliseconds(1), "1ms"), (.zero, "0ms"),
    (.microseconds(1_500), "1ms"),
  ])
  func writesWholeMillisecondsInTheLargestExactUnit(duration: Duration, text: String) {
    #expect(DurationText.text(of: duration) == text)
  }
}
