/// The paths of a patch's file lines: `diff --git a/P b/P`, `--- a/P\tdate`, `+++ b/P`, with
/// git's C-style quoting of unusual names.
enum PatchPaths {
  /// The old and new paths of the rest of a `diff --git` line, without their first component.
  ///
  /// Unquoted names with spaces are ambiguous; the split that gives two equal names wins, then
  /// the first " b/".
  static func gitDiffLine(_ rest: Substring) -> (old: String, new: String)? {
    if rest.hasPrefix("\"") {
      guard let (old, after) = quotedPrefix(rest) else { return nil }
      let remainder = after.drop { $0 == " " }
      guard let new = unquoted(remainder) else { return nil }
      return (withoutFirstComponent(old), withoutFirstComponent(new))
    }
    let bytes = Array(rest.utf8)
    let spaces = bytes.indices.filter { bytes[$0] == UInt8(ascii: " ") }
    for space in spaces {
      let left = bytes[..<space]
      let right = bytes[(space + 1)...]
      if left.starts(with: Array("a/".utf8)) && right.starts(with: Array("b/".utf8))
        && left.dropFirst(2).elementsEqual(right.dropFirst(2))
      {
        let name = String(decoding: left.dropFirst(2), as: UTF8.self)
        return (name, name)
      }
    }
    for space in spaces where bytes[(space + 1)...].starts(with: Array("b/".utf8)) {
      let left = String(decoding: bytes[..<space], as: UTF8.self)
      let right = String(decoding: bytes[(space + 1)...], as: UTF8.self)
      guard let old = unquoted(Substring(left)), let new = unquoted(Substring(right)) else {
        return nil
      }
      return (withoutFirstComponent(old), withoutFirstComponent(new))
    }
    return nil
  }

  /// The path of what follows `--- ` or `+++ `, and whether the date after it (written by
  /// `diff -u` after a tab) is the epoch, which `diff -N` uses for a missing file.
  ///
  /// Returns nil for a malformed quoted path.
  static func sideLine(_ rest: Substring) -> (path: String, isEpoch: Bool)? {
    let name: String
    var date: Substring = ""
    if rest.hasPrefix("\"") {
      guard let (path, after) = quotedPrefix(rest) else { return nil }
      name = path
      date = after.drop { $0 == "\t" || $0 == " " }
    } else if let tab = rest.firstIndex(of: "\t") {
      name = String(rest[..<tab])
      date = rest[rest.index(after: tab)...]
    } else {
      name = String(rest)
    }
    return (name, isEpoch(date))
  }

  /// A path without its first component (`a/`, `b/` or a directory), as `patch -p1` reads it;
  /// a path without a slash is kept.
  static func withoutFirstComponent(_ path: String) -> String {
    guard let slash = path.firstIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The text of a possibly quoted name; nil when a quoted name is malformed.
  static func unquoted(_ text: Substring) -> String? {
    guard text.hasPrefix("\"") else { return String(text) }
    guard let (name, rest) = quotedPrefix(text), rest.isEmpty else { return nil }
    return name
  }

  /// Reads a C-style quoted string at the start of `text` (as git writes unusual names):
  /// `\"`, `\\`, `\t`, `\n` and octal bytes such as `\303\251`.
  private static func quotedPrefix(_ text: Substring) -> (String, Substring)? {
    var bytes: [UInt8] = []
    var iterator = text.utf8.dropFirst().makeIterator()
    var consumed = 1
    while let byte = iterator.next() {
      consumed += 1
      if byte == UInt8(ascii: "\"") {
        let rest = Substring(text.utf8.dropFirst(consumed))
        return (String(decoding: bytes, as: UTF8.self), rest)
      }
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      guard let escaped = iterator.next() else { return nil }
      consumed += 1
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "3"):
        var value = Int(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = iterator.next(), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit)
          else { return nil }
          consumed += 1
          value = value * 8 + Int(digit - UInt8(ascii: "0"))
        }
        bytes.append(UInt8(value))
      default: bytes.append(escaped)
      }
    }
    return nil
  }

  /// Whether a `diff -u` date (`1970-01-01 01:00:00.000000000 +0100`) is the epoch.
  private static func isEpoch(_ date: Substring) -> Bool {
    let parts = date.split(separator: " ")
    guard parts.count == 3 else { return false }
    let day: Int
    switch parts[0] {
    case "1970-01-01": day = 0
    case "1969-12-31": day = -1
    default: return false
    }
    let clock = parts[1].split(separator: ".", maxSplits: 1)
    guard let time = clock.first else { return false }
    if clock.count == 2 && clock[1].contains(where: { $0 != "0" }) { return false }
    let fields = time.split(separator: ":").compactMap { Int($0) }
    let zone = parts[2]
    guard fields.count == 3, zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
      let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2))
    else { return false }
    let local = day * 86_400 + fields[0] * 3600 + fields[1] * 60 + fields[2]
    let offset = (sign == "+" ? 1 : -1) * (hours * 3600 + minutes * 60)
    return local - offset == 0
  }
}
