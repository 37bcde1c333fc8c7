import Diagnostics
import Foundation

extension SavedReport {
  /// The largest saved run the workbench reads, in bytes: 64 MiB.
  ///
  /// A timed run of every bundled scenario on every architecture at a thousand repetitions
  /// takes under 10 MB; a larger file is refused before it is read, with its size.
  package static let largestFile = 64 << 20

  /// The deepest a saved run nests objects and arrays.
  ///
  /// A report nests 7 deep; beyond 32 the file is refused with that reason rather than handed
  /// to a parser that would call it "not valid JSON" or spend its stack on it.
  package static let deepestNesting = 32

  /// Checks the shape of the JSON text in `data` before it is decoded: no object or array
  /// nested deeper than ``deepestNesting``, and no object holding a key twice (which readers
  /// resolve differently: Foundation takes the first, Python the last; the workbench takes
  /// neither).
  ///
  /// Anything else that is not JSON is left to the decoder, which says so.
  ///
  /// - Parameter data: The saved file's bytes.
  /// - Throws: ``Problem`` naming the line of the first duplicate key or too-deep nesting.
  /// - Complexity: O(*n*) in the size of `data`.
  package static func checkStructure(_ data: Data) throws(Problem) {
    var keys: [Set<String>?] = []
    var line = 1
    var index = data.startIndex
    var expectKey = false
    while index < data.endIndex {
      let byte = data[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        keys.append(byte == UInt8(ascii: "{") ? [] : nil)
        expectKey = byte == UInt8(ascii: "{")
        guard keys.count <= deepestNesting else {
          throw Problem(
            "line \(line): objects and arrays nest more than \(deepestNesting) deep; a report "
              + "nests at most \(deepestNesting)")
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !keys.isEmpty { keys.removeLast() }
        expectKey = false
      case UInt8(ascii: ","):
        expectKey = keys.last.map { $0 != nil } ?? false
      case UInt8(ascii: "\""):
        let start = data.index(after: index)
        var end = start
        var escaped = false
        while end < data.endIndex {
          let inner = data[end]
          if inner == UInt8(ascii: "\\") {
            escaped = true
            end = data.index(end, offsetBy: 2, limitedBy: data.endIndex) ?? data.endIndex
            continue
          }
          if inner == UInt8(ascii: "\"") { break }
          if inner == UInt8(ascii: "\n") { line += 1 }
          end = data.index(after: end)
        }
        if expectKey, let last = keys.indices.last {
          let key = Self.key(data[start..<min(end, data.endIndex)], escaped: escaped)
          if keys[last]?.insert(key).inserted == false {
            throw Problem(
              "line \(line): the key \(Quoting.literal(key)) appears twice in one object; "
                + "a report names each field once")
          }
          expectKey = false
        }
        index = end
      default:
        break
      }
      if index < data.endIndex { index = data.index(after: index) }
    }
  }

  /// The text of a key's bytes between its quotes, its escapes decoded when it has any.
  private static func key(_ bytes: Data, escaped: Bool) -> String {
    guard escaped else { return String(decoding: bytes, as: UTF8.self) }
    let quoted = Data("\"".utf8) + bytes + Data("\"".utf8)
    let decoded = try? JSONSerialization.jsonObject(with: quoted, options: .fragmentsAllowed)
    return decoded as? String ?? String(decoding: bytes, as: UTF8.self)
  }
}
