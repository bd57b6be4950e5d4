/// Why a Cucumber Expression, a parameter type or a transformation was rejected. The
/// ``description`` is the official Cucumber message, column marker included:
///
/// ```text
/// This Cucumber Expression has a problem at column 1:
///
/// {unknown}
/// ^-------^
/// Undefined parameter type 'unknown'.
/// Please register a ParameterType for 'unknown'
/// ```
public struct CucumberExpressionError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What kind of problem it is, for code that handles some kinds on its own.
  public enum Kind: Sendable, Hashable {
    /// The expression's syntax is wrong (unbalanced braces, empty optional, bad escape, ...).
    case syntax
    /// The expression uses `{name}` but no parameter type has that name.
    case undefinedParameterType(name: String)
    /// A regular expression's capture group matches several parameter types, none preferential.
    case ambiguousParameterType
    /// A parameter type could not be defined (duplicate name, illegal name, two preferential).
    case invalidParameterType
    /// A built-in parameter type could not convert the matched text (a number out of range).
    case transformation
    /// A regular expression step pattern does not compile.
    case invalidRegularExpression
  }

  /// What kind of problem it is.
  public let kind: Kind
  /// The full official message.
  public let message: String

  /// An error of `kind` with the full `message`.
  public init(_ kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
