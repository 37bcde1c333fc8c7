import CodeFacts

extension MutationReader {
  /// The call around the `edit` argument at `index`, without that argument: the callee then
  /// rereads the whole text instead of being told what changed.
  func droppedEdit(at index: Int) -> PendingPoint? {
    let comma = index - 3
    var depth = 0
    var position = index
    var open: Int?
    while position > 0 {
      position -= 1
      let token = tokens[position]
      if token.isPunctuation(")") || token.isPunctuation("]") { depth += 1 }
      if token.isPunctuation("(") || token.isPunctuation("[") {
        if depth == 0 {
          open = position
          break
        }
        depth -= 1
      }
    }
    guard let open, open > 0, tokens[open].isPunctuation("("),
      tokens[open - 1].kind == .identifier
    else { return nil }
    var chainStart = open - 1
    while chainStart > 0, ranges[chainStart - 1].upperBound == ranges[chainStart].lowerBound,
      tokens[chainStart - 1].kind == .identifier || tokens[chainStart - 1].isPunctuation(".")
        || tokens[chainStart - 1].isPunctuation("?")
    {
      chainStart -= 1
    }
    guard tokens[chainStart].kind == .identifier else { return nil }
    let callee = text(ranges[chainStart].lowerBound..<ranges[open].lowerBound)
    let kept = text(ranges[open].lowerBound..<ranges[comma].lowerBound) + ")"
    let whole = ranges[chainStart].lowerBound..<ranges[index + 1].upperBound
    let call = text(whole)
    let label = tokens[index - 2].text
    return PendingPoint(
      line: tokens[chainStart].line, endLine: tokens[index + 1].endLine, kind: .dropEditArgument,
      original: shortText(chainStart, index + 1), mutated: "\(callee)\(kept) (no \(label): edit)",
      edits: { id in
        [
          SchemaEdit(
            range: whole,
            text: "(\(SourceMutator.switchName)(\(id)) ? \(callee)\(kept) : \(call))",
            nesting: 2)
        ]
      })
  }

  /// The `weak var name: Type?` declaration at `index` written as a weak and a strong slot and
  /// a property that reads the strong one while the mutant is active.
  func strongProperty(at index: Int) -> PendingPoint? {
    guard index + 3 < tokens.count, tokens[index + 1].isIdentifier("var"),
      tokens[index + 2].kind == .identifier, tokens[index + 3].isPunctuation(":")
    else { return nil }
    let line = tokens[index].line
    var lineStart = index
    while lineStart > 0, tokens[lineStart - 1].endLine == line { lineStart -= 1 }
    var typeEnd = index + 3
    while typeEnd + 1 < tokens.count, tokens[typeEnd + 1].line == line,
      !tokens[typeEnd + 1].isPunctuation(";"), !tokens[typeEnd + 1].isPunctuation("}")
    {
      typeEnd += 1
      if tokens[typeEnd].isPunctuation("=") || tokens[typeEnd].isPunctuation("{") { return nil }
    }
    guard typeEnd > index + 3 else { return nil }
    let modifiers = text(ranges[lineStart].lowerBound..<ranges[index].lowerBound)
    guard !modifiers.contains("override") else { return nil }
    let name = tokens[index + 2].text
    let type = text(ranges[index + 4].lowerBound..<ranges[typeEnd].upperBound)
    let whole = ranges[lineStart].lowerBound..<ranges[typeEnd].upperBound
    let original = text(whole)
    return PendingPoint(
      line: line, endLine: line, kind: .removeWeak, original: original,
      mutated: modifiers + text(ranges[index + 1].lowerBound..<ranges[typeEnd].upperBound),
      edits: { id in
        let active = "\(SourceMutator.switchName)(\(id))"
        let weakSlot = "\(name)WorkbenchWeak"
        let strongSlot = "\(name)WorkbenchStrong"
        return [
          SchemaEdit(
            range: whole,
            text: "private weak var \(weakSlot): \(type); private var \(strongSlot): \(type); "
              + "\(modifiers)var \(name): \(type) { get { \(active) ? \(strongSlot) : \(weakSlot) }"
              + " set { \(weakSlot) = newValue; \(strongSlot) = \(active) ? newValue : nil } }")
        ]
      })
  }
}
