import AllocationCounter

/// The heap allocations a piece of work makes on the main thread, and the blocks it frees: what
/// tells an object made while a screen was shown from one made before it was pushed (a live
/// object's address is the one its allocation returned).
@MainActor
enum AllocationRecording {
  /// What a piece of work did to the heap, net: an address it allocated and freed again is in
  /// neither set, so both are bounded by what is alive, not by what the work made and freed.
  struct Changes {
    /// The addresses it allocated that are still allocated when it ends.
    var allocated: Set<UInt> = []
    /// The addresses allocated before it that it freed (a later allocation may reuse them).
    var freed: Set<UInt> = []
  }

  /// Runs `body` and records what it allocated and freed.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns, and its changes: `nil` where this build cannot record
  ///   (not Linux with glibc) or the work allocated and freed more than the recorder keeps.
  /// - Complexity: O(*m*) in the allocations and frees `body` makes.
  static func record<Result>(_ body: () -> Result) -> (Result, Changes?) {
    guard allocation_counter_is_available() else { return (body(), nil) }
    allocation_recorder_start()
    let result = body()
    let count = allocation_recorder_stop()
    guard count <= UInt64(ALLOCATION_RECORDER_CAPACITY) else { return (result, nil) }
    var changes = Changes()
    for index in 0..<count {
      let entry = UInt(allocation_recorder_address(index))
      // The lowest bit marks a free (see AllocationCounter.h).
      if entry & 1 == 0 {
        changes.allocated.insert(entry)
      } else if changes.allocated.remove(entry & ~1) == nil {
        changes.freed.insert(entry & ~1)
      }
    }
    return (result, changes)
  }

  /// The address of `object`, as its allocation returned it.
  static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }
}
