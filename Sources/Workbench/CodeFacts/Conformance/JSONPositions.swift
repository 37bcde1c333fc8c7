/// Where each value of a JSON text starts, by its path (`edges/2/from`), and where the text
/// stops being JSON: what a model file's errors point at, as `file:line:column`.
///
/// ```swift
/// let positions = try JSONPositions("{\n  \"a\": [1, true]\n}")
/// positions.of(["a", "1"])  // (line: 2, column: 13)
/// ```
struct JSONPositions {
  /// Where the text stops being JSON.
  struct SyntaxError: Error, Equatable {
    /// The line, from 1.
    var line: Int
    /// The column, from 1.
    var column: Int
    /// What was expected.
    var message: String
  }

  /// Each value's line and column, by its path joined with `/`.
  private(set) var positions: [String: (line: Int, column: Int)] = [:]

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Scans `text`.
  ///
  /// - Throws: ``SyntaxError`` at the first byte that is not JSON.
  init(_ text: String) throws(SyntaxError) {
    bytes = Array(text.utf8)
    skipSpace()
    try value(path: [])
    skipSpace()
    if index < bytes.count { throw failure("unexpected text after the JSON value") }
  }

  /// The position of the value at `path`, or of its nearest enclosing value that has one.
  ///
  /// - Parameter path: Keys and array indices, outermost first.
  /// - Returns: The line and column.
  func of(_ path: [String]) -> (line: Int, column: Int) {
    var path = path
    while !path.isEmpty {
      if let found = positions[path.joined(separator: "/")] { return found }
      path.removeLast()
    }
    return positions[""] ?? (1, 1)
  }

  private func failure(_ message: String) -> SyntaxError {
    SyntaxError(line: line, column: index - lineStart + 1, message: message)
  }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
    skipSpace()
    guard index < bytes.count, bytes[index] == byte else { throw failure("expected \(what)") }
    index += 1
  }

  private mutating func value(path: [String]) throws(SyntaxError) {
    skipSpace()
    positions[path.joined(separator: "/")] = (line, index - lineStart + 1)
    guard index < bytes.count else { throw failure("expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      try object(path: path)
    case UInt8(ascii: "["):
      try array(path: path)
    case UInt8(ascii: "\""):
      _ = try string()
    default:
      let start = index
      while index < bytes.count,
        !([0x20, 0x09, 0x0A, 0x0D] + Array(",]}".utf8)).contains(bytes[index])
      {
        index += 1
      }
      let word = String(decoding: bytes[start..<index], as: UTF8.self)
      guard ["true", "false", "null"].contains(word) || Double(word) != nil else {
        index = start
        throw failure("expected a value")
      }
    }
  }

  /// Reads an object whose `{` is at `index`, noting where each member's value starts.
  private mutating func object(path: [String]) throws(SyntaxError) {
    index += 1
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a key in quotes")
      }
      let key = try string()
      try expect(UInt8(ascii: ":"), "':' after a key")
      try value(path: path + [key])
      skipSpace()
      guard index < bytes.count else { throw failure("expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return
    }
  }

  /// Reads an array whose `[` is at `index`, noting where each element starts.
  private mutating func array(path: [String]) throws(SyntaxError) {
    index += 1
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return
    }
    var element = 0
    while true {
      try value(path: path + [String(element)])
      element += 1
      skipSpace()
      guard index < bytes.count else { throw failure("expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return
    }
  }

  private mutating func string() throws(SyntaxError) -> String {
    index += 1
    var text: [UInt8] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == 0x0A { throw failure("a string does not end on its line") }
      if bytes[index] == UInt8(ascii: "\\") { index += 1 }
      if index < bytes.count { text.append(bytes[index]) }
      index += 1
    }
    guard index < bytes.count else { throw failure("a string does not end") }
    index += 1
    return String(decoding: text, as: UTF8.self)
  }
}
