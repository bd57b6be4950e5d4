/// Fills an outline's `<name>` placeholders in one pass over a text: the placeholders whose name
/// is a column of the row are found once (kept on the stack, with the new text's length), and the
/// new string is written from the runs between them and the row's values into its own storage.
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
  /// A placeholder of the text, `<name>` at the UTF-8 offsets `start..<end`, and the column whose
  /// value replaces it. The runs of the text between placeholders are kept as they are.
  private struct Filled {
    let start: Int
    let end: Int
    let column: Int
  }

  /// `text` with each `<name>` replaced by its row's value; the text itself when it has none (a
  /// name whose column the row has no value for is kept as written).
  static func filling(_ text: String, with placeholders: PickleCompiler.Placeholders) -> String {
    // The text's bytes are read where they lie (a native string always has them).
    if let filled = text.utf8.withContiguousStorageIfAvailable({ filling(text, $0, placeholders) }) {
      return filled
    }
    var source = text
    return source.withUTF8 { filling(text, $0, placeholders) }
  }

  /// ``filling(_:with:)`` of `text`, whose UTF-8 bytes are `bytes`.
  private static func filling(
    _ text: String, _ bytes: UnsafeBufferPointer<UInt8>, _ placeholders: PickleCompiler.Placeholders
  ) -> String {
    let end = bytes.count
    // Most texts have no `<` at all: one `memchr` answers for them.
    var at = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: 0, to: end)
    guard at < end else { return text }
    // Each placeholder starts at a `<` of its own.
    var openings = 1
    var next = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: at + 1, to: end)
    while next < end {
      openings += 1
      next = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: next + 1, to: end)
    }
    let values = placeholders.values
    return withUnsafeTemporaryAllocation(of: Filled.self, capacity: openings) { found in
      var count = 0
      var length = end
      while at < end {
        // The placeholder ends at the first `>`; a `<` before it starts the next try there.
        var close = at + 1
        while close < end && bytes[close] != UInt8(ascii: ">") && bytes[close] != UInt8(ascii: "<") {
          close += 1
        }
        guard close < end else { break }
        if bytes[close] == UInt8(ascii: "<") {
          at = close
          continue
        }
        if let column = column(named: bytes, from: at + 1, to: close, in: placeholders.names), column < values.count {
          found.initializeElement(at: count, to: Filled(start: at, end: close + 1, column: column))
          count += 1
          length += values[column].value.utf8.count - (close + 1 - at)
        }
        at = UTF8Text.firstIndex(of: UInt8(ascii: "<"), in: bytes, from: close + 1, to: end)
      }
      guard count > 0 else { return text }
      // Written on the stack and made a string in one go (a closure writing into the string's
      // own storage cost more than the copy it saves).
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { output in
        var written = 0
        var kept = 0
        for placeholder in found[..<count] {
          written = copy(bytes, from: kept, to: placeholder.start, into: output, at: written)
          written = copy(values[placeholder.column].value, into: output, at: written)
          kept = placeholder.end
        }
        written = copy(bytes, from: kept, to: end, into: output, at: written)
        return String(decoding: UnsafeBufferPointer(rebasing: output[..<written]), as: UTF8.self)
      }
    }
  }

  /// The first column whose name is `bytes[start..<end]`, if any.
  @inline(__always)
  private static func column(
    named bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, in names: [TableCell]
  ) -> Int? {
    for column in names.indices where UTF8Text.equals(names[column].value, bytes, from: start, to: end) {
      return column
    }
    return nil
  }

  /// Copies `bytes[start..<end]` into `output` from `offset`; returns the offset after them.
  @inline(__always)
  private static func copy(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into output: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) -> Int {
    guard start < end, let source = bytes.baseAddress, let target = output.baseAddress else { return offset }
    (target + offset).initialize(from: source + start, count: end - start)
    return offset + end - start
  }

  /// Copies the UTF-8 bytes of `value` into `output` from `offset`, read in place; returns the
  /// offset after them.
  private static func copy(_ value: String, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    let written = value.utf8.withContiguousStorageIfAvailable { bytes in
      copy(bytes, from: 0, to: bytes.count, into: output, at: offset)
    }
    if let written { return written }
    var value = value
    return value.withUTF8 { copy($0, from: 0, to: $0.count, into: output, at: offset) }
  }
}
