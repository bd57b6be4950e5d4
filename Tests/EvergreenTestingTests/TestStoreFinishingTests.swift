import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("Finishing a test: every action received, every effect ended")
struct TestStoreFinishingTests {
  @Test("an action fed back and never received fails at finish, naming the send that caused it")
  func unreceivedAtFinish() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var sendLine = 0
    var finishLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.factTapped) { $0.isLoading = true }
      finishLine = #line + 1
      await store.finish()
    }
    #expect(
      issues.messages == [
        """
        1 action(s) fed back by effects were not received at the end of the test:
          • .factResponse("0 is a good number"), fed back by the effect started by send(.factTapped) \
        at EvergreenTestingTests/TestStoreFinishingTests.swift:\(sendLine)

        Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
        """
      ])
    #expect(issues.first?.line == finishLine)
  }

  @Test("an effect still running at finish fails, naming the action and line that started it, and is cancelled")
  func inFlightAtFinish() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    var sendLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.finish()
    }
    #expect(
      issues.messages == [
        """
        1 effect(s) still running at the end of the test:
          • the effect started by send(.startTimer) at \
        EvergreenTestingTests/TestStoreFinishingTests.swift:\(sendLine): waiting on the TestClock \
        (1 sleeper(s)); advance the clock with 'advance(by:)' or 'run()'

        Let each effect end (advance the TestClock, send the action that stops it), cancel it in the \
        reducer, or skip it with 'await store.skipInFlightEffects()'.
        """
      ])
    #expect(clock.sleeperCount == 0)
  }

  @Test("an effect started by a fed-back action and still running at finish names that action and the send at its root")
  func fedBackInFlightAtFinish() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) {
      Reduce<Lab.State, Lab.Action> { state, action in
        switch action {
        case .factTapped:
          return .send(.factResponse("ready"))
        case .factResponse(let fact):
          state.fact = fact
          return Lab(clock: clock).reduce(into: &state, action: .startTimer)
        default:
          return .none
        }
      }
    }
    var sendLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.factTapped)
      await store.receive(.factResponse("ready")) {
        $0.fact = "ready"
        $0.isTimerOn = true
      }
      await store.finish()
    }
    #expect(
      issues.messages == [
        """
        1 effect(s) still running at the end of the test:
          • the effect started by .factResponse("ready") (fed back by the effects of send(.factTapped) at \
        EvergreenTestingTests/TestStoreFinishingTests.swift:\(sendLine)): waiting on the TestClock \
        (1 sleeper(s)); advance the clock with 'advance(by:)' or 'run()'

        Let each effect end (advance the TestClock, send the action that stops it), cancel it in the \
        reducer, or skip it with 'await store.skipInFlightEffects()'.
        """
      ])
    #expect(clock.sleeperCount == 0)
  }

  @Test("a store released with an effect running fails at the line of the send that started it")
  func inFlightAtRelease() async throws {
    let clock = TestClock()
    var sendLine = 0
    let issues = await IssueCollector.collect {
      let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
      sendLine = #line + 1
      await store.send(.startTimer) { $0.isTimerOn = true }
    }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(
      issue.message.hasPrefix(
        """
        1 effect(s) still running when the TestStore was released (the test ended without \
        'await store.finish()'):
          • the effect started by send(.startTimer) at \
        EvergreenTestingTests/TestStoreFinishingTests.swift:\(sendLine): waiting on the TestClock
        """))
    #expect(issue.line == sendLine)
    #expect(clock.sleeperCount == 0, "releasing the store cancels its effects")
  }

  @Test("a store released with an action not received fails at the line of the send that caused it")
  func unreceivedAtRelease() async throws {
    var sendLine = 0
    let issues = await IssueCollector.collect {
      let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
      sendLine = #line + 1
      await store.send(.factTapped) { $0.isLoading = true }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == sendLine)
    #expect(
      issues.first?.message.hasPrefix(
        "1 action(s) fed back by effects were not received when the TestStore was released") == true)
  }

  @Test("the release check reaches Swift Testing from deinit: it runs on the test's own task")
  func releaseReachesSwiftTesting() async {
    let clock = TestClock()
    await withKnownIssue {
      let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
      await store.send(.startTimer) { $0.isTimerOn = true }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("still running when the TestStore was released")
        && issue.sourceLocation?.fileName == "TestStoreFinishingTests.swift"
    }
  }

  @Test("an error thrown out of a .run without catch is reported from the test's task at the effect's line")
  func unhandledError() async throws {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.throwing)
      await store.finish()
    }
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.fileID == "EvergreenTestingTests/Lab.swift")
    #expect(issue.filePath.hasSuffix("Fixtures/Lab.swift"))
    #expect(issue.message.contains("threw an error that nothing handled: Boom()"))
  }

  @Test("skipReceivedActions drops the actions waiting; strict mode fails when there are none")
  func skipReceived() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    var line = 0
    let issues = await IssueCollector.collect {
      await store.send(.factTapped) { $0.isLoading = true }
      await store.skipReceivedActions()
      await store.skipReceivedActions(strict: false)
      line = #line + 1
      await store.skipReceivedActions()
      await store.finish()
    }
    #expect(
      issues.messages == ["There were no received actions to skip.\n\nRemove this call, or pass 'strict: false'."])
    #expect(issues.first?.line == line)
    #expect(store.state.fact == "0 is a good number")
  }

  @Test("skipInFlightEffects cancels running effects; strict mode fails when none runs")
  func skipInFlight() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    var line = 0
    let issues = await IssueCollector.collect {
      await store.send(.startTimer) { $0.isTimerOn = true }
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
      line = #line + 1
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(
      issues.messages == ["There were no in-flight effects to skip.\n\nRemove this call, or pass 'strict: false'."])
    #expect(issues.first?.line == line)
    #expect(clock.sleeperCount == 0)
  }
}
