import Synchronization

/// A clock whose sleeps return at once, moving its `now` to the deadline: code that waits on a
/// clock runs straight through. Use it where a test or preview does not care how long a wait is,
/// only that the work after it happens.
///
/// ```swift
/// let store = Store(initialState: Search.State()) { Search() } withDependencies: {
///   $0.clock = ImmediateClock()
/// }
/// ```
///
/// Sleeping is still cancellation-aware: a cancelled task's sleep throws `CancellationError`.
public final class ImmediateClock: Clock, Sendable {
  /// Points on this clock: time since it was created.
  public typealias Instant = OffsetInstant

  private let current: Mutex<Instant>

  /// A clock that starts at `now`.
  public init(now: Instant = Instant()) {
    self.current = Mutex(now)
  }

  /// The latest deadline slept until (or the start).
  public var now: Instant { current.withLock { $0 } }

  /// Zero: any deadline can be reached at once.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, after moving `now` forward to `deadline` (it never moves back).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = Swift.max(now, deadline) }
  }
}
