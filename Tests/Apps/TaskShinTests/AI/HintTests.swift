import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("AI: ヒント")
struct HintTests {
  @Test("ヒントを頼むと読み込み中になり、AIのヒントが表示される")
  func hintFromTheAI() async {
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.generateHint = { id in "\(id)は うえの はから じゅんばんに！" }
      $0.clock = TestClock()
    }
    await store.send(.requestHint("hamigaki")) { $0.loadingHints = ["hamigaki"] }
    await store.receive(.hintReceived("hamigaki", "hamigakiは うえの はから じゅんばんに！")) {
      $0.loadingHints = []
      $0.hints = ["hamigaki": "hamigakiは うえの はから じゅんばんに！"]
    }
    await store.finish()
  }

  @Test("AIが失敗したり空の答えを返したりしても、エラーではなく用意したヒントが表示される", arguments: [true, false])
  func fallbackOnFailure(fails: Bool) async {
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.generateHint = { _ in
        if fails { throw AIError.failed("503") }
        return "  "
      }
      $0.clock = TestClock()
    }
    await store.send(.requestHint("katazuke")) { $0.loadingHints = ["katazuke"] }
    await store.receive(.hintReceived("katazuke", AIFeature.fallbackHint)) {
      $0.loadingHints = []
      $0.hints = ["katazuke": AIFeature.fallbackHint]
    }
    await store.finish()
  }

  @Test("AIが5秒たっても答えないと用意したヒントが表示され、遅れた答えは届かない")
  func fallbackOnTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.generateHint = { _ in
        try await clock.sleep(for: .seconds(60))
        return "おそい ヒント"
      }
      $0.clock = clock
    }
    await store.send(.requestHint("shukudai")) { $0.loadingHints = ["shukudai"] }
    await clock.advance(by: .seconds(4))
    #expect(store.state.hints.isEmpty, "still waiting before the timeout")
    await clock.advance(by: .seconds(1))
    await store.receive(.hintReceived("shukudai", AIFeature.fallbackHint)) {
      $0.loadingHints = []
      $0.hints = ["shukudai": AIFeature.fallbackHint]
    }
    #expect(clock.sleeperCount == 0, "the slow request was cancelled")
    await clock.advance(by: .seconds(60))
    await store.finish()
  }

  @Test("読み込み中にもう一度頼んでもAIには一度しか聞かない。タスクごとに別のヒントが出る")
  func oneRequestPerTask() async {
    let asked = CallLog<TaskID>()
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.generateHint = { id in
        asked.record(id)
        return "ヒント: \(id)"
      }
      $0.clock = TestClock()
    }
    await store.send(.requestHint("hamigaki")) { $0.loadingHints = ["hamigaki"] }
    await store.receive(.hintReceived("hamigaki", "ヒント: hamigaki")) {
      $0.loadingHints = []
      $0.hints = ["hamigaki": "ヒント: hamigaki"]
    }
    await store.send(.requestHint("katazuke")) { $0.loadingHints = ["katazuke"] }
    await store.receive(.hintReceived("katazuke", "ヒント: katazuke")) {
      $0.loadingHints = []
      $0.hints["katazuke"] = "ヒント: katazuke"
    }
    #expect(asked.calls == ["hamigaki", "katazuke"])
    await store.finish()
  }

  @Test("読み込み中の二度目の依頼は無視される")
  func secondRequestWhileLoading() async {
    let clock = TestClock()
    let asked = CallLog<TaskID>()
    let store = TestStore(initialState: AIFeature.State()) {
      AIFeature()
    } withDependencies: {
      $0.aiService.generateHint = { id in
        asked.record(id)
        try await clock.sleep(for: .seconds(1))
        return "ゆっくり"
      }
      $0.clock = clock
    }
    await store.send(.requestHint("hamigaki")) { $0.loadingHints = ["hamigaki"] }
    await store.send(.requestHint("hamigaki"))
    await clock.advance(by: .seconds(1))
    await store.receive(.hintReceived("hamigaki", "ゆっくり")) {
      $0.loadingHints = []
      $0.hints = ["hamigaki": "ゆっくり"]
    }
    #expect(asked.calls == ["hamigaki"])
    await store.finish()
  }
}
