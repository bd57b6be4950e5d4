import Evergreen
import EvergreenReporting
import Observation
import Testing

private enum SearchID { case query }

/// Reads the greeting in its reducer and in its effect.
private struct Greeter: Reducer {
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout Journal, action: Probe) -> Effect<Probe> {
    switch action {
    case .tap:
      state.entries.append("reducer: \(greeting.text)")
      return .run { send in await send(.got("effect: \(greeting.text)")) }
    case .got(let text):
      state.entries.append(text)
      return .none
    default:
      return .none
    }
  }
}

/// Reads the live-only weather dependency inside its effect.
private struct Forecaster: Reducer {
  static let readingLine = #line + 1
  @Dependency(\.weather) var weather

  func reduce(into state: inout Journal, action: Probe) -> Effect<Probe> {
    state.entries.append(name(of: action))
    guard action == .tap else { return .none }
    return .run { send in await send(.got(weather.forecast)) }
  }
}

/// Debounces a search on the clock dependency.
private struct Search: Reducer {
  @Dependency(\.clock) var clock

  func reduce(into state: inout Journal, action: Probe) -> Effect<Probe> {
    state.entries.append(name(of: action))
    guard case .start(let query) = action else { return .none }
    return .run { send in await send(.got("results for \(query)")) }
      .debounce(id: SearchID.query, for: .seconds(1), clock: clock)
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    var child = Journal()
    var forwarded: [String] = []
  }
  enum Action: Sendable {
    case child(Probe)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(let probe):
        state.forwarded.append(name(of: probe))
        state.child.entries.append(name(of: probe))
        return probe == .tap ? .run { send in await send(.child(.got("child effect"))) } : .none
      }
    }
  }
}

/// Lets a reducer send to the store that runs it, to check re-entrant sends wait their turn.
@MainActor
private final class StoreBox {
  weak var store: Store<Journal, Probe>?
}

// The limit guards against a hang. It is wide: a main-actor test waits behind every other one, and
// with another CPU-bound process on CI's two cores that wait once passed a minute.
@MainActor
@Suite("A Store", .timeLimit(.minutes(5)))
struct StoreTests {
  @Test("it captures dependencies at creation and applies them to its reducer and effects")
  func capturesDependencies() async {
    let store = withDependencies {
      $0.greeting = Greeting(text: "outer")
    } operation: {
      Store(initialState: Journal()) { Greeter() }
    }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["reducer: outer", "effect: outer"])
  }

  @Test("its withDependencies closure changes the dependencies around it")
  func withDependenciesClosure() async {
    let store = withDependencies {
      $0.greeting = Greeting(text: "outer")
    } operation: {
      Store(initialState: Journal()) {
        Greeter()
      } withDependencies: {
        #expect($0.greeting.text == "outer")
        $0.greeting = Greeting(text: "closure")
      }
    }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["reducer: closure", "effect: closure"])
  }

  @Test("a store created in the preview context runs its reducer with preview values")
  func previewStore() async {
    let store = Store(initialState: Journal()) {
      Greeter()
    } withDependencies: {
      $0.context = .preview
    }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["reducer: preview", "effect: preview"])
  }

  @Test("debounce with an ImmediateClock runs the effect after the wait")
  func debounceImmediately() async {
    let clock = ImmediateClock()
    let store = Store(initialState: Journal()) {
      Search()
    } withDependencies: {
      $0.clock = clock
    }
    await store.send(.start(1)).finish()
    #expect(store.state.entries == ["start 1", "results for 1"])
    #expect(clock.now.offset == .seconds(1))
  }

  @Test("debounce lets only the last of a burst run")
  func debounceBurst() async {
    let store = Store(initialState: Journal()) {
      Search()
    } withDependencies: {
      $0.clock = ImmediateClock()
    }
    let tasks = (1...3).map { store.send(.start($0)) }
    for task in tasks { await task.finish() }
    #expect(store.state.entries == ["start 1", "start 2", "start 3", "results for 3"])
  }

  @Test("debounce on an unimplemented clock fails the test and runs nothing")
  func debounceUnimplementedClock() async {
    let store = Store(initialState: Journal()) { Search() }
    let issues = await IssueCollector.collect {
      await store.send(.start(1)).finish()
    }
    #expect(issues.map { $0.message.prefix(39) } == ["UnimplementedClock 'clock' was slept on"])
    #expect(store.state.entries == ["start 1"])
  }

  @Test(
    "an effect reading a dependency with no test value fails at its @Dependency, without live code")
  func missingTestValueInEffect() async throws {
    let liveBuildsBefore = Weather.liveBuilds.count
    let store = Store(initialState: Journal()) { Forecaster() }
    let issues = await IssueCollector.collect {
      await store.send(.tap).finish()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == Forecaster.readingLine)
    #expect(issue.fileID.hasSuffix("StoreTests.swift"))
    #expect(store.state.entries == ["tap", "unimplemented"])
    #expect(Weather.liveBuilds.count == liveBuildsBefore)
  }

  @Test("withObservationTracking sees a state change")
  func observation() {
    let store = journalStore { _ in .none }
    let changed = Flag()
    withObservationTracking {
      _ = store.state.entries
    } onChange: {
      changed.raise()
    }
    #expect(!changed.isRaised)
    store.send(.tap)
    #expect(changed.isRaised)
  }

  @Test("a scoped store reads its state through the key path and forwards its actions")
  func scope() async {
    let parent = Store(initialState: Parent.State()) { Parent() }
    let child = parent.scope(state: \.child, action: /Parent.Action.child)
    let changed = Flag()
    withObservationTracking {
      _ = child.state
    } onChange: {
      changed.raise()
    }
    await child.send(.tap).finish()
    #expect(changed.isRaised)
    #expect(parent.state.forwarded == ["tap", "child effect"])
    #expect(child.state.entries == ["tap", "child effect"])
  }

  @Test("an action sent while another is being reduced waits its turn")
  func reentrantSendIsQueued() {
    let box = StoreBox()
    let store = journalStore { action in
      if action == .tap { box.store?.send(.got("sent during tap")) }
      return action == .tap ? .send(.got("tap's own send")) : .none
    }
    box.store = store
    store.send(.tap)
    #expect(store.state.entries == ["tap", "tap's own send", "sent during tap"])
  }
}
