import ArchitectureCatalog
public import ArchitectureDescriptor
import CrudCleanSwift
import CrudMVC
import CrudMVP
import CrudMVVM
import CrudMVVMInputOutput
import CrudMVVMObservation
import CrudMassiveMVC
import CrudUnidirectionalStore
import CrudVIPER
import FlightBookerCleanSwift
import FlightBookerMVC
import FlightBookerMVP
import FlightBookerMVVM
import FlightBookerMVVMInputOutput
import FlightBookerMVVMObservation
import FlightBookerMassiveMVC
import FlightBookerUnidirectionalStore
import FlightBookerVIPER
import TemperatureConverterCleanSwift
import TemperatureConverterMVC
import TemperatureConverterMVP
import TemperatureConverterMVVM
import TemperatureConverterMVVMInputOutput
import TemperatureConverterMVVMObservation
import TemperatureConverterMassiveMVC
import TemperatureConverterObservableMVVM
import TemperatureConverterUnidirectionalStore
import TemperatureConverterVIPER

/// The screens the workbench ships, the calculator first: where a command's `--screen <name>`
/// is looked up.
///
/// Adding a screen is adding an entry here, with its scenarios under `Scenarios/<name>/` beside a
/// `SCREEN.md` that describes it (which keeps a sweep of `Scenarios` from running them on the
/// calculator).
public enum ScreenCatalog {
  /// The name of the screen a command drives when it is given no `--screen`.
  public static let defaultScreenName = "calculator"

  /// Every registered screen, the default one first.
  public static let screens: [ScreenDescriptor] = [
    ScreenDescriptor(
      name: defaultScreenName,
      summary: "The tutorial's calculator: a token, an input, and the sum of its integer pieces.",
      scenarioPath: "Scenarios",
      identifiers: ["tokenTextField", "inputTextField", "resultLabel"],
      architectures: Catalog.architectures),
    ScreenDescriptor(
      name: "temperature-converter",
      summary: "7GUIs' temperature converter: Celsius and Fahrenheit, each converting the other.",
      scenarioPath: "Scenarios/temperature-converter",
      identifiers: ["celsiusTextField", "fahrenheitTextField"],
      architectures: temperatureConverters, indexTarget: indexTarget,
      modules: modules(prefix: "TemperatureConverter", of: temperatureConverters),
      layers: ["TemperatureConverterUI": "kit", "TemperatureConversion": "model"]),
    ScreenDescriptor(
      name: "flight-booker",
      summary: "7GUIs' flight booker: a one-way or return flight, two dates, and a booking.",
      scenarioPath: "Scenarios/flight-booker",
      identifiers: [
        "flightTypeControl", "startDateTextField", "returnDateTextField", "bookButton",
        "messageLabel",
      ],
      architectures: flightBookers, indexTarget: indexTarget,
      modules: modules(prefix: "FlightBooker", of: flightBookers),
      layers: ["FlightBookerUI": "kit", "FlightBooking": "model"]),
    ScreenDescriptor(
      name: "crud",
      summary: "7GUIs' CRUD: a list of names filtered by surname, created, updated and deleted.",
      scenarioPath: "Scenarios/crud",
      identifiers: [
        "filterTextField", "nameTextField", "surnameTextField", "entriesList", "createButton",
        "updateButton", "deleteButton",
      ],
      architectures: cruds, indexTarget: indexTarget,
      modules: modules(prefix: "Crud", of: cruds),
      layers: ["CrudUI": "kit", "CrudModel": "model"]),
  ]

