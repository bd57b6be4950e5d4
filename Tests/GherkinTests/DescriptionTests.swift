import Gherkin
import Testing

@Suite("Descriptions under a keyword line")
struct DescriptionTests {
  @Test("trailing lines holding only whitespace are not part of the description, as in the official parser")
  func trailingWhitespaceLinesAreTrimmed() {
    let text = "Feature: Cukes\n  First line\n  \n  * a bullet\n  \n   \n  Scenario: eating\n    Given a cuke\n"
    let parsed = Gherkin.parse(text, uri: "cukes.feature")
    #expect(parsed.document?.feature?.description == "  First line\n  \n  * a bullet")
  }
}
