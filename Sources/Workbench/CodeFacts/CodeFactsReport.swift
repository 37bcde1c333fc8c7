import ReportLayout

/// Lays out architectures' code facts: a table of counts, then per architecture who holds whom
/// (as text arrows or a Mermaid flowchart) and which types each role knows.
enum CodeFactsReport {
  static let explanation =
    "Counted from each architecture's own sources: code lines have a token outside comments; "
    + "a reference is a stored property holding a type of the same sources or of a shared "
    + "layer (closure captures are not counted); a type knows the types it names."

  /// One arrow of a diagram: a stored reference, or a conformance ("is").
  struct Arrow {
    var from: String
    var to: String
    var label: String
    var style: Style
    var detail: String
    var layer: ExternalLayer?

    enum Style {
      case strong
      case weak
      case unowned
      case conformance
    }
  }

  // MARK: - Text

  static func text(_ facts: [ArchitectureFacts], width: Int = TextLayout.defaultWidth) -> String {
    var lines = ["Code facts", ""]
    lines += TextLayout.wrap(explanation, width: width)
    lines += ["", table(facts, showingSources: false).plainText(width: width)]
    for architecture in facts {
      lines += ["", "\(architecture.name) (\(architecture.sourcePath))"]
      let arrows = arrows(of: architecture.facts)
      if arrows.isEmpty {
        lines.append("  no stored references or conformances between known types")
      }
      let fromWidth = arrows.map { TextLayout.width(of: $0.from) }.max() ?? 0
      let toWidth = arrows.map { TextLayout.width(of: target($0)) }.max() ?? 0
      for arrow in arrows {
        let line =
          "  " + TextLayout.padded(arrow.from, to: fromWidth) + " " + textArrow(arrow) + " "
          + TextLayout.padded(target(arrow), to: toWidth) + "  " + arrow.detail
        lines.append(line.trimmingTrailingSpaces())
      }
      lines.append("  knows:")
      for type in architecture.facts.types {
        lines += TextLayout.wrap(
          "    \(type.name) (\(type.kind.rawValue)): \(knowledge(of: type))", width: width,
          indent: "      ")
      }
    }
    return TextLayout.fit(lines.joined(separator: "\n"), width: width) + "\n"
  }

  static func target(_ arrow: Arrow) -> String {
    arrow.to + (arrow.layer.map { " (\($0.rawValue))" } ?? "")
  }

  static func textArrow(_ arrow: Arrow) -> String {
    switch arrow.style {
    case .strong: "──strong──▶"
    case .weak: "┄┄┄weak┄┄┄▶"
    case .unowned: "┄┄unowned┄▶"
    case .conformance: "────is────▷"
    }
  }

  /// What `type` knows: the types of the same sources, then each shared layer's, naming the
  /// kit and the model even when it knows none of them.
  static func knowledge(of type: TypeFacts) -> String {
    var parts: [String] = []
    if !type.localMentions.isEmpty { parts.append(type.localMentions.joined(separator: ", ")) }
    for layer in ExternalLayer.allCases {
      let names = type.mentions(in: layer)
      if !names.isEmpty {
        parts.append("\(layer.rawValue) " + names.joined(separator: ", "))
      } else if layer != .binding {
        parts.append("no \(layer.rawValue) type")
      }
    }
    return parts.joined(separator: "; ")
  }

  /// The counts, one row per architecture; the source folder is left out where each
  /// architecture's heading names it.
  static func table(_ facts: [ArchitectureFacts], showingSources: Bool = true) -> TextTable {
    let counts = [
      "files", "code lines", "types", "protocols", "extensions", "stored references",
    ]
    var table = TextTable(header: ["architecture"] + (showingSources ? ["source"] : []) + counts)
    for architecture in facts {
      let code = architecture.facts
      table.append(
        [architecture.name] + (showingSources ? [architecture.sourcePath] : []) + [
          String(code.files.count), String(code.codeLines), String(code.typeCount),
          String(code.protocolCount), String(code.extensions.count),
          referenceSummary(code.references),
        ])
    }
    return table
  }

