import ArchitectureCatalog
import ArchitectureDescriptor
public import Classroom
import MassiveToMVCExercise
import PresenterTouchesKitExercise
import ReducerSideEffectExercise
import ReducerSideEffectSolution
import RetainCycleExercise
import StaleTokenExercise
import ViewModelOwnsViewExercise

/// The exercises with their screens: the student's copy and the reference solution of each,
/// compiled into `workbench-classroom` and the tests, never into `workbench` itself, so that a
/// student's compile error in one exercise stops neither `workbench` nor its `exercise list`,
/// `show` and `hint`.
public enum ExerciseScreens {
  /// ``ExerciseCatalog/exercises``, each with its student's and its solution's screen.
  public static let exercises: [Exercise] = ExerciseCatalog.exercises.map { exercise in
    var exercise = exercise
    switch exercise.folder {
    case "StaleToken":
      exercise.makeStudentScreen = StaleTokenExercise.CalculatorScreen.makeRootViewController
    case "RetainCycle":
      exercise.makeStudentScreen = RetainCycleExercise.CalculatorScreen.makeRootViewController
    case "PresenterTouchesKit":
      exercise.makeStudentScreen =
        PresenterTouchesKitExercise.CalculatorScreen.makeRootViewController
    case "ViewModelOwnsView":
      exercise.makeStudentScreen =
        ViewModelOwnsViewExercise.CalculatorScreen.makeRootViewController
    case "ReducerSideEffect":
      exercise.makeStudentScreen =
        ReducerSideEffectExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen =
        ReducerSideEffectSolution.CalculatorScreen.makeRootViewController
    case "MassiveToMVC":
      exercise.makeStudentScreen = MassiveToMVCExercise.CalculatorScreen.makeRootViewController
    default:
      break
    }
    // A solution that is a real architecture is that architecture's screen, as the catalogue
    // builds it (over a fresh environment, whatever dependencies a change request gives it).
    if let name = exercise.solutionArchitecture {
      exercise.makeSolutionScreen =
        Catalog.architectures.first { $0.name == name }?.makeRootViewController
    }
    return exercise
  }
}
