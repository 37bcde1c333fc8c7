import ArchitectureDescriptor
import CodeFacts
import Foundation
import Mutation
import ScenarioReplay
import WorkbenchCLI

/// What `workbench new-architecture` was asked for: the new architecture's name, checked.
struct NewArchitectureOptions {
  /// The options as declared.
  private typealias Option = Commands.NewArchitecture

  /// The longest name taken, so that every generated line fits 100 columns.
  static let maximumNameLength = 24

  /// The new architecture's name, which is also its module's.
  var name: String

  /// The pattern whose intended model the new architecture is checked against (`--pattern`,
  /// MVC by default: the template is MVC-shaped).
  var pattern = "MVC"

  /// Reads `workbench new-architecture`'s parsed command line.
  static func parse(
    _ parsed: ParsedArguments, context: WorkbenchCommand.Context
  ) throws(UsageError) -> NewArchitectureOptions {
    try NewArchitectureOptions(
      parsed, known: context.architectures + [.direct] + context.mutants.map(\.architecture))
  }

  /// Reads the one name `parsed` must hold, a module name that no architecture of `known` has,
  /// whatever the case.
  init(_ parsed: ParsedArguments, known: [Architecture]) throws(UsageError) {
    let usage = parsed.usage
    guard parsed.positionals.count == 1, let name = parsed.positionals.first else {
      throw UsageError(
        parsed.positionals.isEmpty
          ? "missing the new architecture's name" : "new-architecture takes one name",
        usage: usage)
    }
    guard Self.isModuleName(name) else {
      throw UsageError(
        "'\(name)' is not a name to give: an upper-case ASCII letter, then letters and digits, "
          + "at most \(Self.maximumNameLength) in all", usage: usage)
    }
    if let taken = known.first(where: {
      $0.name.lowercased() == name.lowercased() || $0.folderName.lowercased() == name.lowercased()
    }) {
      let what =
        taken.name == Architecture.direct.name
        ? "the name of the timing baseline (no architecture)"
        : "the name of an architecture or a mutant the workbench already has"
      throw UsageError("'\(name)' is \(what)", usage: usage)
    }
    if name.lowercased() == "all" {
      throw UsageError("'\(name)' means every architecture in --architectures", usage: usage)
    }
    if Self.isToolchainModule(name) || name.hasSuffix("Tests") {
      throw UsageError(
        "'\(name)' would clash with "
          + (name.hasSuffix("Tests") ? "a test target's name" : "the toolchain's module"),
        usage: usage)
    }
    self.name = name
    if let pattern = parsed.value(Option.pattern) {
      let found: IntendedModel?
      do {
        found = try IntendedModel.named(pattern)
      } catch {
        throw UsageError(error.description, usage: usage)
      }
      guard let model = found else {
        let patterns = (try? IntendedModel.bundledPatterns()) ?? []
        throw UsageError(
          "no intended model for the pattern '\(pattern)'; the patterns are "
            + patterns.joined(separator: ", "), usage: usage)
      }
      self.pattern = model.pattern
    }
  }

  /// The toolchain's modules a name must not hide.
  ///
  /// A target called `Foundation` would stand in for the real one in every target of the
  /// package. Those of every platform the package may
  /// be built on are listed, as are the compiler's own (`Builtin`, `SwiftShims`); the modules of
  /// the toolchain in use are found besides (``installedToolchainModules()``).
  static let toolchainModules: Set = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "Dispatch", "Observation", "Synchronization",
    "Testing", "XCTest", "Glibc", "Musl", "Darwin", "Android", "Distributed", "RegexBuilder",
    "Cxx", "CxxStdlib", "PackageDescription", "PackagePlugin", "Builtin", "SwiftShims",
    "SwiftOnoneSupport", "Runtime", "Combine", "SwiftUI", "UIKit", "AppKit", "ObjectiveC",
    "CoreFoundation", "CoreGraphics", "OSLog", "WinSDK", "WASILibc", "SwiftGlibc", "CRT",
    "LinuxSystemHeaders", "SwiftData", "Accessibility", "Charts", "CFURLSessionInterface",
    "CFXMLInterface", "CoreFoundationEssentials", "Security", "System", "XCTestCore",
  ]

  /// Whether `name` is, in any case, the name of a module of the toolchain: a file system that
  /// ignores case would let `foundation` stand in for `Foundation`.
  static func isToolchainModule(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return (toolchainModules.union(installedToolchainModules())).contains {
      $0.lowercased() == lowered
    }
  }

  /// The modules of the toolchain that runs `swift` here: the `.swiftmodule` names in its
  /// `lib/swift` and `lib/swift_static` platform folders; none when no `swift` is found.
  static func installedToolchainModules() -> Set<String> {
    let manager = FileManager.default
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard
      let swift = paths.map({ String($0) + "/swift" }).first(where: {
        manager.isExecutableFile(atPath: $0)
      })
    else { return [] }
    let binary = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
    let lib = binary.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib")
    var names: Set<String> = []
    for folder in ["swift", "swift_static"] {
      let root = lib.appendingPathComponent(folder)
      for platform in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] {
        let entries =
          (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(platform).path))
          ?? []
        for entry in entries where entry.hasSuffix(".swiftmodule") {
          names.insert(String(entry.dropLast(".swiftmodule".count)))
        }
      }
    }
    return names
  }

  /// Throws when the manifest already declares a target called `name`, or one `name`'s test
  /// target would be called: a literal `"Name"`, or a name the manifest makes in a loop, such
  /// as a mutant's `Mutant` + name or an exercise's name + `Exercise`.
  func checkIsFree(in manifest: String) throws(UsageError) {
    let affixes: [(prefix: String, suffix: String)] = [
      ("Mutant", ""), ("", "Exercise"), ("", "Solution"),
    ]
    let stems: [String] =
      [name]
      + affixes.compactMap { (prefix: String, suffix: String) -> String? in
        guard name.hasPrefix(prefix), name.hasSuffix(suffix),
          name.count > prefix.count + suffix.count
        else { return nil }
        return String(name.dropFirst(prefix.count).dropLast(suffix.count))
      }
    if stems.contains(where: { manifest.contains("\"\($0)\"") }) {
      throw UsageError(
        "Package.swift already has a target called '\(name)'",
        usage: Commands.NewArchitecture.declaration.usage)
    }
  }

  /// Whether `name` is an upper-case ASCII letter, then ASCII letters and digits, at most
  /// ``maximumNameLength`` in all.
  static func isModuleName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.count <= maximumNameLength
    else { return false }
    return name.unicodeScalars.allSatisfy {
      ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
