import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("AI: おいわい")
struct CelebrationTests {
  @Test("終えたタスクをAIのことばでお祝いし、閉じると消える")
  func celebrates() async {
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.celebrate = { id in "\(id) できたね！" }
      $0.clock = TestClock()
    }
    await store.send(.requestCelebration("hamigaki")) { $0.celebrated = ["hamigaki"] }
    await store.receive(.celebrationReceived(Celebration(taskID: "hamigaki", message: "hamigaki できたね！"))) {
      $0.celebration = Celebration(taskID: "hamigaki", message: "hamigaki できたね！")
    }
    await store.send(.celebrationDismissed) { $0.celebration = nil }
    await store.finish()
  }

  @Test("同じタスクは二度お祝いしない")
  func celebratesOnce() async {
    let store = TestStore(initialState: AIFeature.State(celebrated: ["hamigaki"])) { AIFeature() }
    await store.send(.requestCelebration("hamigaki"))
    await store.finish()
  }

  @Test("AIが失敗しても遅すぎても、用意したおいわいのことばが出る")
  func fallbackCelebration() async {
    let clock = TestClock()
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.celebrate = { id in
        if id == "katazuke" { throw AIError.failed("quota") }
        try await clock.sleep(for: .seconds(30))
        return "おそい"
      }
      $0.clock = clock
    }
    let fallback = { (id: TaskID) in Celebration(taskID: id, message: AIFeature.fallbackCelebration) }
    await store.send(.requestCelebration("katazuke")) { $0.celebrated = ["katazuke"] }
    await store.receive(.celebrationReceived(fallback("katazuke"))) { $0.celebration = fallback("katazuke") }
    await store.send(.requestCelebration("shukudai")) { $0.celebrated.insert("shukudai") }
    await clock.advance(by: AIFeature.timeout)
    await store.receive(.celebrationReceived(fallback("shukudai"))) { $0.celebration = fallback("shukudai") }
    await store.finish()
  }
}
