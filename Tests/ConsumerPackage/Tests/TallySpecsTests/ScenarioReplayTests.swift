import SpecRun
import TallySpecs
import Testing

@Suite("Scenarios in Specs/")
struct ScenarioReplayTests {
  static let catalog = SpecCatalog(steps: TallySpecs.steps, specsFolder: SpecSuite.folder(beside: #filePath))

  @Test("the scenario passes", arguments: SpecSuite.scenarios(of: catalog))
  @MainActor
  func scenarioPasses(_ scenario: ScenarioReference) async throws {
    try await SpecSuite.verify(scenario, in: Self.catalog)
  }
}
