import Testing

@testable import Gherkin

@Suite("Predictable ids are the decimal numbers 0, 1, 2, … whatever their width")
struct PredictableIdTests {
  @Test("the first 200,000 ids of a generator are the numbers from 0, each an ordinary string")
  func firstIds() {
    let ids = IdGenerator(.incrementing)
    for number in 0..<200_000 {
      let id = ids.newId()
      #expect(id == String(number))
      if id != String(number) { return }
    }
    #expect(ids.count == 200_000)
    // Ids behave as any string does: they join, hash and compare by their text.
    let id = IdGenerator(.incrementing).newId()
    #expect(id + "-step" == "0-step")
    #expect(Set([id, "0", String(0)]).count == 1)
    #expect(Array(id.utf8) == [UInt8(ascii: "0")])
  }

  @Test("counting on from any number gives that number's digits, past every power of ten up to 19 digits")
  func everyWidth() {
    var power = 1
    for _ in 1...18 {
      power *= 10
      var digits = DecimalDigits(power - 3)
      for number in (power - 3)...(power + 3) {
        #expect(digits.text == String(number), "counting on from \(power - 3)")
        digits.increment()
      }
    }
    var largest = DecimalDigits(Int.max - 1)
    #expect(largest.text == String(Int.max - 1))
    largest.increment()
    #expect(largest.text == String(Int.max))
  }
}
