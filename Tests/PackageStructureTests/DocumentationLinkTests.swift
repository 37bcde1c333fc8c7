import Foundation
import Testing

/// Every relative link in the package's Markdown files leads to a file or folder that exists, so
/// moving code cannot leave a README pointing at nothing.
struct DocumentationLinkTests {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The relative targets of the Markdown links `[text](target)` in `text`, without anchors.
  static func relativeLinks(in text: String) -> [String] {
    var links: [String] = []
    var rest = Substring(text)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }) else {
        break
      }
      let target = String(rest[..<close].prefix { $0 != "#" })
      if !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:"),
        !target.hasPrefix("doc:")
      {
        links.append(target)
      }
    }
    // Reference definitions, `[name]: target` at the start of a line.
    for line in text.split(separator: "\n") where line.hasPrefix("[") {
      guard let colon = line.range(of: "]: ") else { continue }
      let target = String(line[colon.upperBound...].prefix { $0 != "#" && $0 != " " })
      if !target.isEmpty, !target.contains("://") { links.append(target) }
    }
    return links
  }

  @Test func everyRelativeLinkResolves() throws {
    let enumerator = FileManager.default.enumerator(atPath: Self.root.path)
    var checked = 0
    while let path = enumerator?.nextObject() as? String {
      if [".build", ".git", ".swiftpm"].contains(path) {
        enumerator?.skipDescendants()
        continue
      }
      guard path.hasSuffix(".md") else { continue }
      let file = Self.root.appendingPathComponent(path)
      let folder = file.deletingLastPathComponent()
      for link in Self.relativeLinks(in: try String(contentsOf: file, encoding: .utf8)) {
        let target = folder.appendingPathComponent(link).standardizedFileURL.path
        #expect(FileManager.default.fileExists(atPath: target), "\(path) links to \(link)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test func linksAreReadWithoutAnchorsAndWebAddresses() {
    let text = """
      [a](Sources/A.swift) [b](https://x.org/y) [c](../README.md#top) [d](#local) [e][e]
      [e]: Tests/B.swift
      """
    #expect(Self.relativeLinks(in: text) == ["Sources/A.swift", "../README.md", "Tests/B.swift"])
  }
}
