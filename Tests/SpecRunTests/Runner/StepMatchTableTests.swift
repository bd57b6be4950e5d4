import Testing

@testable import SpecRun

/// The step-match memo's table finds each text's match by hash, and never one text's for another.
@Suite("The table of matched step texts finds each text's own match")
struct StepMatchTableTests {
  /// A match told apart from the others by its message.
  func match(_ name: String) -> StepMatch {
    var library = StepLibrary()
    library.given("a step") { _ in }
    return .broken(library.definitions[0], name)
  }

  func name(_ match: StepMatch?) -> String? {
    if case .broken(_, let name)? = match { name } else { nil }
  }

  @Test("thousands of texts, past the room reserved, each find their own match")
  func findsEveryText() {
    var table = StepMatchTable()
    table.reserve(100)
    let texts = (0..<3_000).map { "a number \($0)" }
    for text in texts { table.set(match(text), of: text, hash: text.hashValue) }
    #expect(table.count == 3_000)
    #expect(texts.allSatisfy { name(table.match(of: $0, hash: $0.hashValue)) == $0 })
    #expect(table.match(of: "a number 3000", hash: "a number 3000".hashValue) == nil)
  }

  @Test("texts with the same hash are told apart by their text")
  func tellsCollidingTextsApart() {
    var table = StepMatchTable()
    for text in ["one", "two", "three"] { table.set(match(text), of: text, hash: 7) }
    #expect(["one", "two", "three"].map { name(table.match(of: $0, hash: 7)) } == ["one", "two", "three"])
    #expect(table.match(of: "four", hash: 7) == nil)
  }

  @Test("setting a text's match again replaces it")
  func replaces() {
    var table = StepMatchTable()
    table.set(match("first"), of: "a step", hash: 1)
    table.set(match("second"), of: "a step", hash: 1)
    #expect(table.count == 1)
    #expect(name(table.match(of: "a step", hash: 1)) == "second")
  }

  @Test("an empty table finds nothing")
  func emptyFindsNothing() {
    #expect(StepMatchTable().match(of: "a step", hash: 0) == nil)
  }
}
