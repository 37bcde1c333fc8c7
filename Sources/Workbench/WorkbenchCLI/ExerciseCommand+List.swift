import ChangeCost
import Classroom
import ReportLayout

extension ExerciseCommand {
  /// `exercise list` as text: the exercises, then the change requests, each an exercise in
  /// any architecture.
  static func listText(width: Int) -> String {
    var table = TextTable(header: ["exercise", "kind", "your code"])
    for exercise in ExerciseCatalog.exercises {
      table.append([exercise.name, exercise.kind, exercise.studentPath])
    }
    var text =
      "Exercises (\(ExerciseCatalog.exercises.count)):\n" + table.plainText(width: width)
      + "\n"
      + wrapped(
        "See one with 'workbench exercise show NAME', check your work with 'workbench exercise "
          + "check NAME', and ask for a hint with 'workbench exercise hint NAME'.", width: width)
    let changes = ChangeRequest.all()
    guard !changes.isEmpty else { return text }
    var requests = TextTable(header: ["change request", "what to build"])
    for change in changes {
      requests.append([change.name, change.scenarios + "/README.md"])
    }
    text +=
      "\nChange requests, each an exercise in any architecture (\(changes.count)):\n"
      + requests.plainText(width: width) + "\n"
      + wrapped(
        "Start one with 'workbench exercise show CHANGE --architecture NAME' (a copy of that "
          + "architecture for you to change, in Sources/Classroom/Changes), and check it with "
          + "'workbench exercise check CHANGE --architecture NAME'.", width: width)
    return text
  }
}
