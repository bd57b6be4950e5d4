import CucumberMessages
import Testing

@testable import Gherkin

@Suite("Counting a document's pickles before compiling them")
struct PickleCountTests {
  static let sources = [
    "Feature: F\n  Scenario: A\n    Given a\n  Scenario: empty\n",
    "Feature: F\n  Background:\n    Given b\n",
    """
    Feature: F
      Scenario Outline: O <x>
        Given <x>
        Examples: two rows
          | x |
          | 1 |
          | 2 |
        Examples: header alone
          | x |
        Examples: no table
      Rule: R
        Background:
          Given r
        Scenario: in the rule
          Given s
        Scenario Outline: outline in the rule
          Given <y>
          Examples:
            | y |
            | 3 |
            | 4 |
            | 5 |
    """,
    "Feature: F\n  Scenario Outline: no examples\n    Given <x>\n",
    "# no feature\n",
    "Feature: F\n  Background:\n    Given a\n    And b\n  Scenario: S\n    Given c\n  Scenario: no steps\n",
  ]

  @Test("the count read from a document is the number of pickles compiled from it", arguments: sources)
  func countMatchesCompiledPickles(source: String) throws {
    let parsed = Gherkin.parse(source, uri: "f.feature", ids: IdGenerator(.incrementing))
    let document = try #require(parsed.document)
    #expect(PickleCompiler.pickleCount(of: document) == parsed.pickles.count)
  }

  @Test("the ids counted from a document are the ids compiling its pickles takes", arguments: sources)
  func idCountMatchesCompiling(source: String) throws {
    let ids = IdGenerator(.incrementing)
    let document = try #require(Gherkin.parse(source, uri: "f.feature", ids: ids, compilePickles: false).document)
    let before = ids.count
    let compiler = PickleCompiler(ids: ids)
    let counted = compiler.idCount(of: document)
    _ = compiler.compile(document, uri: "f.feature")
    #expect(counted == ids.count - before)
  }
}
