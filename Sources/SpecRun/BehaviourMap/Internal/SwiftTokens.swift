/// The tokens of Swift source that a declaration reader needs, with their line and column:
/// words (identifiers, keywords, `#if`, `@attribute`) and single punctuation characters. Comments
/// (nested block comments too) and string literals (single-line, multi-line, raw, with
/// interpolations holding strings of their own) are skipped, so nothing inside them is read as code.
///
/// ```swift
/// SwiftTokens.scan("case a, b(Int) // case c").map(\.text)   // ["case", "a", ",", "b", "(", "Int", ")"]
/// ```
struct SwiftTokens {
  struct Token: Equatable {
    var text: String
    var line: Int
    var column: Int

    var isWord: Bool { text.first.map { $0.isLetter || $0 == "_" || $0 == "#" || $0 == "@" || $0 == "`" } ?? false }
  }

  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1
  private var tokens: [Token] = []

  private init(_ text: String) { characters = Array(text) }

  static func scan(_ text: String) -> [Token] {
    var scanner = SwiftTokens(text)
    scanner.scanCode(untilClosingParenthesis: false)
    return scanner.tokens
  }

  /// Whether `character` ends a line: `\n`, or `\r\n` (one `Character` to Swift, so a source
  /// saved on Windows would otherwise be one long line, and a `//` comment would hide the rest),
  /// or a lone `\r`.
  private static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private mutating func advance() {
    if Self.isLineBreak(characters[index]) {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  /// Code up to the end, or up to the `)` that closes an interpolation (then consumed).
  private mutating func scanCode(untilClosingParenthesis: Bool) {
    var depth = 0
    while let character = peek() {
      if character == "/", peek(1) == "/" {
        while let next = peek(), !Self.isLineBreak(next) { advance() }
      } else if character == "/", peek(1) == "*" {
        skipBlockComment()
      } else if character == "\"" || (character == "#" && rawStringHashes() > 0) {
        skipString()
      } else if character.isWhitespace {
        advance()
      } else if character.isLetter || character == "_" || character == "#" || character == "@" || character.isNumber {
        scanWord()
      } else if character == "`" {
        scanWord()
      } else {
        if untilClosingParenthesis {
          if character == "(" { depth += 1 }
          if character == ")" {
            if depth == 0 {
              advance()
              return
            }
            depth -= 1
          }
        }
        tokens.append(Token(text: String(character), line: line, column: column))
        advance()
      }
    }
  }

  private mutating func scanWord() {
    let start = (line, column)
    var text = ""
    if peek() == "`" {
      advance()
      while let character = peek(), character != "`", !Self.isLineBreak(character) {
        text.append(character)
        advance()
      }
      if peek() == "`" { advance() }
    } else {
      text.append(characters[index])
      advance()
      while let character = peek(), character.isLetter || character.isNumber || character == "_" {
        text.append(character)
        advance()
      }
    }
    tokens.append(Token(text: text, line: start.0, column: start.1))
  }

  private mutating func skipBlockComment() {
    var depth = 0
    while let character = peek() {
      if character == "/", peek(1) == "*" {
        depth += 1
        advance()
        advance()
      } else if character == "*", peek(1) == "/" {
        depth -= 1
        advance()
        advance()
        if depth == 0 { return }
      } else {
        advance()
      }
    }
  }

  /// How many `#` open a raw string here (`#"…"#`), or 0.
  private func rawStringHashes() -> Int {
    var count = 0
    while peek(count) == "#" { count += 1 }
    return peek(count) == "\"" ? count : 0
  }

  /// A string literal from its opening delimiter to its closing one; interpolations are scanned as
  /// code (for the strings inside them) without keeping their tokens.
  private mutating func skipString() {
    let hashes = rawStringHashes()
    for _ in 0..<hashes { advance() }
    let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
    for _ in 0..<(multiline ? 3 : 1) { advance() }
    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    while let character = peek() {
      if !multiline, Self.isLineBreak(character) { return }
      if matches(escape) {
        for _ in 0..<escape.count { advance() }
        if peek() == "(" {
          advance()
          let kept = tokens.count
          scanCode(untilClosingParenthesis: true)
          tokens.removeSubrange(kept...)
        } else if peek() != nil {
          advance()
        }
      } else if matches(closing) {
        for _ in 0..<closing.count { advance() }
        return
      } else {
        advance()
      }
    }
  }

  private func matches(_ text: String) -> Bool {
    for (offset, character) in text.enumerated() where peek(offset) != character { return false }
    return true
  }
}
