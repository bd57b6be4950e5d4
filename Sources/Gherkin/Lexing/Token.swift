/// The kinds of line the Gherkin grammar knows.
public enum TokenType: String, Sendable, CaseIterable {
  case none = "None"
  case eof = "EOF"
  case empty = "Empty"
  case comment = "Comment"
  case tagLine = "TagLine"
  case featureLine = "FeatureLine"
  case ruleLine = "RuleLine"
  case backgroundLine = "BackgroundLine"
  case scenarioLine = "ScenarioLine"
  case examplesLine = "ExamplesLine"
  case stepLine = "StepLine"
  case docStringSeparator = "DocStringSeparator"
  case tableRow = "TableRow"
  case language = "Language"
  case other = "Other"
}

/// What a step keyword means: `Given` sets up context, `When` acts, `Then` checks an outcome,
/// `And`/`But` continue the previous kind. `*` (and keywords of several kinds) are `unknown`.
public enum StepKeywordType: String, Sendable, Hashable {
  case unknown = "Unknown"
  case context = "Context"
  case action = "Action"
  case outcome = "Outcome"
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
