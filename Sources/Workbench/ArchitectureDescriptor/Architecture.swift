public import ViewKit

/// One way of writing the calculator screen, as the harness knows it: a name, a summary, and
/// how to build the screen's root view controller.
///
/// The harness drives the screen only through its widgets' accessibility identifiers, so an
/// architecture is a black box to it; registering a new one takes one value of this type.
public struct Architecture: Sendable {
  /// The short name used in reports and on the command line (matched case-insensitively).
  public let name: String

  /// One line saying how the architecture divides the work.
  public let summary: String

  /// Where the architecture comes from: the tutorial's step or the seed it follows.
  public let origin: String

  /// The folder of the architecture's own sources, relative to the package root.
  public let sourcePath: String

  /// Builds a fresh screen over the given environment and returns its root view controller, its
  /// view not loaded yet.
  ///
  /// The harness builds every screen of one scenario over one ``ScreenEnvironment``, so a
  /// `relaunch` finds what the screen before it stored.
  public let makeScreen: @MainActor @Sendable (ScreenEnvironment) -> ViewController

  /// Builds a fresh screen over a fresh environment and returns its root view controller, its
  /// view not loaded yet.
  public var makeRootViewController: @MainActor @Sendable () -> ViewController {
    let makeScreen = makeScreen
    return { makeScreen(ScreenEnvironment()) }
  }

  /// Creates an architecture description.
  ///
  /// - Parameters:
  ///   - name: The short name used in reports and on the command line.
  ///   - summary: One line saying how the architecture divides the work.
  ///   - origin: The tutorial's step or the seed the architecture follows.
  ///   - sourcePath: The folder of its sources, relative to the package root.
  ///   - makeRootViewController: Builds a fresh screen's root view controller.
  public init(
    name: String, summary: String, origin: String, sourcePath: String,
    makeRootViewController: @escaping @MainActor @Sendable () -> ViewController
  ) {
    self.name = name
    self.summary = summary
    self.origin = origin
    self.sourcePath = sourcePath
    self.makeScreen = { _ in makeRootViewController() }
  }

  /// Creates an architecture description whose screen takes dependencies from its environment.
  ///
  /// - Parameters:
  ///   - name: The short name used in reports and on the command line.
  ///   - summary: One line saying how the architecture divides the work.
  ///   - origin: The tutorial's step or the seed the architecture follows.
  ///   - sourcePath: The folder of its sources, relative to the package root.
  ///   - makeScreen: Builds a fresh screen's root view controller over an environment.
  public init(
    name: String, summary: String, origin: String, sourcePath: String,
    makeScreen: @escaping @MainActor @Sendable (ScreenEnvironment) -> ViewController
  ) {
    self.name = name
    self.summary = summary
    self.origin = origin
    self.sourcePath = sourcePath
    self.makeScreen = makeScreen
  }
}
