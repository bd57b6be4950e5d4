import Testing

@testable import Gherkin

@Suite("A dialect's keywords prepared for matching")
struct DialectKeywordsTests {
  @Test("step keywords come longest first, a keyword of one kind has that kind, one of several is unknown")
  func stepTypes() throws {
    let english = try #require(DialectKeywords.named("en"))
    let texts = english.steps.map(\.keyword.text)
    #expect(texts.first == "Given ")
    #expect(zip(texts, texts.dropFirst()).allSatisfy { $0.unicodeScalars.count >= $1.unicodeScalars.count })
    let types = Dictionary(english.steps.map { ($0.keyword.text, $0.type) }, uniquingKeysWith: { first, _ in first })
    #expect(types["Given "] == .context)
    #expect(types["When "] == .action)
    #expect(types["Then "] == .outcome)
    #expect(types["And "] == .conjunction)
    #expect(types["* "] == .unknown)
  }

  @Test("the first kind a step keyword is listed under, and none for a word that is no step keyword")
  func firstStepType() throws {
    let english = try #require(DialectKeywords.named("en"))
    #expect(english.firstStepType(of: "* ") == .context)
    #expect(english.firstStepType(of: "But ") == .conjunction)
    #expect(english.firstStepType(of: "Feature") == nil)
    let japanese = try #require(DialectKeywords.named("ja"))
    #expect(japanese.firstStepType(of: "もし") == .action)
  }

  @Test("a line's first byte picks its candidate keywords, longest first, and the longest it starts with wins")
  func keywordsByFirstByte() throws {
    let french = try #require(DialectKeywords.named("fr"))
    var candidates: [String] = []
    french.stepKeywords(startingWith: UInt8(ascii: "E")) { keyword, _ in
      candidates.append(keyword.text)
      return false
    }
    #expect(candidates == french.steps.map(\.keyword.text).filter { $0.utf8.first == UInt8(ascii: "E") })
    #expect(candidates.first == "Etant donné que ")
    #expect(candidates.last == "Et ")
    let parsed = Fixture.parse(
      "# language: fr\nFonctionnalité: F\n  Scénario: S\n    Soit un panier\n    Et que tout va bien\n    Et qu'il pleut\n    Et enfin\n"
    )
    #expect(Fixture.steps(parsed).map(\.keyword) == ["Soit ", "Et que ", "Et qu'", "Et "])
    #expect(Fixture.steps(parsed).map(\.text) == ["un panier", "tout va bien", "il pleut", "enfin"])
  }

  @Test("a dialect is prepared once and shared; an unknown language has none")
  func preparedOnce() {
    #expect(DialectKeywords.named("fr") === DialectKeywords.named("fr"))
    #expect(DialectKeywords.named("fr") !== DialectKeywords.named("en"))
    #expect(DialectKeywords.named("xx-nope") == nil)
  }
}
