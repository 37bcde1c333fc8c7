import ArchitectureDescriptor

/// What `workbench fuzz` was asked to do, read from its command line and checked.
struct FuzzOptions {
  /// The architectures the random scenarios run on, besides `Direct`.
  var architectures: [Architecture]
  /// The seed of the random scenarios.
  var seed: Int
  /// How many cases to run (`--count`).
  var count: Int?
  /// For how many seconds to run cases (`--duration`).
  var duration: Int?
  /// The folder to write the shrunk failure to (`--out`); without one it is printed.
  var folder: String?

  /// The number of cases to run at most: `count`, or without it the default number when no
  /// duration is given either.
  var limit: Int {
    count ?? (duration == nil ? FuzzCommand.defaultCount : Int.max)
  }

  /// Parses `workbench fuzz`'s arguments; `nil` when they asked for the help or the version,
  /// which are printed.
  static func parse(
    _ arguments: ArraySlice<String>, context: WorkbenchCommand.Context,
    output: inout CommandOutput
  ) throws(UsageError) -> FuzzOptions? {
    guard
      let parsed = try ArgumentScanner.scanCommand(
        arguments, options: ["--architectures", "--seed", "--count", "--duration", "--out"],
        help: CommandHelp(usage: Help.fuzzUsage, text: Help.fuzz), output: &output)
    else { return nil }
    return try FuzzOptions(parsed, context: context)
  }

  /// Reads and checks the options of `parsed`, which takes no positional argument.
  init(_ parsed: ParsedArguments, context: WorkbenchCommand.Context) throws(UsageError) {
    let usage = Help.fuzzUsage
    if let extra = parsed.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", usage: usage)
    }
    architectures = try ArchitectureSelection.select(
      parsed.values["--architectures"], from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture))
    seed = try parsed.integer("--seed", in: 0...Int.max, usage: usage) ?? 1
    count = try parsed.integer("--count", in: 1...100_000_000, usage: usage)
    duration = try parsed.integer("--duration", in: 1...86_400, usage: usage)
    if count != nil && duration != nil {
      throw UsageError("give --count or --duration, not both", usage: usage)
    }
    folder = parsed.values["--out"]
    if folder?.isEmpty == true {
      throw UsageError("--out needs a folder name", usage: usage)
    }
  }
}
