import ArchitectureDescriptor
import Mutation

/// What `workbench fuzz` was asked to do, read from its command line and checked.
struct FuzzOptions {
  /// The options as declared.
  private typealias Option = Commands.Fuzz

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

  /// Reads and checks the options of `parsed`, which takes no positional argument.
  init(_ parsed: ParsedArguments, context: WorkbenchCommand.Context) throws(UsageError) {
    let usage = parsed.usage
    try parsed.noPositionals()
    architectures = try ArchitectureSelection.select(
      parsed.value(Option.architectures), from: context.architectures, usage: usage,
      extra: context.mutants.map(\.architecture))
    seed = try parsed.integer(Option.seed, in: 0...Int.max) ?? 1
    count = try parsed.integer(Option.count, in: 1...100_000_000)
    duration = try parsed.integer(Option.duration, in: 1...86_400)
    if count != nil && duration != nil {
      throw UsageError("give --count or --duration, not both", usage: usage)
    }
    folder = parsed.value(Option.out)
    if folder?.isEmpty == true {
      throw UsageError("--out needs a folder name", usage: usage)
    }
  }
}
