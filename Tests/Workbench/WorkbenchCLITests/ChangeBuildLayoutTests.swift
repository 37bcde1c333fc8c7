import ChangeCost
import Foundation
import Testing
import WorkbenchCLI

/// The fingerprint of a change's folders, which makes SwiftPM evaluate the manifest anew when
/// they change.
struct ChangeBuildLayoutTests {
  @Test func changesWhenAFolderOfTheChangeAppearsAndOnlyThen() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let change = ChangeRequest(name: "history")
    let sources = root + "/.build/change-sources/history/Sources/Architectures/MVC"
    try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
    let before = ChangeBuild.layoutFingerprint(of: change, packageRoot: root)
    #expect(before.count == 16)
    #expect(ChangeBuild.layoutFingerprint(of: change, packageRoot: root) == before)

    // A file is no folder: the manifest's layout is the same.
    #expect(FileManager.default.createFile(atPath: sources + "/Extra.swift", contents: Data()))
    #expect(ChangeBuild.layoutFingerprint(of: change, packageRoot: root) == before)

    let mutant = root + "/.build/change-sources/history/Sources/Classroom/Mutants/Changes/History/X"
    try FileManager.default.createDirectory(atPath: mutant, withIntermediateDirectories: true)
    var withMutant = ChangeBuild.layoutFingerprint(of: change, packageRoot: root)
    #expect(withMutant != before)
    // A second mutant beside the first (or one gone) is a new layout too.
    try FileManager.default.createDirectory(
      atPath: mutant.dropLast() + "Y", withIntermediateDirectories: true)
    #expect(ChangeBuild.layoutFingerprint(of: change, packageRoot: root) != withMutant)
    withMutant = ChangeBuild.layoutFingerprint(of: change, packageRoot: root)

    let student = root + "/Sources/Classroom/Changes/History/MVC"
    try FileManager.default.createDirectory(atPath: student, withIntermediateDirectories: true)
    #expect(ChangeBuild.layoutFingerprint(of: change, packageRoot: root) != withMutant)
    #expect(ChangeBuild.modulesEnvironment(change)[ChangeBuild.layoutVariable] != nil)
  }
}
