/// Recognises what a line is (feature line, step, table row, …) in plain `.feature` files.
///
/// Each `match…` method either fills in the token and returns `true`, or leaves it alone and
/// returns `false`; it records where the token's texts lie, and makes no string. Matching has
/// effects the parser relies on: `# language:` switches the dialect, and doc-string separators
/// open and close a doc string.
class TokenMatcher {
  private let defaultLanguage: String
  private(set) var keywords: DialectKeywords {
    didSet { dialectName = keywords.dialect.language }
  }
  /// The current dialect's language code, which the builder gives the feature it reads.
  private(set) var dialectName: String
  var activeDocStringSeparator: [UInt8]?
  var indentToRemove = 0

  /// A matcher whose files are in `dialect` unless they say otherwise (English by default).
  init(dialect: GherkinDialect = .english) {
    let keywords = DialectKeywords.named(dialect.language) ?? DialectKeywords(dialect)
    defaultLanguage = dialect.language
    self.keywords = keywords
    dialectName = keywords.dialect.language
  }

  func reset() {
    if keywords.dialect.language != defaultLanguage, let initial = DialectKeywords.named(defaultLanguage) {
      keywords = initial
    }
    activeDocStringSeparator = nil
    indentToRemove = 0
  }

  /// The token types `token` could be, told by the first byte of its line: the parser asks the
  /// matcher only about these (a line starting with `@` is tried as a tag line, not as a table row,
  /// a doc string separator or a step). A superset, never less: a type left out would not have
  /// matched, and its matcher would have changed nothing and reported no error.
  ///
  /// ```swift
  /// matcher.possibleTypes(of: token).contains(.tableRow)   // false for "  @smoke"
  /// ```
  func possibleTypes(of token: Token) -> TokenTypeSet {
    guard let line = token.line else { return TokenTypeSet(.eof) }
    if line.isEmpty { return Self.blankLineTypes }
    let keywordLines = keywords.keywordStartsWithMarker ? Self.keywordLineTypes : Self.otherTypes
    switch line.bytes[line.trimmedStart] {
    case UInt8(ascii: "#"): return Self.hashLineTypes.union(keywordLines)
    case UInt8(ascii: "@"): return Self.tagLineTypes.union(keywordLines)
    case UInt8(ascii: "|"): return Self.tableRowTypes.union(keywordLines)
    case UInt8(ascii: "\""), UInt8(ascii: "`"): return Self.separatorLineTypes.union(keywordLines)
    default: return Self.keywordLineTypes
    }
  }

  // Computed, not stored: each is a constant once inlined, where a stored static would ask the
  // runtime whether it is made yet on every line.
  private static var otherTypes: TokenTypeSet { TokenTypeSet(.other) }
  /// An empty line (spaces at most): empty, or a doc string's line.
  private static var blankLineTypes: TokenTypeSet { TokenTypeSet(.empty).union(otherTypes) }
  /// A line starting with any other byte: a keyword line, or a description's or doc string's line.
  private static var keywordLineTypes: TokenTypeSet {
    TokenTypeSet(.featureLine).union(TokenTypeSet(.ruleLine)).union(TokenTypeSet(.backgroundLine))
      .union(TokenTypeSet(.scenarioLine)).union(TokenTypeSet(.examplesLine)).union(TokenTypeSet(.stepLine))
      .union(otherTypes)
  }
  private static var hashLineTypes: TokenTypeSet {
    TokenTypeSet(.comment).union(TokenTypeSet(.language)).union(otherTypes)
  }
  private static var tagLineTypes: TokenTypeSet { TokenTypeSet(.tagLine).union(otherTypes) }
  private static var tableRowTypes: TokenTypeSet { TokenTypeSet(.tableRow).union(otherTypes) }
  private static var separatorLineTypes: TokenTypeSet { TokenTypeSet(.docStringSeparator).union(otherTypes) }

