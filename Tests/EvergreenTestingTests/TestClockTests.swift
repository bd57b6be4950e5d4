import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("TestClock moves only when the test moves it")
struct TestClockTests {
  @Test("sleepers wake in deadline order, only when the clock passes their deadline")
  func orderedWakeUps() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    let issues = await IssueCollector.collect {
      await store.send(.sleepEarlyAndLate)
      await clock.advance(by: .milliseconds(998))
      #expect(clock.sleeperCount == 2)
      await clock.advance(by: .milliseconds(1))
      await store.receive(.logged("early")) { $0.log = ["early"] }
      await clock.advance(by: .milliseconds(1))
      await store.receive(.logged("late")) { $0.log = ["early", "late"] }
      await store.finish()
    }
    #expect(issues.messages == [])
    #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
  }

  @Test("one advance across several deadlines wakes every sleeper in order, including ones scheduled meanwhile")
  func repeatingTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    let issues = await IssueCollector.collect {
      await store.send(.startTimer) { $0.isTimerOn = true }
      await clock.advance(by: .seconds(3))
      await store.receive(.tick) { $0.ticks = 1 }
      await store.receive(.tick) { $0.ticks = 2 }
      await store.receive(.tick) { $0.ticks = 3 }
      await store.send(.stopTimer) { $0.isTimerOn = false }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("cancelling a sleeping effect removes its sleeper")
  func cancellationRemovesSleeper() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    await store.send(.startTimer) { $0.isTimerOn = true }
    #expect(clock.sleeperCount == 1)
    await store.send(.stopTimer) { $0.isTimerOn = false }
    #expect(clock.sleeperCount == 0)
    let issues = await IssueCollector.collect {
      await clock.advance(by: .seconds(10))
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("advance(to:) and run() move now to the target and to the last deadline")
  func advanceToAndRun() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    let issues = await IssueCollector.collect {
      await store.send(.sleepEarlyAndLate)
      await clock.advance(to: TestClock.Instant(offset: .milliseconds(999)))
      #expect(clock.now == TestClock.Instant(offset: .milliseconds(999)))
      await store.receive(.logged("early")) { $0.log = ["early"] }
      await clock.run()
      #expect(clock.now == TestClock.Instant(offset: .seconds(1)))
      await store.receive(.logged("late")) { $0.log = ["early", "late"] }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("run() reports a timer that never runs out instead of looping forever")
  func runStopsOnEndlessTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    var line = 0
    let issues = await IssueCollector.collect {
      await store.send(.startTimer) { $0.isTimerOn = true }
      line = #line + 1
      await clock.run(maxWakeUps: 5)
      await store.skipReceivedActions()
      await store.send(.stopTimer) { $0.isTimerOn = false }
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("TestClock.run() woke 5 sleepers and sleepers remain") == true)
    #expect(issues.first?.line == line)
    #expect(store.state.ticks == 5)
  }

  @Test("sleeping until a deadline already passed returns at once; now never goes backwards")
  func pastDeadline() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }
}
