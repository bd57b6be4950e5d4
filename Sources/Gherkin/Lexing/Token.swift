/// The kinds of line the Gherkin grammar knows.
public enum TokenType: String, Sendable, CaseIterable {
  /// Not matched yet.
  case none = "None"
  /// The end of the file.
  case eof = "EOF"
  /// A blank line.
  case empty = "Empty"
  /// A line starting with `#`.
  case comment = "Comment"
  /// Tags, such as `@smoke @slow`.
  case tagLine = "TagLine"
  /// `Feature:` (機能:) and its name.
  case featureLine = "FeatureLine"
  /// `Rule:` and its name.
  case ruleLine = "RuleLine"
  /// `Background:` (背景:).
  case backgroundLine = "BackgroundLine"
  /// `Scenario:`, `Example:` or `Scenario Outline:` (シナリオ:) and its name.
  case scenarioLine = "ScenarioLine"
  /// `Examples:` (例:) of an outline.
  case examplesLine = "ExamplesLine"
  /// A step: its keyword (`Given `, `前提`) and text.
  case stepLine = "StepLine"
  /// Three double quotes or three backticks, opening or closing a doc string.
  case docStringSeparator = "DocStringSeparator"
  /// A row of a data table or examples table: `| a | b |`.
  case tableRow = "TableRow"
  /// `# language: ja`, choosing the dialect.
  case language = "Language"
  /// Any other text: a description, or a line of a doc string.
  case other = "Other"
}

/// What a step keyword means: `Given` sets up context, `When` acts, `Then` checks an outcome,
/// `And`/`But` continue the previous kind. `*` (and keywords of several kinds) are `unknown`.
public enum StepKeywordType: String, Sendable, Hashable {
  /// `*`, or a keyword that means several kinds in its dialect.
  case unknown = "Unknown"
  /// `Given` (前提): sets up the context.
  case context = "Context"
  /// `When` (もし): the action.
  case action = "Action"
  /// `Then` (ならば): the expected outcome.
  case outcome = "Outcome"
  /// `And`, `But` (かつ, しかし): continues the previous kind.
  case conjunction = "Conjunction"
}

/// One line read by the scanner, and what a matcher recognised it as.
///
/// A token is matched (possibly several times, during look-ahead) by the token matcher, which
/// fills in the `matched…` fields; the parser then hands it to the AST builder.
final class Token {
  /// `nil` at the end of the file.
  let line: GherkinLine?
  let lineNumber: Int
  /// Set by the last successful match.
  var column: Int?
  var matchedType: TokenType = .none
  var matchedText: String?
  var matchedKeyword: String?
  var matchedKeywordType: StepKeywordType?
  var matchedIndent = 0
  /// A table row's cells, made as the document's cells so that a row takes them as they are; or
  /// a tag line's tags, in the same shape (location and text).
  var matchedItems: [TableCell] = []
  var matchedDialect = "en"

  init(line: GherkinLine?, lineNumber: Int) {
    self.line = line
    self.lineNumber = lineNumber
  }

  var isEOF: Bool { line == nil }

  var location: Location { Location(line: lineNumber, column: column) }

  /// The token as the official `.tokens` files print it, e.g. `(3:3)ScenarioLine:()Scenario/name/`.
  var formatted: String {
    guard line != nil else { return "EOF" }
    var result = "(\(lineNumber):\(column ?? 0))\(matchedType.rawValue):"
    if let keyword = matchedKeyword, !keyword.isEmpty {
      result += "(\(matchedKeywordType?.rawValue ?? ""))\(keyword)"
    }
    result += "/\(matchedText ?? "")/"
    result += matchedItems.map { "\($0.location.column ?? 0):\($0.value)" }.joined(separator: ",")
    return result
  }
}
