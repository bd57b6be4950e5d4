import Evergreen
import Macho
import SpecRun

/// What the Counter scenarios do, in the product's words. The English and Japanese step tables
/// both call these, so the two languages replay the same behaviour.
@MainActor
final class CounterScenario: Screen, FeatureScenario {
  let facts = FactService()
  private(set) var store: ScenarioStoreOf<CounterFeature>?

  static var notStartedHint: String {
    StepFailure(
      "The counter was not shown yet: start with a step like 'Given the counter shows 0'.",
      translations: ["ja": "カウンターがまだ出ていません。「前提 カウンターに0が表示されている」のような手順から始めてください。"]
    ).message
  }

  func start(count: Int, in context: ScenarioContext) {
    let facts = self.facts
    let store = ScenarioStoreOf<CounterFeature>(initialState: CounterFeature.State(count: count)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    self.store = store
    context.start(store)
    CurrentScreen.show(self, in: context)
  }

  func tap(_ button: String) async throws {
    switch button {
    case "+": try await running().send(.incrementButtonTapped)
    case "-", "−": try await running().send(.decrementButtonTapped)
    case "Fact": try await running().send(.factButtonTapped)
    default:
      throw StepFailure(
        "The counter has no button \"\(button)\"; its buttons are \"+\", \"−\" and \"Fact\".",
        translations: ["ja": "カウンターに「\(button)」ボタンはありません。ボタンは「+」「−」「Fact」です。"])
    }
  }

  func expectCount(_ count: Int) throws { try running().expect(\.count, count) }

  func expectLoading(_ loading: Bool) throws { try running().expect(\.isLoading, loading) }

  func answer() async throws {
    try facts.answer()
    try await running().absorbReceived()
  }

  func expectFact(_ fact: String) async throws {
    let store = try running()
    let received = try await store.expectReceived(/CounterFeature.Action.factResponse)
    guard received == fact else {
      throw StepFailure(
        "The fact that arrived is \"\(received)\", not \"\(fact)\".",
        translations: ["ja": "届いた豆知識は「\(received)」で、「\(fact)」ではありません。"])
    }
    try store.expect {
      $0.fact = fact
      $0.isLoading = false
    }
  }

  func expectNoFact() throws { try running().expect(\.fact, nil) }

  func expectError(_ message: String) async throws {
    let store = try running()
    try await store.expectReceived(/CounterFeature.Action.factFailed)
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  func expectRequests(asked: Int, waiting: Int) throws {
    guard facts.requestCount == asked, facts.waitingCount == waiting else {
      throw StepFailure(
        "The fact service was asked \(facts.requestCount) time(s) and \(facts.waitingCount) request(s) are waiting; expected \(asked) and \(waiting).",
        translations: [
          "ja":
            "豆知識サービスへの問い合わせは\(facts.requestCount)回、応答待ちは\(facts.waitingCount)件で、\(asked)回と\(waiting)件ではありません。"
        ])
    }
  }
}
