import Testing

@testable import SpecRun

@Suite("Reading a feature file line by line, a doc string's lines are its text, not Gherkin")
struct DocStringTrackerTests {
  @Test("quotes or backticks open a doc string, only the same delimiter closes it, the lines around are Gherkin")
  func delimiters() {
    let lines: [Substring] = [
      "Given a note", "\"\"\"", "@not-a-tag", "```", "Then still the note", "\"\"\"", "@smoke",
      "```markdown", "\"\"\"", "```", "Then done",
    ]
    var docStrings = DocStringTracker()
    let gherkin = lines.filter { !docStrings.belongsToDocString($0) }
    #expect(gherkin == ["Given a note", "@smoke", "Then done"])
  }
}
