import Testing

@testable import Gherkin

@Suite("Short ASCII texts made from their bytes are the strings the toolchain makes")
struct SmallASCIIStringTests {
  @Test("every length from 0 to 15 reads, compares, hashes and joins as the same text made the usual way")
  func everyLength() {
    #expect(
      SmallASCIIString.isAvailable, "this 64-bit little-endian toolchain should lay small strings out as expected")
    let alphabet = Array("Given the cart|".utf8)
    for count in 0...15 {
      let expected = String(decoding: alphabet.prefix(count), as: UTF8.self)
      let made = alphabet.withUnsafeBufferPointer { SmallASCIIString.make($0.baseAddress!, count: count) }
      #expect(made == expected, "\(count) bytes")
      #expect(made?.utf8.count == count)
      #expect(made.map { Set([$0, expected]).count } == 1)
      #expect(made.map { $0 + "!" } == expected + "!")
    }
  }

  @Test("sixteen bytes or more, or any byte outside ASCII, are left to the usual way")
  func refused() {
    let long = Array("Given the cart is".utf8)
    #expect(long.withUnsafeBufferPointer { SmallASCIIString.make($0.baseAddress!, count: 16) } == nil)
    let japanese = Array("前提".utf8)
    #expect(japanese.withUnsafeBufferPointer { SmallASCIIString.make($0.baseAddress!, count: $0.count) } == nil)
  }

  @Test(
    "a small string of decimal digits reads as its number; any other string, a leading zero or a long one, does not")
  func decimalValue() throws {
    try #require(SmallASCIIString.isAvailable)
    for value in [0, 7, 10, 407, 99_999_999, 123_456_789_012_345] {
      #expect(SmallASCIIString.decimalValue(of: String(value)) == value)
    }
    for text in ["", "07", "12a", "-1", "1 ", "٣", "1234567890123456", "e3b0c442-98fc-1c14-9afb-f4c8996fb924"] {
      #expect(SmallASCIIString.decimalValue(of: text) == nil, "\(text)")
    }
  }
}
