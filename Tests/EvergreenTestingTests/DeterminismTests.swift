import Evergreen
import EvergreenReporting
import EvergreenTesting
import Synchronization
import Testing

private enum LabFactKey: DependencyKey {
  static let liveValue: @Sendable (Int) async -> String = { _ in "live" }
  static let testValue: @Sendable (Int) async -> String = { _ in "test" }
}

private enum LabClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "labClock")
}

extension DependencyValues {
  fileprivate var labFact: @Sendable (Int) async -> String {
    get { self[LabFactKey.self] }
    set { self[LabFactKey.self] = newValue }
  }
  fileprivate var labClock: any Clock<Duration> {
    get { self[LabClockKey.self] }
    set { self[LabClockKey.self] = newValue }
  }
}

/// Reads its fact client and clock through dependencies, as app features do.
private struct DependentLab: Reducer {
  struct State: Equatable { var fact = "" }
  enum Action: Equatable, Sendable {
    case fetch
    case fetched(String)
  }
  @Dependency(\.labFact) var fact
  @Dependency(\.labClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fetch:
      return .run { [fact, clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.fetched(await fact(1)))
      }
    case .fetched(let fact):
      state.fact = fact
      return .none
    }
  }
}

@MainActor
@Suite("Effects run deterministically on the test executor, with no timeouts")
struct DeterminismTests {
  @Test("async let, a task group, an actor and a @MainActor hop inside one effect all finish before receive")
  func structuredConcurrency() async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.structuredWork)
      await store.receive(.computed([9, 6, 16, 18])) { $0.computed = [9, 6, 16, 18] }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("merged effects interleave in the same order on every run", arguments: 0..<20)
  func mergedOrder(run: Int) async {
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock()) }
    let issues = await IssueCollector.collect {
      await store.send(.interleave)
      await store.receive(.logged("a1")) { $0.log = ["a1"] }
      await store.receive(.logged("b1")) { $0.log = ["a1", "b1"] }
      await store.receive(.logged("a2")) { $0.log = ["a1", "b1", "a2"] }
      await store.receive(.logged("b2")) { $0.log = ["a1", "b1", "a2", "b2"] }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("an effect reading a stream the test feeds receives each value the test yields")
  func streamFedByTheTest() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let store = TestStore(initialState: Lab.State()) { Lab(clock: TestClock(), stream: stream) }
    let issues = await IssueCollector.collect {
      await store.send(.listen)
      continuation.yield(7)
      await store.receive(.heard(7)) { $0.count = 7 }
      continuation.yield(8)
      continuation.finish()
      await store.receive(.heard(8)) { $0.count = 8 }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("dependencies given at creation, and changed later through store.dependencies, reach reducers and effects")
  func dependencies() async {
    let clock = TestClock()
    let store = TestStore(initialState: DependentLab.State()) {
      DependentLab()
    } withDependencies: {
      $0.labClock = clock
    }
    let issues = await IssueCollector.collect {
      await store.send(.fetch)
      await clock.advance(by: .seconds(1))
      await store.receive(.fetched("test")) { $0.fact = "test" }
      store.dependencies.labFact = { "\($0) from the test" }
      await store.send(.fetch)
      await clock.advance(by: .seconds(1))
      await store.receive(.fetched("1 from the test")) { $0.fact = "1 from the test" }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("a task preferring the TestExecutor runs only when the test drains it")
  func executorRunsOnlyWhenDrained() async {
    let executor = TestExecutor()
    let ran = Mutex(false)
    let task = Task(executorPreference: executor) { ran.withLock { $0 = true } }
    let before = ran.withLock { $0 }
    #expect(!before)
    #expect(executor.pendingJobs == 1)
    executor.runUntilEmpty()
    let after = ran.withLock { $0 }
    #expect(after)
    await task.value
  }

  @Test("settle brings back an effect that hopped to the main actor")
  func settleAfterMainActorHop() async {
    let executor = TestExecutor()
    let steps = Mutex<[String]>([])
    let running = Mutex(1)
    _ = Task(executorPreference: executor) {
      steps.withLock { $0.append("start") }
      await MainActor.run { steps.withLock { $0.append("main") } }
      steps.withLock { $0.append("back") }
      running.withLock { $0 = 0 }
    }
    await executor.settle(inFlight: { running.withLock { $0 } })
    #expect(steps.withLock { $0 } == ["start", "main", "back"])
  }
}

@Suite("The harness also works from a nonisolated test")
struct NonisolatedHarnessTests {
  @Test("a nonisolated test drives a timer and a response through the main-actor store")
  func nonisolatedTest() async {
    let clock = TestClock()
    let store = await TestStore(initialState: Lab.State()) { Lab(clock: clock) }
    let issues = await IssueCollector.collect {
      await store.send(.startTimer) { $0.isTimerOn = true }
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.ticks = 1 }
      await store.send(.stopTimer) { $0.isTimerOn = false }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("a store released by a nonisolated test reports from that test's task, off the main actor")
  func nonisolatedRelease() async {
    let clock = TestClock()
    var sendLine = 0
    let issues = await IssueCollector.collect {
      let store = await TestStore(initialState: Lab.State()) { Lab(clock: clock) }
      sendLine = #line + 1
      await store.send(.startTimer) { $0.isTimerOn = true }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == sendLine)
    #expect(issues.first?.message.contains("still running when the TestStore was released") == true)
    #expect(clock.sleeperCount == 0)
  }

  @Test("a nonisolated test feeding a stream from its own task is not mistaken for an escaped effect")
  func nonisolatedStream() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let store = await TestStore(initialState: Lab.State()) { Lab(clock: TestClock(), stream: stream) }
    let issues = await IssueCollector.collect {
      await store.send(.listen)
      continuation.yield(3)
      await store.receive(.heard(3)) { $0.count = 3 }
      continuation.finish()
      await store.finish()
    }
    #expect(issues.messages == [])
  }
}
