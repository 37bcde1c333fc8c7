import ArchitectureDescriptor
import ChangeCost
import Synchronization
import ViewKit

/// How a change's modules are built beside the base ones (`workbench-change`), and how the tool
/// that was built that way learns it.
extension ChangeBuild {
  /// The variable that asks `Package.swift` for the change's modules beside the base ones.
  package static let modulesVariable = "WORKBENCH_CHANGE_MODULES"

  /// The product with the change's modules in it.
  package static let product = "workbench-change"

  /// The test product of `change`'s build, which holds its role tests alone: `Package.swift`
  /// names the package after the change in that build, so it never replaces the package's own.
  package static func testProduct(_ change: ChangeRequest) -> String {
    change.folder + "_ArchitectureWorkbenchPackageTests"
  }

  /// The product with the change's modules and the lab in it (`mutants --change`).
  package static let labProduct = "workbench-change-lab"

  /// Whether this process is `workbench-change` or `workbench-change-lab`.
  package static var isModulesTool: Bool { installedScreens.withLock { $0 != nil } }

  /// The screens `workbench-change` installs (``install(changedScreens:)``); `nil` in any other
  /// tool.
  private static let installedScreens = Mutex<Screens?>(nil)

  /// Screens by the name of their architecture's source folder.
  package typealias Screens = [String: @MainActor @Sendable (ScreenEnvironment) -> ViewController]

  /// Makes this process `workbench-change`: its architectures show `screens`, the change's.
  package static func install(changedScreens screens: Screens) {
    installedScreens.withLock { $0 = screens }
  }

  /// The name of the module `Package.swift` compiles `target`'s changed folder as, for
  /// `change`: `Undo_MVC`, `Undo_MVCTests`.
  package static func moduleName(of target: String, in change: ChangeRequest) -> String {
    change.folder + "_" + target
  }

  /// The environment that builds `change`'s modules beside the base ones.
  package static func modulesEnvironment(_ change: ChangeRequest) -> [String: String] {
    environment(change).merging([
      modulesVariable: "1", layoutVariable: layoutFingerprint(of: change),
    ]) { $1 }
  }

  /// The change's screen of the architecture whose source folder is `target`, in
  /// `workbench-change`; `nil` elsewhere.
  static func changedScreen(
    of target: String
  ) -> (@MainActor @Sendable (ScreenEnvironment) -> ViewController)? {
    installedScreens.withLock { $0?[target] }
  }
}
