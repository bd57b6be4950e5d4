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

  /// The same for the UTF-8 bytes of an id, read where they lie.
  static func number(in utf8: UnsafeBufferPointer<UInt8>, maxDigits: Int) -> Int? {
    let count = utf8.count
    guard let digits = utf8.baseAddress, count >= 1, count <= min(maxDigits, 18),
      count == 1 || digits[0] != UInt8(ascii: "0")
    else { return nil }
    var value = 0
    var index = 0
    repeat {
      let digit = digits[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      value = value &* 10 &+ Int(digit)
      index &+= 1
    } while index < count
    return value
  }
}
