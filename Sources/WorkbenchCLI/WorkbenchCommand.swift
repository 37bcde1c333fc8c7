/// The `workbench` command line (placeholder until the harness lands).
public enum WorkbenchCommand {
  /// Runs the command with the process's arguments and exits.
  public static func main() async {
    print("usage: workbench run [PATH...]")
  }
}
