/// How often each line of each file ran, read from `llvm-cov export -format=lcov`.
struct LineHits {
  /// Each file's lines with code, absolute path → line → times run.
  var files: [String: [Int: Int]] = [:]

  /// Reads an lcov document: `SF:<file>`, then `DA:<line>,<count>` per line with code.
  init(lcov: String) {
    var file: String?
    for line in lcov.split(whereSeparator: \.isNewline) {
      if line.hasPrefix("SF:") {
        file = String(line.dropFirst(3))
      } else if line.hasPrefix("DA:"), let current = file {
        let fields = line.dropFirst(3).split(separator: ",")
        guard fields.count >= 2, let number = Int(fields[0]), let count = Int(fields[1]) else {
          continue
        }
        files[current, default: [:]][number, default: 0] += count
      }
    }
  }

  /// The lines with code, and those that ran, in the files `include` accepts.
  func coverage(of include: (String) -> Bool) -> LineCoverage {
    var total = LineCoverage(covered: 0, count: 0)
    for (file, lines) in files where include(file) {
      total.count += lines.count
      total.covered += lines.values.count { $0 > 0 }
    }
    return total
  }

  /// Whether any line from `first` to `last` of `file` (absolute) ran.
  func ran(_ file: String, from first: Int, to last: Int) -> Bool {
    guard let lines = files[file] else { return false }
    return (first...max(first, last)).contains { (lines[$0] ?? 0) > 0 }
  }

  /// Both documents' counts, added.
  func merged(with other: LineHits) -> LineHits {
    var result = self
    for (file, lines) in other.files {
      result.files[file, default: [:]].merge(lines, uniquingKeysWith: +)
    }
    return result
  }
}
