/// Fills an outline's `<name>` placeholders in one pass over a text: the text is cut once into
/// runs kept as they are and the columns whose values replace a placeholder (the pieces, kept on
/// the stack), and the new string is written from them into its own storage.
///
/// Only for placeholders that are `isSinglePass` (no bracket inside a name or a value), where
/// one pass gives what replacing one column after another gives.
///
/// ```swift
/// // the examples table `| tier |`, `| gold |`
/// let placeholders = PickleCompiler.Placeholders(names: header.cells, values: row.cells, namesHoldBrackets: false)
/// PlaceholderPieces.filling("a <tier> customer", with: placeholders)   // "a gold customer"
/// ```
enum PlaceholderPieces {
  /// A run of the text's UTF-8 bytes, replaced by the value of `column` when there is one.
  private struct Piece {
    let bytes: Range<Int>
    let column: Int?
  }

  /// `text` with each `<name>` replaced by its row's value; the text itself when it has none (a
  /// name whose column the row has no value for is kept as written).
  static func filling(_ text: String, with placeholders: PickleCompiler.Placeholders) -> String {
    var source = text
    return source.withUTF8 { bytes in
      // Most texts have no `<` at all: one `memchr` answers for them.
      var opening = 0
      var at = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 0, to: bytes.count)
      while at < bytes.count {
        opening += 1
        at = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: at + 1, to: bytes.count)
      }
      guard opening > 0 else { return text }
      // Each `<` ends at most one run before it and starts at most one placeholder; one run ends the text.
      return withUnsafeTemporaryAllocation(of: Piece.self, capacity: 2 * opening + 1) { pieces in
        var count = 0
        var length = 0
        forEachPiece(placeholders.names, in: bytes) { range, column in
          let value = column.flatMap { $0 < placeholders.values.count ? $0 : nil }
          pieces.initializeElement(at: count, to: Piece(bytes: range, column: value))
          count += 1
          length += value.map { placeholders.values[$0].value.utf8.count } ?? range.count
        }
        guard pieces[..<count].contains(where: { $0.column != nil }) else { return text }
        return String(unsafeUninitializedCapacity: length) { output in
          var written = 0
          for piece in pieces[..<count] {
            if let column = piece.column {
              written = copy(placeholders.values[column].value, into: output, at: written)
            } else {
              written = copy(UnsafeBufferPointer(rebasing: bytes[piece.bytes]), into: output, at: written)
            }
          }
          return written
        }
      }
    }
  }

  /// Copies `bytes` into `output` from `offset`; returns the offset after them.
  private static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) -> Int {
    guard let source = bytes.baseAddress, let target = output.baseAddress, !bytes.isEmpty else { return offset }
    (target + offset).initialize(from: source, count: bytes.count)
    return offset + bytes.count
  }

  /// Copies the UTF-8 bytes of `value` into `output` from `offset`, read in place; returns the
  /// offset after them.
  private static func copy(_ value: String, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    if let written = value.utf8.withContiguousStorageIfAvailable({ copy($0, into: output, at: offset) }) {
      return written
    }
    var value = value
    return value.withUTF8 { copy($0, into: output, at: offset) }
  }

  /// Hands `body` the pieces of `text` in order: runs of bytes kept as they are (`nil`) and each
  /// `<name>` with the column of its name (cut next to ASCII brackets, so on character boundaries).
  private static func forEachPiece(
    _ names: [TableCell], in text: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Int?) -> Void
  ) {
    var index = 0
    var copied = 0
    while true {
      index = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: text, from: index, to: text.count)
      guard index < text.count else { break }
      var close = index + 1
      while close < text.count && text[close] != UInt8(ascii: ">") && text[close] != UInt8(ascii: "<") {
        close += 1
      }
      guard close < text.count, text[close] == UInt8(ascii: ">") else {
        index = close
        continue
      }
      if let column = names.firstIndex(where: { UTF8Text.equals($0.value, text, from: index + 1, to: close) }) {
        if copied < index { body(copied..<index, nil) }
        body(index..<close + 1, column)
        copied = close + 1
      }
      index = close + 1
    }
    if copied < text.count { body(copied..<text.count, nil) }
  }
}
