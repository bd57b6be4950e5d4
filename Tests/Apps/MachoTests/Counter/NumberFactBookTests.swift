import Macho
import Testing

@Suite("事実帳（NumberFactClient の live 値）: 端末の中で、同じ数には同じ豆知識")
struct NumberFactBookTests {
  @Test(
    "有名な数、素数、平方数、負の数、それ以外の数それぞれに決まった豆知識がある",
    arguments: [
      (42, "42 is the answer to the ultimate question of life, the universe, and everything."),
      (13, "13 is a prime number."),
      (49, "49 is the square of 7."),
      (-5, "-5 is negative: its distance from zero is 5."),
      (28, "28 is even, and its digits add up to 10."),
    ])
  func liveFacts(number: Int, fact: String) async throws {
    #expect(try await NumberFactClient.liveValue.fetch(number) == fact)
  }

  @Test("範囲外の数には、範囲を添えた理由で失敗する", arguments: [1_000_001, -1_000_001])
  func outOfRange(number: Int) async {
    await #expect(throws: NumberFactError.outOfRange(number)) {
      try await NumberFactClient.liveValue.fetch(number)
    }
    #expect(
      NumberFactError.outOfRange(number).description
        == "No fact is known about \(number): facts cover numbers from -1000000 to 1000000.")
  }
}
