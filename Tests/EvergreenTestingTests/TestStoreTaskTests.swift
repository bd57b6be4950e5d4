import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

@MainActor
@Suite("A send's task ends the long-living effects it started; withExhaustivity relaxes one block")
struct TestStoreTaskTests {
  @Test("cancelling the task of a send ends the listener it started, and the test finishes cleanly")
  func cancelEndsListener() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock(), stream: stream) }
    let issues = await IssueCollector.collect {
      let listening = await store.send(.listen)
      continuation.yield(3)
      await store.settle()
      await store.receive(.heard(3)) { $0.count = 3 }
      await listening.cancel()
      continuation.yield(4)
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("finishing a task whose effect still runs fails at once and names it; once the stream ends it passes")
  func finishNamesWhatRuns() async {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock(), stream: stream) }
    var sendLine = 0
    var finishLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      let listening = await store.send(.listen)
      finishLine = #line + 1
      await listening.finish()
      continuation.finish()
      await listening.finish()
      await store.finish()
    }
    let site = "EvergreenTestingTests/TestStoreTaskTests.swift:\(sendLine)"
    #expect(
      issues.messages == [
        """
        The effects of send(.listen) at \(site) did not finish; 1 still running:
          • the effect started by send(.listen) at \(site): waiting on something outside the test's \
        control (not the TestClock, not send): a real 'Task.sleep', 'Task {}', 'Task.detached', \
        'DispatchQueue', I/O, or a continuation the test must resume

        Let each end (advance the TestClock, finish the stream it listens to), or end them with \
        'await task.cancel()'.
        """
      ])
    #expect(issues.first?.line == finishLine)
  }

  @Test("a task lists its own effects still running, without running anything")
  func listsItsRunningEffects() async {
    let (stream, _) = AsyncStream<Int>.makeStream()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock(), stream: stream) }
    var sendLine = 0
    _ = await IssueCollector.collect {
      let counting = await store.send(.incrementTapped) { $0.count = 1 }
      sendLine = #line + 1
      let listening = await store.send(.listen)
      #expect(counting.effectsStillRunning.isEmpty)
      #expect(
        listening.effectsStillRunning == [
          "the effect started by send(.listen) at EvergreenTestingTests/TestStoreTaskTests.swift:\(sendLine): waiting on "
            + "something outside the test's control (not the TestClock, not send): a real 'Task.sleep', 'Task {}', "
            + "'Task.detached', 'DispatchQueue', I/O, or a continuation the test must resume"
        ])
      await listening.cancel()
      #expect(listening.effectsStillRunning.isEmpty)
    }
  }

  @Test("a task answers only for its own send: cancelling the listener leaves the timer running")
  func tasksAreSeparate() async {
    let (stream, _) = AsyncStream<Int>.makeStream()
    let clock = TestClock()
    let store = TestStore(initialState: Lab.State()) { Lab(clock: clock, stream: stream) }
    let issues = await IssueCollector.collect {
      let timer = await store.send(.startTimer) { $0.isTimerOn = true }
      let listening = await store.send(.listen)
      await listening.cancel()
      await listening.finish()
      await timer.finish()
      await timer.cancel()
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The effects of send(.startTimer) at ") == true)
  }

  @Test("withExhaustivity(.off) relaxes its block only, and puts the previous setting back")
  func withExhaustivity() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.withExhaustivity(.off) {
        await store.send(.incrementTapped)
        await store.send(.factTapped)
        await store.skipReceivedActions()
      }
      #expect(store.exhaustivity == .on)
      await store.send(.incrementTapped)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("State was not expected to change after send(.incrementTapped)") == true)
  }
}
