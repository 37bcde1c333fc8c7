import Diagnostics
import Foundation

/// What one change cost one target: the real difference between the folder it started from
/// and the folder the change left, counted with the package's Swift lexer.
///
/// A *role* is a type a developer writes: a type or protocol the base declares at the top level
/// of a file, except a protocol declared in the same file as its only conformer (it is part of
/// that conformer's role) and the harness's screen factory (``notRoles``). It is touched when a
/// code line of its declaration or of an extension of it in the folder is added, removed or
/// edited, or when it is gone. Comments and blank lines are never counted, and the lines that
/// exist only for the workbench (``Instrumentation``) are counted apart from the code.
///
/// ```swift
/// let cost = try ChangeCost.measure(
///   base: "Sources/Architectures/MVP",
///   changed: ".build/change-sources/undo/Sources/Architectures/MVP",
///   baseTests: "Tests/Architectures/MVPTests",
///   changedTests: ".build/change-sources/undo/Tests/Architectures/MVPTests")
/// cost.saamRatio  // roles touched ÷ roles
/// ```
public struct ChangeCost: Sendable, Equatable, Codable {
  /// The base's Swift files that the change edited (their text differs) or removed.
  public var filesTouched: Int
  /// The Swift files the change added.
  public var filesAdded: Int
  /// The base's Swift files.
  public var fileCount: Int
  /// The base's roles the change touched.
  public var rolesTouched: Int
  /// The base's roles: the types and protocols it declares at the top level.
  public var roleCount: Int
  /// The classes, structs, enums and actors the change added.
  public var typesAdded: Int
  /// The protocols the change added.
  public var protocolsAdded: Int
  /// The code lines added (a line edited counts once removed and once added, as in `diff`).
  public var codeLinesAdded: Int
  /// The code lines removed.
  public var codeLinesRemoved: Int
  /// The instrumentation lines added (`@Received`, `import Tracing`), never in the code lines.
  public var instrumentationLinesAdded: Int
  /// The instrumentation lines removed.
  public var instrumentationLinesRemoved: Int
  /// The code lines the change added to the target's tests.
  public var testLinesAdded: Int
  /// The code lines the change removed from the target's tests.
  public var testLinesRemoved: Int

  /// Creates a cost from its counts.
  ///
  /// - Parameters:
  ///   - filesTouched: The base's files edited or removed.
  ///   - filesAdded: The files added.
  ///   - fileCount: The base's files.
  ///   - rolesTouched: The base's roles touched.
  ///   - roleCount: The base's roles.
  ///   - typesAdded: The types added.
  ///   - protocolsAdded: The protocols added.
  ///   - codeLinesAdded: The code lines added.
  ///   - codeLinesRemoved: The code lines removed.
  ///   - testLinesAdded: The test code lines added.
  ///   - testLinesRemoved: The test code lines removed.
  ///   - instrumentationLinesAdded: The instrumentation lines added.
  ///   - instrumentationLinesRemoved: The instrumentation lines removed.
  public init(
    filesTouched: Int, filesAdded: Int, fileCount: Int, rolesTouched: Int, roleCount: Int,
    typesAdded: Int, protocolsAdded: Int, codeLinesAdded: Int, codeLinesRemoved: Int,
    testLinesAdded: Int, testLinesRemoved: Int, instrumentationLinesAdded: Int = 0,
    instrumentationLinesRemoved: Int = 0
  ) {
    self.filesTouched = filesTouched
    self.filesAdded = filesAdded
    self.fileCount = fileCount
    self.rolesTouched = rolesTouched
    self.roleCount = roleCount
    self.typesAdded = typesAdded
    self.protocolsAdded = protocolsAdded
    self.codeLinesAdded = codeLinesAdded
    self.codeLinesRemoved = codeLinesRemoved
    self.testLinesAdded = testLinesAdded
    self.testLinesRemoved = testLinesRemoved
    self.instrumentationLinesAdded = instrumentationLinesAdded
    self.instrumentationLinesRemoved = instrumentationLinesRemoved
  }

  /// The names that are never roles: the harness's screen factory, which each architecture
  /// writes only so the workbench can build its screen.
  public static let notRoles: Set<String> = ["CalculatorScreen"]

  /// The code churn: code lines added plus removed, instrumentation apart.
  public var churn: Int { codeLinesAdded + codeLinesRemoved }

