import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes of the system as `/proc` lists them, for finding every process a command
/// started, however deep and in whichever process group (``ProcessSignals``).
enum ProcessTable {
  /// One process: its id, its parent's, its process group, and when it started (in clock
  /// ticks since boot), which tells it from a later process given the same id.
  struct Entry: Equatable {
    var id: Int32
    var parent: Int32
    var group: Int32
    var start: UInt64
  }

  /// Every running process descended from `root`, children first; none where there is no
  /// `/proc`.
  static func descendants(of root: Int32) -> [Entry] {
    let all = entries()
    var result: [Entry] = []
    var frontier: Set<Int32> = [root]
    while !frontier.isEmpty {
      let next = all.filter { frontier.contains($0.parent) && $0.id != root }
      result += next
      frontier = Set(next.map(\.id))
    }
    return result
  }

  /// Whether `entry` is still running: the same process (same start), not yet a zombie.
  static func isRunning(_ entry: Entry) -> Bool {
    guard let (current, state) = read(entry.id) else { return false }
    return current.start == entry.start && state != "Z" && state != "X"
  }

  /// Every process in `/proc` that is not a zombie.
  private static func entries() -> [Entry] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return []
    }
    return names.compactMap { name in
      guard let id = Int32(name), let (entry, state) = read(id), state != "Z", state != "X"
      else { return nil }
      return entry
    }
  }

  /// The entry and state letter of process `id`, from `/proc/<id>/stat`: `pid (comm) state
  /// ppid pgrp …`, the 22nd field the start time; the name may hold spaces and parentheses,
  /// so the fields are counted after its last `)`.
  private static func read(_ id: Int32) -> (Entry, Character)? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(id)/stat"),
      let text = String(data: data, encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // fields[0] is the state, [1] the parent, [2] the group, [19] the start time.
    guard fields.count > 19, let state = fields[0].first, let parent = Int32(fields[1]),
      let group = Int32(fields[2]), let start = UInt64(fields[19])
    else { return nil }
    return (Entry(id: id, parent: parent, group: group, start: start), state)
  }
}
