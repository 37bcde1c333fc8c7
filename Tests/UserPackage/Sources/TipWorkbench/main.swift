import TipScreens
import WorkbenchCLI

MainActor.assumeIsolated {
  WorkbenchCommand.main(screens: [TipScreens.tip])
}
