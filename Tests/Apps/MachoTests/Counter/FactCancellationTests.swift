import EvergreenTesting
import Macho
import Testing

@MainActor
@Suite("カウンター: 読み込み中の豆知識の取り消し")
struct FactCancellationTests {
  @Test("読み込み中にもう一度「Fact」を押すと最初の要求は取り消され、後の要求の答えだけが表示される")
  func secondTapCancelsFirstRequest() async {
    let facts = PacedNumberFacts()
    let store = TestStore(initialState: CounterFeature.State(count: 5)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.send(.factButtonTapped)
    #expect(facts.requested == [5, 5])
    #expect(facts.clock.sleeperCount == 1, "the first request stopped waiting when it was cancelled")

    // Both requests would be due now; only the second is still there to answer.
    await facts.clock.advance(by: facts.delay)
    let second = PacedNumberFacts.answer(about: 5, request: 2)
    await store.receive(.factResponse(second)) {
      $0.fact = second
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test(
    "読み込み中に数を変えると読み込みは取り消され、古い数の豆知識は表示されない",
    arguments: [
      (CounterFeature.Action.incrementButtonTapped, 6),
      (CounterFeature.Action.decrementButtonTapped, 4),
    ])
  func changingTheCountCancelsTheLoad(change: CounterFeature.Action, newCount: Int) async {
    let facts = PacedNumberFacts()
    let store = TestStore(initialState: CounterFeature.State(count: 5)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.send(change) {
      $0.count = newCount
      $0.isLoading = false
    }
    #expect(facts.clock.sleeperCount == 0, "the request stopped waiting when it was cancelled")

    // Time passes; the old number's fact never arrives (finish fails on any action not received).
    await facts.clock.advance(by: facts.delay)
    await store.finish()
  }
}
