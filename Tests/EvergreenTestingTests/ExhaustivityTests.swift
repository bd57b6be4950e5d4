import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("Non-exhaustive stores check only what the test asserts")
struct ExhaustivityTests {
  @Test("with exhaustivity off, unasserted changes, unreceived actions and running effects are not failures")
  func offSkipsSilently() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .off
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped)
      await store.send(.factTapped)
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.finish()
    }
    #expect(issues.messages == [])
    #expect(store.skippedAssertions == [])
  }

  @Test("with exhaustivity off, a field the assert closure sets wrongly still fails")
  func offChecksAssertedFields() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .off
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped) { $0.count = 5 }
    }
    let diff = try #require(difference(Lab.State(count: 5), Lab.State(count: 1)))
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("State was not as expected after send(.incrementTapped):\n\n\(diff)") == true)
  }

  @Test("with exhaustivity off, receive skips earlier actions until one matches")
  func offReceiveSkipsAhead() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .off
    let issues = await IssueCollector.collect {
      await store.send(.interleave)
      await store.receive(.logged("b2")) { $0.log = ["a1", "b1", "a2", "b2"] }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("showSkippedAssertions lists what was skipped as notes, never as failures")
  func showSkipped() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .off(showSkippedAssertions: true)
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped)
      await store.send(.factTapped)
      await store.finish()
    }
    #expect(issues.messages == [])
    let diff = difference(Lab.State(), Lab.State(count: 1)) ?? ""
    #expect(store.skippedAssertions.count == 3)
    #expect(
      store.skippedAssertions.first
        == "Skipped assertions after send(.incrementTapped): the state also changed in ways the test did not assert:\n\n\(diff)"
    )
    #expect(
      store.skippedAssertions.last?.hasPrefix(
        "1 action(s) fed back by effects were not received at the end of the test") == true)
  }

  @Test("in Swift Testing, skipped assertions show as known issues and the test still passes")
  func showSkippedInSwiftTesting() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.incrementTapped)
    await store.finish()
    #expect(store.skippedAssertions.count == 1)
  }
}
