import EvergreenTesting
import Macho
import Testing

@MainActor
@Suite("カウンター: 「+」「−」で数が変わり、古い数の豆知識は消える")
struct CountingTests {
  @Test("「+」で数が1増え、表示中の豆知識は消える")
  func incrementClearsFact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 3, fact: "3 is a prime number.")) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 4
      $0.fact = nil
    }
    await store.finish()
  }

  @Test("「−」で数が1減り、表示中のエラーも消える")
  func decrementClearsError() async {
    let store = TestStore(
      initialState: CounterFeature.State(count: 3, errorMessage: "Couldn't load a fact about 3.")
    ) {
      CounterFeature()
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 2
      $0.errorMessage = nil
    }
    await store.send(.decrementButtonTapped) { $0.count = 1 }
    await store.finish()
  }

  @Test("「−」はゼロを越えて負の数まで数える")
  func decrementBelowZero() async {
    let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.incrementButtonTapped) { $0.count = 0 }
    await store.finish()
  }
}
