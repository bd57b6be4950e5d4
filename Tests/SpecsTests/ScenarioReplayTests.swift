import MachoSpecs
import SpecRun
import Testing

extension ScenarioReference: CustomTestStringConvertible {
  public var testDescription: String { description }
}

/// Every scenario under Specs/ is a test case of its own: a failing scenario fails `swift test`
/// with its report.
@Suite("Scenarios in Specs/")
struct ScenarioReplayTests {
  static let scenarios = SpecSuite.scenarios(in: SpecSuite.folder(beside: #filePath))

  @Test("the scenario passes", arguments: scenarios)
  @MainActor
  func scenarioPasses(_ scenario: ScenarioReference) async {
    let result = await SpecSuite.replay(scenario, library: MachoSpecs.steps)
    #expect(result.passed, Comment(rawValue: "\(scenario.uri):\(scenario.line)\n\n" + result.report))
  }

  @Test("Specs/ holds the Macho scenarios in English and Japanese")
  func specsArePresent() {
    let files = Set(Self.scenarios.map { $0.uri.split(separator: "/").last.map(String.init) ?? "" })
    #expect(files == ["Contacts.feature", "Counter.feature", "カウンター.feature", "連絡先.feature"])
    #expect(Self.scenarios.count == 24)
  }
}
