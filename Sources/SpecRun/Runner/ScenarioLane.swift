import CucumberMessages

/// Runs test cases one after another in one long-lived task, so a run of thousands of scenarios
/// starts no task, wakes no thread and sets no timer per scenario: a scenario whose steps never
/// suspend runs straight through, from the previous one's end to the next one's start.
///
/// ```swift
/// let lane = ScenarioLane(watchdog: watchdog, stepTimeout: .seconds(60))
/// await lane.run(next: { queue.popFirst().map { (executor, $0) } }) { envelopes, status in
///   for envelope in envelopes { send(envelope) }
/// }
/// ```
///
/// Every step and hook has `stepTimeout` from when it begins (the run's one ``StepWatchdog``
/// times the lane's ``StepWatch``). One that has not finished by then fails, named by the
/// ``ScenarioExecutor``; its task is cancelled and left behind with it, and the lane goes on in a
/// fresh task: the rest of that scenario, then the next ones. `--parallel` runs several lanes,
/// each taking the next test case as it finishes one.
@MainActor
struct ScenarioLane {
  let watchdog: StepWatchdog
  let stepTimeout: Duration

  /// Runs the test cases `next` hands out (each with the executor of its app) until it hands
  /// out none, giving each one's messages and most severe status to `finished` as it ends.
  func run(
    next: @escaping @MainActor () -> (ScenarioExecutor, TestCasePlan)?,
    finished: @escaping @MainActor ([Messages.Envelope], Messages.TestStepResultStatus) -> Void
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
        place.current = nil
        let (envelopes, status) = scenario.executor.finished(scenario)
        finished(envelopes, status)
      } else {
        scenario.executor.timedOut(scenario, watch)
      }
    }
  }

  /// Runs scenarios in the current task while `watch` is not abandoned; true when `next` handed
  /// out no more.
  private static func drive(
    _ place: Place, _ watch: StepWatch, next: @MainActor () -> (ScenarioExecutor, TestCasePlan)?,
    finished: @MainActor ([Messages.Envelope], Messages.TestStepResultStatus) -> Void
  ) async -> Bool {
    while true {
      let scenario: ScenarioExecutor.RunningScenario
      if let current = place.current {
        scenario = current
      } else {
        guard let (executor, plan) = next() else { return true }
        scenario = executor.start(plan)
        place.current = scenario
      }
      guard await scenario.executor.proceed(scenario, watch) else { return false }
      place.current = nil
      let (envelopes, status) = scenario.executor.finished(scenario)
      finished(envelopes, status)
    }
  }

  /// The scenario a lane is in the middle of, kept across the tasks it runs in.
  private final class Place {
    var current: ScenarioExecutor.RunningScenario?
  }
}
