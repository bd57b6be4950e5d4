/// The official Cucumber Expression problem messages, each pointing at the offending column.
enum ProblemMessages {
  /// `This Cucumber Expression has a problem at column N:` + the expression + a marker line
  /// (`^` for one character, `^---^` for a span) + the problem + how to fix it.
  static func located(
    _ expression: String, start: Int, end: Int, problem: String, solution: String,
    kind: CucumberExpressionError.Kind = .syntax
  ) -> CucumberExpressionError {
    var marker = String(repeating: " ", count: start) + "^"
    if start + 1 < end {
      marker += String(repeating: "-", count: end - start - 2) + "^"
    }
    return CucumberExpressionError(
      kind,
      message: """
        This Cucumber Expression has a problem at column \(start + 1):

        \(expression)
        \(marker)
        \(problem).
        \(solution)
        """)
  }

  static func at(_ expression: String, index: Int, problem: String, solution: String)
    -> CucumberExpressionError
  {
    located(expression, start: index, end: index + 1, problem: problem, solution: solution)
  }

  static func endOfLineCannotBeEscaped(_ expression: String) -> CucumberExpressionError {
    at(
      expression, index: expression.unicodeScalars.count - 1,
      problem: "The end of line can not be escaped",
      solution: "You can use '\\\\' to escape the '\\'")
  }

  static func cannotEscape(_ expression: String, index: Int) -> CucumberExpressionError {
    at(
      expression, index: index,
      problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
      solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
  }

  static func missingEndToken(
    _ expression: String, begin: CucumberExpressionToken.Kind, end: CucumberExpressionToken.Kind,
    at token: CucumberExpressionToken
  ) -> CucumberExpressionError {
    let beginSymbol = symbol(of: begin)
    let purpose = purpose(of: begin)
    return located(
      expression, start: token.start, end: token.end,
      problem: "The '\(beginSymbol)' does not have a matching '\(symbol(of: end))'",
      solution: "If you did not intend to use \(purpose) you can use '\\\(beginSymbol)' to escape the \(purpose)")
  }

  static func alternationNotAllowedInOptional(
    _ expression: String, at token: CucumberExpressionToken
  ) -> CucumberExpressionError {
    located(
      expression, start: token.start, end: token.end,
      problem: "An alternation can not be used inside an optional",
      solution:
        "If you did not mean to use an alternation you can use '\\/' to escape the '/'. Otherwise rephrase your expression or consider using a regular expression instead."
    )
  }

  static func invalidParameterName(_ expression: String, at token: CucumberExpressionToken)
    -> CucumberExpressionError
  {
    located(
      expression, start: token.start, end: token.end,
      problem: "Parameter names may not contain '{', '}', '(', ')', '\\' or '/'",
      solution: "Did you mean to use a regular expression?")
  }

  static func alternativeMayNotBeEmpty(_ expression: String, _ node: CucumberExpressionNode)
    -> CucumberExpressionError
  {
    located(
      expression, start: node.start, end: node.end, problem: "Alternative may not be empty",
      solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
  }

  static func alternativeOnlyOptionals(_ expression: String, _ node: CucumberExpressionNode)
    -> CucumberExpressionError
  {
    located(
      expression, start: node.start, end: node.end,
      problem: "An alternative may not exclusively contain optionals",
      solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
  }

  static func optionalMayNotBeEmpty(_ expression: String, _ node: CucumberExpressionNode)
    -> CucumberExpressionError
  {
    located(
      expression, start: node.start, end: node.end, problem: "An optional must contain some text",
      solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
  }

  static func parameterInOptional(_ expression: String, _ node: CucumberExpressionNode)
    -> CucumberExpressionError
  {
    located(
      expression, start: node.start, end: node.end,
      problem: "An optional may not contain a parameter type",
      solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
  }

  static func optionalInOptional(_ expression: String, _ node: CucumberExpressionNode)
    -> CucumberExpressionError
  {
    located(
      expression, start: node.start, end: node.end,
      problem: "An optional may not contain an other optional",
      solution:
        "If you did not mean to use an optional type you can use '\\(' to escape the '('. For more complicated expressions consider using a regular expression instead."
    )
  }

  static func undefinedParameterType(
    _ expression: String, _ node: CucumberExpressionNode, name: String
  ) -> CucumberExpressionError {
    located(
      expression, start: node.start, end: node.end,
      problem: "Undefined parameter type '\(name)'",
      solution: "Please register a ParameterType for '\(name)'",
      kind: .undefinedParameterType(name: name))
  }

  private static func symbol(of kind: CucumberExpressionToken.Kind) -> String {
    switch kind {
    case .beginOptional: "("
    case .endOptional: ")"
    case .beginParameter: "{"
    case .endParameter: "}"
    case .alternation: "/"
    default: ""
    }
  }

  private static func purpose(of kind: CucumberExpressionToken.Kind) -> String {
    switch kind {
    case .beginOptional, .endOptional: "optional text"
    case .beginParameter, .endParameter: "a parameter"
    case .alternation: "alternation"
    default: ""
    }
  }
}
