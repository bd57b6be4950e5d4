import Foundation
import Gherkin
import Testing

@testable import SpecRun

@MainActor
@Suite("--parallel costs nothing beyond the scenarios and cores there are")
struct ParallelWorkersTests {
  static let cores = ProcessorCount.active

  @Test("--parallel 100000 runs no more scenarios at a time than there are cores, or scenarios")
  func clamped() {
    #expect(SpecRunner.workers(100_000, scenarios: 50_000) == Self.cores)
    #expect(SpecRunner.workers(100_000, scenarios: 1) == 1)
    #expect(SpecRunner.workers(1, scenarios: 50_000) == 1)
    #expect(SpecRunner.workers(5, scenarios: 0) == 1)
  }

  @Test("a run with --parallel 100000 still runs every scenario")
  func everyScenarioRuns() async throws {
    let scenarios = (1...6).map {
      "  Scenario: S\($0)\n    Given an empty basket\n    When I add \($0) kiwis\n    Then the basket holds \($0) kiwis\n"
    }.joined()
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + scenarios])
    let (outcome, _) = await SpecRunnerTests().replay([folder.path()]) { $0.parallel = 100_000 }
    #expect(outcome.summary.closingLine == "6 passed, 0 failed")
  }
}
