import ArchitectureDescriptor
import EngineBenchmark
import Foundation
import ReportLayout
import ScenarioLanguage
import ScenarioReplay
import ScreenDriver
import TimingStatistics

/// `workbench bench`: the model engine against the tutorial's implementation, then each
/// architecture's cost per event against `Direct`, in one run.
enum BenchCommand {
  /// Runs `workbench bench`: parses the options, then runs the one run they ask for.
  @MainActor
  static func run(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(UsageError) {
    let options = try BenchOptions(parsed, context: context)
    switch options {
    case .probe(let bytes, let iterations, let distribution):
      let sum = EngineBenchmark.probe(
        byteCount: bytes, iterations: iterations, distribution: distribution)
      output.print("probe: \(sum)")
    case .replay(let architecture, let screens):
      do {
        output.print("replayed: \(try replay(architecture, screens: screens)) events")
      } catch {
        // A count of instructions for other work than the plan's would mislead.
        throw CommandError(
          .failure, "error: \(architecture.name) cannot replay the bench plan: \(error)")
      }
    case .benchmark(let quick):
      benchmark(quick: quick, context: context, output: &output)
    case .scaling:
      try scaling(context: context, output: &output)
    case .rows:
      let history = try ChangeBuild.request(named: "history", usage: parsed.usage)
      if let status = try ChangeBuild.handOff(
        history, command: Commands.Bench.declaration.name, arguments: parsed.arguments,
        usage: parsed.usage)
      {
        output.exitCode = status
        return
      }
      output.print(TextLayout.fit(environmentHeader(context.environment), width: context.width))
      output.print("")
      output.print(
        TextLayout.fit(
          RowScaling.table(RowScaling.measure(context.architectures)), width: context.width,
          continuation: ""))
      output.print("")
      output.print(
        TextLayout.fit(
          BodyScaling.table(BodyScaling.measure(context.architectures)), width: context.width,
          continuation: ""))
    }
  }

  /// `--scaling`: ``ScalingCheck`` at its standard sizes, as a table; exits 1 when a path does
  /// not scale, 73 when its scenario files cannot be written.
  @MainActor
  private static func scaling(
    context: WorkbenchCommand.Context, output: inout CommandOutput
  ) throws(CommandError) {
    let sizes = ScalingCheck.Sizes.standard
    output.print(
      "Scaling: typed\(sizes.typed) → typed\(sizes.typed * 4) and paste\(sizes.pasted) → "
        + "paste\(sizes.pasted * 4) through every path, on every architecture; a ratio over "
        + "\(Int(ScalingCheck.timeRatioLimit)) fails, and so does a paste's output that grows.")
    output.print("")
    do {
      let rows = try ScalingCheck.measure(sizes: sizes, context: context)
      output.print(ScalingCheck.table(rows))
      if rows.contains(where: { !$0.passed }) { output.exitCode = .failure }
    } catch let error as ScalingCheck.PathFailure {
      throw CommandError(.failure, "error: a path of the scaling check failed: \(error)")
    } catch {
      throw CommandError(
        .unwritableOutput, "error: cannot write the scaling check's scenarios: \(error)")
    }
  }

  /// The whole benchmark, fitted to the terminal's width: the environment, the model engine
  /// against the tutorial's code, each architecture per event, typing key by key, and the
  /// engine's least speed-up.
  @MainActor
  private static func benchmark(
    quick: Bool, context: WorkbenchCommand.Context, output: inout CommandOutput
  ) {
    let start = output.standardOutput.endIndex
    defer {
      let report = String(output.standardOutput[start...])
      output.standardOutput.replaceSubrange(
        start..., with: TextLayout.fit(report, width: context.width, continuation: ""))
    }
    // The machine and date hang their continuation lines, as a run's report does.
    output.print(TextLayout.fit(environmentHeader(context.environment), width: context.width))
    output.print("")
    let rows = EngineBenchmark.run(quick: quick)
    output.print(engineTable(rows))
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

  /// The machine, system, compiler and build the numbers come from, with a warning when they
  /// come from a debug build.
  private static func environmentHeader(_ environment: EnvironmentInfo) -> String {
    var header =
      "Environment: \(environment.cpu) × \(environment.cpuCount), "
      + "\(environment.operatingSystem), Swift \(environment.swiftVersion), "
      + "\(environment.buildConfiguration) build, \(environment.date)"
    if environment.isDebugBuild {
      header +=
        "\nWARNING: this is a DEBUG build: numbers are not representative. "
        + "Run 'swift run -c release workbench bench'."
    }
    return header
  }

  /// The model engine against the tutorial's Foundation code, one row per input size.
  private static func engineTable(_ rows: [EngineBenchmark.Row]) -> String {
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
    return
      "Model engine vs the tutorial's Foundation code (token \",\", numbers and junk); ns/call is "
      + "the median time of one calculate(with:), MB/s the input bytes summed per second:\n"
      + engine.plainText
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
  private static func replay(
    _ architecture: Architecture, screens: Int
  ) throws(ScreenDriverError) -> Int {
    var events = 0
    for _ in 0..<screens {
      let session = try ScreenSession(architecture)
      for event in plan.events {
        try session.perform(event)
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
