import Synchronization

/// Counts the calls a fake endpoint receives: `calls.next()` returns 1, 2, 3…
final class Calls: Sendable {
  private let count = Mutex(0)

  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }

  var total: Int { count.withLock { $0 } }
}
