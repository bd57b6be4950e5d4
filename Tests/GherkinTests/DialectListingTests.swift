import Foundation
import Gherkin
import Testing

@Suite("Listing the dialects and their keywords")
struct DialectListingTests {
  @Test("the language list has a line per dialect with its code, English name and native name")
  func languages() {
    let lines = DialectListing.languages.split(separator: "\n").map(String.init)
    #expect(lines.count == 1 + GherkinDialect.languages.count)
    #expect(lines[0].split(separator: " ", omittingEmptySubsequences: true) == ["code", "name", "native"])
    let japanese = lines.first { $0.hasPrefix("ja ") }
    #expect(japanese?.split(separator: " ", omittingEmptySubsequences: true) == ["ja", "Japanese", "日本語"])
    #expect(lines.dropFirst().map { String($0.prefix { $0 != " " }) } == GherkinDialect.languages)
  }

  @Test("the columns line up, so the list reads as a table")
  func columnsLineUp() {
    let lines = DialectListing.languages.split(separator: "\n").map(String.init)
    func secondColumn(_ line: String) -> Int {
      let afterCode = line.drop { $0 != " " }
      return line.count - afterCode.drop { $0 == " " }.count
    }
    #expect(Set(lines.map(secondColumn)).count == 1)
  }

  @Test("Japanese keywords are listed by kind, quoted, with the header that selects them")
  func japaneseKeywords() throws {
    let listing = DialectListing.keywords(of: try #require(GherkinDialect.named("ja")))
    let lines = listing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == "Japanese (日本語): start a scenario file with \"# language: ja\".")
    #expect(lines.contains("feature           \"フィーチャ\", \"機能\""))
    #expect(lines.contains("scenario outline  \"シナリオアウトライン\", \"シナリオテンプレート\", \"テンプレ\", \"シナリオテンプレ\""))
    #expect(lines.contains("given             \"* \", \"前提\""))
    #expect(lines.contains("when              \"* \", \"もし\""))
    #expect(lines.contains("then              \"* \", \"ならば\""))
    #expect(lines.contains("but               \"* \", \"然し\", \"しかし\", \"但し\", \"ただし\""))
    let kinds = lines.dropFirst(2).filter { !$0.isEmpty }.map {
      String($0.prefix { $0 != "\"" }).trimmingCharacters(in: .whitespaces)
    }
    #expect(
      kinds == [
        "feature", "rule", "background", "scenario", "scenario outline", "examples", "given", "when", "then", "and",
        "but",
      ])
  }

  @Test("English keywords keep the space that must follow a step keyword")
  func englishKeywords() {
    #expect(DialectListing.keywords(of: .english).contains("given             \"* \", \"Given \""))
  }

  @Test(
    "a language that is not there is matched to the nearest codes and names",
    arguments: [
      ("jp", ["ja"]), ("japanese", ["ja"]), ("日本語", ["ja"]), ("JA", ["ja"]), ("en-pirat", ["en-pirate"]),
      ("klingon", ["tlh"]), ("zz-top", []),
    ])
  func nearMatches(text: String, expected: [String]) {
    #expect(DialectListing.nearMatches(for: text).prefix(expected.count) == expected[...])
    if expected.isEmpty { #expect(DialectListing.nearMatches(for: text).isEmpty) }
  }
}
