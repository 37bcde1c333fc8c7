import ArchitectureCatalog
import ArchitectureDescriptor
import CodeFacts
import Foundation
import Testing
import WorkbenchTestSupport

/// The package root, three folders up from this file.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The shared layers' public types, read from their sources.
private let sharedLayers = try? KnownTypes.sharedLayers(packageRoot: packageRoot)

/// The module names of the catalogue's architectures (`MVP` for `Sources/Architectures/MVP`).
private let architectureModules = Catalog.architectures.map { architecture in
  architecture.sourcePath.split(separator: "/").last.map(String.init) ?? architecture.sourcePath
}

/// The rules each pattern promises, checked on the real sources: which role may know which.
///
/// The compiler already enforces part of it: an architecture target cannot use another's
/// types, nor the model target a kit type, without a dependency in `Package.swift`. What it
/// cannot see, such as a presenter that imports `ViewKit` through its module yet must not
/// use it, these tests check from the tokens.
struct CodeFactsConformanceTests {
  private func facts(_ folder: String) throws -> CodeFacts {
    let known = try #require(sharedLayers)
    return try CodeFacts.analyse(folder: packageRoot + "/" + folder, knownExternalTypes: known)
  }

  @Test func knowsTheKitModelAndBindingTypesFromTheirSources() throws {
    let known = try #require(sharedLayers)
    for name in [
      "TextField", "Label", "View", "ViewController", "CalculatorView", "CalculatorViewDelegate",
    ] {
      #expect(known.layer(of: name) == .kit, "\(name)")
    }
    #expect(known.layer(of: "Calculator") == .model)
    #expect(known.layer(of: "IncrementalSum") == .model)
    #expect(known.layer(of: "Observable") == .binding)
    #expect(known.layer(of: "String") == nil)
  }

  @Test func theSharedViewNeverMentionsTheModel() throws {
    let ui = try facts("Sources/Shared/CalculatorUI")
    let view = try #require(ui.type(named: "CalculatorView"))
    #expect(!view.mentions("Calculator"))
    #expect(view.mentions(in: .model).isEmpty)
    #expect(!ui.imports.contains("CalculatorModel"))
    for type in ui.types {
      #expect(type.mentions(in: .model).isEmpty, "\(type.name)")
    }
  }

  @Test func theMVCControllerMediatesBetweenViewAndModel() throws {
    let mvc = try facts("Sources/Architectures/MVC")
    let controller = try #require(mvc.type(named: "CalculatorViewController"))
    #expect(controller.mentions(in: .model) == ["Calculator"])
    #expect(controller.mentions("CalculatorView"))
    let held = Set(mvc.references.filter { $0.from == controller.name }.map(\.to))
    #expect(held == ["CalculatorView", "Calculator"])
  }

  @Test func theMVPPresenterHoldsItsViewWeaklyThroughItsProtocolAndTouchesNoKitType() throws {
    let mvp = try facts("Sources/Architectures/MVP")
    let presenter = try #require(mvp.type(named: "Presenter"))
    #expect(presenter.mentions(in: .kit).isEmpty)
    #expect(!presenter.mentions("CalculatorViewController"))
    let presenterFile = try #require(mvp.files.first { $0.path.hasSuffix("/Presenter.swift") })
    #expect(Set(presenterFile.imports).isDisjoint(with: ["ViewKit", "CalculatorUI"]))
    let references = mvp.references.filter { $0.from == presenter.name }
    let toView = references.filter { $0.layer != .model }
    #expect(toView.map(\.to) == ["CalculatorViewProtocol"])
    #expect(toView.map(\.ownership) == [.weak])
    #expect(references.filter { $0.layer == .model }.map(\.ownership) == [.strong])
    #expect(mvp.type(named: "CalculatorViewProtocol")?.kind == .protocol)
    #expect(mvp.type(named: "CalculatorViewProtocol")?.mentions(in: .kit) == [])
    let view = try #require(mvp.type(named: "CalculatorViewController"))
    #expect(view.conformances.contains("CalculatorViewProtocol"))
    #expect(view.mentions(in: .model).isEmpty)
  }

  @Test(arguments: [
    "Sources/Architectures/MVVM", "Sources/Architectures/MVVMInputOutput",
    "Sources/Architectures/MVVMObservation",
  ])
  func everyViewModelTouchesNoKitTypeAndNoView(folder: String) throws {
    let facts = try facts(folder)
    let viewSide = Set(facts.types.filter { !$0.mentions(in: .kit).isEmpty }.map(\.name))
    #expect(viewSide.contains("CalculatorViewController"))
    let viewModelRoles = facts.types.filter { $0.name.hasPrefix("ViewModel") }
    #expect(viewModelRoles.contains { $0.name == "ViewModel" })
    for role in viewModelRoles {
      #expect(role.mentions(in: .kit).isEmpty, "\(role.name) mentions \(role.mentions(in: .kit))")
      #expect(viewSide.isDisjoint(with: role.localMentions), "\(role.name) knows the view")
    }
    let viewModel = try #require(facts.type(named: "ViewModel"))
    #expect(viewModel.mentions(in: .model) == ["Calculator"])
  }

  @Test func theStoresReducerStateAndActionsTouchNoKitTypeAndNoView() throws {
    let store = try facts("Sources/Architectures/UnidirectionalStore")
    let viewSide = Set(store.types.filter { !$0.mentions(in: .kit).isEmpty }.map(\.name))
    #expect(viewSide == ["CalculatorScreen", "CalculatorViewController"])
    for name in ["Reducer", "State", "Action", "Store"] {
      let role = try #require(store.type(named: name))
      #expect(role.mentions(in: .kit).isEmpty, "\(name)")
      #expect(viewSide.isDisjoint(with: role.localMentions), "\(name) knows the view")
    }
    #expect(store.type(named: "State")?.mentions(in: .model) == ["IncrementalSum"])
    #expect(store.type(named: "State")?.kind == .struct)
    #expect(store.type(named: "State")?.localMentions == [])
  }

