import ChangeCost
import CodeFacts
import Foundation
import Testing
import WorkbenchCLI

/// A violation in a change's implementation points at the patch line that added its code.
struct ConformanceChangeLocationsTests {
  static let patch = """
    Change request 'demo': Sources/Architectures/MVC as the change leaves it.

    diff --git a/Sources/Architectures/MVC/Log.swift b/Sources/Architectures/MVC/Log.swift
    --- a/Sources/Architectures/MVC/Log.swift
    +++ b/Sources/Architectures/MVC/Log.swift
    @@ -1,3 +1,4 @@
     enum Log {
    -  static var count = 0
    +  static var count = 1
    +  static var total = 0
     }

    """

  static func locations() throws -> (ConformanceChangeLocations, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("change-locations-\(UUID().uuidString)")
    let patches = root.appendingPathComponent("Scenarios/Changes/demo/patches")
    try FileManager.default.createDirectory(at: patches, withIntermediateDirectories: true)
    try patch.write(
      to: patches.appendingPathComponent("MVC.patch"), atomically: true, encoding: .utf8)
    return (
      ConformanceChangeLocations(change: ChangeRequest(name: "demo"), packageRoot: root.path), root
    )
  }

  static func violation(at location: String) -> ConformanceViolation {
    ConformanceViolation(rule: "a rule", location: location, detail: "what", why: "why")
  }

  @Test func aLineThePatchAddedIsShownAtThePatchLineOneColumnFurther() throws {
    let (locations, root) = try Self.locations()
    defer { try? FileManager.default.removeItem(at: root) }
    let found = locations.locate(
      Self.violation(at: ".build/change-sources/demo/Sources/Architectures/MVC/Log.swift:3:14"))
    #expect(found.location == "Scenarios/Changes/demo/patches/MVC.patch:10:15")
    #expect(found.detail == "what (Sources/Architectures/MVC/Log.swift:3 as the change makes it)")
  }

  @Test func aLineTheChangeKeptStaysInTheMaterialisedFileAndSaysSo() throws {
    let (locations, root) = try Self.locations()
    defer { try? FileManager.default.removeItem(at: root) }
    let location = "./.build/change-sources/demo/Sources/Architectures/MVC/Log.swift:1:6"
    let found = locations.locate(Self.violation(at: location))
    #expect(found.location == location)
    #expect(found.detail.hasSuffix("no line of its patches added this one)"))
  }

  @Test func aBaseArchitecturesViolationIsLeftAsItWas() throws {
    let (locations, root) = try Self.locations()
    defer { try? FileManager.default.removeItem(at: root) }
    let violation = Self.violation(at: "Sources/Architectures/MVC/Log.swift:3:14")
    #expect(locations.locate(violation) == violation)
  }
}
