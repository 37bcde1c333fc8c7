import ScenarioLanguage

/// Makes a failing scenario as small as it can while it still fails: it keeps the shortest
/// prefix that fails (everything after the first divergence goes), deletes chunks of
/// directives (taps and relaunches among them, each kept only where the failure needs it), turns
/// typing into one paste, shortens texts, backspace counts and waits, and replaces characters with plain
/// ASCII ones.
///
/// Each step is kept only when the scenario still fails, so the result fails too, and it is
/// never longer than what it started from.
public enum ScenarioShrinker {
  /// The simplest characters, simplest first, that other characters are replaced with.
  static let simplest: [Character] = ["1", "0", ",", "a"]

  /// Returns the smallest directives found that still fail.
  ///
  /// - Parameters:
  ///   - directives: Directives that fail.
  ///   - fails: Whether directives still fail.
  /// - Returns: Directives, no more events than `directives`, that fail.
  /// - Complexity: Each round tries O(*d* + *c*) candidates for *d* directives and *c*
  ///   characters; rounds repeat until one changes nothing (at most 20).
  public static func shrink(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    for _ in 0..<20 {
      let before = current
      current = shortestFailingPrefix(current, fails: fails)
      current = deletingChunks(current, fails: fails)
      current = pastingTyping(current, fails: fails)
      current = shorteningTexts(current, fails: fails)
      current = simplifyingCharacters(current, fails: fails)
      if current == before { break }
    }
    return current
  }

  /// The number of events `directives` make: one per typed Character, per backspace, per paste,
  /// per clear, per tap (of a button, a segment or a row), per row deleted, per back and per relaunch.
  ///
  /// - Parameter directives: The directives.
  /// - Returns: The events they make.
  public static func eventCount(_ directives: [Directive]) -> Int {
    directives.reduce(0) { total, directive in
      switch directive {
      case .type(_, let text): total + text.count
      case .set, .clear, .tap, .select, .tapRow, .deleteRow, .back, .relaunch, .wait: total + 1
      case .delete(_, let count): total + count
      case .expect, .expectRows, .never: total
      }
    }
  }

  private static func shortestFailingPrefix(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    for length in 0..<directives.count where fails(Array(directives.prefix(length))) {
      return Array(directives.prefix(length))
    }
    return directives
  }

  private static func deletingChunks(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    var size = max(1, current.count / 2)
    while size >= 1 {
      var start = 0
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + size, candidate.count))
        if fails(candidate) { current = candidate } else { start += size }
      }
      if size == 1 { break }
      size /= 2
    }
    return current
  }

  private static func pastingTyping(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    for index in current.indices {
      guard case .type(let field, let text) = current[index], text.count > 1 else { continue }
      var candidate = current
      candidate[index] = .set(field, fieldText(field, after: current.prefix(index)) + text)
      if fails(candidate) { current = candidate }
    }
    return current
  }

  private static func shorteningTexts(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    var index = 0
    while index < current.count {
      switch current[index] {
      case .type(_, let text), .set(_, let text):
        if shortening(text, at: index, in: &current, fails: fails) { continue }
      case .delete(let field, let count):
        for smaller in 1..<max(1, count) {
          var candidate = current
          candidate[index] = .delete(field, count: smaller)
          if fails(candidate) {
            current = candidate
            break
          }
        }
      case .wait(let duration):
        for shorter in ScenarioGenerator.waits where shorter < duration {
          var candidate = current
          candidate[index] = .wait(shorter)
          if fails(candidate) {
            current = candidate
            break
          }
        }
      default: break
      }
      index += 1
    }
    return current
  }

  /// Deletes chunks of the text of the directive at `index`, halving the chunks down to single
  /// characters; returns `true` when the directive (typing nothing at last) was removed.
  private static func shortening(
    _ text: String, at index: Int, in current: inout [Directive], fails: ([Directive]) -> Bool
  ) -> Bool {
    var characters = Array(text)
    var size = max(1, characters.count / 2)
    while !characters.isEmpty {
      var start = 0
      while start < characters.count {
        var shorter = characters
        shorter.removeSubrange(start..<min(start + size, shorter.count))
        var candidate = current
        let removes: Bool
        if shorter.isEmpty, case .type = current[index] {
          candidate.remove(at: index)
          removes = true
        } else {
          candidate[index] = replacingText(of: current[index], with: String(shorter))
          removes = false
        }
        if fails(candidate) {
          current = candidate
          if removes { return true }
          characters = shorter
        } else {
          start += size
        }
      }
      if size == 1 { break }
      size /= 2
    }
    return false
  }

  private static func simplifyingCharacters(
    _ directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    for index in current.indices {
      switch current[index] {
      case .type(_, let text), .set(_, let text):
        current = simplifying(text, at: index, in: current, fails: fails)
      default: break
      }
    }
    return current
  }

  private static func simplifying(
    _ text: String, at index: Int, in directives: [Directive], fails: ([Directive]) -> Bool
  ) -> [Directive] {
    var current = directives
    var characters = Array(text)
    for position in characters.indices {
      let rank = simplest.firstIndex(of: characters[position]) ?? simplest.count
      for replacement in simplest.prefix(rank) {
        var simpler = characters
        simpler[position] = replacement
        var candidate = current
        candidate[index] = replacingText(of: current[index], with: String(simpler))
        if fails(candidate) {
          current = candidate
          characters = simpler
          break
        }
      }
    }
    return current
  }

  private static func replacingText(of directive: Directive, with text: String) -> Directive {
    switch directive {
    case .type(let field, _): .type(field, text)
    case .set(let field, _): .set(field, text)
    default: directive
    }
  }

  /// The text `field` holds after `directives`, as the kit's fields edit it; a relaunch starts
  /// from an empty field, as a base screen does (a candidate built on it is kept only if it
  /// still fails, so a screen that restores its fields is shrunk correctly too).
  static func fieldText(_ field: Field, after directives: ArraySlice<Directive>) -> String {
    var text = ""
    for directive in directives {
      switch directive {
      case .type(field, let typed): text += typed
      case .set(field, let pasted): text = pasted
      case .clear(field): text = ""
      case .delete(field, let count):
        for _ in 0..<count where !text.isEmpty { text.removeLast() }
      case .relaunch: text = ""
      default: break
      }
    }
    return text
  }
}
