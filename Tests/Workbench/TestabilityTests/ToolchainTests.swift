import Foundation
import Testing

@testable import Testability

struct ToolchainTests {
  @Test func theProfileToolsAreTheOnesBesideSwiftNotAnEarlierOne() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("toolchain-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    for path in ["system/llvm-cov", "toolchain/swift", "toolchain/llvm-cov"] {
      let file = root + "/" + path
      try FileManager.default.createDirectory(
        atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(
        atPath: file, contents: Data(), attributes: [.posixPermissions: 0o755])
    }
    let search = "\(root)/system:\(root)/toolchain"
    #expect(Toolchain.program("llvm-cov", path: search) == root + "/toolchain/llvm-cov")
    #expect(Toolchain.program("llvm-profdata", path: search) == "llvm-profdata")
  }
}
