import Foundation
import SpecRun
import Testing

@MainActor
@Suite("A feature written in a test is replayed against a step library, to show a step failing on purpose")
struct FeatureReplayTests {
  @Test("each step's result and a failing step's message by its text; the temporary file is gone afterwards")
  func replaysAndTidiesUp() async throws {
    let replay = try await FeatureReplay.run(
      "Feature: Basket\n  Scenario: Pears\n    Given an empty basket\n    When I add 1 pears\n    Then the basket holds 2 pears\n",
      steps: BasketSteps.library)
    #expect(replay.exitCode == 1)
    #expect(
      replay.results.map(\.step) == [
        "an empty basket", "I add 1 pears", "the basket holds 2 pears", "Evergreen: every change described",
      ])
    #expect(replay.results.map(\.status) == [.passed, .passed, .failed, .skipped])
    #expect(replay.failures == ["the basket holds 2 pears": "expected 2 pears, the basket holds 1"])
    #expect(replay.messages == ["expected 2 pears, the basket holds 1"])
    let uri = try #require(replay.query.pickles.first?.uri)
    #expect(uri.hasSuffix("/replay.feature"))
    #expect(!FileManager.default.fileExists(atPath: uri))
  }

  @Test("a text that does not parse exits 2 and runs nothing")
  func parseError() async throws {
    let replay = try await FeatureReplay.run(
      "Feature: Broken\n  Scenario: S\n    Given an empty basket\nFeature: Twice\n", steps: BasketSteps.library)
    #expect(replay.exitCode == 2)
    #expect(replay.results.isEmpty)
    #expect(replay.query.parseErrors.count == 1)
  }
}
