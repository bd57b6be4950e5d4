/// One state of the grammar's state machine: the tokens it accepts, in the order they are tried.
struct ParserState: Sendable {
  enum Action: Sendable {
    case start(RuleType)
    case end(RuleType)
  }

  struct Transition: Sendable {
    let token: TokenType
    /// When set, the transition applies only if the lines ahead (skipping empty, comment and tag
    /// lines) reach a line of this type.
    let lookahead: TokenType?
    let actions: [Action]
    let next: Int
  }

  let expected: [TokenType]
  let transitions: [Transition]
  /// The official error text's list, e.g. `"#EOF, #Language, #TagLine"`.
  let expectedDescription: String

  /// The end state: the document is complete.
  static let end = 42

  /// Every state, indexed by number (parsed once from `parserStateTable`).
  static let all: [ParserState?] = {
    var states = [ParserState?](repeating: nil, count: 55)
    for line in parserStateTable {
      let parts = line.split(separator: "|").map { $0.trimmingCharacters(in: " ") }
      let header = parts[0].split(separator: ":")
      let number = Int(header[0])!
      let expected = header[1].split(separator: " ").map { TokenType(rawValue: String($0))! }
      let transitions = parts.dropFirst().map { text -> Transition in
        let words = text.split(separator: " ")
        let tokenWords = words[0].split(separator: "?")
        let lookahead: TokenType? =
          tokenWords.count > 1 ? (tokenWords[1] == "Scenario" ? .scenarioLine : .examplesLine) : nil
        var actions: [Action] = []
        var next = 0
        for word in words.dropFirst() {
          let name = String(word.dropFirst())
          switch word.first {
          case "+": actions.append(.start(RuleType(rawValue: name)!))
          case "-": actions.append(.end(RuleType(rawValue: name)!))
          default: next = Int(name)!
          }
        }
        return Transition(
          token: TokenType(rawValue: String(tokenWords[0]))!, lookahead: lookahead, actions: actions, next: next)
      }
      states[number] = ParserState(
        expected: expected, transitions: transitions,
        expectedDescription: expected.map { "#" + $0.rawValue }.joined(separator: ", "))
    }
    return states
  }()
}

extension Substring {
  fileprivate func trimmingCharacters(in character: Character) -> Substring {
    var result = self
    while result.first == character { result.removeFirst() }
    while result.last == character { result.removeLast() }
    return result
  }
}
