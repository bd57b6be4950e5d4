/// A step definition in a ``StepLibrary``: an expression, the closure it runs, and where it was
/// written (for ambiguity errors and the report).
public struct StepDefinitionEntry: Sendable {
  public var id: Int
  public var keyword: StepKeyword
  public var pattern: String
  public var expression: any StepExpression
  public var isRegularExpression: Bool
  public var location: CodeLocation
  /// How many values the closure takes after the context.
  public var arity: Int
  let body: StepBody
}

/// A step closure with its arguments type-erased.
typealias StepBody = @MainActor @Sendable (ScenarioContext, [any Sendable]) async throws -> Void

/// A step definition whose expression could not be made (an unknown parameter type, a malformed
/// expression): steps it was meant for are reported undefined, and the error is reported too.
public struct StepDefinitionError: Sendable, CustomStringConvertible {
  public var pattern: String
  public var location: CodeLocation
  public var message: String
  /// Set when the expression names a parameter type nobody defined.
  public var undefinedParameterType: String?

  public var description: String { "\(location): step definition '\(pattern)': \(message)" }
}
