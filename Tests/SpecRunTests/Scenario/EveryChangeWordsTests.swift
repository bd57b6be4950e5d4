import Testing

@testable import SpecRun

@MainActor
@Suite("The every-change check leads with what to write, in the words of a Japanese scenario file")
struct EveryChangeWordsTests {
  let japanese = ScenarioContext(
    scenarioName: "数を増やす", tags: [], uri: "Specs/Macho/カウンター.feature", line: 5, language: "ja")

  @Test("at the end of a Japanese scenario: the scenario by name and line, and what to do")
  func endOfJapaneseScenario() throws {
    let lead = try #require(EveryChangeWords.lead(.endOfScenario, in: japanese))
    #expect(lead.hasPrefix("「数を増やす」(Specs/Macho/カウンター.feature:5): 手順が画面に起こしたことのうち、ならばの手順で述べていないものがあります。"))
    #expect(lead.contains("@non-exhaustive"))
  }

  @Test("before a When block of a Japanese scenario: the step it stands before")
  func beforeJapaneseAction() throws {
    let lead = try #require(EveryChangeWords.lead(.beforeAction(step: "「+」をタップする"), in: japanese))
    #expect(lead.hasPrefix("「「+」をタップする」の前に、それまでの手順が画面に起こしたことのうち"))
  }

  @Test("an English scenario has no lead: the report's own headline says it")
  func englishScenario() {
    let english = ScenarioContext(scenarioName: "More", tags: [], uri: "Specs/Macho/Counter.feature", line: 5)
    #expect(EveryChangeWords.lead(.endOfScenario, in: english) == nil)
  }
}
