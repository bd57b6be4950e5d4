/// Makes the right ``StepExpression`` for a step definition's pattern string, as Cucumber-JVM
/// does: a pattern that starts with `^` or ends with `$` is a regular expression, one written
/// between slashes (`/I have (\d+) cukes/`) is a regular expression without the slashes, and
/// anything else is a Cucumber Expression.
///
/// ```swift
/// let factory = StepExpressionFactory(registry: ParameterTypeRegistry())
/// try factory.make("I have {int} cukes")        // CucumberExpression
/// try factory.make(#"^I have (\d+) cukes$"#)    // RegularExpression
/// ```
public struct StepExpressionFactory: Sendable {
  /// The parameter types the expressions it makes may use.
  public let registry: ParameterTypeRegistry

  /// A factory whose expressions use `registry`'s parameter types.
  public init(registry: ParameterTypeRegistry) {
    self.registry = registry
  }

  /// The expression `pattern` is written as; throws a ``CucumberExpressionError`` when it is malformed.
  public func make(_ pattern: String) throws -> any StepExpression {
    if pattern.hasPrefix("^") || pattern.hasSuffix("$") {
      return try RegularExpression(pattern, registry: registry)
    }
    if pattern.count >= 2, pattern.hasPrefix("/"), pattern.hasSuffix("/") {
      return try RegularExpression(String(pattern.dropFirst().dropLast()), registry: registry)
    }
    return try CucumberExpression(pattern, registry: registry)
  }
}
