/// The number a predictable id is written as: `IdGenerator`'s ids are decimal numbers counted
/// from "0", so a reader can keep them in arrays and a writer can move them up.
///
/// ```swift
/// PredictableID.number(in: "42", maxDigits: 9)    // 42
/// PredictableID.number(in: "07", maxDigits: 9)    // nil: a leading zero makes it another id
/// PredictableID.number(in: "5f3c-…", maxDigits: 9) // nil: a UUID is no number
/// ```
public enum PredictableID {
  /// The value of `id` when it is 1 to `maxDigits` decimal digits without a sign or a leading
  /// zero ("0" itself is one), nil for any other text. `maxDigits` at most 18, so the value
  /// always fits an `Int`.
  public static func number(in id: String, maxDigits: Int) -> Int? {
    if let value = id.utf8.withContiguousStorageIfAvailable({ number(in: $0, maxDigits: maxDigits) }) {
      return value
    }
    var contiguous = id
    return contiguous.withUTF8 { number(in: $0, maxDigits: maxDigits) }
  }

  private static func number(in utf8: UnsafeBufferPointer<UInt8>, maxDigits: Int) -> Int? {
    guard (1...min(maxDigits, 18)).contains(utf8.count), utf8.count == 1 || utf8[0] != UInt8(ascii: "0")
    else { return nil }
    var value = 0
    for byte in utf8 {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
    }
    return value
  }
}
