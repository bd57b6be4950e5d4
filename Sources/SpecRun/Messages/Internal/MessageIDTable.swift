import CucumberMessages

/// Values by message id, found without hashing the ids a run makes: an id written as a decimal
/// number (Gherkin's and specrun's incrementing ids, `"1"`, `"2"`, …) finds its value through an
/// array indexed by that number; any other id (a UUID from another tool's stream, or a number too
/// far from the others) through a dictionary.
///
/// ```swift
/// var lines = MessageIDTable<Int>()
/// lines.set(4, for: "17")          // by number
/// lines.set(9, for: "3f2a9c1e")    // by text
/// lines["17"]                      // 4
/// lines.set(5, for: "17")          // replaces
/// ```
///
/// The ids of one kind of message (pickles, test cases, …) come from one stretch of the run's
/// numbers, so the array starts at the first number set and covers at most
/// ``spreadPerValue`` numbers per value (plus ``spreadAtStart``): a stream whose ids are far apart
/// costs a dictionary's memory, never a large array.
struct MessageIDTable<Value: Sendable>: Sendable {
  /// The values, in the order their ids were first set.
  private var values: [Value] = []
  /// By id number less `base`: the value's position in `values` plus one; 0 where none.
  private var byNumber: [UInt32] = []
  /// The number of `byNumber`'s first slot; nil until a number is set.
  private var base: Int?
  /// The positions in `values` of the ids the array does not hold.
  private var byText: [String: Int] = [:]

  /// How many numbers the array may span per value it holds, past ``spreadAtStart``.
  static var spreadPerValue: Int { 32 }
  /// How many numbers the array may span before it holds any value.
  static var spreadAtStart: Int { 4096 }

  /// The value set for `id`, if any.
  subscript(id: String) -> Value? {
    position(of: id, number: Self.number(id)).map { values[$0] }
  }

  /// Sets `id`'s value, replacing the one it had.
  mutating func set(_ value: Value, for id: String) {
    // Read once, for the look-up and the new slot alike.
    let number = Self.number(id)
    if let position = position(of: id, number: number) {
      values[position] = value
      return
    }
    values.append(value)
    let position = values.count - 1
    if let slot = arraySlot(for: number) {
      byNumber[slot] = UInt32(position + 1)
    } else {
      byText[id] = position
    }
  }

  /// The position in `values` of `id`, whose number (``number(_:)``) is `number`.
  private func position(of id: String, number: Int?) -> Int? {
    if let number, let base, number >= base, number - base < byNumber.count {
      let stored = byNumber[number - base]
      if stored > 0 { return Int(stored) - 1 }
    }
    return byText.isEmpty ? nil : byText[id]
  }

  /// The slot of the id written as `number` in the array, growing it when the number is close
  /// enough to the others; nil when the id is no such number.
  private mutating func arraySlot(for number: Int?) -> Int? {
    guard let number else { return nil }
    let base = self.base ?? number
    guard number >= base else { return nil }
    let slot = number - base
    if slot >= byNumber.count {
      guard slot < Self.spreadAtStart + Self.spreadPerValue * values.count else { return nil }
      // One slot at a time: the ids of a kind come a few numbers apart, and appending a
      // `repeatElement` went through the generic path for each of them.
      while byNumber.count <= slot { byNumber.append(0) }
    }
    self.base = base
    return slot
  }

  /// The number `id` is written as: decimal digits without a leading zero, at most nine of them
  /// (so `"07"` and `"7"` stay two ids); nil for any other id.
  static func number(_ id: String) -> Int? { PredictableID.number(in: id, maxDigits: 9) }
}
