import CucumberMessages

/// An error the parser reports, with the same text and location as the official Gherkin parser.
///
/// ```swift
/// error.description   // "(3:3): A tag may not contain whitespace"
/// ```
public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message without its location, e.g. `"inconsistent cell count within the table"`.
  public let message: String
  /// Where in the file: its line, and its column when known.
  public let location: Messages.Location

  /// The official form: `"(line:column): message"`, column `0` when unknown.
  public let description: String

  /// An error with `message` at `location`; ``description`` is made from both.
  public init(message: String, location: Messages.Location) {
    self.init(
      message: message, location: location,
      description: "(\(location.line):\(location.column ?? 0)): \(message)")
  }

  /// An error whose text was made at another location than the one it reports. The reference
  /// parser does this for an unknown `# language:` on an indented line: the text keeps the
  /// header's column, the location moves to the column of the comment the line becomes.
  init(message: String, location: Location, description: String) {
    self.message = message
    self.location = location
    self.description = description
  }
}
