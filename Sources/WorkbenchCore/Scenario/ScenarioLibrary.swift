import Foundation

/// Finds scenario files on disk and loads them.
public enum ScenarioLibrary {
  /// The extension of scenario files, without its dot.
  public static let fileExtension = "scenario"

  /// Returns the scenario files named by `paths`.
  ///
  /// A directory stands for every `*.scenario` file under it, at any depth, sorted by path; a
  /// file stands for itself, whatever its extension. The result keeps the order of `paths`.
  ///
  /// ```swift
  /// try ScenarioLibrary.scenarioFiles(at: ["Scenarios"])
  /// // ["Scenarios/delete-on-empty.scenario", "Scenarios/emoji-token.scenario", …]
  /// ```
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The paths of the scenario files, each spelled from the path it was found under.
  /// - Throws: ``ScenarioReadError`` for the first path that is missing or unreadable.
  /// - Complexity: O(*n* log *n*) in the number of files under the directories.
  public static func scenarioFiles(at paths: [String]) throws(ScenarioReadError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ScenarioReadError(path: path, reason: "no such file or directory")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      files += try Self.files(in: path)
    }
    return files
  }

  /// Loads and parses the scenario files named by `paths`, as ``scenarioFiles(at:)`` finds them.
  ///
  /// - Parameter paths: Files and directories.
  /// - Returns: The scenarios, in the order of their files.
  /// - Throws: ``ScenarioReadError`` for the first path or file that cannot be read; otherwise
  ///   ``ScenarioErrors`` holding the errors of every malformed file.
  public static func loadScenarios(at paths: [String]) throws -> [Scenario] {
    let files = try scenarioFiles(at: paths)
    var contents: [(path: String, bytes: [UInt8])] = []
    for file in files {
      contents.append((file, try Self.contents(of: file)))
    }
    var scenarios: [Scenario] = []
    var errors: [ScenarioError] = []
    for (path, bytes) in contents {
      do {
        scenarios.append(try ScenarioParser.parse(bytes, path: path))
      } catch {
        errors += error.errors
      }
    }
    guard errors.isEmpty else { throw ScenarioErrors(errors: errors) }
    return scenarios
  }

  /// Reads the bytes of the file at `path`.
  static func contents(of path: String) throws(ScenarioReadError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioReadError(path: path, reason: "no such file or directory")
    }
    guard !isDirectory.boolValue else {
      throw ScenarioReadError(path: path, reason: "is a directory, not a scenario file")
    }
    guard FileManager.default.isReadableFile(atPath: path),
      let data = FileManager.default.contents(atPath: path)
    else {
      throw ScenarioReadError(path: path, reason: "cannot read the file")
    }
    return [UInt8](data)
  }

  private static func files(in directory: String) throws(ScenarioReadError) -> [String] {
    let subpaths: [String]
    do {
      subpaths = try FileManager.default.subpathsOfDirectory(atPath: directory)
    } catch {
      throw ScenarioReadError(path: directory, reason: "cannot list the directory")
    }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let suffix = "." + fileExtension
    return subpaths.filter { $0.hasSuffix(suffix) }.map { prefix + $0 }.filter { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }.sorted()
  }
}
