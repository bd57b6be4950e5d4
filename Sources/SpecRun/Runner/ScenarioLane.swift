import CucumberMessages

/// Runs test cases one after another in one long-lived task, so a run of thousands of scenarios
/// starts no task, wakes no thread and sets no timer per scenario: a scenario whose steps never
/// suspend runs straight through, from the previous one's end to the next one's start.
///
/// ```swift
/// let lane = ScenarioLane(watchdog: watchdog, stepTimeout: .seconds(60))
/// await lane.run(next: { queue.popFirst().map { (executor, $0, 0) } }) { attempt in
///   for envelope in attempt.envelopes { send(envelope) }
/// }
/// ```
///
/// Every step and hook has `stepTimeout` from when it begins (the run's one `StepWatchdog`
/// times the lane's ``StepWatch``). One that has not finished by then fails, named by the
/// ``ScenarioExecutor``; its task is cancelled and left behind with it, and the lane goes on in a
/// fresh task: the rest of that scenario, then the next ones. `--parallel` runs several lanes,
/// each taking the next test case as it finishes one. A failed attempt with retries left
/// (``RetryPolicy``) runs again at once, in the same lane, from a fresh context.
@MainActor
struct ScenarioLane {
  let watchdog: StepWatchdog
  let stepTimeout: Duration

  /// Runs the test cases `next` hands out (each with the executor of its app and the retries a
  /// failure may have) until it hands out none, giving each attempt to `finished` as it ends.
  func run(
    next: @escaping @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)?,
    finished: @escaping @MainActor (ScenarioExecutor.ScenarioAttempt) -> Void
  ) async {
    let worker = StepWorker(watchdog: watchdog)
    let place = Place()
    while true {
      let watch = StepWatch(limit: stepTimeout)
      let drained = await worker.run(watching: watch) {
        await Self.drive(place, watch, next: next, finished: finished)
      }
      if drained == true { return }
      // A step ran out of time (its task is left behind): it fails, and the lane goes on in a
      // fresh task.
      // Stopping what a finished scenario left running took too long: its result stands.
      guard let scenario = place.current else { continue }
      if scenario.hasRunEveryItem {
        Self.end(scenario, place, finished)
      } else {
        scenario.executor.timedOut(scenario, watch)
      }
    }
  }

  /// Reports the test cases `next` hands out without running any step or hook (`--dry-run`),
  /// each in turn in the calling task: nothing of the user's code runs, so there is nothing to
  /// time and no task to start. An attempt that would run again (a broken step, with `--retry`)
  /// is reported again, as in a run.
  static func skipEach(
    next: @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)?,
    finished: @MainActor (ScenarioExecutor.ScenarioAttempt) -> Void
  ) {
    let place = Place()
    while let scenario = place.current ?? next().map({ $0.start($1, retries: $2) }) {
      scenario.executor.skipEveryItem(scenario)
      end(scenario, place, finished)
    }
  }

  /// Runs scenarios in the current task while `watch` is not abandoned; true when `next` handed
  /// out no more.
  private static func drive(
    _ place: Place, _ watch: StepWatch, next: @MainActor () -> (ScenarioExecutor, TestCasePlan, retries: Int)?,
    finished: @MainActor (ScenarioExecutor.ScenarioAttempt) -> Void
  ) async -> Bool {
    while true {
      let scenario: ScenarioExecutor.RunningScenario
      if let current = place.current {
        scenario = current
      } else {
        guard let (executor, plan, retries) = next() else { return true }
        scenario = executor.start(plan, retries: retries)
        place.current = scenario
      }
      guard await scenario.executor.proceed(scenario, watch) else { return false }
      end(scenario, place, finished)
    }
  }

  /// Ends the scenario's attempt: gives it to `finished`, and puts its next attempt in `place`
  /// when it runs again (nothing otherwise).
  private static func end(
    _ scenario: ScenarioExecutor.RunningScenario, _ place: Place,
    _ finished: @MainActor (ScenarioExecutor.ScenarioAttempt) -> Void
  ) {
    let attempt = scenario.executor.finished(scenario)
    place.current =
      attempt.willBeRetried
      ? scenario.executor.start(scenario.plan, attempt: attempt.number + 1, retries: scenario.retries) : nil
    finished(attempt)
  }

  /// The scenario a lane is in the middle of, kept across the tasks it runs in.
  private final class Place {
    var current: ScenarioExecutor.RunningScenario?
  }
}
