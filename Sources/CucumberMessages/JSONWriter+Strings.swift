// Strings in JSON: quoted, with `"`, `\` and control characters escaped. Most texts of a
// Gherkin document have none of them, so the text is looked at eight bytes at a time and the
// runs between escapes are copied whole.

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

  /// `utf8` in quotes, escaped.
  private mutating func quoted(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let text = utf8.baseAddress else {
      append(UInt8(ascii: "\""), UInt8(ascii: "\""))
      return
    }
    let count = utf8.count
    // Room for the whole text and its quotes up front; an escape asks for more as it comes.
    room(for: count + 2)[0] = UInt8(ascii: "\"")
    commit(1)
    var runStart = 0
    var index = 0
    while index + 8 <= count {
      let word = UnsafeRawPointer(text + index).loadUnaligned(as: UInt64.self)
      if Self.mayNeedEscaping(word) {
        for at in index..<(index + 8) where Self.needsEscaping(text[at]) {
          append(text + runStart, count: at - runStart)
          appendEscape(for: text[at])
          runStart = at + 1
        }
      }
      index += 8
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
    append(UInt8(ascii: "\""))
  }

  @inline(__always)
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Whether any of the eight bytes of `word` may need escaping: false means none does. (A byte
  /// below 0x20, or one equal to `"` or `\`, sets the top bit of its lane in these sums; a
  /// borrow can set a higher lane's bit too, which only sends the word to the byte-by-byte look.)
  @inline(__always)
  private static func mayNeedEscaping(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let tops: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- ones &* 0x20) & ~word
    let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let zeroQuote = (quote &- ones) & ~quote
    let zeroBackslash = (backslash &- ones) & ~backslash
    return (control | zeroQuote | zeroBackslash) & tops != 0
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
