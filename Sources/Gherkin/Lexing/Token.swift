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
///
/// A plain value with nothing to reference-count: the matcher records *where* its keyword, text
/// and items lie in the line, and the builder reads them into strings only once, when it makes
/// the document (a line matched several times during look-ahead makes no string at all). The
/// `matched…` strings read the source's bytes, so they are only valid while its parse runs.
///
/// ```swift
/// var token = scanner.read()
/// if matcher.matchStepLine(&token) { token.matchedKeyword }   // "Given "
/// ```
struct Token {
  /// `nil` at the end of the file.
  let line: GherkinLine?
  let lineNumber: Int
  var matchedType: TokenType = .none
  var matchedKeywordType: StepKeywordType?
  private var storedIndent: Int32 = 0
  /// Where the matched text lies, `nil` when the match has none.
  var text: TokenText?
  /// Where the matched keyword lies (it is always the line's own bytes), `nil` when it has none.
  var keyword: TokenText?
  /// Which items (table cells or tags) the line holds, read when the builder asks.
  var items = TokenItems.none

  init(line: GherkinLine?, lineNumber: Int) {
    self.line = line
    self.lineNumber = lineNumber
  }

  var isEOF: Bool { line == nil }

  /// The indentation the last successful match found.
  var matchedIndent: Int {
    get { Int(storedIndent) }
    set { storedIndent = Int32(newValue) }
  }

  /// The column the last successful match found, `nil` before any match.
  var column: Int? { matchedType == .none ? nil : matchedIndent + 1 }

  var location: Location { Location(line: lineNumber, column: column) }

  /// The matched text, read from the source.
  var matchedText: String? {
    guard let text, let line else { return nil }
    return text.string(in: line.bytes)
  }

  /// The matched keyword as the file spells it (`Given `, `Scenario`, `"""`), read from the source.
  var matchedKeyword: String? {
    guard let keyword, let line else { return nil }
    return keyword.string(in: line.bytes)
  }

  /// A table row's cells, made as the document's cells so that a row takes them as they are; or
  /// a tag line's tags, in the same shape (location and text).
  var matchedItems: [TableCell] {
    guard let line else { return [] }
    return items.read(from: line)
  }

  /// The matched texts of `tokens` joined by line breaks (a doc string's content, a
  /// description), written straight into one new string.
  static func joinedTexts(_ tokens: some Collection<Token>) -> String {
    var length = -1
    for token in tokens {
      guard let text = token.text, let line = token.line, !text.needsUnescaping(in: line.bytes) else {
        return tokens.map { $0.matchedText ?? "" }.joined(separator: "\n")
      }
      length += max(0, text.end - text.start) + 1
    }
    if length <= 0 { return "" }
    return String(unsafeUninitializedCapacity: length) { output in
      var written = 0
      var isFirst = true
      for token in tokens {
        guard let text = token.text, let bytes = token.line?.bytes, let target = output.baseAddress else { continue }
        if !isFirst {
          output[written] = 0x0A
          written += 1
        }
        isFirst = false
        let count = max(0, text.end - text.start)
        if count > 0, let source = bytes.baseAddress {
          (target + written).initialize(from: source + text.start, count: count)
        }
        written += count
      }
      return written
    }
  }

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
