import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Testing

/// The static check against each pattern's intended model: every base architecture keeps it,
/// every change implementation found keeps it, and each deliberate break (a base file with one
/// edit, made here) is reported at its line.
struct StaticConformanceTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  static func known() throws -> KnownTypes {
    try KnownTypes.sharedLayers(packageRoot: packageRoot)
  }

  /// The sources of `folder`, with `edit` applied to the file ending in `file`.
  static func sources(
    _ folder: String, editing file: String, _ edit: (String) -> String
  ) throws -> [(path: String, text: String)] {
    let root = packageRoot + "/" + folder
    let names = try FileManager.default.contentsOfDirectory(atPath: root).filter {
      $0.hasSuffix(".swift")
    }.sorted()
    return try names.map { name in
      let text = try String(contentsOfFile: root + "/" + name, encoding: .utf8)
      return (folder + "/" + name, name == file ? edit(text) : text)
    }
  }

  @Test(arguments: Catalog.architectures.map(\.name))
  func everyBaseArchitectureKeepsItsIntendedModel(name: String) throws {
    let architecture = try #require(Catalog.architectures.first { $0.name == name })
    let model = try #require(try IntendedModel.named(name, packageRoot: Self.packageRoot))
    let violations = try StaticConformance.check(
      folder: Self.packageRoot + "/" + architecture.sourcePath, model: model,
      knownTypes: Self.known())
    #expect(violations.map(\.line) == [])
  }

  /// Each change request's implementation folders present in this checkout, with their
  /// architecture's name: `(Undo, MVP)`.
  static func changeImplementations() -> [(folder: String, architecture: String, shared: String)] {
    let changes = packageRoot + "/Sources/Architectures/Changes"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: changes)) ?? []
    return names.sorted().flatMap { change in
      Catalog.architectures.compactMap { architecture in
        let target = architecture.sourcePath.split(separator: "/").last.map(String.init) ?? ""
        let folder = "Sources/Architectures/Changes/\(change)/\(target)"
        var isFolder: ObjCBool = false
        guard
          FileManager.default.fileExists(
            atPath: packageRoot + "/" + folder, isDirectory: &isFolder),
          isFolder.boolValue
        else { return nil }
        return (folder, architecture.name, "Sources/Shared/Changes/\(change)")
      }
    }
  }

  @Test func everyChangeImplementationKeepsItsIntendedModel() throws {
    var found: [String] = []
    for (folder, name, shared) in Self.changeImplementations() {
      let known = try KnownTypes.sharedLayers(packageRoot: Self.packageRoot, overlay: shared)
      let model = try #require(try IntendedModel.named(name, packageRoot: Self.packageRoot))
      let violations = try StaticConformance.check(
        folder: Self.packageRoot + "/" + folder, model: model, knownTypes: known)
      found += violations.map { $0.line.replacingOccurrences(of: Self.packageRoot + "/", with: "") }
    }
    #expect(found == [])
  }

  @Test func anMVPPresenterReachingTheKitThroughItsViewIsReportedAtItsLine() throws {
    let sources = try Self.sources("Sources/Architectures/MVP", editing: "Presenter.swift") {
      $0.replacingOccurrences(
        of: "    model.token = token\n",
        with: "    model.token = token\n"
          + "    ((view as? ViewController)?.view as? CalculatorView)?.setInputText(\"\")\n")
    }
    let line =
      try #require(
        sources.first { $0.path.hasSuffix("Presenter.swift") }?.text.split(
          separator: "\n", omittingEmptySubsequences: false
        ).firstIndex { $0.contains("as? CalculatorView") }) + 1
    let violations = StaticConformance.check(
      sources: sources, model: .mvp, knownTypes: try Self.known())
    #expect(
      violations.map(\.location) == [
        "Sources/Architectures/MVP/Presenter.swift:\(line)",
        "Sources/Architectures/MVP/Presenter.swift:\(line)",
      ])
    #expect(violations.allSatisfy { $0.rule == "presenter → kit is no edge of MVP" })
    #expect(violations.first?.why.contains("passive view") == false)
  }

  @Test func aModelHeldAsAValueInAVariableIsOwnedAndNotOtherwise() throws {
    let sources = try Self.sources(
      "Sources/Screens/FlightBooker/MVC", editing: "FlightBookerViewController.swift"
    ) { $0 }
    let layers: [String: ExternalLayer] = [
      "FlightBooking": .model, "FlightBookerView": .kit, "ViewController": .kit,
    ]
    // The screen's root view controller plays the controller, as conformance --screen adopts it.
    var model = IntendedModel.mvc
    let controller = try #require(model.roles.firstIndex { $0.name == "controller" })
    model.roles[controller].types.append("FlightBookerViewController")
    let asValue = StaticConformance.check(
      sources: sources, model: model,
      knownTypes: KnownTypes(layers, valueTypes: ["FlightBooking"]))
    #expect(asValue.map(\.rule) == [])
    let unknown = StaticConformance.check(
      sources: sources, model: model, knownTypes: KnownTypes(layers))
    #expect(unknown.map(\.rule) == ["the controller owns a model"])
  }

  @Test func aControllerCallingAStatelessModelOwnsItAndOneConvertingItselfDoesNot() throws {
    // MVC's temperature converter stores no model: its model, TemperatureConversion, is pure
    // functions the controller calls, which the compiler's index reports as modelCallers.
    let sources = try Self.sources(
      "Sources/Screens/TemperatureConverter/MVC",
      editing: "TemperatureConverterViewController.swift"
    ) { $0 }
    let layers: [String: ExternalLayer] = [
      "TemperatureConversion": .model, "TemperatureConverterView": .kit, "ViewController": .kit,
    ]
    var model = IntendedModel.mvc
    let controller = try #require(model.roles.firstIndex { $0.name == "controller" })
    model.roles[controller].types.append("TemperatureConverterViewController")
    let calling = StaticConformance.check(
      sources: sources, model: model,
      knownTypes: KnownTypes(layers, modelCallers: ["TemperatureConverterViewController"]))
    #expect(calling.map(\.rule) == [])
    // Converting by itself, the controller calls no model (DeclarationGraphModelCallsTests).
    let converting = StaticConformance.check(
      sources: sources, model: model, knownTypes: KnownTypes(layers))
    #expect(converting.map(\.rule) == ["the controller owns a model"])
    #expect(converting.first?.why.contains("stateless domain service") == true)
  }

  @Test func aTypeAViewModelDeclaresIsNotTheKitsWhateverItsNameEndsWith() throws {
    let sources = try Self.sources("Sources/Architectures/MVVM", editing: "ViewModel.swift") {
      $0.replacingOccurrences(
        of: "  private let model: Calculator\n",
        with: "  private let model: Calculator\n  private var results = ResultList()\n"
          + "  private struct ResultList { var texts: [String] = [] }\n")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .mvvm, knownTypes: try Self.known())
    #expect(violations.map(\.line) == [])
  }

  @Test func aKitTypeAViewModelNamesIsStillTheKits() throws {
    let sources = try Self.sources("Sources/Architectures/MVVM", editing: "ViewModel.swift") {
      $0.replacingOccurrences(
        of: "  private let model: Calculator\n",
        with: "  private let model: Calculator\n  private var label: Label?\n")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .mvvm, knownTypes: try Self.known())
    #expect(violations.map(\.rule) == ["view model → kit is no edge of MVVM"])
  }

  @Test func anMVCControllerKeepingItsOwnLastInputBesideTheModelKeepsCocoaMVC() throws {
    let sources = try Self.sources(
      "Sources/Architectures/MVC", editing: "CalculatorViewController.swift"
    ) {
      $0.replacingOccurrences(
        of: "  private let model: Calculator\n",
        with: "  private let model: Calculator\n  private var lastInput = \"\"\n")
    }
    let line =
      try #require(
        sources.first { $0.path.hasSuffix("CalculatorViewController.swift") }?.text.split(
          separator: "\n", omittingEmptySubsequences: false
        ).firstIndex { $0.contains("lastInput") }) + 1
    #expect(line > 1)
    // Cocoa MVC asks that the model hold the app's data, not that the controller hold nothing:
    // a controller may remember what it last showed.
    let violations = StaticConformance.check(
      sources: sources, model: .mvc, knownTypes: try Self.known())
    #expect(violations.map(\.line) == [])
  }

  @Test func anMVCControllerWithNoModelIsReported() throws {
    let sources = try Self.sources(
      "Sources/Architectures/MassiveMVC", editing: ""
    ) { $0 }
    let violations = StaticConformance.check(
      sources: sources, model: .mvc, knownTypes: try Self.known())
    #expect(violations.map(\.rule).contains("the controller owns a model"))
  }

  @Test func anMVVMViewComputingTheResultWithTheModelIsReported() throws {
    let sources = try Self.sources(
      "Sources/Architectures/MVVM", editing: "CalculatorViewController.swift"
    ) {
      $0.replacingOccurrences(
        of: "    viewModel.inputs.didChangeInputText(input, edit: edit)\n",
        with:
          "    calculatorView.setResultText(String(describing: IncrementalSum().sum(of: input)))\n"
          + "    viewModel.inputs.didChangeInputText(input, edit: TextEdit(range: 0..<0, "
          + "replacementString: \"\"))\n")
    }
    let line =
      try #require(
        sources.first { $0.path.hasSuffix("CalculatorViewController.swift") }?.text.split(
          separator: "\n", omittingEmptySubsequences: false
        ).firstIndex { $0.contains("IncrementalSum") }) + 1
    let violations = StaticConformance.check(
      sources: sources, model: .mvvm, knownTypes: try Self.known())
    #expect(violations.map(\.rule) == ["view → model is no edge of MVVM"])
    #expect(
      violations.map(\.location) == [
        "Sources/Architectures/MVVM/CalculatorViewController.swift:\(line)"
      ])
  }

  @Test func aViewModelNamingItsViewIsReported() throws {
    let sources = try Self.sources("Sources/Architectures/MVVM", editing: "ViewModel.swift") {
      $0.replacingOccurrences(
        of: "  private var input = \"\"\n",
        with: "  private var input = \"\"\n  weak var owner: CalculatorViewController?\n")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .mvvm, knownTypes: try Self.known())
    #expect(violations.map(\.rule) == ["view model → view is no edge of MVVM"])
  }

  @Test func aStoreChangingItsStateOutsideTheReducerIsReported() throws {
    let sources = try Self.sources(
      "Sources/Architectures/UnidirectionalStore", editing: "Store.swift"
    ) {
      $0.replacingOccurrences(
        of: "    Reducer.reduce(into: &state, action: action)\n",
        with: "    Reducer.reduce(into: &state, action: action)\n    state.resultText = \"0\"\n")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .store, knownTypes: try Self.known())
    #expect(violations.map(\.rule) == ["the state changes only in the reducer"])
  }

  @Test func aPresenterHoldingItsViewStronglyIsReported() throws {
    let sources = try Self.sources("Sources/Architectures/MVP", editing: "Presenter.swift") {
      $0.replacingOccurrences(of: "public weak var view", with: "public var view")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .mvp, knownTypes: try Self.known())
    #expect(violations.map(\.rule) == ["the presenter holds its view weakly"])
  }

  @Test func aChangeBringingADependencyWhereThePatternPutsItIsAllowed() throws {
    let sources = try Self.sources("Sources/Architectures/MVP", editing: "Presenter.swift") {
      $0.replacingOccurrences(
        of: "  private let model: Calculator\n",
        with: "  private let model: Calculator\n  private let sumService: SumService\n")
    }
    let violations = StaticConformance.check(
      sources: sources, model: .mvp, knownTypes: try Self.known())
    #expect(violations.isEmpty)
  }
}
