import SpecRun
import Testing

@Suite("A tag expression")
struct TagExpressionTests {
  @Test("selects by and, or, not and parentheses")
  func evaluates() throws {
    let expression = try TagExpression(parsing: "@fast and not (@wip or @slow)")
    #expect(expression.evaluate(["@fast"]))
    #expect(expression.evaluate(["@fast", "@ui"]))
    #expect(!expression.evaluate(["@fast", "@wip"]))
    #expect(!expression.evaluate(["@slow", "@fast"]))
    #expect(!expression.evaluate([String]()))
  }

  @Test("binds not tighter than and, and and tighter than or")
  func precedence() throws {
    let expression = try TagExpression(parsing: "@a or @b and not @c")
    #expect(expression.description == "( @a or ( @b and not ( @c ) ) )")
    #expect(expression.evaluate(["@a", "@c"]))
    #expect(!expression.evaluate(["@b", "@c"]))
  }

  @Test("an empty expression selects everything")
  func empty() throws {
    #expect(try TagExpression(parsing: "  ").evaluate([String]()))
  }

  @Test("reads escaped parentheses and spaces as part of a tag")
  func escapes() throws {
    let expression = try TagExpression(parsing: #"@x\(1\) or @two\ words"#)
    #expect(expression.evaluate(["@x(1)"]))
    #expect(expression.evaluate(["@two words"]))
    #expect(!expression.evaluate(["@x"]))
  }

  @Test("reports a missing operand with the official message")
  func missingOperand() {
    expectTagExpressionError(
      #"Tag expression "@a and" could not be parsed because of syntax error: Expected operand."#
    ) { _ = try TagExpression(parsing: "@a and") }
  }

  @Test("reports an unmatched parenthesis with the official message")
  func unmatched() {
    expectTagExpressionError(
      #"Tag expression "(@a or @b" could not be parsed because of syntax error: Unmatched (."#
    ) { _ = try TagExpression(parsing: "(@a or @b") }
  }

  @Test("refuses commas between tags, suggesting or/and")
  func comma() {
    expectTagExpressionError(
      #"Tag expression "@a,@b" could not be parsed because of syntax error: An invalid tag combination operator was detected. The use of a comma (',') to combine tags is not supported. Please replace it with either the 'or' or 'and' operators for tag combinations. For example, use '@tag1 or @tag2' or '@tag1 and @tag2'"#
    ) { _ = try TagExpression(parsing: "@a,@b") }
  }

  @Test("refuses a trailing backslash instead of dropping it")
  func trailingEscape() {
    expectTagExpressionError(
      #"Tag expression "@a\" could not be parsed because of syntax error: Illegal escape at the end of the expression. Use "\\" for a backslash."#
    ) { _ = try TagExpression(parsing: #"@a\"#) }
  }
}
