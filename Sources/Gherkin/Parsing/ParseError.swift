/// A line and, when known, a column in a Gherkin source (both 1-based).
public struct Location: Sendable, Hashable {
  public var line: Int
  public var column: Int?

  public init(line: Int, column: Int? = nil) {
    self.line = line
    self.column = column
  }
}

/// An error the parser reports, with the same text and location as the official Gherkin parser.
///
/// ```swift
/// error.description   // "(3:3): A tag may not contain whitespace"
/// ```
public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message without its location, e.g. `"inconsistent cell count within the table"`.
  public let message: String
  public let location: Location

  public init(message: String, location: Location) {
    self.message = message
    self.location = location
  }

  /// The official form: `"(line:column): message"`, column `0` when unknown.
  public var description: String { "(\(location.line):\(location.column ?? 0)): \(message)" }
}
