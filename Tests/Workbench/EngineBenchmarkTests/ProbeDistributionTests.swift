import CalculatorModel
import EngineBenchmark
import Testing
import WorkbenchTestSupport

/// The probe's inputs are what `.ci/engine-instructions` guards the engine on: each must be
/// exactly as long as asked, the same on every run, and summed right.
@Suite struct ProbeDistributionTests {
  @Test(arguments: ProbeDistribution.allCases)
  func theInputHasExactlyTheLengthAskedAndIsTheSameOnEveryRun(distribution: ProbeDistribution) {
    for byteCount in [1, 7, 8, 100, 4_099] {
      let input = distribution.input(byteCount: byteCount)
      #expect(input.utf8.count == byteCount)
      #expect(input == distribution.input(byteCount: byteCount))
    }
  }

  @Test(arguments: ProbeDistribution.allCases)
  func theEngineSumsEveryDistributionAsTheSpecificationSays(distribution: ProbeDistribution) {
    for byteCount in [5, 63, 64, 65, 1_000, 20_000] {
      let input = distribution.input(byteCount: byteCount)
      var engine = IncrementalSum(token: distribution.token)
      #expect(engine.sum(of: input) == referenceSum(of: input, token: distribution.token))
    }
  }

  @Test func eachDistributionIsWhatItsNameSays() {
    let separators = ProbeDistribution.separators.input(byteCount: 10_000)
    let separatorBytes = separators.utf8.filter {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";")
    }
    #expect(separatorBytes.count > 6_000)
    let multiscalar = ProbeDistribution.multiscalar.input(byteCount: 10_000)
    #expect(multiscalar.unicodeScalars.contains("🙂"))
    #expect(!multiscalar.contains(","))
    let negatives = ProbeDistribution.negatives.input(byteCount: 1_000)
    #expect(negatives.hasPrefix("-"))
  }

  @Test func theProbeSumsTheDistributionsInput() {
    let input = ProbeDistribution.short.input(byteCount: 4_096)
    #expect(
      EngineBenchmark.probe(byteCount: 4_096, iterations: 3, distribution: .short)
        == 3 * referenceSum(of: input, token: ","))
  }
}
