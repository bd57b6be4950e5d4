import EvergreenReporting
import EvergreenTesting
import XCTest

/// The harness under XCTest: same store, same clock, no Swift Testing.
final class XCTestHarnessTests: XCTestCase {
  @MainActor
  func testTimerTicksUnderXCTest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    let issues = await IssueCollector.collect {
      await store.send(.startTimer) { $0.isTimerOn = true }
      await clock.advance(by: .seconds(2))
      await store.receive(.tick) { $0.ticks = 1 }
      await store.receive(.tick) { $0.ticks = 2 }
      await store.receive(.tick) { $0.ticks = 3 }
    }
    XCTAssertEqual(issues.count, 1, "the third tick never comes")
    XCTAssertTrue(issues.first?.message.contains("waiting on the TestClock (1 sleeper(s))") == true)
    await store.send(.stopTimer) { $0.isTimerOn = false }
    await store.finish()
  }
}
