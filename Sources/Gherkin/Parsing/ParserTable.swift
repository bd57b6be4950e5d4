/// The grammar's state machine, read once per process from `parserStateTable` into arrays of
/// plain values for the parser's inner loop (no reference counting while it tries transitions).
///
/// ```swift
/// let table = ParserTable.shared
/// for index in table.transitionIndices(ofState: state) where table.transitions[index].token == .featureLine { … }
/// table.expectedDescription(ofState: 0)   // "#EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty"
/// ```
///
/// The table is read word by word on its UTF-8 bytes, names compared with the token and rule
/// types' own names: every process that parses pays the reading once, before its first file, so
/// it makes no strings, dictionaries or per-state arrays (the descriptions of a state's expected
/// tokens are made only for a parse error).
final class ParserTable: Sendable {
  enum Action: Sendable, Equatable {
    case start(RuleType)
    case end(RuleType)
  }

  struct Transition: Sendable {
    let token: TokenType
    /// When set, the transition applies only if the lines ahead (skipping empty, comment and tag
    /// lines) reach a line of this type.
    let lookahead: TokenType?
    /// The rule actions, as indices into `actions`.
    let actions: Range<Int>
    let next: Int
  }

  let transitions: [Transition]
  let actions: [Action]
  /// For each state number, where its transitions lie in `transitions` (none for the end state).
  private let transitionSpans: [Span]
  /// Every state's expected tokens one after the other, in the order of the official error messages.
  private let expected: [TokenType]
  /// For each state number, where its expected tokens lie in `expected`, or `nil` for the end state.
  private let expectedSpans: [Span?]

  /// Where a state's part of a flat array lies. Not a `Range<Int>`: the first array of ranges a
  /// process makes costs it the runtime's search of every conformance for `Int: Comparable`.
  private struct Span {
    var start: Int
    var end: Int
  }

  static let shared = ParserTable(lines: parserStateTable)

  init(lines: [String]) {
    var reading = Reading()
    for var line in lines {
      line.withUTF8 { reading.read($0) }
    }
    transitions = reading.transitions
    actions = reading.actions
    transitionSpans = reading.transitionSpans
    expected = reading.expected
    expectedSpans = reading.expectedSpans
  }

  /// The indices in `transitions` of the transitions of `state`, in the order they are tried
  /// (none for the end state).
  func transitionIndices(ofState state: Int) -> Range<Int> {
    let span = transitionSpans[state]
    return span.start..<span.end
  }

  /// The official error text's list of the tokens `state` expects, e.g. `"#EOF, #Language,
  /// #TagLine"`, or `nil` for the end state (and any number the table does not have).
  func expectedDescription(ofState state: Int) -> String? {
    guard expectedSpans.indices.contains(state), let span = expectedSpans[state] else { return nil }
    return expected[span.start..<span.end].map { "#" + $0.rawValue }.joined(separator: ", ")
  }

  /// The table being read, line after line.
  private struct Reading {
    var transitions: [Transition] = []
    var actions: [Action] = []
    var transitionSpans: [Span] = []
    var expected: [TokenType] = []
    var expectedSpans: [Span?] = []
    private let tokenNames = TokenType.allCases.map { (name: Array($0.rawValue.utf8), type: $0) }
    private let ruleNames = RuleType.allCases.map { (name: Array($0.rawValue.utf8), type: $0) }

    /// Reads one line: `<state>: <expected tokens> | <transition> | <transition> …`.
    mutating func read(_ line: UnsafeBufferPointer<UInt8>) {
      var words = Words(line)
      guard let header = words.next(), header.last == UInt8(ascii: ":"), let state = number(header.dropLast())
      else { invalid(line, "a line starts with its state's number and a colon, e.g. \"12:\"") }
      while transitionSpans.count <= state {
        transitionSpans.append(Span(start: 0, end: 0))
        expectedSpans.append(nil)
      }
      let expectedStart = expected.count
      while let word = words.next(), !isBar(word) {
        expected.append(token(word, in: line))
      }
      expectedSpans[state] = Span(start: expectedStart, end: expected.count)
      let transitionStart = transitions.count
      while let first = words.next() {
        let question = first.firstIndex(of: UInt8(ascii: "?")) ?? first.endIndex
        let lookahead = question == first.endIndex ? nil : lookaheadToken(first[(question + 1)...], in: line)
        let actionStart = actions.count
        var next: Int?
        while let word = words.next(), !isBar(word) {
          let name = word.dropFirst()
          switch word.first {
          case UInt8(ascii: "+"): actions.append(.start(rule(name, in: line)))
          case UInt8(ascii: "-"): actions.append(.end(rule(name, in: line)))
          case UInt8(ascii: ">"): next = number(name)
          default: invalid(line, "an action is +Rule, -Rule or >state, not \(String(decoding: word, as: UTF8.self))")
          }
        }
        guard let next else { invalid(line, "every transition ends with its next state, e.g. >12") }
        transitions.append(
          Transition(
            token: token(first[..<question], in: line), lookahead: lookahead, actions: actionStart..<actions.count,
            next: next))
      }
      transitionSpans[state] = Span(start: transitionStart, end: transitions.count)
    }

    private func isBar(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
      word.count == 1 && word.first == UInt8(ascii: "|")
    }

    /// `Scenario` or `Examples`, after a `?`.
    private func lookaheadToken(_ word: Slice<UnsafeBufferPointer<UInt8>>, in line: UnsafeBufferPointer<UInt8>)
      -> TokenType
    {
      if word.elementsEqual("Scenario".utf8) { return .scenarioLine }
      if word.elementsEqual("Examples".utf8) { return .examplesLine }
      invalid(line, "a look-ahead is ?Scenario or ?Examples")
    }

    private func token(_ word: Slice<UnsafeBufferPointer<UInt8>>, in line: UnsafeBufferPointer<UInt8>) -> TokenType {
      guard let entry = tokenNames.first(where: { $0.name.count == word.count && $0.name.elementsEqual(word) }) else {
        invalid(line, "no token is named \(String(decoding: word, as: UTF8.self))")
      }
      return entry.type
    }

    private func rule(_ word: Slice<UnsafeBufferPointer<UInt8>>, in line: UnsafeBufferPointer<UInt8>) -> RuleType {
      guard let entry = ruleNames.first(where: { $0.name.count == word.count && $0.name.elementsEqual(word) }) else {
        invalid(line, "no rule is named \(String(decoding: word, as: UTF8.self))")
      }
      return entry.type
    }

    private func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
      guard !digits.isEmpty else { return nil }
      var value = 0
      for digit in digits {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
        value = value * 10 + Int(digit - UInt8(ascii: "0"))
      }
      return value
    }

    private func invalid(_ line: UnsafeBufferPointer<UInt8>, _ problem: String) -> Never {
      preconditionFailure("parserStateTable: \(problem), in \"\(String(decoding: line, as: UTF8.self))\"")
    }
  }

  /// The words of a table line, split at spaces.
  private struct Words {
    private let line: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ line: UnsafeBufferPointer<UInt8>) { self.line = line }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
      while position < line.count, line[position] == UInt8(ascii: " ") { position += 1 }
      guard position < line.count else { return nil }
      let start = position
      while position < line.count, line[position] != UInt8(ascii: " ") { position += 1 }
      return line[start..<position]
    }
  }
}
