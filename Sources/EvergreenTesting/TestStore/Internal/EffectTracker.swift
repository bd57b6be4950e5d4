import Evergreen
import EvergreenReporting
import Synchronization

/// Something that can run a harness's effects until they are idle (the `TestStore`).
protocol Settling: AnyObject, Sendable {
  @MainActor func settle() async
}

/// Follows every effect task of one `TestStore` from the `send` that started it to its end: who
/// started it, whether it is parked on a `TestClock`, and the failures it reported. Everything here
/// is thread-safe, so effect tasks, the clock and the store's `deinit` can all reach it.
final class EffectTracker: Sendable {
  struct Running {
    let origin: EffectOrigin
    var clockSleepers = 0
  }

  struct State {
    var nextTicket: UInt64 = 0
    /// The origin given to effects the store is starting right now.
    var starting: EffectOrigin?
    var running: [UInt64: Running] = [:]
    /// Changes whenever an effect starts, ends, parks on the clock or sends an action.
    var progress: UInt64 = 0
    weak var settler: (any Settling)?
    /// The store's exhaustivity, kept here so the store's `deinit` can read it.
    var exhaustivity = Exhaustivity.on
  }

  let executor: TestExecutor
  /// Where the store was created: blamed when no better place is known.
  let storeSite: CallSite
  let state = Mutex(State())
  /// Failures reported from inside effect tasks. They are flushed from the test's own task at the
  /// next `send`, `receive` or `finish`: Swift Testing only sees issues recorded from the test's task.
  let effectIssues = IssueCollector()

  init(executor: TestExecutor, storeSite: CallSite) {
    self.executor = executor
    self.storeSite = storeSite
  }

  /// The hooks that let the runtime report every effect task to this tracker.
  var hooks: EffectHooks {
    EffectHooks(
      willStart: { [self] in begin() },
      around: { [self] ticket, body in
        await EffectContext.$current.withValue(EffectContext(ticket: ticket, tracker: self)) {
          await IssueCollector.$current.withValue(effectIssues) { await body() }
        }
      },
      didFinish: { [self] ticket in end(ticket) })
  }

  /// Runs `body` (which starts effects) with `origin` given to every effect it starts.
  func starting<R>(_ origin: EffectOrigin, _ body: () -> R) -> R {
    state.withLock { $0.starting = origin }
    defer { state.withLock { $0.starting = nil } }
    return body()
  }

  private func begin() -> UInt64 {
    let parent = EffectContext.current.flatMap { context in
      context.tracker === self ? context.ticket : nil
    }
    return state.withLock { state in
      let ticket = state.nextTicket
      state.nextTicket += 1
      let origin =
        state.starting ?? parent.flatMap { state.running[$0]?.origin }
        ?? .unnamed("(an effect started outside a send)", at: storeSite)
      state.running[ticket] = Running(origin: origin)
      state.progress &+= 1
      return ticket
    }
  }

  private func end(_ ticket: UInt64) {
    state.withLock { state in
      state.running[ticket] = nil
      state.progress &+= 1
    }
  }

  /// A `TestClock` sleeper of effect `ticket` parked (`+1`) or woke up (`-1`).
  func clockSleepersChanged(_ ticket: UInt64, by delta: Int) {
    state.withLock { state in
      state.running[ticket]?.clockSleepers += delta
      state.progress &+= 1
    }
  }

  func noteProgress() { state.withLock { $0.progress &+= 1 } }

  var progress: UInt64 { state.withLock { $0.progress } }
  var inFlightCount: Int { state.withLock { $0.running.count } }
  var settler: (any Settling)? { state.withLock { $0.settler } }

  func origin(of ticket: UInt64) -> EffectOrigin? { state.withLock { $0.running[ticket]?.origin } }

  /// Every effect still running (or only those `included` keeps), oldest first: who started it,
  /// and a line saying what it waits on. Only the effects kept are described, since describing
  /// one describes the action that started it.
  func inFlight(
    where included: (EffectOrigin) -> Bool = { _ in true }
  ) -> [(origin: EffectOrigin, description: String)] {
    let running = state.withLock { state -> [Running] in
      // Most stores have no effect running when asked: no dictionary or array to make.
      guard !state.running.isEmpty else { return [] }
      return state.running.filter { included($0.value.origin) }.sorted { $0.key < $1.key }.map(\.value)
    }
    return running.map { effect in
      let waiting =
        effect.clockSleepers > 0
        ? "waiting on the TestClock (\(effect.clockSleepers) sleeper(s)); advance the clock with "
          + "'advance(by:)' or 'run()'"
        : "waiting on something outside the test's control (not the TestClock, not send): a real "
          + "'Task.sleep', 'Task {}', 'Task.detached', 'DispatchQueue', I/O, or a continuation the "
          + "test must resume"
      return (effect.origin, "the effect started by \(effect.origin): \(waiting)")
    }
  }

  /// One line per effect still running, oldest first, saying what it waits on.
  func inFlightDescriptions() -> [String] { inFlight().map(\.description) }

  /// Whether the calling task is an effect task this tracker's executor runs.
  static func callerRunsOn(_ executor: TestExecutor) -> Bool {
    let expected = executor.asUnownedTaskExecutor()
    return withUnsafeCurrentTask { $0?.unownedTaskExecutor == expected }
  }

  /// Reports, from the test's task, every failure buffered since the last call, then any sign of an
  /// effect escaping the test executor.
  func flush(at site: CallSite) {
    for issue in effectIssues.drain() { site.report(issue) }
    let foreign = executor.takeForeignEnqueues()
    if foreign > 0 {
      site.report(
        """
        An effect was resumed from another thread (\(foreign) time(s)): it escaped the test executor, \
        so the test cannot know when it is done.

        Effects must not use a real 'Task.sleep', 'Task {}', 'Task.detached', 'DispatchQueue' or real \
        I/O: inject a clock (a 'TestClock' in tests) and clients through dependencies, and keep \
        concurrency structured ('async let', task groups).
        """)
    }
  }
}
