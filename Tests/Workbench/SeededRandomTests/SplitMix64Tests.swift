import SeededRandom
import Testing

/// The seeded generator that fuzzing, bootstrap intervals and tests share: Vigna's SplitMix64,
/// the same numbers from the same seed on every machine.
struct SplitMix64Tests {
  @Test func seedZeroGivesTheReferenceImplementationsFirstNumbers() {
    // From `splitmix64.c` (Sebastiano Vigna, 2015) with the state set to 0.
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func theSameSeedRepeatsAndAnotherSeedDiffers() {
    var first = SplitMix64(seed: 42)
    var again = SplitMix64(seed: 42)
    var other = SplitMix64(seed: 43)
    let numbers = (0..<8).map { _ in first.next() }
    #expect(numbers == (0..<8).map { _ in again.next() })
    #expect(numbers != (0..<8).map { _ in other.next() })
  }

  @Test func belowStaysUnderItsBoundAndTreatsAnEmptyRangeAsOne() {
    var generator = SplitMix64(seed: 7)
    let draws = (0..<1_000).map { _ in generator.below(6) }
    #expect(draws.allSatisfy { (0..<6).contains($0) })
    #expect(Set(draws).count == 6)
    #expect(generator.below(0) == 0)
  }

  @Test func pickReturnsEveryElementSometimes() {
    var generator = SplitMix64(seed: 9)
    let picked = Set((0..<200).map { _ in generator.pick(["a", "b", "c"]) })
    #expect(picked == ["a", "b", "c"])
  }
}
