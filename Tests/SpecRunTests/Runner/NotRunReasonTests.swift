import Testing

@testable import SpecRun

@Suite("A run's end says why scenarios did not run, and never passes a shortfall it cannot explain")
struct NotRunReasonTests {
  private func tally(planned: Int, started: Int, failed: Bool = false, beforeAllFailed: Bool = false) -> RunTally {
    var tally = RunTally()
    tally.planned = planned
    tally.started = started
    tally.failed = failed
    tally.beforeAllFailed = beforeAllFailed
    return tally
  }

  private func reason(
    _ tally: RunTally, loadingCutShort: Bool = false, interrupted: Bool = false, unread: Bool = false,
    failFast: Bool = false
  ) -> NotRunReason? {
    NotRunReason(tally, loadingCutShort: loadingCutShort, interrupted: interrupted, unread: unread, failFast: failFast)
  }

  @Test("every planned scenario started: nothing to say")
  func allStarted() {
    #expect(reason(tally(planned: 3, started: 3)) == nil)
    #expect(reason(tally(planned: 3, started: 3, failed: true), failFast: true) == nil)
  }

  @Test("a shortfall with no failure, or without --fail-fast, is specrun's bug, not --fail-fast")
  func unexplained() {
    let short = tally(planned: 1, started: 0)
    #expect(reason(short) == .unexplained)
    #expect(reason(tally(planned: 3, started: 1, failed: true)) == .unexplained)
    #expect(reason(tally(planned: 3, started: 1), failFast: true) == .unexplained)
    #expect(
      NotRunReason.unexplained.message(short)
        == "1 of 1 scenarios did not run. specrun does not know why, which is a bug in specrun: please report it with the command you ran."
    )
  }

  @Test("--fail-fast after a failure, an interruption, an unread report and a failed before-all hook each say so")
  func known() {
    let short = tally(planned: 3, started: 1, failed: true)
    #expect(reason(short, failFast: true) == .failFast)
    #expect(
      NotRunReason.failFast.message(short)
        == "--fail-fast stopped the run at the first failure: 2 of 3 scenarios did not run.")
    #expect(reason(short, interrupted: true, failFast: true) == .interrupted)
    #expect(reason(tally(planned: 0, started: 0), interrupted: true) == .interruptedBeforeChoosing)
    #expect(reason(tally(planned: 0, started: 0), loadingCutShort: true, interrupted: true) == .interruptedWhileLoading)
    #expect(reason(tally(planned: 3, started: 1), unread: true) == .unread)
    #expect(reason(tally(planned: 3, started: 0, beforeAllFailed: true)) == .beforeAllFailed)
  }
}
