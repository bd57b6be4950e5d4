/// Recognises Gherkin inside Markdown (`.feature.md`): keywords in headings (`## Scenario: …`),
/// steps in bullet lists (`* Given …`), tags in code spans (`` `@tag` ``), tables indented by
/// two to five spaces, and every other line treated as empty. There is no `# language:` header.
final class MarkdownTokenMatcher: TokenMatcher {
  private var matchedFeatureLine = false

  override func reset() {
    super.reset()
    matchedFeatureLine = false
  }

  override var closingSeparatorText: TokenText? { .empty }

  /// Every type: Markdown's lines are told by their headings, bullets and indentation, not by
  /// their first byte alone.
  override func possibleTypes(of token: Token) -> TokenTypeSet { .all }

  override func matchFeatureLine(_ token: inout Token) -> Bool {
    guard let line = token.line, !matchedFeatureLine else { return false }
    // A feature heading if there is one; otherwise the first line is taken as the feature line.
    if !matchHeading(&token, .featureLine, keywords.feature) {
      setMatched(&token, .featureLine, text: line.trimmedText)
    }
    matchedFeatureLine = true
    return true
  }

  override func matchRuleLine(_ token: inout Token) -> Bool { matchHeading(&token, .ruleLine, keywords.rule) }
  override func matchBackgroundLine(_ token: inout Token) -> Bool {
    matchHeading(&token, .backgroundLine, keywords.background)
  }
  override func matchScenarioLine(_ token: inout Token) -> Bool {
    matchHeading(&token, .scenarioLine, keywords.scenario)
  }
  override func matchExamplesLine(_ token: inout Token) -> Bool {
    matchHeading(&token, .examplesLine, keywords.examples)
  }

  override func matchTableRow(_ token: inout Token) -> Bool {
    guard let line = token.line, !line.isEmpty, (2...5).contains(line.indent), line.startsWith(Self.pipe)
    else { return false }
    let cells = line.tableCells
    if Self.isTableSeparator(cells) { return false }
    setMatched(&token, .tableRow, keyword: line.keyword(length: 1), items: .tableCells)
    return true
  }

