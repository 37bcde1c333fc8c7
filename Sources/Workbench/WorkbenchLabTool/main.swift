import ChangeMutants
import WorkbenchCLI
import WorkbenchLab

// `workbench-lab`: the workbench with the lab compiled in (`mutants`, `testability`,
// `new-architecture`, the mutants). `workbench` builds and runs it for what needs the lab, so
// that its own first build holds only what its first run needs.
MainActor.assumeIsolated {
  WorkbenchCommand.main(lab: WorkbenchLab.lab(adding: ChangeMutants.mutants))
}
