import WorkbenchCLI

await WorkbenchCommand.main()