  /// `4`, or `4 (1 weak)`, or `4 (1 weak, 1 unowned)`.
  static func referenceSummary(_ references: [TypeReference]) -> String {
    let weak = references.count { $0.ownership == .weak }
    let unowned = references.count { $0.ownership == .unowned }
    var notes: [String] = []
    if weak > 0 { notes.append("\(weak) weak") }
    if unowned > 0 { notes.append("\(unowned) unowned") }
    return String(references.count) + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
  }

  /// The stored references, then the conformances to types of the same sources or a shared
  /// layer.
  static func arrows(of facts: CodeFacts) -> [Arrow] {
    var arrows: [Arrow] = []
    for reference in facts.references {
      let style: Arrow.Style =
        switch reference.ownership {
        case .strong: .strong
        case .weak: .weak
        case .unowned: .unowned
        }
      arrows.append(
        Arrow(
          from: reference.from, to: reference.to, label: reference.ownership.rawValue,
          style: style, detail: reference.property + (reference.isLazy ? " (lazy)" : ""),
          layer: reference.layer))
    }
    let index = TypeIndex(facts.types)
    for type in facts.types {
      for conformance in type.conformances {
        guard let (name, layer) = facts.resolve(conformance, inside: type.name, index: index)
        else { continue }
        arrows.append(
          Arrow(
            from: type.name, to: name, label: "is", style: .conformance, detail: "", layer: layer))
      }
    }
    return arrows
  }

  // MARK: - Markdown

  static func markdown(_ facts: [ArchitectureFacts], headingLevel: Int) -> String {
    let heading = String(repeating: "#", count: max(1, headingLevel))
    var blocks = [
      "\(heading) Code facts", table(facts).markdown, explanation,
    ]
    for architecture in facts {
      blocks.append("\(heading)# \(architecture.name) (`\(architecture.sourcePath)`)")
      blocks.append("```mermaid\n" + flowchart(architecture) + "\n```")
      blocks.append(
        architecture.facts.types.map { type in
          "- `\(type.name)` (\(type.kind.rawValue)) knows: \(knowledge(of: type))"
        }.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  // MARK: - Mermaid

  /// One fenced flowchart per architecture under its name, as `trace --format mermaid` writes
  /// its diagrams, so the output pastes into Markdown and renders.
  static func mermaid(_ facts: [ArchitectureFacts]) -> String {
    facts.map { architecture in
      "**\(architecture.name)** (`\(architecture.sourcePath)`)\n\n```mermaid\n"
        + flowchart(architecture) + "\n```\n"
    }.joined(separator: "\n")
  }

  /// A Mermaid flowchart: local types as boxes (protocols as hexagons), shared-layer types as
  /// rounded boxes; solid arrows are strong references, dotted ones weak or unowned, thick ones
  /// conformances.
  static func flowchart(_ architecture: ArchitectureFacts) -> String {
    var lines = ["flowchart LR", "  %% \(architecture.name): \(architecture.sourcePath)"]
    for type in architecture.facts.types {
      let id = nodeID(type.name)
      lines.append(
        type.kind == .protocol
          ? "  \(id){{\"\(type.name)\"}}" : "  \(id)[\"\(type.name)\"]")
    }
    var externals: [String] = []
    let arrows = arrows(of: architecture.facts)
    for arrow in arrows {
      guard let layer = arrow.layer, !externals.contains(arrow.to) else { continue }
      externals.append(arrow.to)
      lines.append("  \(nodeID(arrow.to))([\"\(arrow.to) · \(layer.rawValue)\"]):::external")
    }
    for arrow in arrows {
      let from = nodeID(arrow.from)
      let to = nodeID(arrow.to)
      let label = arrow.detail.isEmpty ? arrow.label : "\(arrow.label): \(arrow.detail)"
      let link =
        switch arrow.style {
        case .strong: "-->"
        case .weak, .unowned: "-.->"
        case .conformance: "==>"
        }
      lines.append("  \(from) \(link)|\"\(label)\"| \(to)")
    }
    if !externals.isEmpty {
      lines.append("  classDef external stroke-dasharray: 4 4")
    }
    return lines.joined(separator: "\n")
  }

  /// A Mermaid node identifier for a type name: letters, digits and `_` only.
  static func nodeID(_ name: String) -> String {
    String(
      name.unicodeScalars.map { scalar in
        (scalar.properties.isAlphabetic && scalar.isASCII)
          || (scalar >= "0" && scalar <= "9") ? Character(scalar) : "_"
      })
  }
}
