/// `Tests/<Name>SpecsTests/ScenarioReplayTests.swift`: every scenario in Specs/ as a test case of its
/// own inside `swift test`.
enum ScenarioReplayTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let words = package.language.words
    return """
      import \(package.name.specsTarget)
      import SpecRun
      import Testing

      /// Each scenario in Specs/ replayed as its own test case; a failing one shows its report.
      @Suite("\(words.replaySuite)")
      struct ScenarioReplayTests {
        static let catalog = SpecCatalog(steps: \(package.name.specsTarget).steps, specsFolder: SpecSuite.folder(beside: #filePath))

        @Test("\(words.replayTest)", arguments: SpecSuite.scenarios(of: catalog))
        @MainActor
        func scenarioPasses(_ scenario: ScenarioReference) async throws {
          try await SpecSuite.verify(scenario, in: Self.catalog)
        }
      }

      """
  }
}
