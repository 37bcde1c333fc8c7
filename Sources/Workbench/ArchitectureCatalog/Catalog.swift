public import ArchitectureDescriptor
import CleanSwift
import ComposableStore
import MV
import MVC
import MVP
import MVVM
import MVVMInputOutput
import MVVMObservation
import MassiveMVC
import ObservableMVVM
import UnidirectionalStore
import VIPER

/// The architectures the workbench ships, in the order reports show them.
public enum Catalog {
  /// Every registered architecture.
  ///
  /// Adding an architecture is adding an entry here.
  public static let architectures: [Architecture] = [
    Architecture(
      name: "MassiveMVC",
      summary: "No model: the view controller keeps the token and the running sum itself.",
      origin: "Tutorial step 1 (seed 000): MVC with no model, the Massive View Controller",
      sourcePath: "Sources/Architectures/MassiveMVC",
      makeScreen: ScreenFactory.make(MassiveMVC.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MVC",
      summary: "The view controller owns the view and the model and mediates between them.",
      origin: "Tutorial step 2 (seed 000): Cocoa MVC with a Calculator model",
      sourcePath: "Sources/Architectures/MVC",
      makeScreen: ScreenFactory.make(MVC.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MVP",
      summary: "A passive view behind a protocol; a presenter owns the model and drives the view.",
      origin: "Tutorial step 3 (seeds 000, 003)",
      sourcePath: "Sources/Architectures/MVP",
      makeScreen: ScreenFactory.make(MVP.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MVVM",
      summary: "A view model maps inputs to Observable outputs; the view binds to them.",
      origin: "Tutorial step 4 (seeds 000, 001): a closure Observable<T> instead of KVO",
      sourcePath: "Sources/Architectures/MVVM",
      makeScreen: ScreenFactory.make(MVVM.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MVVM-IO",
      summary: "A view model as a pure transform from input streams to output streams, one way.",
      origin: "Seed 004: an Input/Output ViewModelType with one-way data flow, without RxSwift",
      sourcePath: "Sources/Architectures/MVVMInputOutput",
      makeScreen: ScreenFactory.make(MVVMInputOutput.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MVVM-Observation",
      summary: "An @Observable view model; the view controller re-renders what it saw change.",
      origin: "Tutorial step 4 (seeds 000, 001), Swift's Observation in place of Observable<T>",
      sourcePath: "Sources/Architectures/MVVMObservation",
      makeScreen: ScreenFactory.make(MVVMObservation.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "Store",
      summary: "Actions go to a store, a pure reducer makes the next state, the view renders it.",
      origin: "Seed 004's one-way data flow, as Redux and the Composable Architecture do it",
      sourcePath: "Sources/Architectures/UnidirectionalStore",
      makeScreen: ScreenFactory.make(UnidirectionalStore.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "VIPER",
      summary: "View, Interactor, Presenter, Entity, Router; every pair talks through a protocol.",
      origin: "Mutual Mobile's VIPER (objc.io issue 13, 2014), as iOS comparisons write it",
      sourcePath: "Sources/Architectures/VIPER",
      makeScreen: ScreenFactory.make(VIPER.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "CleanSwift",
      summary: "Clean Swift's VIP cycle: View, Interactor, Presenter, with a value for each leg.",
      origin: "Raymond Law's Clean Swift (clean-swift.com), after Uncle Bob's Clean Architecture",
      sourcePath: "Sources/Architectures/CleanSwift",
      makeScreen: ScreenFactory.make(CleanSwift.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "MV",
      summary: "An @Observable model read and written directly by declarative views.",
      origin: "SwiftUI's Model-View (Apple's sample code since iOS 17), on the declarative kit",
      sourcePath: "Sources/Architectures/MV",
      makeScreen: ScreenFactory.make(MV.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "ObservableMVVM",
      summary: "Declarative views bind to an @Observable view model that owns the model.",
      origin: "SwiftUI's MVVM with the Observation framework (iOS 17+), as written in 2025",
      sourcePath: "Sources/Architectures/ObservableMVVM",
      makeScreen: ScreenFactory.make(ObservableMVVM.CalculatorScreen.makeRootViewController)),
    Architecture(
      name: "TCA",
      summary: "A reducer returns effects for a store; views send actions, read what they show.",
      origin: "Point-Free's Composable Architecture (1.x, @ObservableState), on DeclarativeKit",
      sourcePath: "Sources/Architectures/ComposableStore",
      makeScreen: ScreenFactory.make(ComposableStore.CalculatorScreen.makeRootViewController)),
  ]
}
