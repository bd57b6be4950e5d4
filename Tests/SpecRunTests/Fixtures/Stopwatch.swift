import Evergreen
import SpecRun

/// A stopwatch whose ticking effect runs until it is cancelled.
struct Stopwatch: Reducer {
  struct State: Equatable { var isRunning = false }
  enum Action: Equatable, Sendable { case start }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isRunning = true
    return .run { _ in
      let (ticks, feeder) = AsyncStream<Never>.makeStream()
      for await _ in ticks {}
      feeder.finish()
    }
  }
}

/// Steps that start a stopwatch in a scenario store and leave it running.
enum StopwatchSteps {
  /// The line of the `send` that starts the stopwatch, as reports name it.
  static let sendLine = #line + 8

  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("a stopwatch") { context in
      context.start(ScenarioStoreOf<Stopwatch>(initialState: .init()) { Stopwatch() })
    }
    steps.when("I start it") { context in
      try await context.require(ScenarioStoreOf<Stopwatch>.self).send(.start)
    }
    steps.then("it runs") { context in
      try context.require(ScenarioStoreOf<Stopwatch>.self).expect(\.isRunning, true)
    }
    return steps
  }
}
