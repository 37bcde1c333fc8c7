import ChangeCost
import Classroom
import Foundation

/// Hands a command that needs a student's screen to `workbench-classroom`, the workbench with
/// the exercises compiled in, built on demand: `workbench` itself never compiles a student's
/// code, so a compile error in one exercise stops neither it nor `exercise list`, `show`, `hint`.
enum ClassroomBuild {
  /// The product that has the exercises' screens.
  static let product = "workbench-classroom"

  /// Whether `arguments` need a screen this build lacks: `exercise check`, or an exercise's
  /// name in `--architectures` or `--architecture`.
  static func isNeeded(for arguments: [String], context: WorkbenchCommand.Context) -> Bool {
    guard !context.exercises.allSatisfy(\.hasScreens) else { return false }
    if arguments.first == "exercise", arguments.dropFirst().first == "check" {
      // A change request's check builds the student's copy itself, apart (``ChangeExercise``).
      let name = arguments.dropFirst(2).first
      return !ChangeRequest.all().contains { $0.name == name }
    }
    let names = Set(context.exercises.map { $0.name.lowercased() })
    return ArchitectureSelection.names(in: arguments).contains { names.contains($0.lowercased()) }
  }

  /// Builds `workbench-classroom` and runs it with `arguments`.
  ///
  /// The build is of the package under the current directory; the child's output goes straight
  /// to this process's. A build that fails (a student's compile error) shows the compiler's
  /// errors and returns 1.
  ///
  /// - Parameter arguments: The command line to hand on.
  /// - Returns: The child's exit code.
  static func run(_ arguments: [String]) -> ExitCode {
    ProductHandOff(
      product: product, prebuiltVariable: "WORKBENCH_CLASSROOM_BINARY",
      why: "a student's screen is built from the package's sources",
      building: "Building the exercises (\(product))…",
      failure: "the exercises do not compile: the compiler's errors are above. "
        + "'workbench exercise list', 'show' and 'hint' still work."
    ).run(arguments)
  }
}
