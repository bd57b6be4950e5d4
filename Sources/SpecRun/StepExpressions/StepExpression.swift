/// A pattern a step definition is written with: a ``CucumberExpression`` or a ``RegularExpression``.
///
/// The runner asks every step definition's expression whether it matches a step's text:
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// let expression = try CucumberExpression("I have {int} cucumber(s)", registry: registry)
/// if let arguments = try expression.match("I have 42 cucumbers") {
///   let count = arguments[0].value as? Int  // 42
/// }
/// ```
public protocol StepExpression: Sendable {
  /// The text the step definition was written with, exactly as given.
  var source: String { get }

  /// The arguments captured from `text`, or `nil` when the expression does not match the whole
  /// text. Throws when a parameter type's transformer fails (for example a number out of range).
  func match(_ text: String) throws -> [StepArgument]?
}
