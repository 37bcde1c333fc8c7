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

  /// Builds a fresh screen and returns its root view controller, its view not loaded yet.
  public let makeRootViewController: @MainActor @Sendable () -> ViewController

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
    self.makeRootViewController = makeRootViewController
  }
}
