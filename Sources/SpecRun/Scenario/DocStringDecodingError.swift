/// Why a JSON doc string did not decode: where in the JSON (`$` is the whole document,
/// `$.items[2].name` a value inside it) and what is wrong there.
///
/// ```
/// The doc string's JSON does not decode at $.items[1].quantity: expected a whole number (Int), found "three".
/// The doc string's JSON does not decode: it is not valid JSON: Invalid value around character 25 (line 2, column 12). …
/// ```
public struct DocStringDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The JSON path of the value at fault (`$` for the document itself).
  public var path: String
  /// What is wrong there, in a sentence.
  public var problem: String

  /// The error for the value at JSON `path`.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  public var description: String {
    path == "$"
      ? "The doc string's JSON does not decode: \(problem)"
      : "The doc string's JSON does not decode at \(path): \(problem)"
  }
}
