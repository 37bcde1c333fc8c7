import ChangeCatalog
import WorkbenchCLI

// `workbench-change`: the workbench with one change request's implementations in place of the
// base architectures' screens (see `ChangeCatalog`); `workbench run --change <name>` builds and
// runs it.
MainActor.assumeIsolated {
  WorkbenchCommand.main(changedScreens: ChangeCatalog.screens)
}
