// Strings in JSON: quoted, with `"`, `\` and control characters escaped. Most texts of a
// Gherkin document have none of them, so a text is looked at eight bytes at a time and copied
// whole; only one that has them is written run by run, its runs between escapes copied whole
// (found eight bytes at a time too).

extension JSONWriter {
  /// `value` in quotes, with `"`, `\` and control characters escaped.
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

  /// `utf8` in quotes, escaped. The text is looked at where it lies, a word at a time, before
  /// anything is written: one with nothing to escape is copied whole, one with something to
  /// escape is written run by run. (Looking at the copy instead reads back bytes just stored,
  /// which the processor cannot forward from its stores: a stall per text.)
  private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let text = utf8.baseAddress, !utf8.isEmpty else {
      append(UInt8(ascii: "\""), UInt8(ascii: "\""))
      return
    }
    let count = utf8.count
    if Self.mayNeedEscaping(text, count: count) {
      append(UInt8(ascii: "\""))
      escaped(utf8)
      append(UInt8(ascii: "\""))
      return
    }
    let free = room(for: count + 2)
    free[0] = UInt8(ascii: "\"")
    Self.copy(text, to: free + 1, count: count)
    free[count + 1] = UInt8(ascii: "\"")
    commit(count + 2)
  }

  /// Whether any of the `count` bytes at `start` (at least one) may need escaping (false means
  /// none does). Only those bytes are read: eight at a time, the last eight (or, for a shorter
  /// text, two overlapping four) read again where they overlap the words before.
  @inline(__always)
  private static func mayNeedEscaping(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
    let bytes = UnsafeRawPointer(start)
    if count >= 8 {
      var index = 0
      while index + 8 <= count {
        if flags(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) != 0 { return true }
        index += 8
      }
      return index < count && flags(bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) != 0
    }
    if count >= 4 {
      let head = UInt64(bytes.loadUnaligned(as: UInt32.self))
      let tail = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      return flags(head | tail << 32) != 0
    }
    for index in 0..<count where needsEscaping(start[index]) { return true }
    return false
  }

  /// The text with its escapes, without the quotes: the runs between escapes are copied whole.
  /// The escapes are found eight bytes at a time; only a word that may hold one is looked at
  /// byte by byte (a source's text has a line break every few dozen bytes).
  private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let text = utf8.baseAddress else { return }
    let words = UnsafeRawPointer(text)
    let count = utf8.count
    var runStart = 0
    var index = 0
    while index < count {
      if index + 8 <= count, Self.flags(words.loadUnaligned(fromByteOffset: index, as: UInt64.self)) == 0 {
        index += 8
        continue
      }
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

  /// The top bit of each byte's lane of `word` that may need escaping: 0 means none does. (A
  /// byte below 0x20, or one equal to `"` or `\`, sets its lane's top bit in these sums; a borrow
  /// can set a higher lane's bit too, which only sends the text to the byte-by-byte look.)
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
