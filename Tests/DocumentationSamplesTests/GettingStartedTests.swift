import EvergreenTesting
import SpecRun
import Testing

// The samples of Sources/Evergreen/Evergreen.docc/GettingStarted.md.

struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable, Sendable {
    case plusTapped
    case resetTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .plusTapped:
        state.count += 1
        return .none
      case .resetTapped:
        state.count = 0
        return .none
      }
    }
  }
}

enum TallySteps {
  @MainActor
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("the tally shows {int}") { (context, count: Int) in
      let store = ScenarioStoreOf<Tally>(initialState: Tally.State(count: count)) { Tally() }
      context[ScenarioStoreOf<Tally>.self] = store
      context.start(store)
    }
    steps.when("I tap reset") { context in
      try await tally(context).send(.resetTapped)
    }
    steps.then("the tally shows {int} again") { (context, count: Int) in
      try tally(context).expect(\.count, count)
    }
    return steps
  }

  @MainActor
  static func tally(_ context: ScenarioContext) throws -> ScenarioStoreOf<Tally> {
    guard let store = context[ScenarioStoreOf<Tally>.self] else {
      throw StepFailure("No tally yet: start with 'Given the tally shows 0'.")
    }
    return store
  }
}

@MainActor
@Suite("Getting started: from a failing test to a passing scenario")
struct GettingStartedTests {
  @Test("tapping reset brings the tally back to zero")
  func resetBringsTheTallyBackToZero() async {
    let store = TestStore(initialState: Tally.State(count: 3)) { Tally() }
    await store.send(.resetTapped) { $0.count = 0 }
  }

  @Test("the product owner's scenario replays green against the step glue")
  func scenarioReplaysGreen() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Tally
        Scenario: Starting again
          Given the tally shows 3
          When I tap reset
          Then the tally shows 0 again
      """, steps: TallySteps.library)
    #expect(replay.exitCode == 0)
  }

  @Test("a scenario whose expectation is wrong fails with the step glue's message")
  func wrongScenarioFails() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Tally
        Scenario: Starting again
          Given the tally shows 3
          When I tap reset
          Then the tally shows 3 again
      """, steps: TallySteps.library)
    #expect(replay.exitCode == 1)
    #expect(replay.failures["the tally shows 3 again"] != nil)
  }
}