  @Test func viperTalksThroughAProtocolBetweenEveryPairWithTheBackReferencesWeak() throws {
    let viper = try facts("Sources/Architectures/VIPER")
    func held(by role: String) -> [String: ReferenceOwnership] {
      Dictionary(
        uniqueKeysWithValues: viper.references.filter { $0.from == role }.map {
          ($0.to, $0.ownership)
        })
    }
    #expect(
      held(by: "CalculatorViewController") == [
        "CalculatorView": .strong, "CalculatorPresenterProtocol": .strong,
      ])
    #expect(
      held(by: "Presenter") == [
        "CalculatorViewProtocol": .weak, "CalculatorInteractorInputProtocol": .strong,
      ])
    #expect(
      held(by: "Interactor") == [
        "Calculator": .strong, "Calculation": .strong, "CalculatorInteractorOutputProtocol": .weak,
      ])
    for name in [
      "CalculatorViewProtocol", "CalculatorPresenterProtocol", "CalculatorInteractorInputProtocol",
      "CalculatorInteractorOutputProtocol", "CalculatorRouterProtocol",
    ] {
      #expect(viper.type(named: name)?.kind == .protocol, "\(name)")
    }
    let viewSide: Set = ["CalculatorViewController", "CalculatorView"]
    for name in ["Presenter", "Interactor", "Calculation"] {
      let role = try #require(viper.type(named: name))
      #expect(role.mentions(in: .kit).isEmpty, "\(name) mentions \(role.mentions(in: .kit))")
      #expect(viewSide.isDisjoint(with: role.localMentions), "\(name) knows the view")
    }
    #expect(viper.type(named: "Interactor")?.mentions("Presenter") == false)
    #expect(viper.type(named: "Presenter")?.mentions(in: .model) == [])
    #expect(viper.type(named: "Interactor")?.mentions(in: .model) == ["Calculator"])
    #expect(viper.type(named: "CalculatorViewController")?.mentions(in: .model) == [])
    #expect(viper.type(named: "Calculation")?.kind == .struct)
    #expect(viper.type(named: "Router")?.conformances == ["CalculatorRouterProtocol"])
  }

  @Test func cleanSwiftsCycleGoesOneWayWithOnlyThePresentersViewWeak() throws {
    let vip = try facts("Sources/Architectures/CleanSwift")
    let held = vip.references.filter { $0.layer == nil }.map { "\($0.from) → \($0.to)" }
    #expect(
      held == [
        "CalculatorViewController → CalculatorBusinessLogic",
        "Interactor → CalculatorPresentationLogic", "Presenter → CalculatorDisplayLogic",
      ])
    #expect(vip.references.filter { $0.ownership == .weak }.map(\.property) == ["viewController"])
    for useCase in ["Calculate", "ChangeToken"] {
      for leg in ["Request", "Response", "ViewModel"] {
        let value = try #require(vip.type(named: "\(useCase).\(leg)"))
        #expect(value.kind == .struct)
        #expect(value.mentions(in: .kit).isEmpty && value.mentions(in: .model).isEmpty)
      }
    }
    for name in ["Interactor", "Presenter"] {
      let role = try #require(vip.type(named: name))
      #expect(role.mentions(in: .kit).isEmpty, "\(name) mentions \(role.mentions(in: .kit))")
      #expect(!role.mentions("CalculatorViewController"), "\(name) knows the view")
    }
    #expect(vip.type(named: "Interactor")?.mentions(in: .model) == ["Calculator"])
    #expect(vip.type(named: "Presenter")?.mentions(in: .model) == [])
    #expect(vip.type(named: "CalculatorViewController")?.mentions(in: .model) == [])
  }

  @Test func theModelKnowsNothingOfViews() throws {
    let model = try facts("Sources/Shared/CalculatorModel")
    #expect(model.types.contains { $0.name == "Calculator" })
    for type in model.types {
      #expect(type.mentions(in: .kit).isEmpty, "\(type.name) mentions \(type.mentions(in: .kit))")
      #expect(type.mentions(in: .binding).isEmpty, "\(type.name)")
    }
    #expect(model.imports.allSatisfy { !["ViewKit", "CalculatorUI", "Binding"].contains($0) })
  }

  @Test func architecturesNeverImportEachOther() throws {
    #expect(architectureModules.count == Catalog.architectures.count)
    for architecture in Catalog.architectures {
      let module = architecture.sourcePath.split(separator: "/").last.map(String.init)
      let others = Set(architectureModules).subtracting([module ?? ""])
      let imports = try facts(architecture.sourcePath).imports
      #expect(others.isDisjoint(with: imports), "\(architecture.name) imports \(imports)")
    }
  }

  @Test func theManifestGivesNoArchitectureAnotherAsADependency() throws {
    let data = try #require(FileManager.default.contents(atPath: packageRoot + "/Package.swift"))
    let dependencies = Manifest.targetDependencies(
      inManifest: String(decoding: data, as: UTF8.self))
    for module in architectureModules {
      let declared = try #require(dependencies[module], "\(module) is not a target")
      #expect(declared.contains("CalculatorUI"), "\(module)")
      #expect(
        Set(architectureModules).isDisjoint(with: declared), "\(module) depends on \(declared)")
    }
  }
}
