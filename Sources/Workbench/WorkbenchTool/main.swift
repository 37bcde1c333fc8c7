import WorkbenchCLI

MainActor.assumeIsolated {
  WorkbenchCommand.main()
}
