import AllocationCounter

/// The addresses of the heap allocations made while a piece of work runs on the main thread:
/// what tells an object made while a screen was shown from one made before it was pushed (a
/// live object's address is the one its allocation returned).
@MainActor
enum AllocationRecording {
  /// Runs `body` and records the addresses it allocated.
  ///
  /// - Parameter body: The work.
  /// - Returns: What `body` returns, and the addresses: `nil` where this build cannot record
  ///   (not Linux with glibc) or the work allocated more than the recorder keeps.
  static func record<Result>(_ body: () -> Result) -> (Result, Set<UInt>?) {
    guard allocation_counter_is_available() else { return (body(), nil) }
    allocation_recorder_start()
    let result = body()
    let count = allocation_recorder_stop()
    guard count <= UInt64(ALLOCATION_RECORDER_CAPACITY) else { return (result, nil) }
    var addresses = Set<UInt>(minimumCapacity: Int(count))
    for index in 0..<count { addresses.insert(UInt(allocation_recorder_address(index))) }
    return (result, addresses)
  }

  /// The address of `object`, as its allocation returned it.
  static func address(of object: AnyObject) -> UInt {
    UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
  }
}
