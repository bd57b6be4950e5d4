/// Short ASCII texts (15 bytes or fewer: keywords, cells, tags, predictable ids) made into
/// `String`s straight from their bytes. Such a string keeps its bytes inline in its two words, the
/// last byte saying that it is a small ASCII string and how long; the toolchain's own initialisers
/// get there through a closure and checks that cost more than the copy on a parser's hot path.
///
/// The layout is checked once per process against strings the toolchain made itself; where it
/// differs (another platform or toolchain), `isAvailable` is `false` and callers make strings the
/// ordinary way.
///
/// ```swift
/// let text: StaticString = "Given "
/// SmallASCIIString.make(text.utf8Start, count: text.utf8CodeUnitCount)   // "Given "
/// ```
enum SmallASCIIString {
  /// The most bytes a small string holds.
  static let capacity = 15

  /// `count` bytes from `source` as a string, or `nil` when there are more than 15, when one is
  /// not ASCII, or when this toolchain lays small strings out otherwise.
  @inline(__always)
  static func make(_ source: UnsafePointer<UInt8>, count: Int) -> String? {
    guard count <= capacity, isAvailable else { return nil }
    var words: (low: UInt64, high: UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &words) { $0.baseAddress?.copyMemory(from: source, byteCount: count) }
    guard (words.low | words.high) & 0x8080_8080_8080_8080 == 0 else { return nil }
    return string(low: words.low, high: words.high, count: count)
  }

  /// The string whose `count` ASCII bytes are those of `low` then `high`, first byte lowest (the
  /// rest zero). Only when `isAvailable`.
  @inline(__always)
  static func string(low: UInt64, high: UInt64, count: Int) -> String {
    unsafeBitCast((low, high | flags(count)), to: String.self)
  }

  /// The number that `string` spells when it is a small ASCII string of decimal digits without a
  /// leading zero ("0" itself is one), read from its two words: a predictable id's number without
  /// looking at the string's bytes one by one through its views. `nil` for any other string (a
  /// longer one, another text). Only when `isAvailable` (asked once by the caller: each read of
  /// a lazily made global asks the runtime whether it is made yet).
  ///
  /// ```swift
  /// SmallASCIIString.decimalValue(of: "407")   // 407
  /// SmallASCIIString.decimalValue(of: "07")    // nil
  /// ```
  @inline(__always)
  static func decimalValue(of string: String) -> Int? {
    let (low, high) = unsafeBitCast(string, to: (UInt64, UInt64).self)
    let flags = high >> 56
    let count = Int(flags & 0x0F)
    guard flags & 0xF0 == 0xE0, count > 0, count == 1 || low & 0xFF != UInt64(UInt8(ascii: "0")) else { return nil }
    var value = 0
    for index in 0..<count {
      let digit = UInt8(truncatingIfNeeded: (index < 8 ? low : high) >> UInt64((index % 8) * 8)) &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }

  /// Whether this toolchain lays out small ASCII strings as `string(low:high:count:)` makes them:
  /// compared bit for bit with strings it made itself, one of every length.
  static let isAvailable: Bool = {
    #if _pointerBitWidth(_64) && _endian(little)
      guard MemoryLayout<String>.size == 16 else { return false }
      for count in 1...capacity {
        // Made at run time from a number, so not a literal the compiler laid out itself.
        let made = String(repeating: "7", count: count - 1) + String(count % 10)
        var words: (low: UInt64, high: UInt64) = (0, 0)
        for (index, byte) in made.utf8.enumerated() {
          let shifted = UInt64(byte) << UInt64((index % 8) * 8)
          if index < 8 { words.low |= shifted } else { words.high |= shifted }
        }
        if unsafeBitCast(made, to: (UInt64, UInt64).self) != (words.low, words.high | flags(count)) {
          return false
        }
      }
      return true
    #else
      return false
    #endif
  }()

  /// A small ASCII string's last byte: small, immortal and ASCII (`0xE0`), and its length.
  @inline(__always)
  private static func flags(_ count: Int) -> UInt64 {
    (0xE0 | UInt64(count)) << 56
  }
}
