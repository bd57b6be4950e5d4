import CucumberMessages
import Foundation
import Gherkin
import SpecRun
import Testing

@Suite("A query finds where each pickle step was written")
struct MessageQueryLookupTests {
  static let text = """
    Feature: Shop
      Background:
        Given a shop
      Scenario: buy
        When I buy an apple
      Rule: Members
        Background:
          Given a member
        Scenario: member buys
          When I buy a pear
    """

  @Test("the Gherkin step of each pickle step: its scenario's, or the background's of its feature or rule")
  func gherkinSteps() throws {
    let query = MessageQuery(
      Gherkin.messages(
        for: Messages.Source(uri: "shop.feature", data: Self.text, mediaType: .plain), ids: IdGenerator(.incrementing)))
    let written = query.pickles.map { pickle in
      pickle.steps.map { step in
        query.gherkinStep(of: step).map { "\($0.location.line) \($0.keyword)\($0.text)" } ?? "missing"
      }
    }
    #expect(
      written == [
        ["3 Given a shop", "5 When I buy an apple"], ["3 Given a shop", "8 Given a member", "10 When I buy a pear"],
      ])
    // Asked with the pickle's lineage, looked up once, the answer is the same.
    for pickle in query.pickles {
      let lineage = query.lineage(of: pickle)
      #expect(
        pickle.steps.map { query.gherkinStep(of: $0, in: lineage) } == pickle.steps.map { query.gherkinStep(of: $0) })
    }
    let pickleStep = try #require(query.pickles.last?.steps.last)
    #expect(query.pickle(ofStep: pickleStep.id)?.name == "member buys")
  }

  @Test("how each pickle step was written, keyword trimmed, is one look-up, outline rows and backgrounds included")
  func writtenSteps() throws {
    let text =
      Self.text + """

          Scenario Outline: buy <fruit>
            \tAnd  I buy a <fruit>\t
            Examples:
              | fruit |
              | plum  |
        """
    let query = MessageQuery(
      Gherkin.messages(
        for: Messages.Source(uri: "shop.feature", data: text, mediaType: .plain), ids: IdGenerator(.incrementing)))
    let written = query.pickles.map { pickle in
      pickle.steps.map { step in query.writtenStep(of: step).map { "\($0.line) \($0.keyword)|" } ?? "missing" }
    }
    #expect(
      written == [
        ["3 Given|", "5 When|"], ["3 Given|", "8 Given|", "10 When|"], ["3 Given|", "8 Given|", "12 And|"],
      ])
    // A step no parsed document holds is not made up.
    var stranger = try #require(query.pickles.first?.steps.first)
    stranger.astNodeIds = ["no such node"]
    #expect(query.writtenStep(of: stranger) == nil)
  }

  @Test("a feature's and a rule's children keep what they hold through encoding, one node or several")
  func childrenRoundTrip() throws {
    let document = try #require(
      Gherkin.messages(
        for: Messages.Source(uri: "shop.feature", data: Self.text, mediaType: .plain), ids: IdGenerator(.incrementing)
      ).compactMap(\.gherkinDocument).first)
    let again = try JSONDecoder().decode(Messages.GherkinDocument.self, from: JSONEncoder().encode(document))
    #expect(again == document)
    #expect(
      document.feature?.children.map { [$0.background != nil, $0.scenario != nil, $0.rule != nil] } == [
        [true, false, false], [false, true, false], [false, false, true],
      ])
    // A hand-written message may set two; both are kept, and an empty child stays empty.
    let json =
      #"[{"background":{"location":{"line":1},"keyword":"Background","name":"","description":"","steps":[],"id":"1"},"scenario":{"location":{"line":2},"tags":[],"keyword":"Scenario","name":"s","description":"","steps":[],"examples":[],"id":"2"}},{}]"#
    let children = try JSONDecoder().decode([Messages.GherkinDocument.FeatureChild].self, from: Data(json.utf8))
    #expect(children[0].background?.id == "1" && children[0].scenario?.id == "2" && children[0].rule == nil)
    #expect(children[1].background == nil && children[1].scenario == nil && children[1].rule == nil)
    #expect(
      try JSONDecoder().decode([Messages.GherkinDocument.FeatureChild].self, from: JSONEncoder().encode(children))
        == children)
    // Setting one part keeps the others; clearing them all leaves an empty child.
    var child = children[1]
    child.scenario = children[0].scenario
    child.background = children[0].background
    #expect(child == children[0])
    child.scenario = nil
    child.background = nil
    #expect(child == children[1])
    // A rule's child has no rule, even when a message gives it one.
    let ruleChild = try JSONDecoder().decode(
      Messages.GherkinDocument.RuleChild.self,
      from: Data(
        #"{"rule":{"location":{"line":1},"tags":[],"keyword":"Rule","name":"","description":"","children":[],"id":"3"}}"#
          .utf8))
    #expect(String(decoding: try JSONEncoder().encode(ruleChild), as: UTF8.self) == "{}")
  }
}
