import CucumberMessages
import Gherkin
import Testing

@testable import SpecRun

@Suite("A table by message id finds each value, whatever the ids look like")
struct MessageIDTableTests {
  @Test("numbered ids, text ids and numbers far from the others each find their own value, and setting again replaces")
  func findsEveryKindOfID() {
    var table = MessageIDTable<String>()
    let far = String(MessageIDTable<String>.spreadAtStart * 10 + 40)
    let ids = ["40", "41", "100", "7", "3f2a9c1e-77", "", far, "07", "0", "123456789012"]
    for id in ids { table.set("value of \(id)", for: id) }
    for id in ids { #expect(table[id] == "value of \(id)", "id \(id)") }
    #expect(table["42"] == nil)
    #expect(table["70"] == nil)
    #expect(table["unknown"] == nil)

    table.set("again", for: "41")
    table.set("again", for: "3f2a9c1e-77")
    table.set("again", for: far)
    #expect(table["41"] == "again")
    #expect(table["3f2a9c1e-77"] == "again")
    #expect(table[far] == "again")
    #expect(table["40"] == "value of 40")
  }

  @Test("an id is a number only when written as one: digits, no leading zero, at most nine of them")
  func numbers() {
    #expect(MessageIDTable<Int>.number("0") == 0)
    #expect(MessageIDTable<Int>.number("17") == 17)
    #expect(MessageIDTable<Int>.number("999999999") == 999_999_999)
    for id in ["", "07", "00", "1000000000", "-1", "+1", "1a", " 1", "１"] {
      #expect(MessageIDTable<Int>.number(id) == nil, "id \(id)")
    }
  }

  @Test("a query answers the same for a stream with numbered ids and for the same stream with other ids")
  func queryWithOtherIDs() throws {
    let text = """
      Feature: Shop
        Background:
          Given a shop
        Scenario Outline: buy <fruit>
          When I buy a <fruit>
          Examples:
            | fruit |
            | apple |
            | pear  |
      """
    let source = Messages.Source(uri: "shop.feature", data: text, mediaType: .plain)
    let numbered = MessageQuery(Gherkin.messages(for: source, ids: IdGenerator(.incrementing)))
    let lettered = MessageQuery(Gherkin.messages(for: source, ids: IdGenerator(.uuid)))
    func answers(_ query: MessageQuery) -> [String] {
      query.pickles.flatMap { pickle in
        [
          "\(pickle.name): row \(query.lineage(of: pickle)?.exampleIndex ?? -1), pickle \(query.pickle(id: pickle.id)?.name ?? "missing")"
        ]
          + pickle.steps.map { step in
            let written = query.writtenStep(of: step)
            return
              "\(written?.keyword ?? "missing") \(step.text) at \(written?.line ?? 0) in \(query.pickle(ofStep: step.id)?.name ?? "missing")"
          }
      }
    }
    #expect(lettered.pickles.first?.id != numbered.pickles.first?.id)
    #expect(
      answers(numbered) == [
        "buy apple: row 0, pickle buy apple", "Given a shop at 3 in buy apple", "When I buy a apple at 5 in buy apple",
        "buy pear: row 1, pickle buy pear", "Given a shop at 3 in buy pear", "When I buy a pear at 5 in buy pear",
      ])
    #expect(answers(lettered) == answers(numbered))
  }
}
