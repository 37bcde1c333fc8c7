import Diagnostics
import Foundation
import Testing
import WorkbenchTestSupport

@testable import ChangeCost

@Suite struct BaseCodeListTests {
  static func package() throws -> TemporaryFolder {
    let fixture = try TemporaryFolder()
    try fixture.write(
      "Sources/Shared/ViewKit/Button.swift",
      "public final class Button {}\npublic enum Tap {}\n")
    try fixture.write("Tests/Shared/ViewKitTests/ButtonTests.swift", "import Testing\n")
    return fixture
  }

  static func parse(_ text: String) throws -> BaseCodeList {
    let fixture = try package()
    return try withExtendedLifetime(fixture) {
      try BaseCodeList.parse(text, path: "BASE-CODE", packageRoot: fixture.path)
    }
  }

  @Test func readsFilesAndDeclarationsSkippingCommentsAndBlankLines() throws {
    let list = try Self.parse(
      "# the kit's button\n\nSources/Shared/ViewKit/Button.swift: Button  # one of two\n"
        + "Tests/Shared/ViewKitTests/ButtonTests.swift\n")
    #expect(
      list.entries == [
        BaseCodeList.Entry(path: "Sources/Shared/ViewKit/Button.swift", declarations: ["Button"]),
        BaseCodeList.Entry(path: "Tests/Shared/ViewKitTests/ButtonTests.swift", declarations: []),
      ])
  }

  @Test(arguments: [
    ("Sources/Architectures/MVC/X.swift\n", 1, 1, "expected a Swift file under Sources/Shared"),
    ("\n  Sources/Shared/ViewKit/Buton.swift\n", 2, 3, "no such file"),
    ("Sources/Shared/ViewKit/Button.swift: Button, Knob\n", 1, 46, "declares no top-level 'Knob'"),
    ("Sources/Shared/ViewKit/Button.swift: Tap, Butt\n", 1, 43, "declares no top-level 'Butt'"),
    ("Sources/Shared/ViewKit/Button.swift\nSources/Shared/ViewKit/Button.swift\n", 2, 1, "twice"),
    ("Sources/Shared/../Shared/ViewKit/Button.swift\n", 1, 1, "names '..'"),
    ("/etc/Sources/Shared/X.swift\n", 1, 1, "is an absolute path"),
  ])
  func saysWhereAnEntryIsWrong(text: String, line: Int, column: Int, reason: String) throws {
    #expect {
      try Self.parse(text)
    } throws: { error in
      guard let error = error as? BaseCodeListError else { return false }
      return error.line == line && error.column == column && error.reason.contains(reason)
        && error.description.hasPrefix("BASE-CODE:\(line):\(column): error: ")
    }
  }

  @Test func aChangeWithoutAListHasNoEntries() throws {
    let fixture = try Self.package()
    let list = try BaseCodeList.read(ChangeRequest(name: "undo"), packageRoot: fixture.path)
    #expect(list.entries.isEmpty)
  }

  /// A listed file that is a symbolic link out of the package (`Leak.swift -> /etc/passwd`) is
  /// refused, never read and counted.
  @Test func aListedFileLinkedOutOfThePackageIsRefused() throws {
    let fixture = try Self.package()
    let outside = try TemporaryFolder()
    try outside.write("Leak.swift", "public struct Secret {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path + "/Sources/Shared/ViewKit/Leak.swift",
      withDestinationPath: outside.path + "/Leak.swift")
    #expect {
      try BaseCodeList.parse(
        "Sources/Shared/ViewKit/Leak.swift\n", path: "BASE-CODE", packageRoot: fixture.path)
    } throws: { error in
      guard let error = error as? BaseCodeListError else { return false }
      return error.line == 1 && error.column == 1
        && error.reason.contains("is reached through the symbolic link")
    }
  }

  /// A path spelled with `.` and doubled slashes is read as the file it names.
  @Test func aListedPathIsNormalisedBeforeUse() throws {
    let list = try Self.parse("Sources/Shared/./ViewKit//Button.swift\n")
    #expect(list.entries.map(\.path) == ["Sources/Shared/ViewKit/Button.swift"])
  }

  /// A BASE-CODE list linked out of the package is never read: its first field would show in
  /// the error.
  @Test func aListLinkedOutOfThePackageIsNotRead() throws {
    let fixture = try Self.package()
    let outside = try TemporaryFolder()
    try outside.write("passwd", "root:x:0:0:root:/root:/bin/bash\n")
    try fixture.write("Scenarios/Changes/undo/README.md", "# undo")
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path + "/Scenarios/Changes/undo/BASE-CODE",
      withDestinationPath: outside.path + "/passwd")
    #expect {
      try BaseCodeList.read(ChangeRequest(name: "undo"), packageRoot: fixture.path)
    } throws: { error in
      guard let error = error as? BaseCodeListError else { return false }
      return error.reason.contains("is reached through the symbolic link")
        && !error.description.contains("root")
    }
  }
}
