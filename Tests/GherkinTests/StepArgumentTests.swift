import Gherkin
import Testing

@Suite("Data tables and doc strings")
struct StepArgumentTests {
  @Test("table cells unescape \\|, \\\\ and \\n, keep other backslashes, and trim spaces")
  func tableEscapes() {
    let parsed = Fixture.parse(
      #"""
      Feature: F
        Scenario: S
          Given a table
            | a\|b | c\\d | e\nf | g\x |  spaced  |
      """#)
    let cells = Fixture.steps(parsed).first?.dataTable?.rows.first?.cells
    #expect(cells?.map(\.value) == ["a|b", #"c\d"#, "e\nf", #"g\x"#, "spaced"])
    #expect(cells?.map(\.location.column) == [9, 16, 23, 30, 37])
  }

  @Test("a row with a different number of cells is an error at that row")
  func raggedTable() {
    let parsed = Fixture.parse("Feature: F\n  Scenario: S\n    Given t\n      | a | b |\n      | c |\n")
    #expect(parsed.document == nil)
    #expect(parsed.errors.map(\.description) == ["(5:7): inconsistent cell count within the table"])
  }

  @Test(
    "doc strings open and close with the same delimiter, keep a media type, and lose the indentation",
    arguments: [#"""""#, "```"])
  func docString(delimiter: String) {
    let other = delimiter == "```" ? #"""""# : "```"
    let text = """
      Feature: F
        Scenario: S
          Given a doc
            \(delimiter)json
            {
              "a": 1
            }
            \(other)
           shallow
            \(delimiter)
      """
    let doc = Fixture.steps(Fixture.parse(text)).first?.docString
    #expect(doc?.delimiter == delimiter)
    #expect(doc?.mediaType == "json")
    #expect(doc?.content == "{\n  \"a\": 1\n}\n\(other)\nshallow")
  }

  @Test("an escaped delimiter inside a doc string stands for the delimiter")
  func escapedDelimiter() {
    let text = "Feature: F\n  Scenario: S\n    Given d\n      \"\"\"\n      \\\"\\\"\\\"\n      \"\"\"\n"
    #expect(Fixture.steps(Fixture.parse(text)).first?.docString?.content == "\"\"\"")
  }

  @Test("a step may have a data table and a doc string; pickles number them in order")
  func both() {
    let text = "Feature: F\n  Scenario: S\n    Given d\n      | a |\n      \"\"\"\n      hi\n      \"\"\"\n"
    let argument = Fixture.parse(text).pickles.first?.steps.first?.argument
    #expect(argument?.dataTable?.argumentIndex == 1)
    #expect(argument?.docString?.argumentIndex == 2)
    #expect(argument?.docString?.content == "hi")
  }

  @Test("an unclosed doc string is an unexpected end of file")
  func unclosedDocString() {
    let parsed = Fixture.parse("Feature: F\n  Scenario: S\n    Given d\n      ```\n      text\n")
    #expect(
      parsed.errors.map(\.description) == ["(6:0): unexpected end of file, expected: #DocStringSeparator, #Other"])
  }
}
