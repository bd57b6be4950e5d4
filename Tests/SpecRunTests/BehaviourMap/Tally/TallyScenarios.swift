import Foundation
import SpecRun

/// The tally's step library and scenarios; the behaviour map reads the feature's source from this
/// test target's own folder.
enum TallyScenarios {
  /// The folder holding `TallyFeature.swift`.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

  static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.given("a tally") { context in
      context.start(ScenarioStoreOf<TallyFeature>(initialState: .init()) { TallyFeature() })
    }
    steps.when("I count one") { context in
      try await context.require(ScenarioStoreOf<TallyFeature>.self).send(.incrementTapped)
    }
    steps.when("I save") { context in
      try await context.require(ScenarioStoreOf<TallyFeature>.self).send(.saveTapped)
    }
    return steps
  }

  /// Counting sends one case, saving sends one and receives two; resetting and failing are never used.
  static let feature = """
    @non-exhaustive
    Feature: <Tally> & counting

      Scenario: Counting <one>
        Given a tally
        When I count one

      Scenario: Saving
        Given a tally
        When I save
    """

  static func catalog(specsFolder: String) -> SpecCatalog {
    SpecCatalog(
      title: "Tally", specsFolder: specsFolder, apps: [SpecApp("Tally", folder: "", sources: sources, steps: steps)])
  }
}
