#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Byte-level helpers (on the source's bytes, borrowed for the duration of a parse) that reproduce the official parser's notion of whitespace and columns on
/// UTF-8 text. Columns count Unicode scalars (as the reference implementation counts characters).
enum UTF8Text {
  /// Whether the scalar is whitespace as the reference parser's `strip()` and `\s` understand it.
  @inline(__always)
  static func isWhitespace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F,
      0x205F, 0x3000:
      return true
    default:
      return false
    }
  }

  /// Decodes the scalar starting at `index` (the input is valid UTF-8) and returns it with its length.
  @inline(__always)
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    if lead < 0xE0 {
      return ((UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F), 2)
    }
    if lead < 0xF0 {
      return (
        (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
          | UInt32(bytes[index + 2] & 0x3F), 3
      )
    }
    return (
      (UInt32(lead & 0x07) << 18) | (UInt32(bytes[index + 1] & 0x3F) << 12)
        | (UInt32(bytes[index + 2] & 0x3F) << 6) | UInt32(bytes[index + 3] & 0x3F), 4
    )
  }

  /// The length in bytes of the whitespace scalar at `index`, or 0 when it is not whitespace.
  @inline(__always)
  static func whitespaceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let lead = bytes[index]
    if lead < 0x80 { return isWhitespace(UInt32(lead)) ? 1 : 0 }
    if lead != 0xC2 && lead != 0xE1 && lead != 0xE2 && lead != 0xE3 { return 0 }
    let (value, length) = scalar(in: bytes, at: index)
    return isWhitespace(value) ? length : 0
  }

  /// The index of the first byte at or after `start` that does not begin whitespace.
  @inline(__always)
  static func skipWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var index = start
    while index < end {
      if bytes[index] == 0x20 {  // the common case, without decoding
        index += 1
        continue
      }
      let length = whitespaceLength(in: bytes, at: index)
      if length == 0 { break }
      index += length
    }
    return index
  }

  /// The end of `start..<end` once trailing whitespace is removed.
  @inline(__always)
  static func trimTrailingWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var index = end
    while index > start {
      if bytes[index - 1] == 0x20 {  // the common case, without decoding
        index -= 1
        continue
      }
      var lead = index - 1
      while lead > start && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
      let length = whitespaceLength(in: bytes, at: lead)
      if length == 0 || lead + length != index { break }
      index = lead
    }
    return index
  }

  /// The index of the first `\n` at or after `start`, or `end` when there is none (the C
  /// library's `memchr`, which scans a word at a time).
  @inline(__always)
  static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    firstIndex(of: 0x0A, in: bytes, from: start, to: end)
  }

  /// Whether `start..<end` is all ASCII and holds no `excluded` byte (an ASCII byte), read
  /// eight bytes at a time.
  ///
  /// ```swift
  /// UTF8Text.isASCII(bytes, from: 0, to: bytes.count, without: UInt8(ascii: "\\"))
  /// ```
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, without excluded: UInt8)
    -> Bool
  {
    guard start < end, let base = bytes.baseAddress else { return true }
    let highBits: UInt64 = 0x8080_8080_8080_8080
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = ones &* UInt64(excluded)
    var index = start
    while index + 8 <= end {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let matches = word ^ pattern  // a zero byte where `excluded` stands
      if word & highBits != 0 || (matches &- ones) & ~matches & highBits != 0 { return false }
      index += 8
    }
    while index < end {
      if bytes[index] >= 0x80 || bytes[index] == excluded { return false }
      index += 1
    }
    return true
  }

  /// The index of the first `byte` at or after `start`, or `end` when there is none (the C
  /// library's `memchr`, which scans a word at a time).
  @inline(__always)
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard start < end, let base = bytes.baseAddress else { return end }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  /// The number of Unicode scalars in `start..<end`.
  @inline(__always)
  static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    var count = 0
    var index = start
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// Whether `bytes[start..<end]` begins with `prefix`.
  @inline(__always)
  static func hasPrefix(_ prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    if end - start < prefix.count { return false }
    var offset = 0
    while offset < prefix.count {
      if bytes[start + offset] != prefix[offset] { return false }
      offset += 1
    }
    return true
  }

  /// Whether `string`'s UTF-8 bytes are those of `bytes[start..<end]` (the string read in place).
  ///
  /// ```swift
  /// UTF8Text.equals("tier", bytes, from: 1, to: 5)   // bytes hold "<tier>"
  /// ```
  static func equals(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
    let utf8 = string.utf8
    guard utf8.count == end - start else { return false }
    if start == end { return true }
    let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
    return utf8.withContiguousStorageIfAvailable { own in
      guard let ownBase = own.baseAddress, let base = slice.baseAddress else { return false }
      return memcmp(ownBase, base, own.count) == 0
    } ?? utf8.elementsEqual(slice)
  }

  /// A `String` made from `bytes[start..<end]`, copied straight into the new string's storage:
  /// a short ASCII text (15 bytes or fewer, most keywords, cells and tags) becomes a small string
  /// from its bytes (`SmallASCIIString`), a longer one is checked once as it is copied.
  @inline(__always)
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String {
    if start >= end { return "" }
    guard let source = bytes.baseAddress else { return "" }
    let count = end - start
    if let small = SmallASCIIString.make(source + start, count: count) { return small }
    return String(unsafeUninitializedCapacity: count) { output in
      output.baseAddress?.initialize(from: source + start, count: count)
      return count
    }
  }
}
