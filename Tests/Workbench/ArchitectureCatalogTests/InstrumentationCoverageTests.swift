import ArchitectureCatalog
import ArchitectureDescriptor
import Foundation
import Testing

/// Every role-to-role message of every architecture is recorded, and recorded the same way: by
/// the one `@Received` line at the receiving side, never by a wrapper at the call.
///
/// The rule is read from the sources: each member another role can call (a public method, or a
/// public computed property, of a type in an architecture's target) must begin with the line;
/// a public stored property with an observer, which a declarative field writes through its
/// binding, must begin its `didSet` with it. Loading (`loadView`, `viewDidLoad` overrides),
/// building (`makeRootViewController`, `createModule`), value types' operators and accessors
/// that return `self` are not messages.
struct InstrumentationCoverageTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A member that must begin with the line and does not.
  struct Gap: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let member: String

    var description: String { "\(file):\(line): \(member) records nothing" }
  }

  /// Returns the members of the Swift source `text` that another role can call and that do not
  /// begin with `@Received`.
  static func gaps(in text: String, file: String) -> [Gap] {
    let lines = text.components(separatedBy: "\n")
    let declaration = #/^\s*(?:@\w+\s+)*(override\s+)?public\s+(?:static\s+)?(func|var)\s+(\w+|==)/#
    let exempt: Set<String> = ["makeRootViewController", "createModule", "=="]
    var gaps: [Gap] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard let match = lines[index].firstMatch(of: declaration) else { continue }
      let name = String(match.output.3)
      let isOverride = match.output.1 != nil
      if exempt.contains(name) || (isOverride && ["loadView", "viewDidLoad"].contains(name)) {
        continue
      }
      // Find where the body opens: stored properties and requirements have none.
      var end = index
      while end < lines.count, !lines[end].contains("{"), !lines[end].contains("}") {
        if match.output.2 == "var" && end == index { break }
        end += 1
      }
      guard end < lines.count, let brace = lines[end].firstIndex(of: "{") else { continue }
      let rest = lines[end][lines[end].index(after: brace)...].trimmingCharacters(in: .whitespaces)
      if rest == "self }" { continue }
      var body = end + 1
      while body < lines.count,
        lines[body].trimmingCharacters(in: .whitespaces).isEmpty
          || lines[body].trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        body += 1
      }
      var first = rest.isEmpty ? (body < lines.count ? lines[body] : "") : rest
      // A computed property another role sets (a field bound to it) records in its setter.
      if match.output.2 == "var", first.trimmingCharacters(in: .whitespaces).hasPrefix("get {"),
        let setter = lines[body...].firstIndex(where: {
          $0.trimmingCharacters(in: .whitespaces) == "set {"
        }), setter + 1 < lines.count
      {
        first = lines[setter + 1]
      }
      // A stored property's observer: the message is recorded in its `didSet`.
      if first.trimmingCharacters(in: .whitespaces) == "didSet {", body + 1 < lines.count {
        first = lines[body + 1]
      }
      if !first.trimmingCharacters(in: .whitespaces).hasPrefix("@Received(") {
        gaps.append(Gap(file: file, line: index + 1, member: name))
      }
    }
    return gaps
  }

  @Test(arguments: Catalog.architectures.map(\.sourcePath))
  func everyMemberAnotherRoleCallsRecordsTheMessage(_ folder: String) throws {
    let directory = Self.packageRoot.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      #expect(Self.gaps(in: text, file: "\(folder)/\(file)") == [])
      #expect(!text.contains("Trace.call"), "\(folder)/\(file) wraps a call")
    }
  }

  /// Every screen a student can trace is recorded like the real targets: each exercise's copy,
  /// each solution, and each mutant.
  static let classroomFolders: [String] = [
    "Sources/Classroom/Exercises", "Sources/Classroom/ExerciseSolutions",
  ]
  .flatMap { group in
    let folder = packageRoot.appendingPathComponent(group).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.sorted().map { "\(group)/\($0)" }
  }

  @Test func theClassroomFoldersAreFound() {
    #expect(Self.classroomFolders.count >= 7, "\(Self.classroomFolders)")
  }

  @Test(arguments: classroomFolders)
  func everyExerciseAndSolutionRecordsTheMessageToo(_ folder: String) throws {
    try everyMemberAnotherRoleCallsRecordsTheMessage(folder)
  }

  @Test func aMemberWithoutTheLineIsFound() {
    let source = """
      public final class Presenter {
        public func didChangeTokenText(_ token: String) {
          @Received(by: self, token) var message = #function
          model.token = token
        }

        public func didChangeInputText(
          _ input: String, edit: TextEdit
        ) {
          show(input)
        }

        public var inputText: String {
          view.inputText
        }

        public var stored: Int = 0
        public var inputs: any Inputs { self }

        public var token = "" {
          didSet {
            @Received(by: self, token) var message = "token"
          }
        }

        public var input = "" {
          didSet {
            update()
          }
        }
      }
      """
    #expect(
      Self.gaps(in: source, file: "P.swift") == [
        Gap(file: "P.swift", line: 7, member: "didChangeInputText"),
        Gap(file: "P.swift", line: 13, member: "inputText"),
        Gap(file: "P.swift", line: 26, member: "input"),
      ])
  }
}
