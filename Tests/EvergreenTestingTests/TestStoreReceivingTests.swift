import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("Receiving the actions effects feed back")
struct TestStoreReceivingTests {
  @Test("an effect's response is received with its state change, then the test finishes cleanly")
  func receiveEquatable() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped) { $0.count = 1 }
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive(.factResponse("1 is a good number")) {
        $0.isLoading = false
        $0.fact = "1 is a good number"
      }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("a store says an action was fed back and waits to be received, and no longer once it is received")
  func pendingReceivedActions() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      #expect(!store.hasPendingReceivedActions)
      await store.send(.factTapped) { $0.isLoading = true }
      #expect(store.hasPendingReceivedActions)
      #expect(store.pendingReceivedActions == [.factResponse("0 is a good number")])
      await store.receive(.factResponse("0 is a good number")) {
        $0.isLoading = false
        $0.fact = "0 is a good number"
      }
      #expect(!store.hasPendingReceivedActions)
      #expect(store.pendingReceivedActions == [])
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("a store says an effect is in flight while it sleeps on the clock, and no longer once it is cancelled")
  func hasInFlightEffects() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      #expect(!store.hasInFlightEffects)
      await store.send(.incrementTapped) { $0.count = 1 }
      #expect(!store.hasInFlightEffects)
      await store.send(.startTimer) { $0.isTimerOn = true }
      #expect(store.hasInFlightEffects)
      #expect(store.hasInFlightEffects == !store.inFlightEffects.isEmpty)
      await store.send(.stopTimer) { $0.isTimerOn = false }
      #expect(!store.hasInFlightEffects)
      #expect(store.inFlightEffects == [])
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("a predicate, a case path, and a case path with its payload each receive the response")
  func receiveByPredicateAndCasePath() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive({ if case .factResponse = $0 { true } else { false } }) {
        $0.isLoading = false
        $0.fact = "0 is a good number"
      }
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive(/Lab.Action.factResponse) { $0.isLoading = false }
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive(/Lab.Action.factResponse, "0 is a good number") { $0.isLoading = false }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("receiving another action than the one that came fails and names what came and who sent it")
  func wrongAction() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var sendLine = 0
    var receiveLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.factTapped) { $0.isLoading = true }
      receiveLine = #line + 1
      await store.receive(.tick)
    }
    let diff = try #require(difference(Lab.Action.tick, Lab.Action.factResponse("0 is a good number")))
    #expect(
      issues.messages == [
        """
        Received an unexpected action: expected .tick, but received .factResponse("0 is a good number"), \
        fed back by the effect started by send(.factTapped) at \
        EvergreenTestingTests/TestStoreReceivingTests.swift:\(sendLine).

        \(diff)

        Receive the actions in the order the effects send them.
        """
      ])
    #expect(issues.first?.line == receiveLine)
  }

  @Test("a case path with the wrong payload fails with the payload diff")
  func wrongPayload() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.factTapped) { $0.isLoading = true }
      await store.receive(/Lab.Action.factResponse, "42 is the answer")
    }
    let diff = try #require(difference("42 is the answer", "0 is a good number"))
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("Received an unexpected action: expected .factResponse(\"42 is the answer\")")
        == true)
    #expect(issues.first?.message.contains(diff) == true)
  }

  @Test("receiving when no effect runs fails at once and says no action will come")
  func nothingRunning() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var line = 0
    let issues = await IssueCollector.collect {
      await store.send(.incrementTapped) { $0.count = 1 }
      line = #line + 1
      await store.receive(.tick)
    }
    #expect(
      issues.messages == [
        """
        Expected to receive .tick, but no action was received: the effects are idle.
        No effect is running, so no action will come.
        """
      ])
    #expect(issues.first?.line == line)
  }

  @Test("receiving while an effect sleeps on the TestClock fails at once, without moving the clock, naming the sleeper")
  func nothingUntilTheClockMoves() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    var startLine = 0
    let issues = await IssueCollector.collect {
      startLine = #line + 1
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.receive(.tick) { $0.ticks = 1 }
    }
    #expect(clock.now == TestClock.Instant(offset: .zero))
    #expect(
      issues.messages == [
        """
        Expected to receive .tick, but no action was received: the effects are idle.
        Effects still in flight:
          • the effect started by send(.startTimer) at \
        EvergreenTestingTests/TestStoreReceivingTests.swift:\(startLine): waiting on the TestClock \
        (1 sleeper(s)); advance the clock with 'advance(by:)' or 'run()'
        """
      ])
    let cleanup = await IssueCollector.collect {
      await store.send(.stopTimer) { $0.isTimerOn = false }
      await store.finish()
    }
    #expect(cleanup.messages == [])
  }

  // The effect sleeps an hour (a minute ran out once at load 9); a store that waited for it
  // instead would fail here at the time limit, not hang the suite.
  @Test(
    "an effect escaping to a real Task.sleep is reported as waiting outside the test's control, not waited for",
    .timeLimit(.minutes(5)))
  func escapeToRealSleep() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var startLine = 0
    let issues = await IssueCollector.collect {
      startLine = #line + 1
      await store.send(.realSleep)
      await store.receive(.tick)
      await store.skipInFlightEffects()
    }
    #expect(
      issues.messages == [
        """
        Expected to receive .tick, but no action was received: the effects are idle.
        Effects still in flight:
          • the effect started by send(.realSleep) at \
        EvergreenTestingTests/TestStoreReceivingTests.swift:\(startLine): waiting on something outside \
        the test's control (not the TestClock, not send): a real 'Task.sleep', 'Task {}', \
        'Task.detached', 'DispatchQueue', I/O, or a continuation the test must resume
        """
      ])
  }
}
