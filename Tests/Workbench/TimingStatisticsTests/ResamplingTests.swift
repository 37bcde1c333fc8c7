import Testing
import TimingStatistics

struct ResamplingTests {
  @Test func mannWhitneyFindsCompletelySeparatedSamplesSignificant() {
    let low = (1...10).map(Double.init)
    let high = (11...20).map(Double.init)
    // U = 0 for 10 against 10: z = (50 − 0.5) / √175 ≈ 3.74, p ≈ 0.00018.
    let p = Resampling.mannWhitneyP(low, high)
    #expect(p > 0.00015 && p < 0.00021)
  }

  @Test func mannWhitneyFindsIdenticalSamplesInsignificant() {
    let samples = [3.0, 1, 4, 1, 5, 9, 2, 6]
    #expect(Resampling.mannWhitneyP(samples, samples) == 1)
    #expect(Resampling.mannWhitneyP([], samples) == 1)
  }

  @Test func holmMultipliesTheSmallestByTheCountAndKeepsOrder() {
    let adjusted = Resampling.holm([0.01, 0.04, 0.03, 0.5])
    #expect(adjusted == [0.04, 0.09, 0.09, 0.5])
  }

  @Test func theBootstrapIntervalIsSeededAndContainsTheMedianRatio() {
    let old = [100.0, 102, 98, 101, 99, 103, 97, 100, 101, 99]
    let new = old.map { $0 * 1.3 }
    let statistic: ([[Double]]) -> Double = {
      Resampling.median($0[1]) / Resampling.median($0[0]) - 1
    }
    let first = Resampling.interval([old, new], statistic: statistic)
    let second = Resampling.interval([old, new], statistic: statistic)
    #expect(first == second)
    #expect(first.contains(0.3))
    #expect(first.lower > 0.2)
  }

  @Test(arguments: [
    (1.5, 1.4, 1.6, TimingReport.Verdict.slower),
    (0.98, 0.97, 0.99, .indistinguishable),
    (1.015, 1.01, 1.02, .indistinguishable),
    (0.9, 0.85, 0.95, .faster),
    (1.05, 0.97, 1.08, .indistinguishable),
    (3.39, 0.81, 4.10, .unclear),
  ])
  func ratiosReadWithAnEquivalenceBand(
    ratio: Double, lower: Double, upper: Double, verdict: TimingReport.Verdict
  ) {
    #expect(
      TimingReport.verdict(ratio: ratio, interval: ClosedInterval(lower: lower, upper: upper))
        == verdict)
  }
}
