import Foundation

/// Values handed back to the thread that made them, to be let go there: a value made on one
/// thread and freed on another makes the freeing thread take the maker's `malloc` lock for each
/// of its parts (glibc: each thread allocates from an arena of its own), which the maker holds
/// whenever it allocates, so both wait. The maker drops what it was handed back before its next
/// piece of work; what is left when the work is over goes with this object, on whichever thread
/// lets go of it last.
///
/// ```swift
/// let handedBack = HandedBack<Parsed>()
/// // on a worker, before each piece of work:
/// handedBack.drop(madeBy: ObjectIdentifier(Thread.current))
/// // on the calling thread, once a worker's value has been used:
/// handedBack.keep(value, madeBy: worker)
/// ```
final class HandedBack<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `values` is read and written only while `lock` is locked.
  private let lock = NSLock()
  private var values: [ObjectIdentifier: [Value]] = [:]

  /// Keeps `value` until the thread `maker` drops what it was handed back.
  func keep(_ value: Value, madeBy maker: ObjectIdentifier) {
    lock.withLock { values[maker, default: []].append(value) }
  }

  /// Lets go of the values handed back to `maker`, on the calling thread (outside the lock).
  func drop(madeBy maker: ObjectIdentifier) {
    let dropped = lock.withLock { values.removeValue(forKey: maker) }
    _ = dropped
  }
}
