import SeedAppCatalog
import SharedFixtures
import SpecRun
import Testing

/// Issue 24: CI dashboards read specrun's JUnit report of every app; it must follow the schema
/// their readers follow.
@Suite("The JUnit report of Specs/ and CI's JUnit schema")
struct JUnitReportSchemaTests {
  @Test(
    "the JUnit report of each app's scenarios follows the JUnit schema Jenkins, GitLab and GitHub read",
    arguments: ScenarioReplayTests.catalog.apps.map(\.name))
  @MainActor
  func eachApp(_ app: String) async throws {
    let catalog = ScenarioReplayTests.catalog
    var options = RunOptions()
    options.dryRun = true
    options.selections = [.init(path: "\(catalog.specsFolder)/\(app)")]
    var query = MessageQuery([], keepingEnvelopes: false)
    _ = await SpecRunner(catalog: catalog, options: options) { query.update($0) }.run()
    let xml = JUnitFormatter(suites: .perFeature(ReportLayout(catalog))).format(query)
    #expect(xml.contains("<testsuite name=\"\(app) / "))
    #expect(JUnitSchema.problems(in: xml) == [])
  }
}
