import EvergreenReporting
import Synchronization

/// A clock whose time moves only when the test moves it. It never really sleeps.
///
/// Give it to the feature as a dependency (or capture it in the effect), then drive time from the
/// test. Between wake-ups the clock lets the `TestStore` run everything the woken effects do, so
/// after `advance` returns, every action they fed back is ready to `receive`:
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startTapped) { $0.isRunning = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.tick) { $0.seconds = 1 }
/// await store.send(.stopTapped) { $0.isRunning = false }   // cancels the timer: its sleeper is gone
/// ```
///
/// An effect that sleeps on it tells the store it is parked on the clock, so a `receive` that is
/// waiting for time to pass fails at once and says "advance the clock", instead of hanging.
public final class TestClock: Clock, Sendable {
  /// The clock measures time in `Duration`, as `ContinuousClock` does.
  public typealias Duration = Swift.Duration

  /// A point on a test clock: the time elapsed since the clock was made.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// How far this instant is from the moment the clock was made.
    public let offset: Duration

    /// The instant `offset` after the clock was made: `Instant(offset: .seconds(1))`.
    public init(offset: Duration = .zero) { self.offset = offset }

    /// The instant `duration` later (earlier when negative).
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// How long from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
    /// The offset, as `1.0 seconds`, for failure messages.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let context: EffectContext?
  }

  private struct State {
    var now = Instant()
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    /// Harnesses whose effects have slept on this clock; settled before and after every wake-up.
    var harnesses: [WeakTracker] = []
  }

  private struct WeakTracker {
    weak var tracker: EffectTracker?
  }

  private let state = Mutex(State())

  /// A clock at its first instant, with no sleeper: `let clock = TestClock()`.
  public init() {}

  /// The instant the test has moved the clock to.
  public var now: Instant { state.withLock { $0.now } }
  /// Zero: a test clock can move by any amount.
  public var minimumResolution: Duration { .zero }

  /// How many sleepers wait for the clock to move.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the test moves the clock to `deadline` or past it; throws `CancellationError`
  /// when the task is cancelled first. A deadline already passed returns at once.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let context = EffectContext.current
    if let context, !EffectTracker.callerRunsOn(context.tracker.executor) {
      let origin = context.tracker.origin(of: context.ticket)
      context.tracker.effectIssues.record(
        (origin?.site ?? context.tracker.storeSite).issue(
          """
          TestClock.sleep was called from a task the TestStore does not run, inside the effect \
          started by \(origin?.description ?? "an unknown action"): 'Task {}' and 'Task.detached' \
          escape the test executor.

          Keep the effect's work structured: 'async let', 'withTaskGroup', or merge effects.
          """))
    }
    let id = state.withLock { state in
      state.nextID += 1
      if let tracker = context?.tracker, !state.harnesses.contains(where: { $0.tracker === tracker }) {
        state.harnesses.removeAll { $0.tracker == nil }
        state.harnesses.append(WeakTracker(tracker: tracker))
      }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let parked = state.withLock { state in
          guard deadline > state.now else { return false }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation, context: context))
          return true
        }
        if parked {
          if let context { context.tracker.clockSleepersChanged(context.ticket, by: 1) }
        } else {
          continuation.resume()
        }
      }
    } onCancel: {
      guard let sleeper = removeSleeper(id) else { return }
      sleeper.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline it passes, earliest first
  /// (equal deadlines in the order they went to sleep). After each wake-up the test store runs the
  /// woken effect until it is idle again, so a sleeper it schedules within the window also wakes.
  @MainActor
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline` (never backwards), waking sleepers in order.
  @MainActor
  public func advance(to deadline: Instant) async {
    await settleHarnesses()
    while let sleeper = popSleeper(dueBy: deadline) {
      wake(sleeper)
      await settleHarnesses()
    }
    state.withLock { $0.now = max($0.now, deadline) }
  }

  /// Moves time forward until no sleeper is left, waking each in order.
  ///
  /// A timer that always schedules the next tick never runs out; after `maxWakeUps` wake-ups this
  /// reports the problem and stops. Use `advance(by:)` for repeating timers.
  @MainActor
  public func run(
    maxWakeUps: Int = 10_000,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    await settleHarnesses()
    var woken = 0
    while let next = state.withLock({ $0.sleepers.min(by: Self.wakesFirst) }) {
      guard woken < maxWakeUps else {
        reportIssue(
          """
          TestClock.run() woke \(woken) sleepers and sleepers remain: a repeating timer never runs out.

          Advance by a fixed amount with 'advance(by:)', or stop the timer before calling 'run()'.
          """, fileID: fileID, filePath: filePath, line: line, column: column)
        return
      }
      woken += 1
      guard let sleeper = popSleeper(dueBy: next.deadline) else { continue }
      wake(sleeper)
      await settleHarnesses()
    }
  }

  private static func wakesFirst(_ lhs: Sleeper, _ rhs: Sleeper) -> Bool {
    (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
  }

  private func popSleeper(dueBy deadline: Instant) -> Sleeper? {
    state.withLock { state in
      guard let index = state.sleepers.indices.min(by: { Self.wakesFirst(state.sleepers[$0], state.sleepers[$1]) }),
        state.sleepers[index].deadline <= deadline
      else { return nil }
      let sleeper = state.sleepers.remove(at: index)
      state.now = max(state.now, sleeper.deadline)
      return sleeper
    }
  }

  private func removeSleeper(_ id: UInt64) -> Sleeper? {
    let sleeper = state.withLock { state in
      state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
    }
    if let context = sleeper?.context { context.tracker.clockSleepersChanged(context.ticket, by: -1) }
    return sleeper
  }

  private func wake(_ sleeper: Sleeper) {
    if let context = sleeper.context { context.tracker.clockSleepersChanged(context.ticket, by: -1) }
    sleeper.continuation.resume()
  }

  @MainActor
  private func settleHarnesses() async {
    let settlers = state.withLock { $0.harnesses.compactMap { $0.tracker?.settler } }
    for settler in settlers { await settler.settle() }
  }
}
