import CucumberMessages

/// Builds the syntax tree of a Cucumber Expression from its tokens (a recursive-descent port of
/// the official grammar):
///
/// ```text
/// cucumber-expression := ( alternation | optional | parameter | text )*
/// alternation := (?<=left-boundary) alternative* ( '/' alternative* )+ (?=right-boundary)
///   left-boundary := whitespace | '}' | ^        right-boundary := whitespace | '{' | $
///   alternative := optional | parameter | text
/// optional := '(' option* ')'                    option := optional | parameter | text
/// parameter := '{' name* '}'                     name := whitespace | .
/// text := whitespace | ')' | '}' | .
/// ```
struct Parser {
  typealias Token = CucumberExpressionToken
  typealias Node = CucumberExpressionNode

  /// What one sub-parser produced: how many tokens it consumed (0 = not applicable) and nodes.
  struct Parsed {
    var consumed: Int
    var nodes: [Node]
    static let nothing = Parsed(consumed: 0, nodes: [])
  }

  enum Rule {
    case expression, alternation, optional, parameter, name, text, alternativeSeparator
  }

  let expression: String
  let tokens: [Token]

  init(_ expression: String) throws {
    self.expression = expression
    self.tokens = try Tokenizer(expression: expression).tokenize()
  }

  func parse() throws -> Node {
    let parsed = try parse(.expression, at: 0)
    return parsed.nodes[0]
  }

  private func parse(_ rule: Rule, at current: Int) throws -> Parsed {
    switch rule {
    case .expression:
      return try parseBetween(
        .expression, begin: .startOfLine, end: .endOfLine,
        rules: [.alternation, .optional, .parameter, .text], at: current)
    case .optional:
      return try parseBetween(
        .optional, begin: .beginOptional, end: .endOptional,
        rules: [.optional, .parameter, .text], at: current)
    case .parameter:
      return try parseBetween(
        .parameter, begin: .beginParameter, end: .endParameter, rules: [.name], at: current)
    case .alternation:
      return try parseAlternation(at: current)
    case .name:
      return try parseName(at: current)
    case .text:
      return try parseText(at: current)
    case .alternativeSeparator:
      guard looking(at: current, .alternation) else { return .nothing }
      let token = tokens[current]
      return Parsed(
        consumed: 1,
        nodes: [Node(kind: .alternative, token: token.text, start: token.start, end: token.end)])
    }
  }

  private func parseText(at current: Int) throws -> Parsed {
    let token = tokens[current]
    switch token.kind {
    case .whiteSpace, .text, .endParameter, .endOptional:
      return Parsed(
        consumed: 1, nodes: [Node(kind: .text, token: token.text, start: token.start, end: token.end)])
    case .alternation:
      throw ProblemMessages.alternationNotAllowedInOptional(expression, at: token)
    default:
      return .nothing
    }
  }

  private func parseName(at current: Int) throws -> Parsed {
    let token = tokens[current]
    switch token.kind {
    case .whiteSpace, .text:
      return Parsed(
        consumed: 1, nodes: [Node(kind: .text, token: token.text, start: token.start, end: token.end)])
    case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
      throw ProblemMessages.invalidParameterName(expression, at: token)
    default:
      return .nothing
    }
  }

  private func parseAlternation(at current: Int) throws -> Parsed {
    guard looking(at: current - 1, anyOf: [.startOfLine, .whiteSpace, .endParameter]) else {
      return .nothing
    }
    let parsed = try parseUntil(
      rules: [.alternativeSeparator, .optional, .parameter, .text], at: current,
      endingAt: [.whiteSpace, .endOfLine, .beginParameter])
    guard parsed.nodes.contains(where: { $0.kind == .alternative }) else { return .nothing }
    let start = tokens[current].start
    let end = tokens[current + parsed.consumed].start
    // The right-hand boundary token is left for the caller.
    return Parsed(
      consumed: parsed.consumed,
      nodes: [
        Node(
          kind: .alternation, nodes: splitAlternatives(parsed.nodes, start: start, end: end),
          start: start, end: end)
      ])
  }

  private func splitAlternatives(_ nodes: [Node], start: Int, end: Int) -> [Node] {
    var separators: [Node] = []
    var groups: [[Node]] = [[]]
    for node in nodes {
      if node.kind == .alternative {
        separators.append(node)
        groups.append([])
      } else {
        groups[groups.count - 1].append(node)
      }
    }
    return groups.enumerated().map { index, members in
      let from = index == 0 ? start : separators[index - 1].end
      let to = index == groups.count - 1 ? end : separators[index].start
      return Node(kind: .alternative, nodes: members, start: from, end: to)
    }
  }

  private func parseBetween(
    _ kind: Node.Kind, begin: Token.Kind, end: Token.Kind, rules: [Rule], at current: Int
  ) throws -> Parsed {
    guard looking(at: current, begin) else { return .nothing }
    let inner = try parseUntil(rules: rules, at: current + 1, endingAt: [end, .endOfLine])
    let closing = current + 1 + inner.consumed
    guard looking(at: closing, end) else {
      throw ProblemMessages.missingEndToken(expression, begin: begin, end: end, at: tokens[current])
    }
    return Parsed(
      consumed: closing + 1 - current,
      nodes: [Node(kind: kind, nodes: inner.nodes, start: tokens[current].start, end: tokens[closing].end)])
  }

  private func parseUntil(rules: [Rule], at start: Int, endingAt endKinds: [Token.Kind]) throws
    -> Parsed
  {
    var current = start
    var nodes: [Node] = []
    while current < tokens.count, !looking(at: current, anyOf: endKinds) {
      let parsed = try parseFirstApplicable(rules, at: current)
      current += parsed.consumed
      nodes.append(contentsOf: parsed.nodes)
    }
    return Parsed(consumed: current - start, nodes: nodes)
  }

  private func parseFirstApplicable(_ rules: [Rule], at current: Int) throws -> Parsed {
    for rule in rules {
      let parsed = try parse(rule, at: current)
      if parsed.consumed > 0 { return parsed }
    }
    // Unreachable with the grammar above: every token kind is accepted by some rule.
    throw CucumberExpressionError(
      .syntax,
      message:
        "This Cucumber Expression could not be parsed at token \(tokens[current].kind.rawValue) (column \(tokens[current].start + 1)): \(expression)"
    )
  }

  private func looking(at index: Int, _ kind: Token.Kind) -> Bool {
    if index < 0 { return kind == .startOfLine }
    if index >= tokens.count { return kind == .endOfLine }
    return tokens[index].kind == kind
  }

  private func looking(at index: Int, anyOf kinds: [Token.Kind]) -> Bool {
    kinds.contains { looking(at: index, $0) }
  }
}