  /// The screen named `name` (matched case-insensitively), or `nil` when none is.
  ///
  /// - Parameter name: A screen's name, as `--screen` gives it.
  /// - Returns: The screen.
  public static func screen(named name: String) -> ScreenDescriptor? {
    screens.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The target that depends on every screen's implementations, built with the index by
  /// `conformance --screen`.
  static let indexTarget = "ScreenCatalog"

  /// The module of each implementation in `architectures`: `prefix` and its source folder's
  /// name (`Sources/Screens/Crud/MVC` is `CrudMVC`).
  static func modules(prefix: String, of architectures: [Architecture]) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: architectures.map { architecture in
        (architecture.name, prefix + (architecture.sourcePath.split(separator: "/").last ?? ""))
      })
  }

  /// The CRUD screen's implementations, named as the calculator's architectures are.
  private static let cruds: [Architecture] = [
    Architecture(
      name: "MassiveMVC",
      summary: "No view and no model of its own: the view controller makes the widgets and lists.",
      origin: "7GUIs task 5 as the Massive View Controller",
      sourcePath: "Sources/Screens/Crud/MassiveMVC",
      makeRootViewController: CrudMassiveMVC.CrudScreen.makeRootViewController),
    Architecture(
      name: "MVC",
      summary: "The view controller owns the view and the entries, and applies each action.",
      origin: "7GUIs task 5 in Cocoa MVC", sourcePath: "Sources/Screens/Crud/MVC",
      makeRootViewController: CrudMVC.CrudScreen.makeRootViewController),
    Architecture(
      name: "MVP",
      summary: "A passive view behind a protocol; a presenter keeps the entries and drives it.",
      origin: "7GUIs task 5 in MVP", sourcePath: "Sources/Screens/Crud/MVP",
      makeRootViewController: CrudMVP.CrudScreen.makeRootViewController),
    Architecture(
      name: "MVVM",
      summary: "A view model keeps the entries and publishes the rows, the fields and the buttons.",
      origin: "7GUIs task 5 in MVVM", sourcePath: "Sources/Screens/Crud/MVVM",
      makeRootViewController: CrudMVVM.CrudScreen.makeRootViewController),
    Architecture(
      name: "MVVM-IO",
      summary: "A view model transforms the view's event streams into what it shows.",
      origin: "7GUIs task 5 in seed 004's input/output MVVM",
      sourcePath: "Sources/Screens/Crud/MVVMInputOutput",
      makeRootViewController: CrudMVVMInputOutput.CrudScreen.makeRootViewController),
    Architecture(
      name: "MVVM-Observation",
      summary: "An @Observable view model; the view controller re-renders after a change.",
      origin: "7GUIs task 5 in MVVM with Swift's Observation",
      sourcePath: "Sources/Screens/Crud/MVVMObservation",
      makeRootViewController: CrudMVVMObservation.CrudScreen.makeRootViewController),
    Architecture(
      name: "Store",
      summary:
        "Actions go to a store; a pure reducer edits the entries; the view renders each state.",
      origin: "7GUIs task 5 in a unidirectional store",
      sourcePath: "Sources/Screens/Crud/UnidirectionalStore",
      makeRootViewController: CrudUnidirectionalStore.CrudScreen.makeRootViewController),
    Architecture(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router; every pair talks through a protocol.",
      origin: "7GUIs task 5 in VIPER", sourcePath: "Sources/Screens/Crud/VIPER",
      makeRootViewController: CrudVIPER.CrudScreen.makeRootViewController),
    Architecture(
      name: "CleanSwift",
      summary: "The VIP cycle: EditForm and ChangeEntries requests, responses and view models.",
      origin: "7GUIs task 5 in Clean Swift", sourcePath: "Sources/Screens/Crud/CleanSwift",
      makeRootViewController: CrudCleanSwift.CrudScreen.makeRootViewController),
  ]

  /// The flight booker's implementations, named as the calculator's architectures are.
  private static let flightBookers: [Architecture] = [
    Architecture(
      name: "MassiveMVC",
      summary: "No view and no model of its own: the view controller makes the widgets and books.",
      origin: "7GUIs task 3 as the Massive View Controller",
      sourcePath: "Sources/Screens/FlightBooker/MassiveMVC",
      makeRootViewController: FlightBookerMassiveMVC.FlightBookerScreen.makeRootViewController),
    Architecture(
      name: "MVC",
      summary: "The view controller owns the view and the booking, and applies each action.",
      origin: "7GUIs task 3 in Cocoa MVC", sourcePath: "Sources/Screens/FlightBooker/MVC",
      makeRootViewController: FlightBookerMVC.FlightBookerScreen.makeRootViewController),
    Architecture(
      name: "MVP",
      summary: "A passive view behind a protocol; a presenter keeps the booking and drives it.",
      origin: "7GUIs task 3 in MVP", sourcePath: "Sources/Screens/FlightBooker/MVP",
      makeRootViewController: FlightBookerMVP.FlightBookerScreen.makeRootViewController),
    Architecture(
      name: "MVVM",
      summary: "A view model keeps the booking and publishes what is enabled and shown.",
      origin: "7GUIs task 3 in MVVM", sourcePath: "Sources/Screens/FlightBooker/MVVM",
      makeRootViewController: FlightBookerMVVM.FlightBookerScreen.makeRootViewController),
    Architecture(
      name: "MVVM-IO",
      summary: "A view model transforms the view's event streams into what it shows.",
      origin: "7GUIs task 3 in seed 004's input/output MVVM",
      sourcePath: "Sources/Screens/FlightBooker/MVVMInputOutput",
      makeRootViewController: FlightBookerMVVMInputOutput.FlightBookerScreen
        .makeRootViewController),
    Architecture(
      name: "MVVM-Observation",
      summary: "An @Observable view model; the view controller re-renders after a change.",
      origin: "7GUIs task 3 in MVVM with Swift's Observation",
      sourcePath: "Sources/Screens/FlightBooker/MVVMObservation",
      makeRootViewController: FlightBookerMVVMObservation.FlightBookerScreen
        .makeRootViewController),
    Architecture(
      name: "Store",
      summary: "Actions go to a store; a pure reducer books; the view renders every state.",
      origin: "7GUIs task 3 in a unidirectional store",
      sourcePath: "Sources/Screens/FlightBooker/UnidirectionalStore",
      makeRootViewController: FlightBookerUnidirectionalStore.FlightBookerScreen
        .makeRootViewController),
    Architecture(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router; every pair talks through a protocol.",
      origin: "7GUIs task 3 in VIPER", sourcePath: "Sources/Screens/FlightBooker/VIPER",
      makeRootViewController: FlightBookerVIPER.FlightBookerScreen.makeRootViewController),
    Architecture(
      name: "CleanSwift",
      summary: "The VIP cycle: EditBooking and BookFlight requests, responses and view models.",
      origin: "7GUIs task 3 in Clean Swift", sourcePath: "Sources/Screens/FlightBooker/CleanSwift",
      makeRootViewController: FlightBookerCleanSwift.FlightBookerScreen.makeRootViewController),
  ]

  /// The temperature converter's implementations, named as the calculator's architectures are.
  private static let temperatureConverters: [Architecture] = [
    Architecture(
      name: "MassiveMVC",
      summary:
        "No view and no model of its own: the view controller makes the fields and converts.",
      origin: "7GUIs task 2 as the Massive View Controller",
      sourcePath: "Sources/Screens/TemperatureConverter/MassiveMVC",
      makeRootViewController: TemperatureConverterMassiveMVC.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "MVC",
      summary: "The view controller owns the view, asks the model to convert, updates the view.",
      origin: "7GUIs task 2 in Cocoa MVC", sourcePath: "Sources/Screens/TemperatureConverter/MVC",
      makeRootViewController: TemperatureConverterMVC.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "MVP",
      summary: "A passive view behind a protocol; a presenter converts and drives the view.",
      origin: "7GUIs task 2 in MVP", sourcePath: "Sources/Screens/TemperatureConverter/MVP",
      makeRootViewController: TemperatureConverterMVP.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "MVVM",
      summary: "A view model maps each field's edits to the other field's Observable text.",
      origin: "7GUIs task 2 in MVVM", sourcePath: "Sources/Screens/TemperatureConverter/MVVM",
      makeRootViewController: TemperatureConverterMVVM.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "MVVM-IO",
      summary: "A view model transforms the fields' edit streams into each field's stream.",
      origin: "7GUIs task 2 in seed 004's input/output MVVM",
      sourcePath: "Sources/Screens/TemperatureConverter/MVVMInputOutput",
      makeRootViewController: TemperatureConverterMVVMInputOutput.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "MVVM-Observation",
      summary: "An @Observable view model; the view controller re-renders the field that changed.",
      origin: "7GUIs task 2 in MVVM with Swift's Observation",
      sourcePath: "Sources/Screens/TemperatureConverter/MVVMObservation",
      makeRootViewController: TemperatureConverterMVVMObservation.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "Store",
      summary: "Edits go to a store as actions; a pure reducer converts; the view renders both.",
      origin: "7GUIs task 2 in a unidirectional store",
      sourcePath: "Sources/Screens/TemperatureConverter/UnidirectionalStore",
      makeRootViewController: TemperatureConverterUnidirectionalStore.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router; every pair talks through a protocol.",
      origin: "7GUIs task 2 in VIPER", sourcePath: "Sources/Screens/TemperatureConverter/VIPER",
      makeRootViewController: TemperatureConverterVIPER.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "CleanSwift",
      summary: "The VIP cycle: a request per edit, a response per conversion, a view model.",
      origin: "7GUIs task 2 in Clean Swift",
      sourcePath: "Sources/Screens/TemperatureConverter/CleanSwift",
      makeRootViewController: TemperatureConverterCleanSwift.TemperatureConverterScreen
        .makeRootViewController),
    Architecture(
      name: "ObservableMVVM",
      summary: "Declarative fields bound to an @Observable view model, which converts.",
      origin: "7GUIs task 2 in SwiftUI's MVVM with the Observation framework",
      sourcePath: "Sources/Screens/TemperatureConverter/ObservableMVVM",
      makeRootViewController: TemperatureConverterObservableMVVM.TemperatureConverterScreen
        .makeRootViewController),
  ]
}
