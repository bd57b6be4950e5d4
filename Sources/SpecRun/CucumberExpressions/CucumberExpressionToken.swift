/// A token of a Cucumber Expression, as the official tokenizer defines it. Offsets count Unicode
/// code points (an emoji is one), which is what the official error column markers count.
///
/// ```swift
/// let tokens = try CucumberExpression.tokenize("three (blind) mice")
/// tokens.map(\.kind)  // [.startOfLine, .text, .whiteSpace, .beginOptional, .text, ...]
/// ```
package struct CucumberExpressionToken: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    case startOfLine = "START_OF_LINE"
    case endOfLine = "END_OF_LINE"
    case whiteSpace = "WHITE_SPACE"
    case beginOptional = "BEGIN_OPTIONAL"
    case endOptional = "END_OPTIONAL"
    case beginParameter = "BEGIN_PARAMETER"
    case endParameter = "END_PARAMETER"
    case alternation = "ALTERNATION"
    case text = "TEXT"
  }

  package let kind: Kind
  /// The token's text with escapes removed (`\(` gives `(`).
  package let text: String
  /// Code point offset of the token's first character (its escape, if escaped).
  package let start: Int
  /// Code point offset just past the token.
  package let end: Int

  package init(kind: Kind, text: String, start: Int, end: Int) {
    self.kind = kind
    self.text = text
    self.start = start
    self.end = end
  }
}
