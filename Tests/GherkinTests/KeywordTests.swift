import CucumberMessages
import Gherkin
import Testing

@Suite("Step keywords and dialects")
struct KeywordTests {
  @Test(
    "each step keyword gets its keyword type",
    arguments: [
      ("Given ", StepKeywordType.context), ("When ", .action), ("Then ", .outcome), ("And ", .conjunction),
      ("But ", .conjunction), ("* ", .unknown),
    ])
  func keywordType(keyword: String, type: StepKeywordType) {
    let parsed = Fixture.parse("Feature: F\n  Scenario: S\n    \(keyword)something\n")
    let step = Fixture.steps(parsed).first
    #expect(step?.keyword == keyword)
    #expect(step?.keywordType == type.rawValue)
    #expect(step?.text == "something")
  }

  @Test("And and But take the type of the step before them in pickles")
  func conjunctionsInPickles() {
    let parsed = Fixture.parse(
      "Feature: F\n  Background:\n    Given a\n  Scenario: S\n    And b\n    When c\n    But d\n    Then e\n")
    #expect(parsed.pickles.first?.steps.map(\.type) == ["Context", "Context", "Action", "Action", "Outcome"])
  }

  @Test("a Japanese file with a language header uses the Japanese keywords")
  func japanese() {
    let parsed = Fixture.parse(
      "# language: ja\n機能: 買い物\n  シナリオ: 買う\n    前提 カートがある\n    もし 買う\n    ならば 届く\n")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.document?.feature?.language == "ja")
    #expect(parsed.document?.feature?.keyword == "機能")
    #expect(Fixture.steps(parsed).map(\.keywordType) == ["Context", "Action", "Outcome"])
    #expect(Fixture.steps(parsed).map(\.text) == ["カートがある", "買う", "届く"])
    #expect(parsed.pickles.map(\.name) == ["買う"])
  }

  @Test("all 80 dialects are in the generated table, each with feature and step keywords")
  func dialectTable() {
    #expect(GherkinDialect.languages.count == 80)
    for language in GherkinDialect.languages {
      let dialect = GherkinDialect.named(language)
      #expect(dialect?.feature.isEmpty == false, "\(language) has no feature keyword")
      #expect(dialect?.given.isEmpty == false, "\(language) has no given keyword")
    }
  }

  @Test("each language code names its own dialect, the codes are sorted, and English is the default")
  func dialectNames() {
    #expect(GherkinDialect.languages == GherkinDialect.languages.sorted())
    #expect(Set(GherkinDialect.languages).count == 80)
    for language in GherkinDialect.languages {
      #expect(GherkinDialect.named(language)?.language == language)
    }
    #expect(GherkinDialect.named("en") == GherkinDialect.english)
    #expect(GherkinDialect.english.feature == ["Feature", "Business Need", "Ability"])
    #expect(GherkinDialect.named("ja")?.native == "日本語")
    #expect(GherkinDialect.named("xx-nope") == nil)
  }

  @Test("an unknown language is a parse error at the header")
  func unknownLanguage() {
    let parsed = Fixture.parse("# language: xx-nope\nFeature: F\n")
    #expect(parsed.errors.map(\.description) == ["(1:1): Language not supported: xx-nope"])
  }

  @Test("a line's indentation counts one column per character: spaces, then tabs or non-breaking spaces")
  func indentationColumns() throws {
    let parsed = Fixture.parse("Feature: F\n  \u{00A0}\tScenario: S\n \t  Given a\n    When b\n\u{3000}Then c\n")
    let scenario = try #require(parsed.document?.feature?.children.first?.scenario)
    #expect(scenario.location == Messages.Location(line: 2, column: 5))
    #expect(scenario.steps.map(\.location.column) == [5, 5, 2])
  }
}

@Suite("Reference quirks kept on purpose")
struct ReferenceQuirkTests {
  @Test("an unknown language on an indented line: the text keeps its column, the location becomes the comment's")
  func indentedUnknownLanguage() {
    let parsed = Fixture.parse("  # language: e\nFeature: F\n")
    #expect(parsed.errors.map(\.description) == ["(1:3): Language not supported: e"])
    #expect(parsed.errors.first?.location == Messages.Location(line: 1, column: 1))
  }
}
