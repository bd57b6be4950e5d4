import CucumberMessages

/// The highlighting of a feature file for `textDocument/semanticTokens/full`, for editors with no
/// Gherkin grammar of their own (and those whose grammar knows no step's values): keywords, each
/// step's values where its definition found them, an outline's `<placeholders>`, doc strings and
/// their media type, table cells (an examples table's header apart), tags and comments.
///
/// ```swift
/// SemanticTokens.data(analysis)
/// // [1, 2, 8, 0, 0,   // "Scenario" on line 1 at 2, 8 long, a keyword
/// //  1, 4, 5, 0, 0,   // "Given" on the next line at 4
/// //  0, 24, 1, 1, 0]  // "3" further on that line, a parameter
/// ```
///
/// Each token is five numbers, as the protocol encodes them: its line less the previous token's,
/// its start (UTF-16) less the previous token's when on the same line, its length, its type (a
/// position in ``tokenTypes``) and no modifiers. A file that does not parse has the tokens of the
/// parts the parser built, or none.
enum SemanticTokens {
  /// The legend's token types, in the order their positions are sent.
  static let tokenTypes = ["keyword", "parameter", "string", "type", "variable", "property", "comment", "decorator"]

  private enum Kind: Int {
    case keyword, parameter, string, type, variable, property, comment, decorator
  }

  private struct Token {
    var line: Int
    var start: Int
    var length: Int
    var kind: Kind
  }

  /// The file's tokens, encoded for the protocol.
  static func data(_ analysis: FeatureFileAnalysis) -> [Int] {
    guard let document = analysis.document else { return [] }
    var tokens = Tokens(lines: analysis.lines)
    for comment in document.comments { tokens.addComment(comment) }
    if let feature = document.feature {
      // The `# language: ja` header is no comment of the document's, but reads as one.
      for line in 0..<max(0, feature.location.line - 1) where analysis.lines.line(line).contains("language:") {
        if !document.comments.contains(where: { $0.location.line == line + 1 }) {
          tokens.addTrimmedLine(line, as: .comment)
        }
      }
      tokens.addTags(feature.tags)
      tokens.addKeyword(feature.keyword ?? "", at: feature.location)
      for child in feature.children {
        if let rule = child.rule {
          tokens.addTags(rule.tags)
          tokens.addKeyword(rule.keyword, at: rule.location)
          for child in rule.children {
            tokens.add(background: child.background, scenario: child.scenario, analysis)
          }
        }
        tokens.add(background: child.background, scenario: child.scenario, analysis)
      }
    }
    return tokens.encoded()
  }

  /// The `<name>` placeholders of an outline step's text, by UTF-16 offset and length.
  static func placeholders(in text: String) -> [(start: Int, length: Int)] {
    var found: [(start: Int, length: Int)] = []
    var opening: Int?
    for (offset, unit) in text.utf16.enumerated() {
      if unit == 0x3C {  // <
        opening = offset
      } else if unit == 0x3E, let start = opening {  // >
        if offset > start + 1 { found.append((start, offset + 1 - start)) }
        opening = nil
      }
    }
    return found
  }

  /// The 0-based lines a doc string's content is written on, between its delimiters (none for
  /// an empty one).
  static func contentLines(of docString: Messages.GherkinDocument.DocString) -> Range<Int> {
    let opening = docString.location.line - 1
    let count =
      docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
    return opening + 1..<opening + 1 + count
  }

  /// The range of each cell of `row` as written (escapes and all), from its column to the bar
  /// that ends it, trailing blanks left out; an empty cell has none.
  static func cellRanges(of row: Messages.GherkinDocument.TableRow, _ lines: TextLines) -> [TextRange] {
    let line = row.location.line - 1
    let units = Array(lines.line(line).utf16)
    return row.cells.compactMap { cell in
      let start = lines.character(line: line, column: cell.location.column ?? 1)
      var end = start
      while end < units.count && units[end] != 0x7C {  // |
        end += units[end] == 0x5C ? 2 : 1  // a backslash escapes what follows
      }
      end = min(end, units.count)
      while end > start && (units[end - 1] == 0x20 || units[end - 1] == 0x09) { end -= 1 }
      return end > start ? TextRange(line: line, from: start, to: end) : nil
    }
  }

  /// The tokens found so far, and how to find them on the document's lines.
  private struct Tokens {
    let lines: TextLines
    var all: [Token] = []