  /// The test churn: test code lines added plus removed.
  public var testChurn: Int { testLinesAdded + testLinesRemoved }

  /// The SAAM ratio: the share of the base's roles the change touched (0 with no roles).
  public var saamRatio: Double {
    roleCount == 0 ? 0 : Double(rolesTouched) / Double(roleCount)
  }

  /// Measures the change from `base` to `changed`, and from `baseTests` to `changedTests`.
  ///
  /// A test folder that is missing counts as empty.
  ///
  /// - Parameters:
  ///   - base: The folder the change started from.
  ///   - changed: The folder as the change left it.
  ///   - baseTests: The base's test folder.
  ///   - changedTests: The test folder as the change left it.
  /// - Returns: The counts.
  /// - Throws: ``UnreadablePathError`` when a source folder is missing or a file unreadable.
  public static func measure(
    base: String, changed: String, baseTests: String, changedTests: String
  ) throws(UnreadablePathError) -> ChangeCost {
    let before = try SwiftFolder.read(base)
    let after = try SwiftFolder.read(changed)
    let testsBefore = try SwiftFolder.read(baseTests, missingIsEmpty: true)
    let testsAfter = try SwiftFolder.read(changedTests, missingIsEmpty: true)
    return measure(before: before, after: after, testsBefore: testsBefore, testsAfter: testsAfter)
  }

  /// Measures the change between folders already read.
  static func measure(
    before: SwiftFolder, after: SwiftFolder, testsBefore: SwiftFolder, testsAfter: SwiftFolder
  ) -> ChangeCost {
    let files = before.fileChanges(to: after)
    let code = before.lineCounts(to: after)
    let tests = testsBefore.lineCounts(to: testsAfter)
    let rolesBefore = before.roles()
    let rolesAfter = after.roles()
    let added = rolesAfter.filter { rolesBefore[$0.key] == nil }
    return ChangeCost(
      filesTouched: files.touched, filesAdded: files.added, fileCount: before.files.count,
      rolesTouched: rolesBefore.count { rolesAfter[$0.key]?.lines != $0.value.lines },
      roleCount: rolesBefore.count, typesAdded: added.count { !$0.value.isProtocol },
      protocolsAdded: added.count { $0.value.isProtocol }, codeLinesAdded: code.added,
      codeLinesRemoved: code.removed,
      // A test's lines are all its own: `import Tracing` there reads traces, it writes none.
      testLinesAdded: tests.added + tests.instrumentationAdded,
      testLinesRemoved: tests.removed + tests.instrumentationRemoved,
      instrumentationLinesAdded: code.instrumentationAdded,
      instrumentationLinesRemoved: code.instrumentationRemoved)
  }

  /// The sum of `costs`, counts added one by one (the ratio of a sum is its own, not a mean).
  ///
  /// - Parameter costs: The costs to add up.
  /// - Returns: Their total.
  public static func total(_ costs: [ChangeCost]) -> ChangeCost {
    costs.reduce(
      ChangeCost(
        filesTouched: 0, filesAdded: 0, fileCount: 0, rolesTouched: 0, roleCount: 0,
        typesAdded: 0, protocolsAdded: 0, codeLinesAdded: 0, codeLinesRemoved: 0,
        testLinesAdded: 0, testLinesRemoved: 0)
    ) { sum, cost in
      ChangeCost(
        filesTouched: sum.filesTouched + cost.filesTouched,
        filesAdded: sum.filesAdded + cost.filesAdded, fileCount: sum.fileCount + cost.fileCount,
        rolesTouched: sum.rolesTouched + cost.rolesTouched,
        roleCount: sum.roleCount + cost.roleCount, typesAdded: sum.typesAdded + cost.typesAdded,
        protocolsAdded: sum.protocolsAdded + cost.protocolsAdded,
        codeLinesAdded: sum.codeLinesAdded + cost.codeLinesAdded,
        codeLinesRemoved: sum.codeLinesRemoved + cost.codeLinesRemoved,
        testLinesAdded: sum.testLinesAdded + cost.testLinesAdded,
        testLinesRemoved: sum.testLinesRemoved + cost.testLinesRemoved,
        instrumentationLinesAdded: sum.instrumentationLinesAdded + cost.instrumentationLinesAdded,
        instrumentationLinesRemoved: sum.instrumentationLinesRemoved
          + cost.instrumentationLinesRemoved)
    }
  }
}
