import Evergreen
import EvergreenTesting
import Macho
import Testing

@MainActor
@Suite("カウンター: 「Fact」で今の数の豆知識を読み込む")
struct FactLoadingTests {
  /// The failure of the fake fact service in these specs.
  struct FactServiceDown: Error, CustomStringConvertible {
    var description: String { "The fact service is down." }
  }

  @Test("「Fact」で読み込み中になり、豆知識が届くと読み込みが終わってそれが表示される")
  func factArrives() async {
    let facts = PacedNumberFacts()
    let store = TestStore(initialState: CounterFeature.State(count: 7, fact: "6 is a perfect number.")) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    await store.send(.factButtonTapped) {
      $0.fact = nil
      $0.isLoading = true
    }
    #expect(facts.requested == [7])

    await facts.clock.advance(by: facts.delay)
    let answer = PacedNumberFacts.answer(about: 7, request: 1)
    await store.receive(.factResponse(answer)) {
      $0.fact = answer
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("豆知識を読み込めないときは、読み込みを止めて読める理由を表示する")
  func factFails() async {
    let store = TestStore(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactServiceDown() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(/CounterFeature.Action.factFailed, "Couldn't load a fact about 7. The fact service is down.") {
      $0.errorMessage = "Couldn't load a fact about 7. The fact service is down."
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("失敗のあと再び「Fact」を押すと、エラーが消えて読み込み直す")
  func retryAfterFailure() async {
    let store = TestStore(initialState: CounterFeature.State(count: 2)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactServiceDown() }
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factFailed("Couldn't load a fact about 2. The fact service is down.")) {
      $0.errorMessage = "Couldn't load a fact about 2. The fact service is down."
      $0.isLoading = false
    }

    store.dependencies.numberFact.fetch = { "\($0) is the only even prime." }
    await store.send(.factButtonTapped) {
      $0.errorMessage = nil
      $0.isLoading = true
    }
    await store.receive(.factResponse("2 is the only even prime.")) {
      $0.fact = "2 is the only even prime."
      $0.isLoading = false
    }
    await store.finish()
  }

  @Test("事実帳の範囲外の数では、範囲を添えて豆知識がない理由を表示する")
  func outOfRangeWithTheLiveFactBook() async {
    let store = TestStore(initialState: CounterFeature.State(count: 1_000_001)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = .liveValue
    }
    let message = """
      Couldn't load a fact about 1000001. No fact is known about 1000001: facts cover numbers from \
      -1000000 to 1000000.
      """
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await store.receive(.factFailed(message)) {
      $0.errorMessage = message
      $0.isLoading = false
    }
    await store.finish()
  }
}
