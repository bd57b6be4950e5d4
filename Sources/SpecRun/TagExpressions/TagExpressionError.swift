/// Why a tag expression could not be parsed. The ``description`` is the official message:
///
/// ```text
/// Tag expression "@a and or" could not be parsed because of syntax error: Expected operand.
/// ```
public struct TagExpressionError: Error, CustomStringConvertible, Sendable, Hashable {
  /// The expression as given.
  public let expression: String
  /// The official message.
  public let message: String

  init(_ expression: String, syntaxError problem: String) {
    self.expression = expression
    self.message =
      "Tag expression \"\(expression)\" could not be parsed because of syntax error: \(problem)"
  }

  public var description: String { message }
}
