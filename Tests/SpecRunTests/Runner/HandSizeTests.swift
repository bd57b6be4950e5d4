import Testing

@testable import SpecRun

@Suite("A worker holds a few milliseconds of scenarios: many quick ones, one slow one")
struct HandSizeTests {
  @Test("before any scenario ran it holds two")
  func first() {
    #expect(HandSize().count == 2)
  }

  @Test("scenarios of 15 µs: as many as it may hold, so it never waits for the run between two")
  func quick() {
    var hand = HandSize()
    for _ in 0..<5 { hand.ran(for: .microseconds(15)) }
    #expect(hand.count == 32)
  }

  @Test("scenarios of a second: one, so that no lane waits at the end for a pile another took")
  func slow() {
    var hand = HandSize()
    hand.ran(for: .seconds(1))
    #expect(hand.count == 1)
  }

  @Test("scenarios of a millisecond: four, about 4 ms of the worker's time")
  func between() {
    var hand = HandSize()
    for _ in 0..<3 { hand.ran(for: .milliseconds(1)) }
    #expect(hand.count == 4)
  }

  @Test("it follows the latest scenarios: quick ones after a slow one grow the hand again")
  func follows() {
    var hand = HandSize()
    hand.ran(for: .seconds(1))
    #expect(hand.count == 1)
    for _ in 0..<60 { hand.ran(for: .microseconds(15)) }
    #expect(hand.count == 32)
  }
}
