import CucumberMessages
import Testing

@Suite("A feature's or rule's child lends its scenario to be read in place")
struct ChildScenarioInPlaceTests {
  typealias Document = Messages.GherkinDocument

  let scenario = Document.Scenario(
    location: .init(line: 3), tags: [], keyword: "Scenario", name: "Counting up", description: "  Counts.",
    steps: [], examples: [], id: "1")
  let background = Document.Background(
    location: .init(line: 2), keyword: "Background", name: "", description: "", steps: [], id: "2")

  @Test("a scenario child gives what is read from its scenario; any other child gives nil")
  func featureChildren() {
    #expect(Document.FeatureChild(scenario: scenario).withScenario { $0.name } == "Counting up")
    #expect(Document.FeatureChild(background: background).withScenario { $0.name } == nil)
    #expect(Document.FeatureChild().withScenario { $0.name } == nil)
    // A child decoded with several parts still lends the scenario it carries.
    #expect(
      Document.FeatureChild(background: background, scenario: scenario).withScenario { $0.description } == "  Counts.")
  }

  @Test("a rule's child lends its scenario the same way")
  func ruleChildren() {
    #expect(Document.RuleChild(scenario: scenario).withScenario { $0.location.line } == 3)
    #expect(Document.RuleChild(background: background).withScenario { $0.location.line } == nil)
  }
}