  /// Dispatches to the matcher for `type`.
  final func match(_ type: TokenType, _ token: inout Token) throws(ParseError) -> Bool {
    switch type {
    case .eof: return matchEOF(&token)
    case .empty: return matchEmpty(&token)
    case .comment: return matchComment(&token)
    case .tagLine: return try matchTagLine(&token)
    case .featureLine: return matchFeatureLine(&token)
    case .ruleLine: return matchRuleLine(&token)
    case .backgroundLine: return matchBackgroundLine(&token)
    case .scenarioLine: return matchScenarioLine(&token)
    case .examplesLine: return matchExamplesLine(&token)
    case .stepLine: return matchStepLine(&token)
    case .docStringSeparator: return matchDocStringSeparator(&token)
    case .tableRow: return matchTableRow(&token)
    case .language: return try matchLanguage(&token)
    case .other: return matchOther(&token)
    case .none: return false
    }
  }

  func matchEOF(_ token: inout Token) -> Bool {
    guard token.isEOF else { return false }
    setMatched(&token, .eof)
    return true
  }

  func matchEmpty(_ token: inout Token) -> Bool {
    guard let line = token.line, line.isEmpty else { return false }
    setMatched(&token, .empty, indent: 0)
    return true
  }

  func matchComment(_ token: inout Token) -> Bool {
    guard let line = token.line, line.startsWith(byte: UInt8(ascii: "#")) else { return false }
    setMatched(&token, .comment, text: line.fullText, indent: 0)
    return true
  }

  func matchTagLine(_ token: inout Token) throws(ParseError) -> Bool {
    guard let line = token.line, line.startsWith(byte: UInt8(ascii: "@")) else { return false }
    try line.checkTags()
    setMatched(&token, .tagLine, items: .tags)
    return true
  }

  func matchFeatureLine(_ token: inout Token) -> Bool { matchTitleLine(&token, .featureLine, keywords.feature) }
  func matchRuleLine(_ token: inout Token) -> Bool { matchTitleLine(&token, .ruleLine, keywords.rule) }
  func matchBackgroundLine(_ token: inout Token) -> Bool {
    matchTitleLine(&token, .backgroundLine, keywords.background)
  }
  func matchScenarioLine(_ token: inout Token) -> Bool { matchTitleLine(&token, .scenarioLine, keywords.scenario) }
  func matchExamplesLine(_ token: inout Token) -> Bool { matchTitleLine(&token, .examplesLine, keywords.examples) }

  func matchTableRow(_ token: inout Token) -> Bool {
    guard let line = token.line, line.startsWith(byte: UInt8(ascii: "|")) else { return false }
    setMatched(&token, .tableRow, items: .tableCells)
    return true
  }

  func matchStepLine(_ token: inout Token) -> Bool {
    guard let line = token.line, line.trimmedStart < line.end else { return false }
    let first = line.bytes[line.trimmedStart]
    // Only the keywords that begin with the line's first byte are compared.
    var matched = false
    keywords.stepKeywords(startingWith: first) { keyword, type in
      guard line.startsWith(keyword.bytes) else { return false }
      setMatched(
        &token, .stepLine, text: line.restTrimmed(afterBytes: keyword.bytes.count),
        keyword: line.keyword(length: keyword.bytes.count), keywordType: type)
      matched = true
      return true
    }
    return matched
  }

  func matchLanguage(_ token: inout Token) throws(ParseError) -> Bool {
    guard let line = token.line, let name = Self.languageName(in: line) else { return false }
    setMatched(&token, .language, text: name)
    try changeDialect(name.string(in: line.bytes), at: token.location)
    return true
  }

  func matchDocStringSeparator(_ token: inout Token) -> Bool {
    if let active = activeDocStringSeparator {
      return matchDocStringSeparator(&token, active, isOpening: false)
    }
    // Most lines are ruled out by their first byte, before the separators are read.
    guard let line = token.line, line.startsWith(byte: UInt8(ascii: "\"")) || line.startsWith(byte: UInt8(ascii: "`"))
    else { return false }
    return matchDocStringSeparator(&token, Self.quotes, isOpening: true)
      || matchDocStringSeparator(&token, Self.backticks, isOpening: true)
  }

