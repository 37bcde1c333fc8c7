public import ArchitectureDescriptor
public import ViewKit

/// A deliberately broken copy of one of the architectures: one small bug of a kind people really
/// make, kept to find out whether the scenarios notice it.
///
/// A mutant is run like any architecture (``architecture``) but is never in the default set; it
/// is named on the command line (`--architectures MVC,StaleSum`) or graded by
/// `workbench mutants`. Its sources sit in their own folder, a copy of the original's, so
/// `diff -r` between the two shows exactly the bug.
public struct Mutant: Sendable {
  /// The short name used in reports and on the command line.
  public let name: String

  /// What the bug is and what it breaks; for a mutant that no scenario can tell apart from the
  /// outside, also why.
  public let description: String

  /// The name of the architecture it is a copy of (`MVC`), its reference when graded.
  public let original: String

  /// The folder of its sources, relative to the package root.
  public let sourcePath: String

  /// Builds a fresh screen over the given environment and returns its root view controller,
  /// its view not loaded yet.
  public let makeScreen: @MainActor @Sendable (ScreenEnvironment) -> ViewController

  /// Builds a fresh screen over a fresh environment and returns its root view controller, its
  /// view not loaded yet.
  public var makeRootViewController: @MainActor @Sendable () -> ViewController {
    let makeScreen = makeScreen
    return { makeScreen(ScreenEnvironment()) }
  }

  /// Creates a mutant.
  ///
  /// - Parameters:
  ///   - name: The short name used in reports and on the command line.
  ///   - description: What the bug is and what it breaks.
  ///   - original: The name of the architecture it is a copy of.
  ///   - sourcePath: The folder of its sources, relative to the package root.
  ///   - makeRootViewController: Builds a fresh screen's root view controller.
  public init(
    name: String, description: String, original: String, sourcePath: String,
    makeRootViewController: @escaping @MainActor @Sendable () -> ViewController
  ) {
    self.name = name
    self.description = description
    self.original = original
    self.sourcePath = sourcePath
    self.makeScreen = { _ in makeRootViewController() }
  }

  /// Creates a mutant whose screen takes dependencies from its environment.
  ///
  /// - Parameters:
  ///   - name: The short name used in reports and on the command line.
  ///   - description: What the bug is and what it breaks.
  ///   - original: The name of the architecture it is a copy of.
  ///   - sourcePath: The folder of its sources, relative to the package root.
  ///   - makeScreen: Builds a fresh screen's root view controller over an environment.
  public init(
    name: String, description: String, original: String, sourcePath: String,
    makeScreen: @escaping @MainActor @Sendable (ScreenEnvironment) -> ViewController
  ) {
    self.name = name
    self.description = description
    self.original = original
    self.sourcePath = sourcePath
    self.makeScreen = makeScreen
  }

  /// The mutant as an architecture the harness can run.
  public var architecture: Architecture {
    Architecture(
      name: name, summary: description, origin: "A mutant of \(original)",
      sourcePath: sourcePath, makeScreen: makeScreen)
  }
}
