import EvergreenTesting
import Testing

// The samples of Sources/EvergreenTesting/EvergreenTesting.docc/TestingEffectsInTime.md.

struct Lookup: Reducer {
  struct State: Equatable {
    var query = ""
    var answer: String?
    var seconds = 0
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case answered(String)
    case timerStarted
    case tick
    case timerStopped
  }

  enum CancelID: Hashable, Sendable { case lookup, timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .send(.answered("\(query)!"))
          .debounce(id: CancelID.lookup, for: .milliseconds(300), clock: clock)
      case .answered(let answer):
        state.answer = answer
        return .none
      case .timerStarted:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      case .timerStopped:
        return .cancel(id: CancelID.timer)
      }
    }
  }
}

@MainActor
@Suite("Testing effects in time: a test clock, debounce, cancellation, long-living effects")
struct TestingEffectsInTimeTests {
  @Test("typing quickly looks up only the last query, once the clock has moved 300 ms")
  func debounceKeepsTheLastQuery() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("swift")) { $0.query = "swift" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.answered("swift!")) { $0.answer = "swift!" }
  }

  @Test("a timer ticks once a second until it is cancelled")
  func timerUntilCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.timerStarted)
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0.seconds = 1 }
    await store.receive(.tick) { $0.seconds = 2 }
    await store.send(.timerStopped)
  }

  @Test("a long-living effect ends when the test cancels the task its send returned")
  func longLivingEffectEnds() async {
    let clock = TestClock()
    let store = TestStore(initialState: Lookup.State()) {
      Lookup()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.timerStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await timer.cancel()
  }
}
