/// The type names a declaration mentions, less those it declares itself.
extension DeclarationScanner {
  /// Records what the scope mentions, from its header to its closing brace at `index`.
  mutating func close(_ scope: Scope, at index: Int) {
    let range = scope.headerStart..<max(scope.headerStart, index + 1)
    record(mentionsIn: range, for: scope.owner)
  }

  /// Records the capitalised names in `range` as those `owner` mentions.
  mutating func record(mentionsIn range: Range<Int>, for owner: Owner) {
    var names = Set<String>()
    let ownNames = declaredNames(in: range)
    for index in range {
      guard let current = token(index), current.kind == .identifier,
        let first = current.text.unicodeScalars.first, first >= "A", first <= "Z",
        !Self.notMentions.contains(current.text)
      else { continue }
      names.insert(current.text)
    }
    names.subtract(ownNames)
    switch owner {
    case .type(let typeIndex):
      names.remove(result.types[typeIndex].simpleName)
      result.types[typeIndex].mentionedTypeNames = names.sorted()
    case .extension(let extensionIndex):
      result.extensions[extensionIndex].mentionedTypeNames = names.sorted()
    case .other:
      break
    }
  }

  /// The names a declaration gives to types that are not types of the sources: its generic
  /// parameters (`Value` in `Signal<Value>`), associated types and type aliases.
  func declaredNames(in range: Range<Int>) -> Set<String> {
    var names = Set<String>()
    var index = range.lowerBound
    if token(index)?.isPunctuation("<") == true {
      var depth = 0
      while index < range.upperBound, let current = token(index) {
        if current.isPunctuation("<") { depth += 1 }
        if current.isPunctuation(">") { depth -= 1 }
        if depth == 0 { break }
        if depth == 1, current.kind == .identifier, let previous = token(index - 1),
          previous.isPunctuation("<") || previous.isPunctuation(",")
        {
          names.insert(current.text)
        }
        index += 1
      }
    }
    for position in range {
      guard let current = token(position),
        current.isIdentifier("associatedtype") || current.isIdentifier("typealias"),
        let name = token(position + 1), name.kind == .identifier
      else { continue }
      names.insert(name.text)
    }
    return names
  }
}
