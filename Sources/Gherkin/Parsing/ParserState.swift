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

  /// Every state, indexed by number (parsed once from `parserStateTable`, word by word on its
  /// UTF-8 bytes: read character by character, the table took longer to read than a small file
  /// takes to parse, and every process that parses pays it once).
  static let all: [ParserState?] = {
    let tokenTypes = Dictionary(uniqueKeysWithValues: TokenType.allCases.map { ($0.rawValue, $0) })
    let ruleTypes = Dictionary(uniqueKeysWithValues: RuleType.allCases.map { ($0.rawValue, $0) })
    var states = [ParserState?](repeating: nil, count: 55)
    for line in parserStateTable {
      let parts = line.utf8.split(separator: UInt8(ascii: "|")).map(words)
      let header = parts[0]
      let number = Int(header[0].dropLast())!  // "12:"
      let expected = header.dropFirst().map { tokenTypes[$0]! }
      let transitions = parts.dropFirst().map { words -> Transition in
        let tokenWords = words[0].split(separator: "?")
        let lookahead: TokenType? =
          tokenWords.count > 1 ? (tokenWords[1] == "Scenario" ? .scenarioLine : .examplesLine) : nil
        var actions: [Action] = []
        var next = 0
        for word in words.dropFirst() {
          let name = String(word.utf8.dropFirst())!
          switch word.utf8.first {
          case UInt8(ascii: "+"): actions.append(.start(ruleTypes[name]!))
          case UInt8(ascii: "-"): actions.append(.end(ruleTypes[name]!))
          default: next = Int(name)!
          }
        }
        return Transition(
          token: tokenTypes[String(tokenWords[0])]!, lookahead: lookahead, actions: actions, next: next)
      }
      states[number] = ParserState(
        expected: expected, transitions: transitions,
        expectedDescription: expected.map { "#" + $0.rawValue }.joined(separator: ", "))
    }
    return states
  }()

  /// The words of a part of a table line, split at spaces.
  private static func words(_ part: Substring.UTF8View.SubSequence) -> [String] {
    part.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
  }
}

/// The states flattened into arrays of plain values, for the parser's inner loop (no reference
/// counting while it tries transitions).
final class ParserTable: Sendable {
  struct Transition: Sendable {
    let token: TokenType
    let lookahead: TokenType?
    let actions: Range<Int>
    let next: Int
  }

  let transitions: [Transition]
  let actions: [ParserState.Action]
  /// For each state number, its transitions' indices (empty for the end state).
  let transitionRanges: [Range<Int>]

  static let shared = ParserTable(states: ParserState.all)

  init(states: [ParserState?]) {
    var transitions: [Transition] = []
    var actions: [ParserState.Action] = []
    var ranges: [Range<Int>] = []
    for state in states {
      let start = transitions.count
      for transition in state?.transitions ?? [] {
        let actionStart = actions.count
        actions += transition.actions
        transitions.append(
          Transition(
            token: transition.token, lookahead: transition.lookahead, actions: actionStart..<actions.count,
            next: transition.next))
      }
      ranges.append(start..<transitions.count)
    }
    self.transitions = transitions
    self.actions = actions
    transitionRanges = ranges
  }
}
