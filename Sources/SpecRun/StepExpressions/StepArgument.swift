/// A value captured by a step expression, already transformed by its parameter type.
///
/// ```swift
/// let arguments = try expression.match("I have 42 cucumbers")!
/// arguments[0].value as? Int         // 42
/// arguments[0].parameterTypeName     // "int"
/// arguments[0].group.value           // "42"
/// ```
///
/// A group that did not take part in the match (an optional group of a regular expression)
/// holds an `Optional.none` of the transformer's type; ``isAbsent`` tells that case apart.
public struct StepArgument: Sendable {
  /// The transformed value (an `Int` for `{int}`, a `String` for `{string}`, and so on).
  public let value: any Sendable
  /// Where the argument was found in the step text (for Cucumber Messages' `stepMatchArguments`).
  public let group: ArgumentGroup
  /// The parameter type's name (`"int"`, `""` for the anonymous `{}`), or `nil` for a regular
  /// expression's capture group that no parameter type claims.
  public let parameterTypeName: String?

  /// An argument of `value`, found at `group`, transformed by the type named `parameterTypeName`.
  public init(value: any Sendable, group: ArgumentGroup, parameterTypeName: String?) {
    self.value = value
    self.group = group
    self.parameterTypeName = parameterTypeName
  }

  /// Whether the value is `nil` (the group did not take part, or the transformer returned nil).
  public var isAbsent: Bool {
    (value as? any AbsenceCheckable)?.isAbsent ?? false
  }
}
