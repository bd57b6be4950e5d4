import CucumberMessages
import SeedAppCatalog
import SpecRun
import Testing

/// Every scenario of every app under Specs/ is a test case of its own, named
/// `<App> › <Feature> › <Scenario>`: a failing scenario fails `swift test` with its report.
@Suite("Scenarios in Specs/")
struct ScenarioReplayTests {
  static let catalog = SeedApps.catalog(specsFolder: SpecSuite.folder(beside: #filePath))
  static let scenarios = SpecSuite.scenarios(of: catalog)

  @Test("the scenario passes", arguments: scenarios)
  @MainActor
  func scenarioPasses(_ scenario: ScenarioReference) async throws {
    try await SpecSuite.verify(scenario, in: Self.catalog)
  }

  @Test("every app's folder holds scenarios, and every scenario file belongs to an app")
  func everyAppHasScenarios() {
    let apps = Set(Self.scenarios.map(\.app))
    #expect(apps == Set(Self.catalog.apps.map(\.name)))
    #expect(Self.scenarios.allSatisfy { !$0.app.isEmpty }, "A file in Specs/ belongs to no app")
  }

  @Test("no scenario file in Specs/ reads like a scenario that would vanish (a keyword without its colon)")
  @MainActor
  func noWarnings() async {
    var options = RunOptions()
    options.dryRun = true
    options.selections = [.init(path: Self.catalog.specsFolder)]
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(catalog: Self.catalog, options: options) { envelopes.append($0) }.run()
    let warnings = ScenarioFileWarnings.check(MessageQuery(envelopes).documents)
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(MessageQuery(envelopes).documents.count >= 27)
  }

  @Test("every feature file of every app holds at least four scenarios")
  func fourScenariosPerFeature() {
    let perFile = Dictionary(grouping: Self.scenarios, by: \.uri).mapValues(\.count)
    let thin = perFile.filter { $0.value < 4 }.map { "\($0.key): \($0.value)" }.sorted()
    #expect(thin.isEmpty, "Features with fewer than four scenarios: \(thin)")
  }

  @Test("Specs/Macho holds the Macho scenarios in English and Japanese")
  func machoSpecsArePresent() {
    let macho = Self.scenarios.filter { $0.app == "Macho" }
    let files = Set(macho.map { $0.uri.split(separator: "/").last.map(String.init) ?? "" })
    #expect(files == ["Contacts.feature", "Counter.feature", "カウンター.feature", "連絡先.feature"])
    #expect(macho.count == 24)
  }
}
