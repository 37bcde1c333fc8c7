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

  /// The package's target that depends on every implementation, which `conformance` builds with
  /// the compiler's index to read what each one declares and uses (`ScreenCatalog` here, a
  /// user's executable in theirs); `nil` when the screen is not checked against its patterns.
  public let indexTarget: String?

  /// The module of each implementation, by its architecture's name (`"MVC": "TipMVC"`); one not
  /// listed is the module named as its source folder (`Sources/TipMVC` is `TipMVC`).
  public let modules: [String: String]

  /// The screen's own shared modules, each with the layer whose role its types play in every
  /// pattern.
  ///
  /// `"kit"` for a view the implementations share, `"model"` for the rules they share
  /// (`"TemperatureConverterUI": "kit"`, `"TemperatureConversion": "model"`). The kit itself
  /// (`ViewKit`) and `Binding` need no entry.
  public let layers: [String: String]

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - name: The name on the command line.
  ///   - summary: One line saying what the screen does.
  ///   - scenarioPath: The folder of its bundled scenarios, relative to the package root.
  ///   - identifiers: The accessibility identifiers of the widgets it shows when it loads.
  ///   - architectures: Its implementations, one per architecture.
  ///   - indexTarget: The target that depends on every implementation, built with the index by
  ///     `conformance`; `nil` when the screen is not checked against its patterns.
  ///   - modules: The module of each implementation not named as its source folder, by its
  ///     architecture's name.
  ///   - layers: The screen's own shared modules, each with its layer: `"kit"` or `"model"`.
  public init(
    name: String, summary: String, scenarioPath: String, identifiers: [String],
    architectures: [Architecture], indexTarget: String? = nil, modules: [String: String] = [:],
    layers: [String: String] = [:]
  ) {
    self.name = name
    self.summary = summary
    self.scenarioPath = scenarioPath
    self.identifiers = identifiers
    self.architectures = architectures
    self.indexTarget = indexTarget
    self.modules = modules
    self.layers = layers
  }

  /// The module of `architecture`, one of the screen's implementations: the one ``modules``
  /// names, else its source folder's name.
  ///
  /// - Parameter architecture: One of ``architectures``.
  /// - Returns: The module's name.
  public func module(of architecture: Architecture) -> String {
    modules[architecture.name]
      ?? architecture.sourcePath.split(separator: "/").last.map(String.init) ?? architecture.name
  }
}
