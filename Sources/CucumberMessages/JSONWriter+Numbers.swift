// Numbers in JSON, and ids: a predictable id moved up by the writer's `idOffset` is a number
// written in quotes.

extension JSONWriter {
  /// A whole number in decimal.
  ///
  /// ```swift
  /// json.integer(-42)   // -42
  /// ```
  mutating func integer(_ value: Int) {
    separate()
    digits(of: value)
    endValue()
  }

  /// An id in quotes: as it is, or, when ``idOffset`` is not 0 and it is a predictable id (a
  /// decimal number), that number plus ``idOffset``.
  ///
  /// ```swift
  /// var json = JSONWriter(idOffset: 10)
  /// json.id("2")   // "12"
  /// ```
  mutating func id(_ value: String) {
    // `PredictableID` reads the id where its bytes lie, as `string` does.
    guard idOffset != 0, let number = PredictableID.number(in: value, maxDigits: 18) else {
      string(value)
      return
    }
    separate()
    append(UInt8(ascii: "\""))
    digits(of: number + idOffset)
    append(UInt8(ascii: "\""))
    endValue()
  }

  /// The digits of `value` (with its sign), nothing around them, written from the last straight
  /// into place, two at a time.
  private mutating func digits(of value: Int) {
    var magnitude = value.magnitude
    var length = 1
    var bound: UInt = 10
    // 10^19 still fits in a UInt; any magnitude at or above it has 20 digits.
    while magnitude >= bound {
      length += 1
      if length == 20 { break }
      bound &*= 10
    }
    let sign = value < 0 ? 1 : 0
    let free = room(for: length + sign)
    if sign == 1 { free[0] = UInt8(ascii: "-") }
    let pairs = Self.digitPairs.utf8Start
    var at = sign + length
    while magnitude >= 10 {
      let pair = Int(magnitude % 100) &* 2
      magnitude /= 100
      at -= 2
      free[at] = pairs[pair]
      free[at + 1] = pairs[pair + 1]
    }
    if at > sign { free[sign] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude) }
    commit(length + sign)
  }

  /// "00", "01", … "99" in a row: the two digits of `n` start at `2 * n`.
  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
}
