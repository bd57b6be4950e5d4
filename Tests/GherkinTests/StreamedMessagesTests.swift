import CucumberMessages
import Gherkin
import Testing

@Suite("Pickles handed out one by one")
struct StreamedMessagesTests {
  static let text = """
    Feature: Shop
      Background:
        Given a shop
      Scenario: buy one
        When I buy 1 apple
      Scenario Outline: buy <count>
        When I buy <count> apples
        Examples:
          | count |
          | 2     |
          | 3     |
    """

  static func document(_ ids: IdGenerator) throws -> Messages.GherkinDocument {
    try #require(Gherkin.parse(text, uri: "shop.feature", ids: ids, compilePickles: false).document)
  }

  @Test("compile(_:uri:each:) hands out the same pickles, in the same order and with the same ids, as compile(_:uri:)")
  func samePickles() throws {
    let ids = IdGenerator(.incrementing)
    let document = try Self.document(ids)
    var handed: [Messages.Pickle] = []
    PickleCompiler(ids: ids).compile(document, uri: "shop.feature") { handed.append($0) }
    let otherIDs = IdGenerator(.incrementing)
    let compiled = PickleCompiler(ids: otherIDs).compile(try Self.document(otherIDs), uri: "shop.feature")
    #expect(handed == compiled)
    #expect(handed.count == 3)
  }

  @Test("each pickle is compiled only after the one before was handled, so they are never all held at once")
  func picklesOneAtATime() throws {
    // An id taken while a pickle is handled shows in the next pickle's ids only if that pickle
    // was compiled afterwards.
    let ids = IdGenerator(.incrementing)
    let document = try Self.document(ids)
    var pickleIDs: [String] = []
    var takenBetween: [String] = []
    PickleCompiler(ids: ids).compile(document, uri: "shop.feature") { pickle in
      pickleIDs.append(pickle.id)
      takenBetween.append(ids.newId())
    }
    #expect(pickleIDs.count == 3)
    for (taken, next) in zip(takenBetween, pickleIDs.dropFirst()) {
      #expect(
        Int(taken)! < Int(next)!, "pickle \(next) was made before the id \(taken) taken while handling the one before")
    }
  }
}
