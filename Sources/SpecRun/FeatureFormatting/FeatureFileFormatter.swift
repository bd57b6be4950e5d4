import Gherkin

/// Formats a `.feature` file from its parsed document: the one formatter behind
/// `specrun format-feature` and the language server's `textDocument/formatting`.
///
/// Keywords stay as written (in any dialect; `前提` keeps or leaves out the space the user
/// wrote after it), Feature sits at column 0, Rule, Background and Scenario at 2 (4 inside a
/// Rule), steps at 4 (6), tables and doc strings under their step. Table columns are aligned by
/// display width (a kanji counts 2), escapes kept; doc strings keep their delimiter, media type
/// and content; tags go on their own line; descriptions keep their relative indentation; one
/// blank line separates blocks; every comment and the `# language:` line stay at their place;
/// a file saved with Windows line ends (`\r\n`) keeps them. Formatting a formatted text changes
/// nothing.
///
/// ```swift
/// switch FeatureFileFormatter.format("Feature: Shop\nScenario: Buy\nGiven a cart\n") {
/// case .success(let text): print(text)   // "Feature: Shop\n\n  Scenario: Buy\n    Given a cart\n"
/// case .failure(let failure): print(failure.errors)   // a file that does not parse is not formatted
/// }
/// ```
public enum FeatureFileFormatter {
  /// A text that does not parse, and so is left as it is.
  public struct Unparsable: Error, Sendable, Hashable {
    /// Why it does not parse, each with its line and column.
    public var errors: [ParseError]
  }

  /// `text` formatted, or the parse errors that keep it from being formatted.
  public static func format(_ text: String, uri: String = "") -> Result<String, Unparsable> {
    let parsed = Gherkin.parse(text, uri: uri, compilePickles: false)
    guard let document = parsed.document else { return .failure(Unparsable(errors: parsed.errors)) }
    var writer = FeatureFileWriter(text: text, document: document)
    let formatted = writer.formatted()
    // Swift reads `\r\n` as one character: `contains("\r\n")` finds it, `"\n"` would not.
    return .success(text.contains("\r\n") ? formatted.replacingOccurrences(of: "\n", with: "\r\n") : formatted)
  }
}
