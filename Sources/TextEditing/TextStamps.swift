import Synchronization

/// The source of ``TextEdit/Stamp`` values: every call returns a stamp never returned before.
public enum TextStamps {
  private static let counter = Atomic<UInt64>(0)

  /// Returns a stamp no earlier call returned.
  public static func next() -> TextEdit.Stamp {
    counter.add(1, ordering: .relaxed).newValue
  }
}
