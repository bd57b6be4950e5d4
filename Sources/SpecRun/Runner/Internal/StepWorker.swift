import Synchronization

/// Runs a scenario's steps and hooks one after another in one task of its own, and waits for each
/// at most a given time, so a step that never returns (and ignores cancellation) cannot hold up
/// the run: when time is up the worker's task is cancelled and left behind with that step, and a
/// fresh task takes the next work.
///
/// ```swift
/// let worker = StepWorker()
/// defer { worker.close() }
/// let result = await worker.run(.hook(hook), within: .seconds(60)) { await StepResult.capture { try await body() } }
/// // nil: it did not finish in time
/// ```
///
/// One task for the whole scenario, as a scenario that ran in the runner's own task had: a
/// `TestStore` made by one step counts what later steps do from that task as the test's own.
/// Nothing here blocks the main actor: the caller waits on whichever of the work and a timer
/// finishes first. Cancelling the caller cancels the work (and still waits at most the limit).
@MainActor
final class StepWorker {
  typealias Job = @MainActor () async -> Void

  private var queue = JobQueue()
  private var loop: Task<Void, Never>

  init() { loop = Self.start(queue) }

  /// Runs `work` (named `what` in a time-out) after what was given before; nil when it did not
  /// finish within `limit`.
  func run<Value: Sendable>(
    _ what: TimedWork, within limit: Duration, _ work: @escaping @MainActor () async -> Value
  ) async -> Value? {
    await run(watching: StepWatch(limit: limit, first: what), work)
  }

  /// Runs `work` after what was given before, for as long as each of its steps keeps within the
  /// watch's limit (``StepWatch/begin(_:)`` starts a step's time); nil, with the watch abandoned,
  /// when one did not.
  ///
  /// A whole scenario runs as one piece of work: the main actor hops to the worker's task and back
  /// once per scenario, not per step, and one timer serves all its steps.
  func run<Value: Sendable>(watching watch: StepWatch, _ work: @escaping @MainActor () async -> Value) async -> Value? {
    let race = Race<Value>()
    let queue = queue
    let loop = loop
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        race.begin(continuation)
        queue.push { race.finish(with: await work()) }
        let timer = Task { @MainActor in
          var deadline = ContinuousClock.now + watch.limit
          while true {
            do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
            await Task.yield()
            // Time in which even this timer could not run (the main actor or the shared threads
            // were busy elsewhere: `--parallel`, a loaded machine) was not the step's time either:
            // it is given back, so only a step that had its time and still did not finish fails.
            let late = deadline.duration(to: .now)
            if late >= Self.punctuality {
              watch.extend(by: late)
            } else if watch.remaining <= .zero {
              break
            }
            deadline = .now + watch.remaining
          }
          race.finish(with: nil)
        }
        race.hold(worker: loop, timer: timer)
      }
    } onCancel: {
      race.cancelWork()
    }
    if result == nil {
      // The task is stuck in `work`: leave it, and give later work a task of its own.
      watch.isAbandoned = true
      queue.close()
      self.queue = JobQueue()
      self.loop = Self.start(self.queue)
    }
    return result
  }

  /// How late a timer may wake and still count as on time.
  private static let punctuality = Duration.milliseconds(50)

  /// Ends the task once the work given so far is done.
  func close() { queue.close() }

  private static func start(_ queue: JobQueue) -> Task<Void, Never> {
    Task { @MainActor in
      while let job = await queue.next() { await job() }
    }
  }
}

/// The work waiting for a ``StepWorker``'s task. Waiting here ignores cancellation, so a cancelled
/// scenario still runs its After hooks, as it did in the runner's own task.
@MainActor
private final class JobQueue {
  private var jobs: [StepWorker.Job] = []
  private var waiting: CheckedContinuation<StepWorker.Job?, Never>?
  private var isClosed = false

  func push(_ job: @escaping StepWorker.Job) {
    if let waiting {
      self.waiting = nil
      waiting.resume(returning: job)
    } else {
      jobs.append(job)
    }
  }

  /// The next job, or nil once closed and empty.
  func next() async -> StepWorker.Job? {
    if !jobs.isEmpty { return jobs.removeFirst() }
    if isClosed { return nil }
    return await withCheckedContinuation { waiting = $0 }
  }

  func close() {
    isClosed = true
    waiting?.resume(returning: nil)
    waiting = nil
  }
}

/// The first of the work and the timer to finish resumes the waiting caller; the other is
/// cancelled.
private final class Race<Value: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Value?, Never>?
    var worker: Task<Void, Never>?
    var timer: Task<Void, Never>?
    var isCancelled = false
  }

  private let state = Mutex(State())

  func begin(_ continuation: CheckedContinuation<Value?, Never>) {
    state.withLock { $0.continuation = continuation }
  }

  func hold(worker: Task<Void, Never>, timer: Task<Void, Never>) {
    let cancelled = state.withLock { state in
      state.worker = worker
      state.timer = timer
      return state.isCancelled
    }
    if cancelled { worker.cancel() }
  }

  /// `value` is the work's result, or nil when the time ran out.
  func finish(with value: Value?) {
    let (continuation, loser) = state.withLock { state in
      defer { state.continuation = nil }
      return (state.continuation, value == nil ? state.worker : state.timer)
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
