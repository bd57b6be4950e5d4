import Foundation

/// Finds the `import` declarations of a Swift file without a compiler: line by line, outside
/// comments and string literals, so every branch of an `#if` counts. Columns count `Character`s;
/// an ASCII line is read as bytes (the same columns, without grapheme breaking).
///
/// ```swift
/// ImportScanner.imports(in: "@testable import Beta\n", file: "Sources/A/A.swift")   // Beta at 1:18
/// ```
enum ImportScanner {
  static let attributesAndModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  static let importKinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
  ]

  static func imports(in text: String, file: String) -> [ImportStatement] {
    var result: [ImportStatement] = []
    var inBlockComment = 0
    var inMultilineString = false
    func scan<Unit: SourceUnit>(_ line: [Unit], number: Int) {
      let code = blankingCommentsAndStrings(line, blockDepth: &inBlockComment, inMultilineString: &inMultilineString)
      if let (module, column) = importedModule(in: code) {
        result.append(ImportStatement(module: module, file: file, line: number, column: column))
      }
    }
    let bytes = Array(text.utf8)
    if bytes.contains(UInt8(ascii: "\r")) {
      // A line ends at "\n", "\r\n" or a lone "\r", as the compiler reads it ("\r\n" is one
      // `Character`, so splitting at "\n" alone made such a file one line, and every import after
      // its first went unseen): such a file is read as `Character`s throughout.
      let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      for (index, line) in lines.enumerated() {
        scan(Array(line), number: index + 1)
      }
      return result
    }
    // Without "\r", the lines are the same split at the byte "\n" (a line feed is a `Character`
    // of its own). An ASCII line is scanned byte by byte; any other as `Character`s.
    for (index, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
      if line.allSatisfy({ $0 < 0x80 }) {
        scan(Array(line), number: index + 1)
      } else {
        scan(Array(String(decoding: line, as: UTF8.self)), number: index + 1)
      }
    }
    return result
  }

  /// The module and its 1-based column when `code` (comments blanked out) is an import declaration.
  static func importedModule<Unit: SourceUnit>(in code: [Unit]) -> (String, Int)? {
    var words = Words(code)
    guard var word = words.next() else { return nil }
    while word.text.hasPrefix("@") || attributesAndModifiers.contains(word.text) {
      guard let next = words.next() else { return nil }
      word = next
    }
    guard word.text == "import", var module = words.next() else { return nil }
    if importKinds.contains(module.text), let path = words.next() { module = path }
    let name = module.text.prefix { $0 != "." }
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    return (String(name), module.column)
  }
}

/// The words of a line of code (attribute arguments such as `@_spi(X)` stay with their attribute).
struct Words<Unit: SourceUnit>: IteratorProtocol {
  let characters: [Unit]
  var index = 0

  init(_ characters: [Unit]) { self.characters = characters }

  mutating func next() -> (text: String, column: Int)? {
    while index < characters.count, characters[index].isWhitespace || characters[index] == .semicolon { index += 1 }
    guard index < characters.count else { return nil }
    let start = index
    var depth = 0
    while index < characters.count {
      let character = characters[index]
      if character == .openParenthesis { depth += 1 }
      if character == .closeParenthesis { depth -= 1 }
      if depth == 0, character.isWhitespace || character == .semicolon { break }
      index += 1
    }
    return (Unit.text(of: characters[start..<index]), start + 1)
  }
}

/// A line with comments and string contents replaced by spaces, columns kept.
func blankingCommentsAndStrings<Unit: SourceUnit>(
  _ line: [Unit], blockDepth: inout Int, inMultilineString: inout Bool
) -> [Unit] {
  var out = line
  var index = 0
  var inString = false
  /// Blanks the next `count` characters (those of the line) and moves past them.
  func blankAndSkip(_ count: Int) {
    for i in index..<min(index + count, out.count) { out[i] = .space }
    index += count
  }
  while index < line.count {
    let character = line[index]
    let next: Unit? = index + 1 < line.count ? line[index + 1] : nil
    let opensTripleQuote = character == .quote && next == .quote && index + 2 < line.count && line[index + 2] == .quote
    if blockDepth > 0 {
      if character == .star, next == .slash {
        blockDepth -= 1
        blankAndSkip(2)
      } else if character == .slash, next == .star {
        blockDepth += 1
        blankAndSkip(2)
      } else {
        blankAndSkip(1)
      }
    } else if inMultilineString {
      if opensTripleQuote {
        inMultilineString = false
        index += 3
      } else {
        blankAndSkip(1)
      }
    } else if inString {
      if character == .backslash {
        blankAndSkip(2)
      } else if character == .quote {
        inString = false
        index += 1
      } else {
        blankAndSkip(1)
      }
    } else if character == .slash, next == .slash {
      blankAndSkip(line.count - index)
    } else if character == .slash, next == .star {
      blockDepth += 1
      blankAndSkip(2)
    } else if opensTripleQuote {
      inMultilineString = true
      index += 3
    } else {
      if character == .quote { inString = true }
      index += 1
    }
  }
  return out
}
