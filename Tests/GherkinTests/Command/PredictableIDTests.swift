import CucumberMessages
import Testing

@Suite("The number a predictable id is written as")
struct PredictableIDTests {
  @Test(
    "decimal digits without a leading zero, within the digits allowed, are a number",
    arguments: [("0", 0), ("7", 7), ("42", 42), ("123456789", 123_456_789)])
  func number(id: String, value: Int) {
    #expect(PredictableID.number(in: id, maxDigits: 9) == value)
  }

  @Test(
    "any other text is no number: empty, a leading zero, a sign, a letter, a UUID, too many digits",
    arguments: ["", "07", "-1", "+1", "1a", "0f8fad5b-d9cb-469f-a165-70867728950e", "1234567890"])
  func notANumber(id: String) {
    #expect(PredictableID.number(in: id, maxDigits: 9) == nil)
  }

  @Test("a writer reads up to 18 digits, and never more, however many it allows")
  func eighteenDigits() {
    #expect(PredictableID.number(in: "1234567890", maxDigits: 18) == 1_234_567_890)
    #expect(PredictableID.number(in: String(repeating: "9", count: 18), maxDigits: 30) == 999_999_999_999_999_999)
    #expect(PredictableID.number(in: String(repeating: "9", count: 19), maxDigits: 30) == nil)
  }
}
