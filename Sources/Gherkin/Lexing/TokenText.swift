/// Where a token's text or keyword lies in the source: a range of its UTF-8 bytes, read into a
/// `String` only when the AST builder makes the document.
///
/// A doc string's line inside `"""` (or ```` ``` ````) keeps the separator's mark, so that its
/// escaped separators (`\"\"\"`) are unescaped as it is read.
///
/// ```swift
/// let text = TokenText(start: 4, end: 9)
/// text.string(in: bytes)   // the five bytes from 4, as a String
/// ```
struct TokenText {
  // 32-bit offsets keep a token small (the parser takes sources under 2 GB).
  private let storedStart: Int32
  private let storedEnd: Int32
  /// The byte of the doc-string separator whose escaped form the text unescapes, or 0.
  let docStringMark: UInt8

  var start: Int { Int(storedStart) }
  var end: Int { Int(storedEnd) }

  init(start: Int, end: Int, docStringMark: UInt8 = 0) {
    storedStart = Int32(start)
    storedEnd = Int32(end)
    self.docStringMark = docStringMark
  }

  /// An empty text (not the absence of one).
  static let empty = TokenText(start: 0, end: 0)

  /// The text, read from the source's `bytes`.
  func string(in bytes: UnsafeBufferPointer<UInt8>) -> String {
    if needsUnescaping(in: bytes) { return unescapedDocString(bytes) }
    return UTF8Text.string(bytes, from: start, to: end)
  }

  /// Whether the text holds escapes to undo (only a doc string's line can).
  func needsUnescaping(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    docStringMark != 0 && start < end && bytes[start..<end].contains(UInt8(ascii: "\\"))
  }

  /// `\"\"\"` stands for `"""` inside a `"""` doc string, and likewise for backticks.
  private func unescapedDocString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    let mark = docStringMark
    var result: [UInt8] = []
    result.reserveCapacity(end - start)
    var index = start
    while index < end {
      if index + 6 <= end && bytes[index] == 0x5C && bytes[index + 1] == mark && bytes[index + 2] == 0x5C
        && bytes[index + 3] == mark && bytes[index + 4] == 0x5C && bytes[index + 5] == mark
      {
        result.append(contentsOf: [mark, mark, mark])
        index += 6
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

/// Which items a matched line holds: read from the line when the AST builder asks for them, so a
/// line matched several times during look-ahead makes its cells or tags once.
enum TokenItems {
  case none
  /// A table row's cells, `| a | b |`.
  case tableCells
  /// A tag line's tags, `@a @b` (checked for whitespace when the line was matched).
  case tags
  /// Markdown's tags in code spans, `` `@a` ``.
  case codeSpanTags

  /// The items of `line`, as table cells (location and text).
  func read(from line: GherkinLine) -> [TableCell] {
    switch self {
    case .none: []
    case .tableCells: line.tableCells
    case .tags: (try? line.tags()) ?? []
    case .codeSpanTags: line.codeSpanTags
    }
  }
}
