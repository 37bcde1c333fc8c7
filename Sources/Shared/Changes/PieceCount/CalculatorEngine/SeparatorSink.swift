/// What the scanner tells about each separator it passes.
package protocol SeparatorSink {
  /// Notes that a separator ends just before `offset`, and that the pieces before it sum to
  /// `total`, of which `count` counted.
  ///
  /// - Parameters:
  ///   - offset: The UTF-8 offset just after the separator.
  ///   - total: The exact sum of every piece before `offset`.
  ///   - count: How many pieces before `offset` the sum added.
  mutating func passSeparator(endingAt offset: Int, total: Int128, count: Int)
}

/// The sink of a plain sum, which keeps nothing.
package struct DiscardingSink: SeparatorSink {
  /// Creates the sink.
  package init() {}

  @inline(__always)
  package mutating func passSeparator(endingAt offset: Int, total: Int128, count: Int) {}
}
