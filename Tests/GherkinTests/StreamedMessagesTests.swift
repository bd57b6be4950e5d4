import Gherkin
import Testing

@Suite("Messages handed out one by one")
struct StreamedMessagesTests {
  static let source = Source(
    uri: "shop.feature",
    data: """
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
      """, mediaType: .plain)

  @Test("forEachMessage hands out the same messages, in the same order, as messages(for:)")
  func sameMessages() {
    var streamed: [Envelope] = []
    Gherkin.forEachMessage(for: Self.source, ids: IdGenerator(.incrementing)) { streamed.append($0) }
    #expect(streamed == Gherkin.messages(for: Self.source, ids: IdGenerator(.incrementing)))
    #expect(streamed.count == 5)
  }

  @Test("each pickle is compiled only after the one before was handled, so they are never all held at once")
  func picklesOneAtATime() {
    // An id taken while a pickle is handled shows in the next pickle's ids only if that pickle
    // was compiled afterwards.
    let ids = IdGenerator(.incrementing)
    var pickleIDs: [String] = []
    var takenBetween: [String] = []
    Gherkin.forEachMessage(for: Self.source, ids: ids) { envelope in
      guard case .pickle(let pickle) = envelope else { return }
      pickleIDs.append(pickle.id)
      takenBetween.append(ids.newId())
    }
    #expect(pickleIDs.count == 3)
    for (taken, next) in zip(takenBetween, pickleIDs.dropFirst()) {
      #expect(Int(taken)! < Int(next)!, "pickle \(next) was made before the id \(taken) taken while handling the one before")
    }
  }

  @Test("a file that does not parse hands out only its parse errors")
  func parseErrors() {
    var streamed: [Envelope] = []
    Gherkin.forEachMessage(for: Source(uri: "bad.feature", data: "Given a step before any Feature\n", mediaType: .plain), ids: IdGenerator(.incrementing)) {
      streamed.append($0)
    }
    #expect(!streamed.isEmpty)
    #expect(streamed.allSatisfy { if case .parseError = $0 { true } else { false } })
  }
}
