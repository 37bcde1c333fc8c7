import ChangeCost
import Foundation

extension ChangeBuild {
  /// Builds `change` and replaces this process with its `workbench` running `arguments`.
  ///
  /// For a command that reads the terminal (`play`): a child process runs in a process group of
  /// its own, which the terminal stops (`SIGTTIN`) as soon as it reads a key, while this one
  /// keeps the terminal; the replacement is this very process, in the foreground group.
  ///
  /// - Parameters:
  ///   - change: The change request.
  ///   - arguments: The command line to hand on.
  /// - Returns: Only when the build fails or the program cannot be run: 1, with the reason
  ///   said on standard error.
  package static func replace(_ change: ChangeRequest, arguments: [String]) -> ExitCode {
    guard let folder = build(change) else { return .failure }
    let path = folder + "/" + product
    let variables = ProcessInfo.processInfo.environment.merging(environment(change)) { $1 }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    fflush(nil)
    // Signals this process blocks or handles would stay blocked in the replacement: none is.
    var none = sigset_t()
    sigemptyset(&none)
    _ = sigprocmask(SIG_SETMASK, &none, nil)
    execve(path, argv, envp)
    PackageBuild.say("error: cannot run \(path): \(String(cString: strerror(errno)))")
    return .failure
  }
}
