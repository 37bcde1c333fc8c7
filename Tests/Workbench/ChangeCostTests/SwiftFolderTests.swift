import Diagnostics
import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct SwiftFolderTests {
  @Test func aFileBeyondAnySourceIsRefusedBeforeItIsRead() throws {
    let fixture = try TemporaryFolder()
    try fixture.write("Sources/Architectures/MVC/Controller.swift", "final class Controller {}\n")
    try fixture.write("Sources/Architectures/MVC/Huge.swift", "")
    // A sparse file: its size is on disk at once, its bytes never written.
    let handle = try FileHandle(
      forWritingTo: URL(fileURLWithPath: fixture.path + "/Sources/Architectures/MVC/Huge.swift"))
    try handle.truncate(atOffset: 1 << 30)
    try handle.close()
    #expect {
      try SwiftFolder.read(fixture.path + "/Sources/Architectures/MVC")
    } throws: { error in
      let error = error as? UnreadablePathError
      return error?.path.hasSuffix("Huge.swift") == true
        && error?.reason.contains("may be at most 1 MiB") == true
    }
  }

  @Test func aFileOfMoreLinesThanAnyRealSourceIsRefusedWithItsCount() throws {
    let fixture = try TemporaryFolder()
    try fixture.write(
      "Sources/Architectures/MVC/Long.swift", String(repeating: "let x = 1\n", count: 20_001))
    #expect {
      try SwiftFolder.read(fixture.path + "/Sources/Architectures/MVC")
    } throws: { error in
      (error as? UnreadablePathError)?.reason.contains("has 20001 lines") == true
    }
  }
}
