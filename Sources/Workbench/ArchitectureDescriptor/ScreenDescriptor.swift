/// One screen the workbench drives, as the harness, the reports and the command line know it:
/// its name, what it shows, where its scenarios are, and its implementations, one per
/// architecture.
///
/// The calculator is one screen; 7GUIs' tasks are others. A command that takes
/// `--screen <name>` finds the screen by ``name`` and runs on its ``architectures``.
///
/// ```swift
/// let screen = ScreenDescriptor(
///   name: "temperature-converter", summary: "Celsius and Fahrenheit, each converting the other.",
///   scenarioPath: "Scenarios/temperature-converter",
///   identifiers: ["celsiusTextField", "fahrenheitTextField"], architectures: converters)
/// ```
public struct ScreenDescriptor: Sendable {
  /// The name on the command line (`--screen temperature-converter`), lower-case with dashes.
  public let name: String

  /// One line saying what the screen does.
  public let summary: String

  /// The folder of the screen's bundled scenarios, relative to the package root.
  public let scenarioPath: String

  /// The accessibility identifiers of the widgets the screen shows when it loads, in the order a
  /// report lists them: what its tables may name, and nothing else.
  public let identifiers: [String]

  /// The screen's implementations, one per architecture, in the order reports show them.
  public let architectures: [Architecture]

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - name: The name on the command line.
  ///   - summary: One line saying what the screen does.
  ///   - scenarioPath: The folder of its bundled scenarios, relative to the package root.
  ///   - identifiers: The accessibility identifiers of the widgets it shows when it loads.
  ///   - architectures: Its implementations, one per architecture.
  public init(
    name: String, summary: String, scenarioPath: String, identifiers: [String],
    architectures: [Architecture]
  ) {
    self.name = name
    self.summary = summary
    self.scenarioPath = scenarioPath
    self.identifiers = identifiers
    self.architectures = architectures
  }
}
