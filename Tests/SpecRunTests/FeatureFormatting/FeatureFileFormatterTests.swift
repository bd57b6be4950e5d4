import Foundation
import Gherkin
import SharedFixtures
import Testing

@testable import SpecRun

@Suite("A feature file formatted")
struct FeatureFileFormatterTests {
  static func formatted(_ text: String) throws -> String {
    try FeatureFileFormatter.format(text).get()
  }

  @Test("a messy English file gets its indentation, blank lines, tags and tables in order")
  func messyEnglish() throws {
    let messy = """
      @shop   @smoke
      Feature:   Shop
          Buying things.
            Indented more.


      Background:
      Given a cart
      Scenario: Buy
          Given the price table:
          |name|price|
          | tea | 3 |
          |pipe \\| | 12|
          When I pay
          \"\"\"json
        {"total": 15}
          \"\"\"
      Then I see "ok"
      Rule: Refunds
      @slow
      Scenario Outline: Return <item>
      * I return <item>
      Examples:
      | item |
      |tea|
      | a long item |
      """
    let expected = """
      @shop @smoke
      Feature: Shop
        Buying things.
          Indented more.

        Background:
          Given a cart

        Scenario: Buy
          Given the price table:
            | name    | price |
            | tea     | 3     |
            | pipe \\| | 12    |
          When I pay
            \"\"\"json
            {"total": 15}
            \"\"\"
          Then I see "ok"

        Rule: Refunds

          @slow
          Scenario Outline: Return <item>
            * I return <item>

            Examples:
              | item        |
              | tea         |
              | a long item |

      """
    #expect(try Self.formatted(messy) == expected)
    #expect(try Self.formatted(expected) == expected)
  }

  @Test("a messy Japanese file keeps its keywords as written and aligns wide characters by two columns")
  func messyJapanese() throws {
    let messy = """
      # language: ja
      機能:カウンター
      シナリオ: 増やす
      前提カウンターに0が表示されている
        もし 「+」をタップする
        かつ 次の表:
        |名前|数|
        |アリス|1|
        | Bob | 12 |
      ならばカウンターに1が表示される
      """
    let expected = """
      # language: ja
      機能: カウンター

        シナリオ: 増やす
          前提カウンターに0が表示されている
          もし 「+」をタップする
          かつ 次の表:
            | 名前   | 数 |
            | アリス | 1  |
            | Bob    | 12 |
          ならばカウンターに1が表示される

      """
    #expect(try Self.formatted(messy) == expected)
    #expect(try Self.formatted(expected) == expected)
  }

  @Test(
    "a file saved on Windows (CRLF), blank lines and comments first, formats as its LF twin does and keeps its line ends"
  )
  func windowsLineEnds() throws {
    let text = "\n\n# a note\n\n@tag\nFeature: F\n  Scenario: S\n    # before\n    Given x\n"
    let windows = text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try Self.formatted(windows) == Self.formatted(text).replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(try Self.formatted(text).contains("# a note\n") && Self.formatted(text).contains("    # before\n"))
    #expect(try Self.formatted(Self.formatted(windows)) == Self.formatted(windows))
  }

  @Test("every comment stays where it was, the language line too")
  func comments() throws {
    let messy = """
      # a file header

          # language: en
      # about the feature
      @a # why a
      Feature: Commented
      # before the description
        A description.
      # after the description
      Scenario: One
      # before a step
      Given a step
      # between step and table
      | a |
      # between rows
      | b |
          # after the last step, with the scenario

        # about scenario two
        Scenario: Two
        Given a step
      # at the end
      """
    let expected = """
      # a file header

      # language: en
      # about the feature
      @a # why a
      Feature: Commented
        # before the description
        A description.

        # after the description
        Scenario: One
          # before a step
          Given a step
            # between step and table
            | a |
            # between rows
            | b |
            # after the last step, with the scenario

        # about scenario two
        Scenario: Two
          Given a step
          # at the end

      """
    let output = try Self.formatted(messy)
    #expect(output == expected)
    #expect(try Self.formatted(output) == output)
  }

