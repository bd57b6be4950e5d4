import Synchronization

/// Runs a scenario's steps and hooks in a task of their own, and waits for each at most a given
/// time, so a step that never returns (and ignores cancellation) cannot hold up the run: when time
/// is up the work's task is cancelled and left behind with that step, and the caller goes on.
///
/// ```swift
/// let worker = StepWorker(watchdog: watchdog)
/// let result = await worker.run(.hook(hook), within: .seconds(60)) { await StepResult.capture { try await body() } }
/// // nil: it did not finish in time
/// ```
///
/// A `ScenarioLane` runs as one piece of work, in one task, scenario after scenario: a
/// `TestStore` made by one step counts what later steps of its scenario do from that task as the
/// test's own. Nothing here blocks the main actor: the caller waits on whichever of
/// the work and the run's `StepWatchdog` finishes first. Cancelling the caller cancels the work
/// (and still waits at most the limit).
@MainActor
struct StepWorker {
  let watchdog: StepWatchdog

  /// Runs `work` (named `what` in a time-out); nil when it did not finish within `limit`.
  func run<Value: Sendable>(
    _ what: TimedWork, within limit: Duration, _ work: @escaping @MainActor () async -> Value
  ) async -> Value? {
    await run(watching: StepWatch(limit: limit, first: what), work)
  }

  /// Runs `work` in a task of its own, for as long as each of its steps keeps within the watch's
  /// limit (``StepWatch/begin(_:)`` starts a step's time); nil, with the watch abandoned, when
  /// one did not.
  ///
  /// The main actor hops to the work's task and back once per lane (and after each time-out),
  /// not per scenario or step, and the run's one watchdog serves every step: no timer is started
  /// or cancelled per scenario.
  func run<Value: Sendable>(watching watch: StepWatch, _ work: @escaping @MainActor () async -> Value) async -> Value? {
    let race = Race<Value>()
    let watchdog = watchdog
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.begin(continuation)
        // Abandoned the moment its time is up, before its task is cancelled: a step that stops
        // when cancelled may run again before the caller does, and must then report nothing
        // (its result is the time-out, not the cancellation).
        let token = watchdog.watch(watch) {
          watch.isAbandoned = true
          race.finish(with: nil)
        }
        let task = Task { @MainActor in
          let value = await work()
          watchdog.stop(token)
          race.finish(with: value)
        }
        race.hold(worker: task)
      }
    } onCancel: {
      race.cancelWork()
    }
    // The task is stuck in `work` (or stopped only by the cancellation): leave it; the caller's
    // next work gets a task of its own.
    if result == nil { watch.isAbandoned = true }
    return result
  }
}

/// The first of the work and the watchdog to finish resumes the waiting caller; when the time
/// ran out, the work's task is cancelled.
private final class Race<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value?, Never>?
    var worker: Task<Void, Never>?
    var isCancelled = false
  }

  private let state = Mutex(State())

  func begin(_ continuation: CheckedContinuation<Value?, Never>) {
    state.withLock { $0.continuation = continuation }
  }

  func hold(worker: Task<Void, Never>) {
    let cancelled = state.withLock { state in
      state.worker = worker
      return state.isCancelled
    }
    if cancelled { worker.cancel() }
  }

  /// `value` is the work's result, or nil when the time ran out.
  func finish(with value: Value?) {
    let (continuation, loser) = state.withLock { state in
      defer { state.continuation = nil }
      return (state.continuation, value == nil ? state.worker : nil)
    }
    guard let continuation else { return }
    loser?.cancel()
    continuation.resume(returning: value)
  }

  func cancelWork() {
    let worker = state.withLock { state in
      state.isCancelled = true
      return state.worker
    }
    worker?.cancel()
  }
}
