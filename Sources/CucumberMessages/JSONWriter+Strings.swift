// Strings in JSON: quoted, with `"`, `\\` and control characters escaped. Most texts of a
// Gherkin document have none of them, so a text is copied eight bytes at a time, each word looked
// at as it is copied; a text that has them is written run by run from the first, each escape
// found eight bytes at a time too and the runs between them copied whole.

extension JSONWriter {
  /// `value` in quotes, with `"`, `\\` and control characters escaped.
  ///
  /// ```swift
  /// json.string("say \"hi\"\n")   // "say \"hi\"\n"
  /// ```
  mutating func string(_ value: String) {
    separate()
    // Read where the text lies (no copy of the string, no reference counted); a string stored
    // some other way is made contiguous first.
    if value.utf8.withContiguousStorageIfAvailable({ quoted($0) }) == nil {
      var contiguous = value
      contiguous.withUTF8 { quoted($0) }
    }
    endValue()
  }

  /// `utf8` in quotes, escaped. The text is read once, where it lies: eight bytes at a time,
  /// each word stored as it is unless it holds a byte to escape; from the first such word on,
  /// the rest is written run by run (``escaped(_:count:from:)``). (Looking at the copy instead
  /// reads back bytes just stored, which the processor cannot forward from its stores: a stall
  /// per text.)
  private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let text = utf8.baseAddress, !utf8.isEmpty else {
      append(UInt8(ascii: "\""), UInt8(ascii: "\""))
      return
    }
    let count = utf8.count
    let free = room(for: count + 2)
    free[0] = UInt8(ascii: "\"")
    let source = UnsafeRawPointer(text)
    let target = UnsafeMutableRawPointer(free + 1)
    var index = 0
    while index + 8 <= count {
      let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if Self.flags(word) != 0 { return escapedFrom(index, of: text, count: count) }
      target.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
      index += 8
    }
    if index < count {
      if count >= 8 {
        // The last eight bytes, again over some just copied: those hold nothing to escape, so
        // they flag nothing and borrow nothing from the bytes after them.
        let word = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        if Self.flags(word) != 0 { return escapedFrom(index, of: text, count: count) }
        target.storeBytes(of: word, toByteOffset: count - 8, as: UInt64.self)
      } else {
        if Self.mayNeedEscaping(text, count: count) { return escapedFrom(0, of: text, count: count) }
        Self.copy(text, to: free + 1, count: count)
      }
    }
    free[count + 1] = UInt8(ascii: "\"")
    commit(count + 2)
  }

  /// The end of ``quoted(_:)`` for a text with something to escape at or after `start`: the
  /// opening quote and the `start` bytes before are kept, the rest written with its escapes,
  /// then the closing quote.
  private mutating func escapedFrom(_ start: Int, of text: UnsafePointer<UInt8>, count: Int) {
    commit(1 + start)
    escaped(text, count: count, from: start)
    append(UInt8(ascii: "\""))
  }

  /// Whether any of the `count` bytes at `start` (1 to 7 of them) may need escaping (false means
  /// none does); four or more are read as two overlapping words of four.
  @inline(__always)
  private static func mayNeedEscaping(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
    let bytes = UnsafeRawPointer(start)
    if count >= 4 {
      let head = UInt64(bytes.loadUnaligned(as: UInt32.self))
      let tail = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return flags(head | tail << 32) != 0
    }
    for index in 0..<count where needsEscaping(start[index]) { return true }
    return false
  }

  /// The `count` bytes at `text` from `start` on, with their escapes, without the quotes: the
  /// runs between escapes are copied whole. The escapes are found eight bytes at a time: the
  /// lowest flagged byte of a word is always one to escape (see ``flags(_:)``), so the look goes
  /// straight to it; only the last few bytes of the text are looked at one by one.
  private mutating func escaped(_ text: UnsafePointer<UInt8>, count: Int, from start: Int) {
    let words = UnsafeRawPointer(text)
    var runStart = start
    var index = start
    while index + 8 <= count {
      // Read as little-endian, the word's first byte is its lowest lane on any processor.
      let word = UInt64(littleEndian: words.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let found = Self.flags(word)
      if found == 0 {
        index += 8
        continue
      }
      let at = index + found.trailingZeroBitCount >> 3
      append(text + runStart, count: at - runStart)
      appendEscape(for: text[at])
      runStart = at + 1
      index = at + 1
    }
    while index < count {
      if Self.needsEscaping(text[index]) {
        append(text + runStart, count: index - runStart)
        appendEscape(for: text[index])
        runStart = index + 1
      }
      index += 1
    }
    append(text + runStart, count: count - runStart)
  }

  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The top bit of each byte's lane of `word` that may need escaping: 0 means none does. A byte
  /// below 0x20, or one equal to `"` or `\`, sets its lane's top bit in these differences; a
  /// borrow out of such a lane can set a higher lane's bit too, but only a lane above one that
  /// truly needs escaping borrows, so the lowest lane flagged always needs escaping.
  @inline(__always)
  private static func flags(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    return (control | zeroQuote | zeroBackslash) & tops
  }

  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append(0x5C, UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): append(0x5C, 0x5C)
    case 0x0A: append(0x5C, UInt8(ascii: "n"))
    case 0x0D: append(0x5C, UInt8(ascii: "r"))
    case 0x09: append(0x5C, UInt8(ascii: "t"))
    case 0x08: append(0x5C, UInt8(ascii: "b"))
    case 0x0C: append(0x5C, UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      append(0x5C, UInt8(ascii: "u"))
      append(0x30, 0x30)
      append(hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
    }
  }
}
