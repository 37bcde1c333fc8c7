import ArchitectureDescriptor
import Diagnostics
import EngineBenchmark
import ScenarioReplay

/// What `workbench bench` was asked to run: one of three runs, each taking only its own options.
enum BenchOptions {
  /// `--probe <bytes> [--iterations <n>] [--distribution <name>]`: the engine on one input, for
  /// a profiler.
  case probe(bytes: Int, iterations: Int, distribution: ProbeDistribution)
  /// `--replay <name> [--screens <n>]`: the bench scenario replayed untimed, for callgrind.
  case replay(Architecture, screens: Int)
  /// The whole benchmark, shorter with `--quick`.
  case benchmark(quick: Bool)
  /// `--scaling`: every path a user takes on an input and its fourfold (``ScalingCheck``).
  case scaling
  /// `--rows`: a delete on the history change's list at four sizes (``RowScaling``), and the
  /// bodies it evaluates on declarative screens (``BodyScaling``).
  case rows

  /// The options as declared.
  private typealias Option = Commands.Bench

  /// Reads `workbench bench`'s parsed command line, which takes no positional argument.
  init(_ parsed: ParsedArguments, context: WorkbenchCommand.Context) throws(UsageError) {
    let usage = parsed.usage
    try parsed.noPositionals()
    // Every value is checked first, then the combinations: each mode takes only its own options.
    let bytes = try parsed.integer(Option.probe, in: 1...(64 << 20))
    let iterations = try parsed.integer(Option.iterations, in: 0...1_000_000) ?? 1
    let replayed = try parsed.value(Option.replay).map { name throws(UsageError) in
      try ArchitectureSelection.find(name, in: context.architectures + [.direct], usage: usage)
    }
    let screens = try parsed.integer(Option.screens, in: 0...1_000_000) ?? 1
    let distribution =
      parsed.value(Option.distribution, as: ProbeDistribution.self) ?? .benchmark
    let quick = parsed.has(Option.quick)
    let scaling = parsed.has(Option.scaling)
    let rows = parsed.has(Option.rows)
    try Self.checkCombination(
      probe: bytes != nil,
      iterations: parsed.has(Option.iterations) || parsed.has(Option.distribution),
      replay: replayed != nil, screens: parsed.has(Option.screens), quick: quick,
      scaling: scaling, rows: rows, usage: usage)
    if let bytes {
      self = .probe(bytes: bytes, iterations: iterations, distribution: distribution)
    } else if let replayed {
      self = .replay(replayed, screens: screens)
    } else {
      self = scaling ? .scaling : rows ? .rows : .benchmark(quick: quick)
    }
  }

  /// Refuses options that would be silently ignored: `--iterations` belongs to `--probe`,
  /// `--screens` to `--replay`, and `--probe`, `--replay`, `--quick`, `--scaling` and `--rows`
  /// are five different runs.
  private static func checkCombination(
    probe: Bool, iterations: Bool, replay: Bool, screens: Bool, quick: Bool, scaling: Bool,
    rows: Bool, usage: String
  ) throws(UsageError) {
    if iterations && !probe {
      throw UsageError("--iterations and --distribution go with --probe <bytes>", usage: usage)
    }
    if screens && !replay {
      throw UsageError("--screens goes with --replay <name>", usage: usage)
    }
    let modes = [
      (probe, "--probe"), (replay, "--replay"), (quick, "--quick"), (scaling, "--scaling"),
      (rows, "--rows"),
    ].filter(\.0)
    if modes.count > 1 {
      throw UsageError(
        "\(modes.map(\.1).joined(separator: " and ")) cannot be combined; choose one",
        usage: usage)
    }
  }
}
