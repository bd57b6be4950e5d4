import Gherkin
import Testing

@Suite("Gherkin smoke")
struct SmokeTests {
  @Test("a minimal feature parses into one pickle")
  func minimal() {
    let parsed = Gherkin.parse("Feature: F\n  Scenario: S\n    Given x\n", uri: "a.feature")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.map(\.name) == ["S"])
  }
}
