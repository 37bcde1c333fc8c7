public import Classroom
import MVC
import MVP
import MVVM
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
      exercise.makeSolutionScreen = MVC.CalculatorScreen.makeRootViewController
    case "RetainCycle":
      exercise.makeStudentScreen = RetainCycleExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen = MVP.CalculatorScreen.makeRootViewController
    case "PresenterTouchesKit":
      exercise.makeStudentScreen =
        PresenterTouchesKitExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen =
        MVP.CalculatorScreen.makeRootViewController
    case "ViewModelOwnsView":
      exercise.makeStudentScreen =
        ViewModelOwnsViewExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen =
        MVVM.CalculatorScreen.makeRootViewController
    case "ReducerSideEffect":
      exercise.makeStudentScreen =
        ReducerSideEffectExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen =
        ReducerSideEffectSolution.CalculatorScreen.makeRootViewController
    case "MassiveToMVC":
      exercise.makeStudentScreen = MassiveToMVCExercise.CalculatorScreen.makeRootViewController
      exercise.makeSolutionScreen = MVC.CalculatorScreen.makeRootViewController
    default:
      break
    }
    return exercise
  }
}
