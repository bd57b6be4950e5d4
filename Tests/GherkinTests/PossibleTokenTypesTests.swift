import Testing

@testable import Gherkin

/// The parser passes over a transition whose token a line cannot be, told by the line's first
/// byte (`TokenMatcher.possibleTypes(of:)`): a type left out that the matcher would have matched
/// would change the parse, so every type that matches must be among the possible ones.
@Suite("The token types a line could be, told by its first byte")
struct PossibleTokenTypesTests {
  private static let lines = [
    "", "   ", "Feature: Shop", "  Rule: Paying", "Background:", "  Scenario: Buy", "Scenario Outline: Buy <n>",
    "  Examples:", "    Given a cart", "    * a cart", "And more", "  @smoke @slow", "@", "  | a | b |", "|",
    "  # a comment", "# language: fr", "#language:en", "  \"\"\"", "  \"\"\"json", "```", "\"quoted\"", "`code`",
    "free text", "  Étant donné", "\\\"\\\"\\\"", "\t| tab |", "@bad tag with space",
  ]

  /// Whether the matcher matches `line` as `type`, `nil` when matching throws (a bad tag line).
  private static func matches(
    _ type: TokenType, _ line: String, matcher: TokenMatcher, docStringSeparator: [UInt8]? = nil
  ) -> Bool? {
    var text = line
    return text.withUTF8 { bytes in
      var scanner = TokenScanner(bytes: bytes)
      var token = scanner.read()
      matcher.activeDocStringSeparator = docStringSeparator
      let possible = matcher.possibleTypes(of: token)
      let matched = try? matcher.match(type, &token)
      // A type ruled out must not match, nor report an error.
      if !possible.contains(type) {
        #expect(matched == false, "\(type) matches \"\(line)\" but was ruled out")
      }
      return matched
    }
  }

  @Test("every type a line matches is possible for it, outside and inside a doc string, in plain files")
  func everyMatchIsPossible() {
    for line in Self.lines {
      for type in TokenType.allCases where type != .none {
        _ = Self.matches(type, line, matcher: TokenMatcher())
        _ = Self.matches(type, line, matcher: TokenMatcher(), docStringSeparator: TokenMatcher.quotes)
        _ = Self.matches(type, line, matcher: TokenMatcher(), docStringSeparator: TokenMatcher.backticks)
      }
    }
  }

  @Test("the end of the file is only the end of the file")
  func endOfFile() {
    var scanner = TokenScanner(bytes: UnsafeBufferPointer(start: nil, count: 0))
    let possible = TokenMatcher().possibleTypes(of: scanner.read())
    #expect(possible == TokenTypeSet(.eof))
  }

  @Test("a tag line is not tried as a table row, a step or a separator; a step line is not tried as a tag line")
  func linesAreRuledOut() {
    let matcher = TokenMatcher()
    func possible(_ line: String) -> TokenTypeSet {
      var text = line
      return text.withUTF8 { bytes in
        var scanner = TokenScanner(bytes: bytes)
        return matcher.possibleTypes(of: scanner.read())
      }
    }
    let tagLine = possible("  @smoke")
    #expect(tagLine.contains(.tagLine) && tagLine.contains(.other))
    #expect(!tagLine.contains(.tableRow) && !tagLine.contains(.stepLine) && !tagLine.contains(.docStringSeparator))
    let stepLine = possible("    Given a cart")
    #expect(stepLine.contains(.stepLine) && stepLine.contains(.scenarioLine))
    #expect(!stepLine.contains(.tagLine) && !stepLine.contains(.comment) && !stepLine.contains(.empty))
    #expect(possible("   ") == TokenTypeSet(.empty).union(TokenTypeSet(.other)))
  }

  @Test("in a dialect whose keyword starts with @, a line starting with @ is still tried as a step")
  func keywordStartingWithAMarker() {
    let dialect = GherkinDialect(
      language: "x-at", name: "At", native: "At", feature: ["Feature"], rule: ["Rule"], background: ["Background"],
      scenario: ["Scenario"], scenarioOutline: ["Scenario Outline"], examples: ["Examples"], given: ["@Given "],
      when: ["When "], then: ["Then "], and: ["And "], but: ["But "])
    #expect(DialectKeywords(dialect).keywordStartsWithMarker)
    #expect(!DialectKeywords(.english).keywordStartsWithMarker)
    #expect(Self.matches(.stepLine, "  @Given a cart", matcher: TokenMatcher(dialect: dialect)) == true)
  }

  @Test("no dialect has a keyword starting with a byte that starts another kind of line")
  func noDialectStartsWithAMarker() throws {
    for language in GherkinDialect.languages {
      let keywords = try #require(DialectKeywords.named(language))
      #expect(!keywords.keywordStartsWithMarker, "\(language)")
    }
  }
}
