import Testing

@testable import Gherkin

@Suite("The parser's state table")
struct ParserTableTests {
  @Test("each state expects the tokens of the official error message, in the table's order")
  func expectedTokens() {
    let table = ParserTable.shared
    #expect(table.expectedDescription(ofState: 0) == "#EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty")
    #expect(table.expectedDescription(ofState: 9) == "#DocStringSeparator, #Other")
    #expect(table.expectedDescription(ofState: 54)?.hasPrefix("#EOF, #TableRow, #StepLine") == true)
  }

  @Test("the end state and numbers beyond the table expect nothing and have no transitions")
  func endState() {
    let table = ParserTable.shared
    #expect(table.expectedDescription(ofState: 42) == nil)
    #expect(table.transitionIndices(ofState: 42).isEmpty)
    #expect(table.expectedDescription(ofState: 55) == nil)
    #expect(table.expectedDescription(ofState: -1) == nil)
  }

  @Test("a transition keeps its look-ahead, its rule actions in order and its next state")
  func transitionWithLookahead() {
    let table = ParserTable.shared
    let state3 = table.transitionIndices(ofState: 3).map { table.transitions[$0] }
    let tagLines = state3.filter { $0.token == .tagLine }
    #expect(tagLines.count == 2)
    #expect(tagLines.first?.lookahead == .scenarioLine)
    #expect(
      tagLines.first.map { Array(table.actions[$0.actions]) } == [
        .end(.featureHeader), .start(.scenarioDefinition), .start(.tags),
      ])
    #expect(tagLines.first?.next == 11)
    #expect(tagLines.last?.lookahead == nil)
    #expect(tagLines.last?.next == 22)
  }

  @Test("every line of the table is read as a plain split of its words reads it")
  func sameAsSplittingTheText() {
    let table = ParserTable.shared
    var statesRead = 0
    for line in parserStateTable {
      let parts = line.split(separator: "|").map { $0.split(separator: " ").map(String.init) }
      let number = Int(parts[0][0].dropLast())!
      statesRead += 1
      #expect(
        table.expectedDescription(ofState: number)
          == parts[0].dropFirst().map { "#" + $0 }.joined(separator: ", "), "state \(number)")
      let transitions = table.transitionIndices(ofState: number).map { table.transitions[$0] }
      #expect(transitions.count == parts.count - 1, "state \(number)")
      for (transition, words) in zip(transitions, parts.dropFirst()) {
        let tokenWords = words[0].split(separator: "?").map(String.init)
        #expect(transition.token.rawValue == tokenWords[0], "state \(number): \(words)")
        let lookahead = tokenWords.count > 1 ? (tokenWords[1] == "Scenario" ? "ScenarioLine" : "ExamplesLine") : nil
        #expect(transition.lookahead?.rawValue == lookahead, "state \(number): \(words)")
        let actions = table.actions[transition.actions].map { action in
          switch action {
          case .start(let rule): "+" + rule.rawValue
          case .end(let rule): "-" + rule.rawValue
          }
        }
        #expect(actions == words.dropFirst().filter { !$0.hasPrefix(">") }, "state \(number): \(words)")
        #expect(">\(transition.next)" == words.last, "state \(number): \(words)")
      }
    }
    #expect(statesRead == 54)
  }
}
