#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``TextEdit/current`` lives: one slot per thread.
///
/// A thread-local slot, not a `@TaskLocal`: an edit is reported synchronously, on the thread that
/// delivers the field's event, so a thread-local says the same for a fraction of the cost (a task
/// local allocates on every push), which matters on a path every keystroke takes.
final class CurrentEditSlot {
  /// The edit being reported on this slot's thread.
  var edit: TextEdit?

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { slot in
      #if canImport(Darwin)
        Unmanaged<CurrentEditSlot>.fromOpaque(slot).release()
      #else
        if let slot { Unmanaged<CurrentEditSlot>.fromOpaque(slot).release() }
      #endif
    }
    return key
  }()

  /// This thread's slot, if it has one yet.
  static var existing: CurrentEditSlot? {
    pthread_getspecific(key).map { Unmanaged<CurrentEditSlot>.fromOpaque($0).takeUnretainedValue() }
  }

  /// This thread's slot, made on first use and released when the thread ends.
  static var forThisThread: CurrentEditSlot {
    if let slot = existing { return slot }
    let slot = CurrentEditSlot()
    pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
    return slot
  }
}
