/// The time of the step a ``StepWorker`` is running: each step or hook calls ``begin(_:)`` as it
/// starts, and has `limit` from then on.
///
/// ```swift
/// let watch = StepWatch(limit: .seconds(60), first: .hook(hook))
/// let done = await StepWorker(watchdog: watchdog).run(watching: watch) {
///   watch.begin(.hook(hook)); …
///   if watch.isAbandoned { return false }   // the run went on without this work
/// }
/// ```
@MainActor
final class StepWatch {
  let limit: Duration
  /// The step or hook running now, named in a time-out's message; nil before the first begins,
  /// and while the item its scenario stands at runs (the scenario names that one itself).
  private(set) var work: TimedWork?
  private var started = ContinuousClock.now
  /// Set when the step ran out of time and the run went on: the work, should it ever return,
  /// must not report anything more.
  var isAbandoned = false

  init(limit: Duration, first work: TimedWork? = nil) {
    self.limit = limit
    self.work = work
  }

  /// Starts the time of `work`, from `start` (now, unless the caller has just read the clock).
  /// nil stands for the item the scenario stands at: what a time-out names is then made only
  /// if one happens, not for every step.
  func begin(_ work: TimedWork?, at start: ContinuousClock.Instant = .now) {
    self.work = work
    started = start
  }

  /// Gives the current step `time` more (time in which nothing could run is not charged to it).
  func extend(by time: Duration) { started += time }

  /// What is left of the current step's time.
  var remaining: Duration { limit - started.duration(to: .now) }
}
