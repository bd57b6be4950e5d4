import Evergreen
import EvergreenReporting

extension TestStore {
  /// The checks of `finish()`, for a store released without it. Runs in `deinit`, on whatever task
  /// dropped the last reference, so it touches only thread-safe parts. Each failure is reported at
  /// the line of the `send` that started the effect (the release itself has no line).
  nonisolated static func checkAtRelease(tracker: EffectTracker, inbox: ActionInbox<Action>?, runtime: EffectRuntime?) {
    for issue in tracker.effectIssues.drain() { tracker.storeSite.report(issue) }
    let unreceived = inbox?.removeAllReceived() ?? []
    let inFlight = tracker.inFlight()
    let exhaustivity = tracker.state.withLock { $0.exhaustivity }
    let when = "when the TestStore was released (the test ended without 'await store.finish()')"
    for received in unreceived {
      let site = received.origin?.site ?? tracker.storeSite
      let message = unreceivedMessage([received], when: when)
      switch exhaustivity {
      case .on: reportIssue(site.issue(message))
      case .off(showSkippedAssertions: true): noteSkippedAssertion(site.issue(message))
      case .off(showSkippedAssertions: false): break
      }
    }
    for (origin, description) in inFlight {
      let message = inFlightMessage([description], when: when)
      switch exhaustivity {
      case .on: reportIssue(origin.site.issue(message))
      case .off(showSkippedAssertions: true): noteSkippedAssertion(origin.site.issue(message))
      case .off(showSkippedAssertions: false): break
      }
    }
    // Wind the effects down so their tasks end instead of staying parked forever.
    runtime?.cancelAll()
    repeat {
      for delivery in inbox?.takeDeliveries() ?? [] { delivery.continuation.resume() }
    } while tracker.executor.runUntilEmpty() > 0 || inbox?.hasDeliveries == true
    _ = tracker.effectIssues.drain()
  }
}
