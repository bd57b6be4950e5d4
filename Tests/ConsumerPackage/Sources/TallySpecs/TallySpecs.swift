import SpecRun
import Tally

/// The steps that replay Specs/Tally.
public enum TallySpecs {
  public static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.given("the tally starts at {int}") { (context, count: Int) in
      context.start(ScenarioStoreOf<TallyFeature>(initialState: TallyFeature.State(count: count)) { TallyFeature() })
    }
    steps.when("I tap the tally") { context in
      try await context.require(ScenarioStoreOf<TallyFeature>.self).send(.tapped)
    }
    steps.when("I reset the tally") { context in
      try await context.require(ScenarioStoreOf<TallyFeature>.self).send(.resetTapped)
    }
    steps.then("the tally shows {int}") { (context, count: Int) in
      try context.require(ScenarioStoreOf<TallyFeature>.self).expect(\.count, count)
    }
    return steps
  }
}
