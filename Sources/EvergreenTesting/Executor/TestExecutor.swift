import Synchronization

/// A task executor that never runs anything on its own: it only queues the jobs of the tasks that
/// prefer it, and the test runs them, in order, on its own thread with ``runUntilEmpty()``.
///
/// The `TestStore` starts every effect task with this executor as its preference, so every
/// nonisolated step of an effect (its body, `async let` children, task-group children, default
/// actors it calls) waits here until the test drains the queue. That is what makes effects
/// deterministic without timeouts:
///
/// ```swift
/// let executor = TestExecutor()
/// let task = Task(executorPreference: executor) { await work() }
/// executor.runUntilEmpty()          // `work()` ran here, up to its first real suspension
/// ```
///
/// Most tests never touch it: `TestStore` owns one and settles it after every step.
public final class TestExecutor: TaskExecutor, Sendable {
  struct Queue {
    var jobs: [UnownedJob] = []
    var head = 0
    /// Bumped by every enqueue: the "something happened" signal ``settle(processing:inFlight:)`` watches.
    var progress: UInt64 = 0
    /// How many jobs were enqueued from a thread that is neither the main queue nor the test's task.
    var foreignEnqueues = 0
  }

  let queue = Mutex(Queue())
  /// The hash of the test's own task, whose enqueues (a test resuming a stream it feeds) are not foreign.
  let testTaskHash: Int?

  /// An executor with no job queued.
  public init() {
    MainQueueDetection.prepare()
    self.testTaskHash = withUnsafeCurrentTask { $0?.hashValue }
  }

  /// Queues `job`; it runs when the harness drains the queue (``runUntilEmpty()``), never on its own.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let foreign = !MainQueueDetection.isOnMainQueue && withUnsafeCurrentTask { $0?.hashValue } != testTaskHash
    queue.withLock { queue in
      queue.jobs.append(job)
      queue.progress &+= 1
      if foreign { queue.foreignEnqueues += 1 }
    }
  }

  /// Runs queued jobs, oldest first, on the calling thread until the queue is empty (jobs may
  /// enqueue more). Returns how many ran.
  @discardableResult
  public func runUntilEmpty() -> Int {
    var ran = 0
    let me = asUnownedTaskExecutor()
    while let job = popFirst() {
      job.runSynchronously(on: me)
      ran += 1
    }
    return ran
  }

  /// How many jobs wait to run.
  public var pendingJobs: Int { queue.withLock { $0.jobs.count - $0.head } }

  /// Whether no job waits to run and none arrived from another thread since that was last
  /// reported (``takeForeignEnqueues()``): one look under the lock.
  var hasNothingQueued: Bool { queue.withLock { $0.jobs.count == $0.head && $0.foreignEnqueues == 0 } }

  /// A counter that changes whenever a job is enqueued.
  public var progress: UInt64 { queue.withLock { $0.progress } }

  /// Returns, and resets, how many jobs arrived from another thread since the last call: the sign
  /// of an effect that escaped the executor (`Task.sleep`, `Task {}`, `DispatchQueue`, real I/O).
  func takeForeignEnqueues() -> Int {
    queue.withLock { queue in
      defer { queue.foreignEnqueues = 0 }
      return queue.foreignEnqueues
    }
  }

  private func popFirst() -> UnownedJob? {
    queue.withLock { queue in
      guard queue.head < queue.jobs.count else { return nil }
      let job = queue.jobs[queue.head]
      queue.head += 1
      if queue.head == queue.jobs.count {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
      }
      return job
    }
  }
}
