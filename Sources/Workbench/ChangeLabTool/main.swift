import ChangeCatalog
import ChangeMutants
import WorkbenchCLI
import WorkbenchLab

// `workbench-change-lab`: `workbench-change` with the lab and the change's mutants compiled in;
// `workbench-change` builds and runs it for what needs the lab (`mutants --change <name>`).
MainActor.assumeIsolated {
  WorkbenchCommand.main(
    lab: WorkbenchLab.lab(adding: ChangeMutants.mutants), changedScreens: ChangeCatalog.screens)
}
