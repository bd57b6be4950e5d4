import CucumberMessages
import Gherkin
import Testing

@Suite("Outlines, tags and pickles")
struct OutlineAndPickleTests {
  static let outline = """
    @feature
    Feature: Shop
      Background:
        Given a shop
      @outline
      Scenario Outline: buy <count> <item>
        When I buy <count> <item>
          | <item> | <count> |
        Then I pay "<price>"

        @cheap
        Examples: cheap
          | count | item  | price |
          | 1     | apple | 1\\|2 |
          | 2     | pear  | $3    |

        Examples: empty
          | count | item | price |

        Examples: no table
    """

  @Test("an outline gives one pickle per examples row, placeholders substituted everywhere")
  func outlineExpansion() {
    let parsed = Fixture.parse(Self.outline)
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.map(\.name) == ["buy 1 apple", "buy 2 pear"])
    #expect(parsed.pickles.first?.steps.map(\.text) == ["a shop", "I buy 1 apple", #"I pay "1|2""#])
    #expect(parsed.pickles.last?.steps.last?.text == #"I pay "$3""#)
    #expect(parsed.pickles.first?.steps[1].argument?.dataTable?.rows.map { $0.cells.map(\.value) } == [["apple", "1"]])
  }

  @Test(
    "placeholders are replaced one column after another, brackets around them kept",
    arguments: [
      ("<<a>> and <a><b> and <c", "| 1 | 2 |", "<1> and 12 and <c"),
      ("<a> then <b>", "| <b> | x |", "x then x"),
      ("<a>", "| <a> | y |", "<a>"),
      ("<a <b>>", "| 1 | > |", "<a >>"),
    ])
  func placeholderSubstitution(text: String, row: String, expected: String) {
    let parsed = Fixture.parse(
      "Feature: F\n  Scenario Outline: S\n    Given \(text)\n    Examples:\n      | a | b |\n      \(row)\n")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.first?.steps.first?.text == expected)
  }

  @Test("every row of a table fills the same name and step texts, a row whose value holds a bracket column by column")
  func rowsOfOneTable() {
    let parsed = Fixture.parse(
      """
      Feature: F
        Scenario Outline: pay <a> for <b>
          Given <a> then <b>
          And no placeholder here
          And <b><a>
          Examples:
            | a   | b |
            | 1   | 2 |
            | <b> | x |
            | 3   |   |
            | é   | ü |
      """)
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.map(\.name) == ["pay 1 for 2", "pay x for x", "pay 3 for ", "pay é for ü"])
    #expect(
      parsed.pickles.map { $0.steps.map(\.text) } == [
        ["1 then 2", "no placeholder here", "21"], ["x then x", "no placeholder here", "xx"],
        ["3 then ", "no placeholder here", "3"], ["é then ü", "no placeholder here", "üé"],
      ])
  }

  @Test("pickles inherit feature, scenario and examples tags in that order")
  func tagInheritance() {
    let parsed = Fixture.parse(Self.outline)
    #expect(parsed.pickles.first?.tags.map(\.name) == ["@feature", "@outline", "@cheap"])
  }

  @Test("a rule's background is added after the feature's, and rule tags are inherited")
  func rules() {
    let parsed = Fixture.parse(
      "Feature: F\n  Background:\n    Given f\n  @r\n  Rule: R\n    Background:\n      Given r\n    Example: E\n      Then e\n"
    )
    #expect(parsed.pickles.first?.steps.map(\.text) == ["f", "r", "e"])
    #expect(parsed.pickles.first?.tags.map(\.name) == ["@r"])
  }

  @Test("tag lines may end with a comment; a tag with whitespace is an error")
  func tags() {
    let good = Fixture.parse("@a @b #c\nFeature: F\n")
    #expect(good.document?.feature?.tags.map(\.name) == ["@a", "@b"])
    let bad = Fixture.parse("Feature: F\n  @a b\n  Scenario: S\n")
    #expect(bad.errors.map(\.description) == ["(2:3): A tag may not contain whitespace"])
  }

  @Test("predictable ids count children before parents, pickle steps before their pickle")
  func idOrder() {
    let parsed = Fixture.parse("Feature: F\n  @t\n  Scenario: S\n    Given a\n")
    guard let scenario = parsed.document?.feature?.children.first?.scenario else {
      Issue.record("expected a scenario")
      return
    }
    #expect(scenario.steps.first?.id == "0")
    #expect(scenario.tags.first?.id == "1")
    #expect(scenario.id == "2")
    #expect(parsed.pickles.first?.steps.first?.id == "3")
    #expect(parsed.pickles.first?.id == "4")
  }

  @Test("several errors are collected, up to the official limit")
  func severalErrors() {
    let parsed = Fixture.parse("Feature: F\n  Scenario: S\n    Given a\n  nonsense one\n\n  nonsense two\n")
    #expect(parsed.errors.count == 2)
    #expect(parsed.errors.map(\.location.line) == [4, 6])
    let many = Fixture.parse(
      String(repeating: "junk\n", count: 40).enumerated().map { _ in "" }.joined()
        + (1...40).map { "junk \($0)\n" }.joined())
    #expect(many.errors.count == 11)
  }

  @Test("CRLF line endings and tabs read like LF and spaces")
  func crlfAndTabs() {
    let parsed = Fixture.parse("Feature: F\r\n\tScenario: S  \r\n\t\tGiven a \r\n")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.first?.name == "S")
    #expect(parsed.pickles.first?.steps.first?.text == "a")
  }

  @Test("Markdown with Gherkin: headings, bullet steps, code-span tags, indented tables")
  func markdown() {
    let text =
      "# Feature: Shop\n\n`@wip`\n## Scenario: Buy\n\nSome prose.\n\n* Given a cart\n  | a | b |\n  | - | - |\n  | 1 | 2 |\n"
    let parsed = Fixture.parse(text, uri: "shop.feature.md", mediaType: .markdown)
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.first?.tags.map(\.name) == ["@wip"])
    #expect(
      parsed.pickles.first?.steps.first?.argument?.dataTable?.rows.map { $0.cells.map(\.value) } == [
        ["a", "b"], ["1", "2"],
      ])
  }
}
