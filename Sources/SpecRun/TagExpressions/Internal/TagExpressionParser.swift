/// Parses a tag expression with the shunting-yard algorithm, as the reference does.
struct TagExpressionParser {
  typealias Node = TagExpression.Node

  private enum Expected: String {
    case operand, `operator`
  }

  private let expression: String

  init(_ expression: String) {
    self.expression = expression
  }

  func parse() throws -> Node {
    let tokens = try tokenize()
    if tokens.isEmpty { return .always }
    var operators: [String] = []
    var operands: [Node] = []
    var expected = Expected.operand

    for token in tokens {
      switch token {
      case "not":
        try check(expected, is: .operand)
        operators.append(token)
        expected = .operand
      case "and", "or":
        try check(expected, is: .operator)
        while let top = operators.last, Self.binds(top, atLeastAsTightlyAs: token) {
          try reduce(operators.removeLast(), into: &operands)
        }
        operators.append(token)
        expected = .operand
      case "(":
        try check(expected, is: .operand)
        operators.append(token)
        expected = .operand
      case ")":
        try check(expected, is: .operator)
        while let top = operators.last, top != "(" {
          try reduce(operators.removeLast(), into: &operands)
        }
        guard operators.last == "(" else { throw TagExpressionError(expression, syntaxError: "Unmatched ).") }
        operators.removeLast()
        expected = .operator
      default:
        try check(expected, is: .operand)
        operands.append(.tag(token))
        expected = .operator
      }
    }
    try check(expected, is: .operator)
    while let top = operators.popLast() {
      if top == "(" { throw TagExpressionError(expression, syntaxError: "Unmatched (.") }
      try reduce(top, into: &operands)
    }
    guard operands.count == 1, let root = operands.first else {
      throw TagExpressionError(expression, syntaxError: "Expected operator.")
    }
    return root
  }

  /// Whether the operator on the stack must be applied before pushing `incoming` (a binary,
  /// left-associative operator): `not` (2) > `and` (1) > `or` (0); `(` never.
  private static func binds(_ top: String, atLeastAsTightlyAs incoming: String) -> Bool {
    guard let topPrecedence = precedence[top], let incomingPrecedence = precedence[incoming] else {
      return false
    }
    return incomingPrecedence <= topPrecedence
  }

  private static let precedence: [String: Int] = ["or": 0, "and": 1, "not": 2]

  private func check(_ expected: Expected, is actual: Expected) throws {
    if expected != actual {
      throw TagExpressionError(expression, syntaxError: "Expected \(expected.rawValue).")
    }
  }

  private func reduce(_ operatorToken: String, into operands: inout [Node]) throws {
    func pop() throws -> Node {
      guard let node = operands.popLast() else {
        throw TagExpressionError(expression, syntaxError: "Expected operand.")
      }
      return node
    }
    switch operatorToken {
    case "not":
      operands.append(.not(try pop()))
    case "and":
      let right = try pop()
      operands.append(.and(try pop(), right))
    default:
      let right = try pop()
      operands.append(.or(try pop(), right))
    }
  }

  /// Splits on whitespace and parentheses; `\` escapes `(`, `)`, `\` and whitespace.
  private func tokenize() throws -> [String] {
    var tokens: [String] = []
    var token = ""
    var escaping = false
    func endToken() throws {
      guard !token.isEmpty else { return }
      if token.contains(",") {
        throw TagExpressionError(
          expression,
          syntaxError:
            "An invalid tag combination operator was detected. The use of a comma (',') to combine tags is not supported. Please replace it with either the 'or' or 'and' operators for tag combinations. For example, use '@tag1 or @tag2' or '@tag1 and @tag2'"
        )
      }
      tokens.append(token)
      token = ""
    }
    for character in expression {
      if escaping {
        guard character == "(" || character == ")" || character == "\\" || character.isWhitespace
        else {
          throw TagExpressionError(expression, syntaxError: "Illegal escape before \"\(character)\".")
        }
        token.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "(" || character == ")" || character.isWhitespace {
        try endToken()
        if !character.isWhitespace { tokens.append(String(character)) }
      } else {
        token.append(character)
      }
    }
    if escaping {
      throw TagExpressionError(
        expression, syntaxError: "Illegal escape at the end of the expression. Use \"\\\\\" for a backslash.")
    }
    try endToken()
    return tokens
  }
}