  @Test("rules, outlines, tag lines with comments, escapes and a comment apart from both blocks around it")
  func tricky() throws {
    let messy = #"""
      @feature-tag
        # comment between tags
      @second   @third   # trailing tag comment
      Feature: Tricky
          First line of description.

            Indented part.
        Rule: R1
        A rule description.
          Background: setup
            Given base
          @outline
          Scenario Outline: O <x>
            Given value <x>
              """
              line with \"\"\" inside
              """
          # comment before examples
            @ex1
            Examples: first
            Some examples description.
            | x |
            | a\\b |
            | c\d |
            | 値\n2 |

        # a comment before rule 2, detached

        Rule: R2
          Scenario:
            * a star step
      # last

      """#
    let expected = #"""
      @feature-tag
      # comment between tags
      @second @third # trailing tag comment
      Feature: Tricky
        First line of description.

          Indented part.

        Rule: R1
          A rule description.

          Background: setup
            Given base

          @outline
          Scenario Outline: O <x>
            Given value <x>
              """
              line with \"\"\" inside
              """

            # comment before examples
            @ex1
            Examples: first
              Some examples description.
              | x     |
              | a\b   |
              | c\d   |
              | 値\n2 |

        # a comment before rule 2, detached
        Rule: R2

          Scenario:
            * a star step
            # last

      """#
    #expect(try Self.formatted(messy) == expected)
    #expect(try Self.formatted(expected) == expected)
    #expect(Self.meaning(expected) == Self.meaning(messy))
  }

  @Test("doc strings keep their delimiter, media type, blank lines and escaped delimiters")
  func docStrings() throws {
    let text = """
      Feature: Docs

        Scenario: One
          Given a text:
            ```markdown
            # not a comment

              indented \\`\\`\\` fence
            ```
          And another:
            \"\"\"
            say \\"\\"\\"
            \"\"\"

      """
    #expect(try Self.formatted(text) == text)
    let parsed = Gherkin.parse(text, uri: "docs.feature")
    #expect(
      parsed.pickles.first?.steps.first?.argument?.docString?.content == "# not a comment\n\n  indented ``` fence")
  }

  @Test("a file that does not parse is not formatted: the caller gets the errors")
  func parseError() {
    let result = FeatureFileFormatter.format(
      "Feature: Broken\n  Scenario: One\n    Given a table\n      | a | b |\n      | c |\n")
    guard case .failure(let failure) = result else {
      Issue.record("formatted a file that does not parse")
      return
    }
    #expect(failure.errors.first?.location.line == 5)
    #expect(failure.errors.first?.message == "inconsistent cell count within the table")
  }

  static let specsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Specs")

  static var specFiles: [String] {
    let enumerator = FileManager.default.enumerator(atPath: specsFolder.path)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".feature") { files.append(path) }
    }
    return files.sorted()
  }

  /// What a file means: its pickles' names, tags, steps and arguments, and its comments.
  static func meaning(_ text: String) -> [String] {
    let parsed = Gherkin.parse(text, uri: "spec.feature", ids: IdGenerator(.incrementing))
    let pickles = parsed.pickles.map { pickle in
      "\(pickle.name) \(pickle.language) \(pickle.tags.map(\.name)) "
        + pickle.steps.map { "\($0.type.map { "\($0)" } ?? "") \($0.text) \(String(describing: $0.argument))" }.joined(
          separator: "\n")
    }
    let comments = parsed.document?.comments.map { $0.text.trimmingCharacters(in: .whitespaces) } ?? []
    return pickles + comments
  }

  @Test("every file in Specs/ formats to the same pickles and comments, and formats again to itself")
  func specs() throws {
    let files = Self.specFiles
    #expect(!files.isEmpty)
    for file in files {
      try Self.expectFormatsFaithfully(
        String(contentsOf: Self.specsFolder.appendingPathComponent(file), encoding: .utf8), file)
    }
  }

  /// Every official good Gherkin sample (`../shared/conformance/gherkin/good`), CRLF ones too.
  static let goodSamples: [String] = {
    guard SharedConformance.isAvailable, let url = try? SharedConformance.folder("gherkin/good"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".feature") }.sorted()
  }()

  @Test(
    "every official good sample formats to the same pickles and comments, and formats again to itself",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason), arguments: goodSamples)
  func officialSample(_ name: String) throws {
    try Self.expectFormatsFaithfully(
      String(contentsOf: SharedConformance.folder("gherkin/good/\(name)"), encoding: .utf8), name)
  }

  /// `text` formatted means what it meant, and formatting it again changes nothing.
  static func expectFormatsFaithfully(_ text: String, _ name: String) throws {
    let once = try formatted(text)
    #expect(meaning(once) == meaning(text), "\(name)")
    #expect(try formatted(once) == once, "\(name)")
  }
}
