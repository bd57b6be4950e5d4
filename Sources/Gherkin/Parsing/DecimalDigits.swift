/// A counter kept as its decimal digits, counted on in place and read as a `String` without
/// formatting the number: predictable ids (`"0"`, `"1"`, …) are made several per line of a
/// feature file, and formatting each one (dividing by ten per digit, then building and checking a
/// string) was a twentieth of parsing.
///
/// ```swift
/// var digits = DecimalDigits(9)
/// digits.text          // "9"
/// digits.increment()
/// digits.text          // "10"
/// ```
struct DecimalDigits {
  /// The digits in ASCII, most significant first, in the bytes of two words, first byte lowest
  /// (as `SmallASCIIString` reads them).
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  /// How many digits there are; 0 when `text` formats `value` instead (a number of more than 15
  /// digits, or a toolchain whose short strings are laid out otherwise).
  private var width = 0
  /// The number itself.
  private(set) var value: Int

  /// The digits of `value`, which must not be negative.
  init(_ value: Int) {
    precondition(value >= 0, "a counter of ids starts at 0 or above")
    self.value = value
    let digits = Array(String(value).utf8)
    if digits.count <= SmallASCIIString.capacity && SmallASCIIString.isAvailable {
      width = digits.count
      for (index, digit) in digits.enumerated() { setByte(index, digit) }
    }
  }

  /// The number's decimal text.
  var text: String {
    @inline(__always) get {
      width > 0 ? SmallASCIIString.string(low: low, high: high, count: width) : String(value)
    }
  }

  /// The number's text, then counts on by one (one access to the counter per id).
  @inline(__always)
  mutating func next() -> String {
    let made = text
    increment()
    return made
  }

  /// Counts on by one: the last digit goes up, a 9 rolls over to 0 and carries.
  @inline(__always)
  mutating func increment() {
    value += 1
    guard width > 0 else { return }
    let last = width - 1
    let shift = UInt64((last % 8) * 8)
    if (last < 8 ? low : high) >> shift & 0xFF != UInt64(UInt8(ascii: "9")) {
      // Nine times in ten only the last digit changes: one addition to its word.
      if last < 8 { low += 1 << shift } else { high += 1 << shift }
      return
    }
    carry()
  }

  /// Rolls the trailing 9s over to 0 and adds one to the digit before them, or makes the number
  /// one digit longer when every digit was a 9.
  private mutating func carry() {
    var index = width - 1
    while index >= 0 {
      let digit = byte(index)
      if digit != UInt8(ascii: "9") {
        setByte(index, digit + 1)
        return
      }
      setByte(index, UInt8(ascii: "0"))
      index -= 1
    }
    // Every digit was a 9: the number gains a digit, a 1 followed by zeros.
    guard width < SmallASCIIString.capacity else {
      width = 0
      return
    }
    setByte(0, UInt8(ascii: "1"))
    setByte(width, UInt8(ascii: "0"))
    width += 1
  }

  private func byte(_ index: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: (index < 8 ? low : high) >> UInt64((index % 8) * 8))
  }

  private mutating func setByte(_ index: Int, _ byte: UInt8) {
    let shift = UInt64((index % 8) * 8)
    let cleared = ~(UInt64(0xFF) << shift)
    if index < 8 {
      low = (low & cleared) | (UInt64(byte) << shift)
    } else {
      high = (high & cleared) | (UInt64(byte) << shift)
    }
  }
}
