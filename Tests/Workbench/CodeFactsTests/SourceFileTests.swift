import Diagnostics
import Foundation
import Testing
import WorkbenchTestSupport

@testable import CodeFacts

/// Every source the facts and the conformance checks read is read with a cap, and a file that is
/// not a regular file is refused, never waited on.
struct SourceFileTests {
  @Test func aSwiftFileOverTheCapIsRefusedBeforeItIsRead() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("MVC/Controller.swift", "final class Controller {}\n")
    try fixture.write("MVC/Huge.swift", "")
    // A sparse file of 1 GiB: its size is on disk at once, its bytes never written.
    let handle = try FileHandle(
      forWritingTo: URL(fileURLWithPath: fixture.path + "/MVC/Huge.swift"))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    #expect {
      _ = try CodeFacts.analyse(folder: fixture.path + "/MVC", knownExternalTypes: .none)
    } throws: { error in
      let error = error as? UnreadablePathError
      return error?.path.hasSuffix("Huge.swift") == true
        && error?.reason.contains("may be at most 8 MiB") == true
    }
  }

  @Test func aFIFONamedLikeASourceIsRefusedNotWaitedOn() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("MVP/Presenter.swift", "final class Presenter {}\n")
    #expect(mkfifo(fixture.path + "/MVP/Pipe.swift", 0o600) == 0)
    #expect {
      _ = try CodeFacts.analyse(folder: fixture.path + "/MVP", knownExternalTypes: .none)
    } throws: { error in
      (error as? UnreadablePathError)?.reason.contains("FIFO") == true
    }
  }

  @Test func aSourceWithinTheCapIsReadWhole() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("A.swift", "struct A {}\n")
    #expect(try SourceFile.text(at: fixture.path + "/A.swift") == "struct A {}\n")
  }
}
