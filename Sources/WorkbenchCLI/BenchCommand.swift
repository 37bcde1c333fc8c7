import ArchitectureDescriptor
import EngineBenchmark
import Foundation
import Harness
import ReportLayout
import ScenarioLanguage
import ScreenDriver

/// `workbench bench`: the model engine against the tutorial's implementation, then each
/// architecture's cost per event against `Direct`, in one run.
enum BenchCommand {
  @MainActor
  static func run(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) {
    let usage = Help.benchUsage
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, flags: ["--quick"],
        options: ["--replay", "--screens", "--probe", "--iterations"],
        help: CommandHelp(usage: usage, text: Help.bench), output: &output)
    else { return }
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
    let quick = parsed.flags.contains("--quick")
    try checkCombination(
      probe: bytes != nil, iterations: iterations != nil, replay: replayed != nil,
      screens: screens != nil, quick: quick, usage: usage)
    if let bytes {
      let iterations = iterations ?? 1
      output.print("probe: \(EngineBenchmark.probe(byteCount: bytes, iterations: iterations))")
      return
    }
    if let replayed {
      output.print("replayed: \(replay(replayed, screens: screens ?? 1)) events")
      return
    }
    let start = output.standardOutput.endIndex
    defer {
      let report = String(output.standardOutput[start...])
      output.standardOutput.replaceSubrange(
        start..., with: TextLayout.fit(report, width: context.width, continuation: ""))
    }
    let environment = context.environment
    output.print(
      "Environment: \(environment.cpu) × \(environment.cpuCount), "
        + "\(environment.operatingSystem), Swift \(environment.swiftVersion), "
        + "\(environment.buildConfiguration) build, \(environment.date)")
    if environment.isDebugBuild {
      output.print(
        "WARNING: this is a DEBUG build: numbers are not representative. "
          + "Run 'swift run -c release workbench bench'.")
    }
    output.print("")
    let rows = EngineBenchmark.run(quick: quick)
    var engine = TextTable(header: [
      "input", "engine ns/call", "engine MB/s", "tutorial ns/call", "tutorial MB/s", "speed-up",
    ])
    for row in rows {
      engine.append([
        byteCount(row.size), format(row.engineNanosecondsPerCall),
        format(row.engineMegabytesPerSecond), format(row.tutorialNanosecondsPerCall),
        format(row.tutorialMegabytesPerSecond), String(format: "%.0f×", row.speedUp),
      ])
    }
    output.print(
      "Model engine vs the tutorial's Foundation code (token \",\", numbers and junk); ns/call is "
        + "the median time of one calculate(with:), MB/s the input bytes summed per second:")
    output.print(engine.plainText)
    output.print("")
    output.print(architectureTable(context: context, quick: quick))
    output.print("")
    output.print(typingTable(context: context, quick: quick))
    output.print("")
    let least = rows.filter { $0.size >= 1024 }.map(\.speedUp).min() ?? 0
    output.print(
      String(
        format: "Engine speed-up over the tutorial's implementation: at least %.0f× "
          + "(inputs of 1 KB, 64 KB and 1 MB).", least))
  }

  /// Refuses options that would be silently ignored: `--iterations` belongs to `--probe`,
  /// `--screens` to `--replay`, and `--probe`, `--replay` and `--quick` are three different runs.
  private static func checkCombination(
    probe: Bool, iterations: Bool, replay: Bool, screens: Bool, quick: Bool, usage: String
  ) throws(UsageError) {
    if iterations && !probe {
      throw UsageError("--iterations goes with --probe <bytes>", usage: usage)
    }
    if screens && !replay {
      throw UsageError("--screens goes with --replay <name>", usage: usage)
    }
    let modes = [(probe, "--probe"), (replay, "--replay"), (quick, "--quick")].filter(\.0)
    if modes.count > 1 {
      throw UsageError(
        "\(modes.map(\.1).joined(separator: " and ")) cannot be combined; choose one",
        usage: usage)
    }
  }

  private static func byteCount(_ size: Int) -> String {
    size >= 1 << 20 ? "\(size >> 20) MB" : size >= 1024 ? "\(size >> 10) KB" : "\(size) B"
  }

  /// The small scenario every architecture is timed on.
  static let plan = ReplayPlan(
    Scenario(
      name: "bench", path: "bench", description: "",
      steps: [
        Step(line: 1, directive: .type(.token, ",")),
        Step(line: 2, directive: .type(.input, "12,-3,x,45,")),
        Step(line: 3, directive: .delete(.input, count: 4)),
        Step(line: 4, directive: .set(.input, "7,8,9")),
        Step(line: 5, directive: .type(.token, ";")),
      ]))

  /// Replays the bench plan on `screens` fresh screens, untimed: a fixed workload whose
  /// instructions callgrind can count (`valgrind --tool=callgrind workbench bench --replay MVC`).
  @MainActor
  private static func replay(_ architecture: Architecture, screens: Int) -> Int {
    var events = 0
    for _ in 0..<screens {
      guard let screen = try? ScreenDriver(architecture.makeRootViewController()) else { break }
      for event in plan.events {
        screen.perform(event)
        events += 1
      }
    }
    return events
  }

  @MainActor
  private static func architectureTable(context: WorkbenchCommand.Context, quick: Bool) -> String {
    var options = TimingOptions.standard
    if quick {
      options.repetitions = 5
      options.warmup = 1
      options.targetRegionNanoseconds = 200_000
    } else {
      options.repetitions = 31
      options.budgetPerScenarioNanoseconds = 4_000_000_000
    }
    let timed = [Architecture.direct] + context.architectures
    let timings = TimingRunner(options: options).time(plan, architectures: timed)
    var table = TextTable(header: ["architecture", "ns/event", "ratio to Direct", "ns/screen"])
    for (architecture, timing) in zip(timed, timings) {
      table.append([
        architecture.name, timing.nanosecondsPerEvent.map { format($0.median) } ?? "",
        architecture.name == "Direct" ? "1.00× (baseline)" : ratioCell(timing),
        format(timing.nanosecondsPerScreen.median),
      ])
    }
    return "Architectures, per event on small inputs (\(plan.events.count) events per screen); "
      + "ns/event is the median time to handle one event, ns/screen to build and load a fresh "
      + "screen, and the ratio's 95% interval is in brackets (≈: it contains 1):\n"
      + table.plainText
  }

  @MainActor
  private static func typingTable(context: WorkbenchCommand.Context, quick: Bool) -> String {
    let sizes = quick ? (16 << 10, 64 << 10) : (256 << 10, 1 << 20)
    let rows = TypingBenchmark.run([Architecture.direct] + context.architectures, sizes: sizes)
    let short = byteCount(sizes.0)
    let long = byteCount(sizes.1)
    var table = TextTable(header: [
      "architecture", short, long, "ratio", "ns/key (\(long))", "result",
    ])
    for row in rows {
      table.append([
        row.architecture, String(format: "%.2f s", row.shortSeconds),
        String(format: "%.2f s", row.longSeconds), String(format: "%.1f", row.ratio),
        format(row.longSeconds * 1e9 / Double(sizes.1)), row.correct ? "right" : "WRONG",
      ])
    }
    let worst = rows.map(\.ratio).max() ?? 0
    return """
      Typing key by key (token ",", one editing-changed event a Character; the longer input is \
      4 times the shorter, so a ratio of 4 is linear and 16 quadratic):
      \(table.plainText)
      Largest ratio: \(String(format: "%.1f", worst)).
      """
  }

  private static func ratioCell(_ timing: TimingReport) -> String {
    guard let ratio = timing.ratioToBaseline else { return "" }
    var cell = String(format: "%.2f×", ratio)
    if let interval = timing.ratioInterval {
      cell += String(format: " [%.2f–%.2f]", interval.lower, interval.upper)
    }
    return cell + (timing.verdict == .indistinguishable ? " ≈" : "")
  }

  private static func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
  }

}
