/// A step definition in a ``StepLibrary``: an expression, the closure it runs, and where it was
/// written (for ambiguity errors and the report).
public struct StepDefinitionEntry: Sendable {
  /// The definition's position in ``StepLibrary/definitions``.
  public var id: Int
  /// The keyword it was defined with (`steps.given`, `steps.when`, …).
  public var keyword: StepKeyword
  /// The pattern as written (`I have {int} cucumber(s)`, or `^…$` for a regular expression).
  public var pattern: String
  /// The compiled pattern that matches step text.
  public var expression: any StepExpression
  /// Whether the pattern is a regular expression rather than a Cucumber Expression.
  public var isRegularExpression: Bool
  /// Where the definition was written.
  public var location: CodeLocation
  /// How many values the closure takes after the context.
  public var arity: Int
  let body: StepBody
}

/// A step closure with its arguments type-erased: it reads each argument's ``StepArgument/value``
/// (so running a step makes no array of values).
typealias StepBody = @MainActor @Sendable (ScenarioContext, [StepArgument]) async throws -> Void

/// A step definition whose expression could not be made (an unknown parameter type, a malformed
/// expression): steps it was meant for are reported undefined, and the error is reported too.
public struct StepDefinitionError: Sendable, CustomStringConvertible {
  /// The pattern, or `{name}` for a parameter type that could not be defined.
  public var pattern: String
  /// Where it was written.
  public var location: CodeLocation
  /// What is wrong, and how to fix it.
  public var message: String
  /// Set when the expression names a parameter type nobody defined.
  public var undefinedParameterType: String?

  public var description: String { "\(location): step definition '\(pattern)': \(message)" }
}
