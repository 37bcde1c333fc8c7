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
  /// `--rows`: a delete on the history change's list at four sizes (``RowScaling``).
  case rows

  /// Parses `workbench bench`'s arguments; `nil` when they asked for the help or the version,
  /// which are printed.
  static func parse(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) -> BenchOptions? {
    let usage = Help.benchUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, flags: ["--quick", "--scaling", "--rows"],
        options: ["--replay", "--screens", "--probe", "--iterations", "--distribution"],
        help: CommandHelp(usage: usage, text: Help.bench), output: &output)
    else { return nil }
    guard parsed.positionals.isEmpty else {
      throw UsageError("unexpected argument '\(parsed.positionals[0])'", usage: usage)
    }
    // Every value is checked first, then the combinations: each mode takes only its own options.
    let bytes = try parsed.integer("--probe", in: 1...(64 << 20), usage: usage)
    let iterations = try parsed.integer("--iterations", in: 0...1_000_000, usage: usage)
    let replayed = try parsed.values["--replay"].map { name throws(UsageError) in
      try ArchitectureSelection.find(name, in: context.architectures + [.direct], usage: usage)
    }
    let screens = try parsed.integer("--screens", in: 0...1_000_000, usage: usage)
    let distribution = try parsed.values["--distribution"].map { name throws(UsageError) in
      guard let distribution = ProbeDistribution(rawValue: name) else {
        let names = ProbeDistribution.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError(
          "unknown distribution \(Quoting.literal(name)); expected one of \(names)", usage: usage)
      }
      return distribution
    }
    let quick = parsed.flags.contains("--quick")
    let scaling = parsed.flags.contains("--scaling")
    let rows = parsed.flags.contains("--rows")
    try checkCombination(
      probe: bytes != nil, iterations: iterations != nil || distribution != nil,
      replay: replayed != nil,
      screens: screens != nil, quick: quick, scaling: scaling, rows: rows, usage: usage)
    if let bytes {
      return .probe(
        bytes: bytes, iterations: iterations ?? 1, distribution: distribution ?? .benchmark)
    }
    if let replayed {
      return .replay(replayed, screens: screens ?? 1)
    }
    return scaling ? .scaling : rows ? .rows : .benchmark(quick: quick)
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
