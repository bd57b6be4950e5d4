// Strings in JSON: quoted, with `"`, `\` and control characters escaped. Most texts of a
// Gherkin document have none of them, so a text is copied whole and looked at eight bytes at a
// time; only one that has them is written again, its runs between escapes copied whole.

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

  /// `utf8` in quotes, escaped. The text is copied whole first and looked at where it landed, a
  /// word at a time (the room asked for goes past its end, so the last word can be read whole and
  /// its extra bytes masked off); only a text with something to escape is written again.
  private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    let count = utf8.count
    let free = room(for: count + 2 + 8)
    free[0] = UInt8(ascii: "\"")
    if let text = utf8.baseAddress { Self.copy(text, to: free + 1, count: count) }
    if !Self.mayNeedEscaping(free + 1, count: count) {
      free[count + 1] = UInt8(ascii: "\"")
      commit(count + 2)
      return
    }
    commit(1)
    escaped(utf8)
    append(UInt8(ascii: "\""))
  }

  /// Whether any of the `count` bytes at `start` may need escaping (false means none does); the
  /// 7 bytes after them must be readable.
  @inline(__always)
  private static func mayNeedEscaping(_ start: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    let bytes = UnsafeRawPointer(start)
    var index = 0
    while index + 8 <= count {
      if flags(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) != 0 { return true }
      index += 8
    }
    let left = count - index
    guard left > 0 else { return false }
    // Little-endian: the text's bytes are the low ones; the bytes after them are masked off.
    let mask: UInt64 = (1 << UInt64(left * 8)) &- 1
    return flags(bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & mask != 0
  }

  /// The text with its escapes, without the quotes: the runs between escapes are copied whole.
  private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let text = utf8.baseAddress else { return }
    var runStart = 0
    for index in 0..<utf8.count where Self.needsEscaping(text[index]) {
      append(text + runStart, count: index - runStart)
      appendEscape(for: text[index])
      runStart = index + 1
    }
    append(text + runStart, count: utf8.count - runStart)
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
