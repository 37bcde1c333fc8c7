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

  /// Creates an environment description.
  ///
  /// - Parameters:
  ///   - cpu: The processor model.
  ///   - cpuCount: The number of processors.
  ///   - operatingSystem: The operating system.
  ///   - swiftVersion: The compiler version.
  ///   - buildConfiguration: `debug` or `release`.
  ///   - date: When, in ISO 8601.
  public init(
    cpu: String, cpuCount: Int, operatingSystem: String, swiftVersion: String,
    buildConfiguration: String, date: String
  ) {
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
      date: date)
  }
}
