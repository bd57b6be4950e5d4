import Testing

@testable import SpecRun

/// A plan keeps each step's keyword and text apart and joins them only when a message reads the
/// line: the line still reads, compares and hashes as the step was written.
@Suite("A scenario line reads as its step was written")
struct ScenarioLineTests {
  private let uri = "Specs/Macho/Counter.feature"

  @Test("a step kept as keyword and text reads as written, and is the same line as one given whole")
  func keywordAndTextReadAsWritten() {
    let kept = ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: uri, line: 7, language: "en")
    let whole = ScenarioLine(step: "When I tap \"+\"", uri: uri, line: 7)
    #expect(kept.step == "When I tap \"+\"")
    #expect(kept.description == "\"When I tap \"+\"\" (Specs/Macho/Counter.feature:7)")
    #expect(kept == whole)
    #expect(Set([kept, whole]).count == 1)
  }

  @Test("a step without a keyword reads as its text alone")
  func noKeyword() {
    #expect(ScenarioLine(keyword: "", text: "もし 「+」を押す", uri: uri, line: 3, language: "ja").step == "もし 「+」を押す")
  }

  @Test("lines that differ in their step, place or language are different lines")
  func differentLines() {
    let line = ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: uri, line: 7, language: "en")
    #expect(line != ScenarioLine(keyword: "Then", text: "I tap \"+\"", uri: uri, line: 7, language: "en"))
    #expect(line != ScenarioLine(keyword: "When", text: "I tap \"-\"", uri: uri, line: 7, language: "en"))
    #expect(line != ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: uri, line: 8, language: "en"))
    #expect(line != ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: "other.feature", line: 7, language: "en"))
    #expect(line != ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: uri, line: 7, language: "ja"))
  }

  @Test("a step set anew replaces the keyword and the text")
  func stepSetAnew() {
    var line = ScenarioLine(keyword: "When", text: "I tap \"+\"", uri: uri, line: 7, language: "en")
    line.step = "And I tap \"-\""
    #expect(line.step == "And I tap \"-\"")
    #expect(line == ScenarioLine(keyword: "And", text: "I tap \"-\"", uri: uri, line: 7, language: "en"))
  }
}