    mutating func add(
      background: Messages.GherkinDocument.Background?, scenario: Messages.GherkinDocument.Scenario?,
      _ analysis: FeatureFileAnalysis
    ) {
      if let background {
        addKeyword(background.keyword, at: background.location)
        for step in background.steps { add(step, inOutline: false, analysis) }
      }
      guard let scenario else { return }
      addTags(scenario.tags)
      addKeyword(scenario.keyword, at: scenario.location)
      for step in scenario.steps { add(step, inOutline: !scenario.examples.isEmpty, analysis) }
      for examples in scenario.examples {
        addTags(examples.tags)
        addKeyword(examples.keyword, at: examples.location)
        if let header = examples.tableHeader { addCells(header, as: .property) }
        for row in examples.tableBody { addCells(row, as: .parameter) }
      }
    }

    mutating func add(_ step: Messages.GherkinDocument.Step, inOutline: Bool, _ analysis: FeatureFileAnalysis) {
      addKeyword(step.keyword, at: step.location)
      let line = step.location.line - 1
      if let facts = analysis.step(onLine: line) {
        let textStart = facts.textRange.start.character
        if inOutline {
          for placeholder in SemanticTokens.placeholders(in: step.text) {
            all.append(
              Token(line: line, start: textStart + placeholder.start, length: placeholder.length, kind: .variable))
          }
        } else if facts.matches.count == 1, case .matched(_, let arguments, _) = facts.matches[0].match {
          // The values where the definition found them in the text as written.
          for argument in arguments {
            guard let start = argument.group.start, let end = argument.group.end, end > start else { continue }
            all.append(Token(line: line, start: textStart + start, length: end - start, kind: .parameter))
          }
        }
      }
      if let docString = step.docString { add(docString) }
      for row in step.dataTable?.rows ?? [] { addCells(row, as: .parameter) }
    }

    mutating func addKeyword(_ keyword: String, at location: Messages.Location) {
      let line = location.line - 1
      let start = lines.character(line: line, column: location.column ?? 1)
      let length = keyword.trimmingTrailingWhitespace.utf16.count
      if length > 0 { all.append(Token(line: line, start: start, length: length, kind: .keyword)) }
    }

    mutating func addTags(_ tags: [Messages.GherkinDocument.Tag]) {
      for tag in tags {
        let line = tag.location.line - 1
        let start = lines.character(line: line, column: tag.location.column ?? 1)
        all.append(Token(line: line, start: start, length: tag.name.utf16.count, kind: .decorator))
      }
    }

    mutating func addComment(_ comment: Messages.GherkinDocument.Comment) {
      let line = comment.location.line - 1
      let text = lines.line(line)
      guard let hash = text.firstIndex(of: "#") else { return }
      let start = text[..<hash].utf16.count
      let length = String(text[hash...]).trimmingTrailingWhitespace.utf16.count
      all.append(Token(line: line, start: start, length: length, kind: .comment))
    }

    /// A doc string's lines: its delimiters and content as strings, its media type as a type.
    mutating func add(_ docString: Messages.GherkinDocument.DocString) {
      let opening = docString.location.line - 1
      let start = lines.character(line: opening, column: docString.location.column ?? 1)
      let delimiter = docString.delimiter.utf16.count
      all.append(Token(line: opening, start: start, length: delimiter, kind: .string))
      if let mediaType = docString.mediaType, !mediaType.isEmpty {
        all.append(Token(line: opening, start: start + delimiter, length: mediaType.utf16.count, kind: .type))
      }
      // The content, then the closing delimiter.
      let content = SemanticTokens.contentLines(of: docString)
      for line in content.lowerBound...content.upperBound { addTrimmedLine(line, as: .string) }
    }

    /// Each cell's text as written, as a token of `kind`.
    mutating func addCells(_ row: Messages.GherkinDocument.TableRow, as kind: Kind) {
      for range in SemanticTokens.cellRanges(of: row, lines) {
        all.append(
          Token(
            line: range.start.line, start: range.start.character, length: range.end.character - range.start.character,
            kind: kind))
      }
    }

    /// A line's text without its indentation and trailing blanks, when it has any.
    mutating func addTrimmedLine(_ line: Int, as kind: Kind) {
      let text = lines.line(line)
      let indentation = text.prefix { $0 == " " || $0 == "\t" }.utf16.count
      let length = String(text).trimmingTrailingWhitespace.utf16.count - indentation
      if length > 0 { all.append(Token(line: line, start: indentation, length: length, kind: kind)) }
    }

    /// The tokens in order, without overlaps, five numbers each.
    func encoded() -> [Int] {
      var data: [Int] = []
      var previous = (line: 0, start: 0, end: 0)
      for token in all.sorted(by: { ($0.line, $0.start) < ($1.line, $1.start) }) {
        guard token.line > previous.line || token.start >= previous.end || data.isEmpty else { continue }
        let deltaLine = token.line - previous.line
        data += [
          deltaLine, deltaLine == 0 ? token.start - previous.start : token.start, token.length, token.kind.rawValue, 0,
        ]
        previous = (token.line, token.start, token.start + token.length)
      }
      return data
    }
  }
}
