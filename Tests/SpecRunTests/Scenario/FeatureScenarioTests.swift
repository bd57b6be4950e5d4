import Evergreen
import SpecRun
import Testing

/// The lamp's scenario object, written as the apps write theirs.
@MainActor
private final class LampScenario: FeatureScenario {
  static let notStartedHint = "The lamp is not on the table yet: start with 'Given a lamp'."
  private(set) var store: ScenarioStoreOf<Lamp>?

  func place() { store = ScenarioStoreOf<Lamp>(initialState: Lamp.State()) { Lamp(warmth: Warmth()) } }
  func brighter() async throws { try await running().send(.brighter) }
  func expectBrightness(_ brightness: Int) throws { try running().expect(\.brightness, brightness) }
}

@MainActor
private var lampSteps: StepLibrary {
  var steps = StepLibrary()
  steps.given("a lamp") { context in LampScenario.of(context).place() }
  steps.when("I turn it brighter") { context in try await LampScenario.of(context).brighter() }
  steps.then("its brightness is {int}") { (context, brightness: Int) in
    try LampScenario.of(context).expectBrightness(brightness)
  }
  return steps
}

@MainActor
@Suite("A feature's scenario object gets its store and its place in the scenario from FeatureScenario")
struct FeatureScenarioTests {
  @Test("the steps of one scenario share one scenario object, and its store is checked")
  func stepsShareTheObject() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Lamp
        Scenario: Brighter
          Given a lamp
          When I turn it brighter
          Then its brightness is 1
      """, steps: lampSteps)
    #expect(replay.exitCode == 0, "\(replay.messages)")
    #expect(replay.results.map(\.status) == [.passed, .passed, .passed, .passed])
  }

  @Test("a step that needs the store before any step started it fails with the scenario's hint")
  func notStarted() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Lamp
        Scenario: No lamp
          When I turn it brighter
      """, steps: lampSteps)
    #expect(replay.exitCode == 1)
    #expect(replay.failures["I turn it brighter"] == "The lamp is not on the table yet: start with 'Given a lamp'.")
  }

  @Test("each scenario starts with a scenario object of its own")
  func freshObjectPerScenario() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Lamp
        Scenario: Brighter
          Given a lamp
          When I turn it brighter
          Then its brightness is 1
        Scenario: Left over
          Then its brightness is 1
      """, steps: lampSteps)
    #expect(replay.failures["its brightness is 1"] == "The lamp is not on the table yet: start with 'Given a lamp'.")
  }

  @Test("a store kept in the scenario object is held to every change described")
  func undescribedChangeFails() async throws {
    let replay = try await FeatureReplay.run(
      """
      Feature: Lamp
        Scenario: Nobody looks
          Given a lamp
          When I turn it brighter
      """, steps: lampSteps)
    #expect(replay.exitCode == 1)
    #expect(replay.failures["Evergreen: every change described"]?.contains("brightness") == true)
  }
}
