/// Random (version 4) UUIDs in lower case, `"0f8fad5b-d9cb-469f-a165-70867728950e"`, made
/// without a system call each: a xoshiro256** generator seeded once from the system's random
/// source. Foundation's `UUID()` reads the system's random source for every id (on Linux it
/// opens a device file each time), which cost a third of `specrun gherkin`'s time.
///
/// ```swift
/// var uuids = RandomUUIDs()
/// uuids.next()   // "0f8fad5b-d9cb-469f-a165-70867728950e"
/// ```
struct RandomUUIDs {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  init() {
    var system = SystemRandomNumberGenerator()
    state = (system.next(), system.next(), system.next(), system.next())
    // xoshiro's state must not be all zero.
    if state == (0, 0, 0, 0) { state.0 = 0x9E37_79B9_7F4A_7C15 }
  }

  mutating func next() -> String {
    let high = (nextWord() & ~0xF000) | 0x4000  // version 4, in bits 12-15
    let low = (nextWord() & ~(0b11 << 62)) | (0b10 << 62)  // variant 10xx
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 36) { text in
      var at = 0
      func write(_ word: UInt64, nibbles: ClosedRange<Int>) {
        for index in nibbles.reversed() {
          if at == 8 || at == 13 || at == 18 || at == 23 {
            text[at] = UInt8(ascii: "-")
            at += 1
          }
          let nibble = UInt8((word >> UInt64(index * 4)) & 0xF)
          text[at] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
          at += 1
        }
      }
      write(high, nibbles: 0...15)
      write(low, nibbles: 0...15)
      return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
    }
  }

  /// xoshiro256** (Blackman and Vigna).
  private mutating func nextWord() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, 45)
    return result
  }

  private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
}
