import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("A test store tells whether it has anything left to settle or report")
struct TestStoreIdleTests {
  @Test("a store is idle until an effect runs, and again once what it left is taken in or stopped")
  func idleOnlyWithNothingLeft() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    #expect(store.isIdle)
    await store.send(.incrementTapped) { $0.count = 1 }
    #expect(store.isIdle)
    await store.send(.factTapped) { $0.isLoading = true }
    // The effect ended, but fed back an action nobody received yet.
    #expect(!store.hasInFlightEffects)
    #expect(!store.isIdle)
    await store.skipReceivedActions()
    #expect(store.isIdle)
    await store.send(.startTimer) { $0.isTimerOn = true }
    #expect(!store.isIdle)
    await store.skipInFlightEffects()
    #expect(store.isIdle)
  }

  @Test("a store counts every action it reduces, sent by the test or fed back by an effect")
  func countsReducedActions() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    #expect(store.reducedActionCount == 0)
    await store.send(.incrementTapped) { $0.count = 1 }
    #expect(store.reducedActionCount == 1)
    await store.send(.factTapped) { $0.isLoading = true }
    #expect(store.reducedActionCount == 3)
    await store.receive(.factResponse("1 is a good number")) {
      $0.isLoading = false
      $0.fact = "1 is a good number"
    }
    #expect(store.reducedActionCount == 3)
  }
}
