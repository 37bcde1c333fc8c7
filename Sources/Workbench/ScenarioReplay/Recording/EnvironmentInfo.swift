import Foundation

/// Where and how a report was made: the machine, the system, the compiler, the build.
public struct EnvironmentInfo: Codable, Sendable, Equatable {
  /// The processor model.
  public var cpu: String
  /// The number of processors available.
  public var cpuCount: Int
  /// The operating system.
  public var operatingSystem: String
  /// The Swift compiler version the workbench was built with.
  public var swiftVersion: String
  /// `debug` or `release`.
  public var buildConfiguration: String
  /// When the report was made, in ISO 8601.
  public var date: String
  /// The git commit of the working directory's repository when the report was made.
  ///
  /// `nil` outside a repository (or without git); encoded as `null` then, never left out. When
  /// files git tracks were modified, ``modifiedMark`` follows the 40 digits: the run was not of
  /// that commit.
  public var commit: String?
  /// The workbench's version.
  public var toolVersion: String

  /// The workbench's version, as `workbench --version` prints it.
  public static let currentToolVersion = "0.1.0"

  /// Creates an environment description.
  ///
  /// - Parameters:
  ///   - cpu: The processor model.
  ///   - cpuCount: The number of processors.
  ///   - operatingSystem: The operating system.
  ///   - swiftVersion: The compiler version.
  ///   - buildConfiguration: `debug` or `release`.
  ///   - date: When, in ISO 8601.
  ///   - commit: The git commit, if any.
  ///   - toolVersion: The workbench's version (default: this one).
  public init(
    cpu: String, cpuCount: Int, operatingSystem: String, swiftVersion: String,
    buildConfiguration: String, date: String, commit: String? = nil,
    toolVersion: String = currentToolVersion
  ) {
    self.commit = commit
    self.toolVersion = toolVersion
    self.cpu = cpu
    self.cpuCount = cpuCount
    self.operatingSystem = operatingSystem
    self.swiftVersion = swiftVersion
    self.buildConfiguration = buildConfiguration
    self.date = date
  }

  /// Whether the workbench was built without optimisation, which makes timings meaningless.
  public var isDebugBuild: Bool { buildConfiguration == "debug" }

  /// The build configuration this binary was compiled in.
  public static var currentBuildConfiguration: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// The Swift language version this binary was compiled with.
  public static var currentSwiftVersion: String {
    #if swift(>=6.4)
      "6.4 or later"
    #elseif swift(>=6.3)
      "6.3"
    #elseif swift(>=6.2)
      "6.2"
    #else
      "6.1 or earlier"
    #endif
  }

  /// Reads the current machine's description.
  ///
  /// - Returns: This machine, this build, now.
  public static func current() -> EnvironmentInfo {
    let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let cpu =
      cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let osRelease = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
    let prettyName =
      osRelease.split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }
      .map { $0.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: ["\""]) }
    let kernel = (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))
      .map { "Linux " + $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    let date = ISO8601DateFormatter().string(from: Date())
    return EnvironmentInfo(
      cpu: cpu, cpuCount: ProcessInfo.processInfo.activeProcessorCount,
      operatingSystem: [prettyName ?? ProcessInfo.processInfo.operatingSystemVersionString, kernel]
        .compactMap(\.self).joined(separator: ", "),
      swiftVersion: currentSwiftVersion, buildConfiguration: currentBuildConfiguration,
      date: date, commit: currentCommit().map { hasModifiedFiles() ? $0 + modifiedMark : $0 })
  }

  /// The commit `git rev-parse HEAD` names in `directory`, or `nil` when there is no
  /// repository, no git, or anything else goes wrong: a report is never refused for want of it.
  ///
  /// - Parameter directory: Where to ask (default: the working directory).
  /// - Returns: The 40-digit commit, or `nil`.
  public static func currentCommit(in directory: String? = nil) -> String? {
    gitOutput(["rev-parse", "--verify", "--quiet", "HEAD"], in: directory).flatMap { text in
      text.count >= 40 && text.allSatisfy { $0.isHexDigit } ? text : nil
    }
  }

  /// What follows a commit when the working tree's tracked files were modified.
  public static let modifiedMark = "-modified"

  /// Whether files git tracks in `directory`'s repository differ from the commit (`git status
  /// --porcelain --untracked-files=no` lists any); `false` when git cannot tell.
  ///
  /// - Parameter directory: Where to ask (default: the working directory).
  /// - Returns: Whether the working tree is modified.
  public static func hasModifiedFiles(in directory: String? = nil) -> Bool {
    let listed = gitOutput(["status", "--porcelain", "--untracked-files=no"], in: directory)
    return !(listed ?? "").isEmpty
  }

  /// What `git` with `arguments` prints in `directory`, trimmed; `nil` when it fails.
  private static func gitOutput(_ arguments: [String], in directory: String?) -> String? {
    let process = Process()
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git"] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  private enum CodingKeys: String, CodingKey {
    case cpu, cpuCount, operatingSystem, swiftVersion, buildConfiguration, date, commit
    case toolVersion
  }

  /// Decodes an environment; `commit` and `toolVersion` may be missing.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a required field is missing or mistyped.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cpu = try container.decode(String.self, forKey: .cpu)
    cpuCount = try container.decode(Int.self, forKey: .cpuCount)
    operatingSystem = try container.decode(String.self, forKey: .operatingSystem)
    swiftVersion = try container.decode(String.self, forKey: .swiftVersion)
    buildConfiguration = try container.decode(String.self, forKey: .buildConfiguration)
    date = try container.decode(String.self, forKey: .date)
    commit = try container.decodeIfPresent(String.self, forKey: .commit)
    toolVersion = try container.decodeIfPresent(String.self, forKey: .toolVersion) ?? "unknown"
  }

  /// Encodes the environment, with `commit` as `null` when there is none.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(cpu, forKey: .cpu)
    try container.encode(cpuCount, forKey: .cpuCount)
    try container.encode(operatingSystem, forKey: .operatingSystem)
    try container.encode(swiftVersion, forKey: .swiftVersion)
    try container.encode(buildConfiguration, forKey: .buildConfiguration)
    try container.encode(date, forKey: .date)
    try container.encode(commit, forKey: .commit)
    try container.encode(toolVersion, forKey: .toolVersion)
  }
}
