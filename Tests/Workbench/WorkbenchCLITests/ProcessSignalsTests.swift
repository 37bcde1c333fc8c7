import Foundation
import Testing

/// A signal that ends a command ends everything it started: a child in its own process group
/// (as `swift build` and `workbench-lab` are), and that child's own children, are signalled and
/// awaited, and the command ends as killed by the signal; tried on the real executable.
@Suite struct ProcessSignalsTests {
  /// A stand-in for `workbench-lab` that starts a child in a session of its own (which no
  /// Ctrl-C at the terminal reaches), records both ids and waits.
  static let fakeLab = """
    #!/bin/sh
    setsid sleep 300 &
    echo $! > child.pid
    echo $$ > lab.pid
    wait

    """

  @Test(arguments: [("INT", 130), ("TERM", 143), ("HUP", 129)])
  func aSignalStopsEveryProcessTheCommandStarted(signal: String, status: Int) async throws {
    let folder = try ScratchFolder()
    try folder.write("fake-lab.sh", Self.fakeLab)
    // The shell copies the script into place: a file this many-threaded test process opened for
    // writing can be inherited by a child another test spawns at that moment, and executing it
    // then fails with "Text file busy" (ETXTBSY). The shell's copy is closed before it runs.
    // `setsid` makes the command lead a process group of its own, as a shell's job is; the
    // signal goes to that group, as Ctrl-C sends it to the foreground job.
    let result = try await shell(
      """
      cp fake-lab.sh fake-lab
      chmod +x fake-lab
      WORKBENCH_LAB_BINARY="$PWD/fake-lab" setsid "$WORKBENCH" mutants --list &
      command=$!
      tries=0
      while [ ! -s child.pid ] || [ ! -s lab.pid ]; do
        tries=$((tries + 1)); [ $tries -gt 1200 ] && echo "never started" && exit 1
        sleep 0.05
      done
      kill -\(signal) -$command
      wait $command
      echo "status=$?"
      sleep 2
      for file in lab.pid child.pid; do
        kill -0 "$(cat $file)" 2>/dev/null && echo "left running: $file"
      done
      exit 0
      """, in: folder.path)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput == "status=\(status)\n", "\(result.standardError)")
  }

  /// A signal during `changes --verify` removes every check's temporary log.
  ///
  /// The checks keep their output in temporary files while they run side by side; a signal
  /// removes them all (and the conformance run's folder) before the command ends as killed by
  /// it. A fake `swift` and a fake built tool wait, so the checks are running when it comes.
  @Test func aSignalDuringChangesVerifyLeavesNoTemporaryFile() async throws {
    let folder = try ScratchFolder()
    try folder.write("Scenarios/Changes/tiny/README.md", "# Tiny\n")
    try folder.write(
      "Scenarios/Changes/tiny/patches/Tiny.patch",
      """
      diff --git a/Sources/Shared/Tiny/A.swift b/Sources/Shared/Tiny/A.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/Shared/Tiny/A.swift
      @@ -0,0 +1 @@
      +let a = 1

      """)
    try folder.write(
      "fake-swift.sh", "#!/bin/sh\ncase \"$1\" in build) exit 0;; esac\nexec sleep 300\n")
    try folder.write("fake-tool.sh", "#!/bin/sh\nexec sleep 300\n")
    let result = try await shell(
      """
      mkdir -p bin tmp .build/debug
      cp fake-swift.sh bin/swift && cp fake-tool.sh .build/debug/workbench-change
      chmod +x bin/swift .build/debug/workbench-change
      PATH="$PWD/bin:$PATH" TMPDIR="$PWD/tmp" setsid "$WORKBENCH" changes --verify \\
        --changes tiny > out.txt 2>&1 &
      command=$!
      tries=0
      while [ "$(ls tmp | grep -c '^workbench-check-')" -lt 2 ]; do
        tries=$((tries + 1)); [ $tries -gt 1200 ] && echo "never started" && exit 1
        sleep 0.05
      done
      kill -TERM -$command
      wait $command
      echo "status=$?"
      ls tmp
      exit 0
      """, in: folder.path)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput == "status=143\n", "\(result.standardError)")
  }
}