  override func matchStepLine(_ token: inout Token) -> Bool {
    guard let line = token.line else { return false }
    let bytes = line.bytes
    var index = line.trimmedStart
    guard index < line.end, [UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index])
    else { return false }
    index = UTF8Text.skipWhitespace(in: bytes, from: index + 1, to: line.end)
    for (keyword, _) in keywords.steps where keyword.text != "* " {
      if UTF8Text.hasPrefix(keyword.bytes, in: bytes, from: index, to: line.end) {
        matchKeyword(&token, .stepLine, keyword, prefixEnd: index, suffixLength: 0)
        return true
      }
    }
    return false
  }

  override func matchComment(_ token: inout Token) -> Bool {
    guard let line = token.line, line.startsWith(Self.pipe), Self.isTableSeparator(line.tableCells) else {
      return false
    }
    setMatched(&token, .empty, indent: 0)
    return true
  }

  /// Any line that is not recognised as something else counts as empty. (Trying the other
  /// matchers here has their effects, exactly as in the reference implementation.)
  override func matchEmpty(_ token: inout Token) -> Bool {
    guard let line = token.line else { return false }
    let isBlank = line.isEmpty
    let recognised =
      matchTagLine(&token) || matchFeatureLine(&token) || matchScenarioLine(&token)
      || matchBackgroundLine(&token) || matchExamplesLine(&token) || matchRuleLine(&token)
      || matchTableRow(&token) || matchComment(&token) || matchDocStringSeparator(&token)
      || matchEOF(&token) || matchStepLine(&token)
    if isBlank || !recognised {
      setMatched(&token, .empty, indent: 0)
      return true
    }
    return false
  }

  override func matchLanguage(_ token: inout Token) -> Bool { false }

  override func matchTagLine(_ token: inout Token) -> Bool {
    guard let line = token.line, !line.codeSpanTags.isEmpty else { return false }
    setMatched(&token, .tagLine, items: .codeSpanTags)
    return true
  }

  override func matchDocStringSeparator(_ token: inout Token) -> Bool {
    if let active = activeDocStringSeparator {
      return matchDocStringSeparator(&token, active, isOpening: false)
    }
    return matchDocStringSeparator(&token, Self.quotes, isOpening: true)
      || matchDocStringSeparator(&token, Self.fourBackticks, isOpening: true)
      || matchDocStringSeparator(&token, Self.backticks, isOpening: true)
  }

  // MARK: - Helpers

  /// Matches `#{1,6} <keyword>: title` at the start of the trimmed line.
  private func matchHeading(_ token: inout Token, _ type: TokenType, _ candidates: [Keyword]) -> Bool {
    guard let line = token.line else { return false }
    let bytes = line.bytes
    var index = line.trimmedStart
    while index < line.end && bytes[index] == UInt8(ascii: "#") { index += 1 }
    let hashes = index - line.trimmedStart
    guard (1...6).contains(hashes), index < line.end else { return false }
    let space = UTF8Text.whitespaceLength(in: bytes, at: index)
    guard space > 0 else { return false }
    index += space
    for keyword in candidates {
      let colon = index + keyword.bytes.count
      if colon < line.end, bytes[colon] == UInt8(ascii: ":"),
        UTF8Text.hasPrefix(keyword.bytes, in: bytes, from: index, to: line.end)
      {
        matchKeyword(&token, type, keyword, prefixEnd: index, suffixLength: 1)
        return true
      }
    }
    return false
  }

  private func matchKeyword(
    _ token: inout Token, _ type: TokenType, _ keyword: Keyword, prefixEnd: Int, suffixLength: Int
  ) {
    let line = token.line!
    let restStart = prefixEnd + keyword.bytes.count + suffixLength
    let from = UTF8Text.skipWhitespace(in: line.bytes, from: restStart, to: line.end)
    let to = UTF8Text.trimTrailingWhitespace(in: line.bytes, from: from, to: line.end)
    setMatched(
      &token, type, text: TokenText(start: from, end: to),
      keyword: TokenText(start: prefixEnd, end: prefixEnd + keyword.bytes.count),
      keywordType: keywords.firstStepType(of: keyword.text),
      indent: line.indent + UTF8Text.scalarCount(in: line.bytes, from: line.trimmedStart, to: prefixEnd))
  }

  /// Whether a row is a GitHub-flavoured Markdown table separator (`|---|:--:|`).
  private static func isTableSeparator(_ cells: [TableCell]) -> Bool {
    cells.contains { cell in
      var scalars = Array(cell.value.unicodeScalars)
      if scalars.last == "\n" { scalars.removeLast() }
      if scalars.first == ":" { scalars.removeFirst() }
      if scalars.last == ":" { scalars.removeLast() }
      return !scalars.isEmpty && scalars.allSatisfy { $0 == "-" }
    }
  }

  static let fourBackticks = Array("````".utf8)
}

extension GherkinLine {
  /// The tags of a Markdown line, each in a code span (`` `@tag` ``), with their locations (as
  /// cells: location and text).
  var codeSpanTags: [TableCell] {
    var tags: [TableCell] = []
    var index = trimmedStart
    while index < end {
      if bytes[index] == UInt8(ascii: "`"), index + 2 < end, bytes[index + 1] == UInt8(ascii: "@"),
        bytes[index + 2] != UInt8(ascii: "`"),
        let close = bytes[(index + 2)..<end].firstIndex(of: UInt8(ascii: "`"))
      {
        let column = indent + UTF8Text.scalarCount(in: bytes, from: trimmedStart, to: index) + 2
        tags.append(
          TableCell(
            location: Location(line: number, column: column), value: UTF8Text.string(bytes, from: index + 1, to: close))
        )
        index = close + 1
      } else {
        index += 1
      }
    }
    return tags
  }
}
