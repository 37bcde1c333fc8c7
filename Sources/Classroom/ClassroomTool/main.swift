import ExerciseScreens
import WorkbenchCLI
import WorkbenchLab

// `workbench-classroom`: the workbench with the exercises' screens compiled in. `workbench`
// builds and runs it for what needs a student's screen (`exercise check`, an exercise's name in
// `--architectures`), so that a student's compile error never stops `workbench` itself.
MainActor.assumeIsolated {
  WorkbenchCommand.main(exercises: ExerciseScreens.exercises, lab: WorkbenchLab.lab)
}
