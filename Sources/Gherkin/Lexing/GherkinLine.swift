/// One line of a Gherkin source, viewed as a range of UTF-8 bytes (the line break excluded).
///
/// Offers the questions the token matchers ask: is it empty, does it start with a keyword, what
/// follows the keyword, which table cells and tags does it hold. Columns count Unicode scalars.
///
/// The bytes are borrowed from the parser for the duration of one parse: a line (and the texts of
/// the tokens that hold it) must not be read after `Parser.parse` returns.
struct GherkinLine {
  // Stored compactly (a token holds its line, and tokens are copied as they are queued and
  // built): the source's first byte, and 32-bit offsets (the parser takes sources under 2 GB).
  private let base: UnsafePointer<UInt8>
  private let storedNumber: Int32
  private let storedStart: Int32
  private let storedEnd: Int32
  private let storedTrimmedStart: Int32
  private let storedIndent: Int32

  /// The source's bytes, up to the end of this line.
  var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: end) }
  var number: Int { Int(storedNumber) }
  var start: Int { Int(storedStart) }
  /// End of the line's text, excluding the `\n` that ends it.
  var end: Int { Int(storedEnd) }
  /// First byte after the leading whitespace (equals `end` on a blank line).
  var trimmedStart: Int { Int(storedTrimmedStart) }
  /// Leading whitespace in scalars; on a blank line it includes the line break, as the reference does.
  var indent: Int { Int(storedIndent) }

  /// The line `start..<end` of `source` (a non-empty source of fewer than 2³¹ bytes).
  init(source: UnsafeBufferPointer<UInt8>, number: Int, start: Int, end: Int, hasLineBreak: Bool) {
    base = source.baseAddress!
    storedNumber = Int32(number)
    storedStart = Int32(start)
    storedEnd = Int32(end)
    // Indentation is nearly always spaces, one scalar each: counted as they are skipped. Any
    // other whitespace after them is skipped and counted by scalars.
    var spaces = start
    while spaces < end && source[spaces] == 0x20 { spaces += 1 }
    let trimmedStart = UTF8Text.skipWhitespace(in: source, from: spaces, to: end)
    storedTrimmedStart = Int32(trimmedStart)
    let leading =
      trimmedStart == spaces
      ? spaces - start : spaces - start + UTF8Text.scalarCount(in: source, from: spaces, to: trimmedStart)
    storedIndent = Int32(trimmedStart == end && hasLineBreak ? leading + 1 : leading)
  }

  var isEmpty: Bool { trimmedStart == end }

  /// Whether the text after the indentation begins with `prefix`.
  func startsWith(_ prefix: [UInt8]) -> Bool {
    UTF8Text.hasPrefix(prefix, in: bytes, from: trimmedStart, to: end)
  }

  /// Whether the text after the indentation begins with `byte` (one ASCII byte, compared
  /// without a prefix array: `startsWith(byte: UInt8(ascii: "#"))`).
  func startsWith(byte: UInt8) -> Bool {
    trimmedStart < end && bytes[trimmedStart] == byte
  }

  /// Whether the text after the indentation begins with `keyword` followed by `:`.
  func startsWithTitleKeyword(_ keyword: [UInt8]) -> Bool {
    let colon = trimmedStart + keyword.count
    return colon < end && bytes[colon] == UInt8(ascii: ":")
      && UTF8Text.hasPrefix(keyword, in: bytes, from: trimmedStart, to: end)
  }

  /// Where the text after the first `length` bytes of the trimmed line lies, with surrounding
  /// whitespace removed.
  func restTrimmed(afterBytes length: Int) -> TokenText {
    let from = UTF8Text.skipWhitespace(in: bytes, from: min(trimmedStart + length, end), to: end)
    return TokenText(start: from, end: UTF8Text.trimTrailingWhitespace(in: bytes, from: from, to: end))
  }

  /// Where the first `length` bytes of the trimmed line lie (a keyword the line starts with).
  func keyword(length: Int) -> TokenText {
    TokenText(start: trimmedStart, end: trimmedStart + length)
  }

  /// Where the trimmed text (leading whitespace removed, trailing `\r` removed) lies.
  var trimmedText: TokenText { TokenText(start: trimmedStart, end: endWithoutCarriageReturns) }

  /// The trimmed text with trailing whitespace removed too.
  var strippedText: String {
    UTF8Text.string(
      bytes, from: trimmedStart,
      to: UTF8Text.trimTrailingWhitespace(in: bytes, from: trimmedStart, to: end))
  }

  /// Where the whole line lies, trailing `\r` removed.
  var fullText: TokenText { TokenText(start: start, end: endWithoutCarriageReturns) }

  /// The line with `indentToRemove` scalars of indentation removed; when the line is indented
  /// less than that, all of its indentation is removed.
  func text(removingIndent indentToRemove: Int) -> (start: Int, end: Int) {
    if indentToRemove > indent { return (trimmedStart, endWithoutCarriageReturns) }
    var index = start
    var removed = 0
    while removed < indentToRemove && index < end {
      index += UTF8Text.scalar(in: bytes, at: index).length
      removed += 1
    }
    return (index, max(index, endWithoutCarriageReturns))
  }

  var endWithoutCarriageReturns: Int {
    var index = end
    while index > start && bytes[index - 1] == 0x0D { index -= 1 }
    return index
  }

  /// The cells of a table row `| a | b |`, with their locations, made as the document's cells. Content before the first and after
  /// the last `|` is ignored; `\|`, `\\` and `\n` are escapes, any other `\x` stays as it is.
  var tableCells: [TableCell] {
    let rowEnd = UTF8Text.trimTrailingWhitespace(in: bytes, from: trimmedStart, to: end)
    if UTF8Text.isASCII(bytes, from: trimmedStart, to: rowEnd, without: UInt8(ascii: "\\")) {
      return plainTableCells(to: rowEnd)
    }
    var cells: [TableCell] = []
    cells.reserveCapacity(8)
    // A cell without escapes is read straight from the line; one with escapes is copied
    // unescaped into `unescaped`.
    var unescaped: [UInt8] = []
    var hasEscape = false
    var cellStart = 0
    var column = 0  // scalars consumed so far, 1-based position of the current one
    var cellStartColumn = 1
    var seenFirstPipe = false
    var index = trimmedStart
    while index < rowEnd {
      let byte = bytes[index]
      if byte & 0xC0 != 0x80 { column += 1 }
      if byte == UInt8(ascii: "|") {
        if !seenFirstPipe {
          seenFirstPipe = true
        } else if hasEscape {
          let cell = unescaped.withUnsafeBufferPointer {
            makeCell($0, from: 0, to: $0.count, startColumn: cellStartColumn)
          }
          cells.append(cell)
        } else {
          cells.append(makeCell(bytes, from: cellStart, to: index, startColumn: cellStartColumn))
        }
        hasEscape = false
        cellStart = index + 1
        cellStartColumn = column + 1
      } else if byte == UInt8(ascii: "\\") {
        if !hasEscape {
          hasEscape = true
          unescaped.removeAll(keepingCapacity: true)
          unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cellStart..<index]))
        }
        index += 1
        if index >= rowEnd {
          unescaped.append(byte)
          break
        }
        let next = bytes[index]
        if next & 0xC0 != 0x80 { column += 1 }
        if next == UInt8(ascii: "n") {
          unescaped.append(0x0A)
        } else {
          if next != UInt8(ascii: "|") && next != UInt8(ascii: "\\") { unescaped.append(byte) }
          unescaped.append(next)
        }
      } else if hasEscape {
        unescaped.append(byte)
      }
      index += 1
    }
    return cells
  }

  /// The cells of a row that is all ASCII and holds no `\\` (nearly every row): no escape to
  /// undo, and a byte's column is its offset, so the pipes are found with `memchr` and each cell
  /// is read between two of them, in a list made at its size.
  private func plainTableCells(to rowEnd: Int) -> [TableCell] {
    let first = UTF8Text.firstIndex(of: UInt8(ascii: "|"), in: bytes, from: trimmedStart, to: rowEnd)
    var pipes = 0
    var pipe = first
    while pipe < rowEnd {
      pipes += 1
      pipe = UTF8Text.firstIndex(of: UInt8(ascii: "|"), in: bytes, from: pipe + 1, to: rowEnd)
    }
    guard pipes > 1 else { return [] }
    var cells: [TableCell] = []
    cells.reserveCapacity(pipes - 1)
    pipe = first
    for _ in 1..<pipes {
      let next = UTF8Text.firstIndex(of: UInt8(ascii: "|"), in: bytes, from: pipe + 1, to: rowEnd)
      cells.append(makeCell(bytes, from: pipe + 1, to: next, startColumn: pipe - trimmedStart + 2))
      pipe = next
    }
    return cells
  }

  /// The cell `cell[start..<end]` with leading and trailing whitespace removed, except line
  /// breaks (which come from `\n` escapes).
  private func makeCell(_ cell: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, startColumn: Int)
    -> TableCell
  {
    var from = start
    var leading = 0
    while from < end {
      if cell[from] == 0x20 {  // the common case, without decoding
        from += 1
        leading += 1
        continue
      }
      let length = UTF8Text.whitespaceLength(in: cell, at: from)
      if length == 0 || cell[from] == 0x0A { break }
      from += length
      leading += 1
    }
    var to = end
    while to > from {
      if cell[to - 1] == 0x20 {  // the common case (cells padded to their column's width)
        to -= 1
        continue
      }
      var lead = to - 1
      while lead > from && cell[lead] & 0xC0 == 0x80 { lead -= 1 }
      let length = UTF8Text.whitespaceLength(in: cell, at: lead)
      if length == 0 || cell[lead] == 0x0A || lead + length != to { break }
      to = lead
    }
    return TableCell(
      location: Location(line: number, column: startColumn + indent + leading),
      value: UTF8Text.string(cell, from: from, to: to))
  }

  /// The tags of a tag line `@a @b # comment`, with their locations (as cells: location and text).
  /// - Throws: `ParseError` "A tag may not contain whitespace" at the offending tag.
  func tags() throws(ParseError) -> [TableCell] {
    var tags: [TableCell] = []
    try forEachTag { column, from, to in
      tags.append(TableCell(location: Location(line: number, column: column), value: tagName(from: from, to: to)))
    }
    return tags
  }

  /// Appends the tags of a tag line that its matcher has checked to `tags` as the document's
  /// tags, each taking its id from `ids` in order (no list of cells in between).
  ///
  /// ```swift
  /// line.appendTags(to: &tags, ids: ids)   // `@a @b`: two tags, two ids
  /// ```
  func appendTags(to tags: inout [Tag], ids: IdGenerator) {
    try? forEachTag { column, from, to in
      tags.append(
        Tag(location: Location(line: number, column: column), name: tagName(from: from, to: to), id: ids.newId()))
    }
  }

  /// The tag whose name (after the `@`) lies in `from..<to`, with its `@`: read with the `@`
  /// before it when that is where it stands (no space between).
  private func tagName(from: Int, to: Int) -> String {
    from > trimmedStart && bytes[from - 1] == UInt8(ascii: "@")
      ? UTF8Text.string(bytes, from: from - 1, to: to) : "@" + UTF8Text.string(bytes, from: from, to: to)
  }

  /// Checks the tags of a tag line without making them (the matcher does this; the builder makes
  /// them later, with ``tags()``).
  /// - Throws: `ParseError` "A tag may not contain whitespace" at the offending tag.
  func checkTags() throws(ParseError) {
    try forEachTag { _, _, _ in }
  }

  /// Hands `body` each tag's column and the byte range of its name (after the `@`), in order.
  private func forEachTag(_ body: (_ column: Int, _ from: Int, _ to: Int) -> Void) throws(ParseError) {
    // Remove a comment: whitespace followed by `#`.
    var contentEnd = UTF8Text.trimTrailingWhitespace(in: bytes, from: trimmedStart, to: end)
    var index = trimmedStart
    while index < contentEnd {
      let length = UTF8Text.whitespaceLength(in: bytes, at: index)
      if length > 0 {
        if index + length < contentEnd && bytes[index + length] == UInt8(ascii: "#") {
          contentEnd = index
          break
        }
        index += length
      } else {
        index += 1
      }
    }
    let itemsEnd = UTF8Text.trimTrailingWhitespace(in: bytes, from: trimmedStart, to: contentEnd)
    var column = indent + 1
    // Split at every `@`; the part before the first `@` is dropped.
    var itemStart = -1
    index = trimmedStart
    while index <= itemsEnd {
      if index == itemsEnd || bytes[index] == UInt8(ascii: "@") {
        if itemStart >= 0 {
          let from = UTF8Text.skipWhitespace(in: bytes, from: itemStart, to: index)
          let to = UTF8Text.trimTrailingWhitespace(in: bytes, from: from, to: index)
          var probe = from
          while probe < to {
            let length = UTF8Text.whitespaceLength(in: bytes, at: probe)
            if length > 0 {
              throw ParseError(
                message: "A tag may not contain whitespace",
                location: Location(line: number, column: column))
            }
            probe += 1
          }
          body(column, from, to)
          column += UTF8Text.scalarCount(in: bytes, from: itemStart, to: index) + 1
        }
        itemStart = index + 1
      }
      index += 1
    }
  }
}