  /// The media type of a closing separator (`nil` here; the Markdown matcher uses an empty text).
  var closingSeparatorText: TokenText? { nil }

  final func matchDocStringSeparator(_ token: inout Token, _ separator: [UInt8], isOpening: Bool) -> Bool {
    guard let line = token.line, line.startsWith(separator) else { return false }
    var text = closingSeparatorText
    if isOpening {
      text = line.restTrimmed(afterBytes: separator.count)
      activeDocStringSeparator = separator
      indentToRemove = line.indent
    } else {
      activeDocStringSeparator = nil
      indentToRemove = 0
    }
    setMatched(&token, .docStringSeparator, text: text, keyword: line.keyword(length: separator.count))
    return true
  }

  func matchOther(_ token: inout Token) -> Bool {
    guard let line = token.line else { return false }
    let (start, end) = line.text(removingIndent: indentToRemove)
    // Inside a `"""` doc string, `\"\"\"` is read as `"""` (likewise for backticks).
    let mark = activeDocStringSeparator.flatMap { $0.count == 3 ? $0[0] : nil } ?? 0
    setMatched(&token, .other, text: TokenText(start: start, end: end, docStringMark: mark), indent: 0)
    return true
  }

  // MARK: - Shared helpers

  final func matchTitleLine(_ token: inout Token, _ type: TokenType, _ candidates: [Keyword]) -> Bool {
    guard let line = token.line else { return false }
    for keyword in candidates where line.startsWithTitleKeyword(keyword.bytes) {
      setMatched(
        &token, type, text: line.restTrimmed(afterBytes: keyword.bytes.count + 1),
        keyword: line.keyword(length: keyword.bytes.count))
      return true
    }
    return false
  }

  final func setMatched(
    _ token: inout Token, _ type: TokenType, text: TokenText? = nil, keyword: TokenText? = nil,
    keywordType: StepKeywordType? = nil, indent: Int? = nil, items: TokenItems = .none
  ) {
    token.matchedType = type
    token.text = text
    token.keyword = keyword
    token.matchedKeywordType = keywordType
    token.matchedIndent = indent ?? token.line?.indent ?? 0
    token.items = items
  }

  final func changeDialect(_ name: String, at location: Location) throws(ParseError) {
    guard let keywords = DialectKeywords.named(name) else {
      throw ParseError(message: "Language not supported: \(name)", location: location)
    }
    self.keywords = keywords
  }

  /// Where the language code of a `# language: xx` line lies, or `nil` when the line is not such a header.
  static func languageName(in line: GherkinLine) -> TokenText? {
    let bytes = line.bytes
    let end = line.end
    var index = line.trimmedStart
    guard index < end, bytes[index] == UInt8(ascii: "#") else { return nil }
    index = UTF8Text.skipWhitespace(in: bytes, from: index + 1, to: end)
    guard UTF8Text.hasPrefix(Self.languageWord, in: bytes, from: index, to: end) else { return nil }
    index = UTF8Text.skipWhitespace(in: bytes, from: index + Self.languageWord.count, to: end)
    guard index < end, bytes[index] == UInt8(ascii: ":") else { return nil }
    index = UTF8Text.skipWhitespace(in: bytes, from: index + 1, to: end)
    let nameStart = index
    while index < end {
      let byte = bytes[index]
      let isNameByte =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
      if !isNameByte { break }
      index += 1
    }
    guard index > nameStart, UTF8Text.skipWhitespace(in: bytes, from: index, to: end) == end else { return nil }
    return TokenText(start: nameStart, end: index)
  }

  static let pipe = Array("|".utf8)
  static let quotes = Array("\"\"\"".utf8)
  static let backticks = Array("```".utf8)
  static let languageWord = Array("language".utf8)
}
