public import ArchitectureDescriptor
import TipMVC
import TipMVVM

/// The package's screens as the workbench knows them.
public enum TipScreens {
  /// The tip calculator: its scenarios, its widgets and its two implementations.
  public static let tip = ScreenDescriptor(
    name: "tip",
    summary: "A tip calculator: a bill, a percentage, and the tip.",
    scenarioPath: "Scenarios/tip",
    identifiers: ["billTextField", "percentTextField", "tipLabel"],
    architectures: [
      Architecture(
        name: "MVC", summary: "The view controller keeps what was typed and asks the model.",
        origin: "the tip calculator in Cocoa MVC", sourcePath: "Sources/TipMVC",
        makeRootViewController: TipMVC.TipScreen.makeRootViewController),
      Architecture(
        name: "MVVM", summary: "A view model maps the edits to the tip the view binds to.",
        origin: "the tip calculator in MVVM", sourcePath: "Sources/TipMVVM",
        makeRootViewController: TipMVVM.TipScreen.makeRootViewController),
    ],
    indexTarget: "TipScreens", layers: ["TipUI": "kit", "TipModel": "model"])
}
