import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("アプリ: ひとつのエラー表示")
struct ErrorStateTests {
  @Test("完了の送信に失敗すると、そのタスクが戻り、やさしいエラーが一つ表示される")
  func rollbackShowsAGentleError() async {
    let store = TestStore(initialState: CrossFeatureTests.started) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { _, _ in throw ServiceError.unreachable }
      $0.firebaseService.saveShinProgress = { _ in }
      $0.aiService.celebrate = { _ in throw AIError.timedOut }
      $0.clock = TestClock()
    }
    await store.withExhaustivity(.off) {
      await store.send(.tasks(.completeTask("shukudai")))
      await store.skipReceivedActions()
    }
    #expect(store.state.tasks.tasks[id: "shukudai"]?.status == .todo)
    #expect(store.state.errorState?.error == .service(.unreachable))
    #expect(store.state.errorState?.error.message == "いまは つながらないみたい。あとで もういちど やってみてね。")
    #expect(store.state.ai.celebration?.message == AIFeature.fallbackCelebration, "the AI shows no error")
    await store.send(.errorDismissed) { $0.errorState = nil }
    await store.finish()
  }

  @Test("エラーは一つずつ表示され、閉じると次が出る。同じエラーは重ねない")
  func oneAtATime() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.tasks(.networkStatusChanged(isOnline: false))) {
      $0.tasks.network.isOnline = false
      $0.errorState = ErrorState(error: .network(.offline))
    }
    await store.send(.user(.saveFailed(.unreachable))) { $0.queuedErrors = [.service(.unreachable)] }
    await store.send(.parent(.requestFailed("hamigaki", .unreachable)))
    await store.send(.tasks(.networkStatusChanged(isOnline: false)))
    await store.send(.errorDismissed) {
      $0.errorState = ErrorState(error: .service(.unreachable))
      $0.queuedErrors = []
    }
    await store.send(.errorDismissed) { $0.errorState = nil }
    await store.send(.errorDismissed)
    await store.finish()
  }

  @Test("待ち行列の完了が送れないと知らせる。タスクが消えていたときは知らせない")
  func failedQueueItemIsShown() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.tasks(.syncFailed("hamigaki", .unreachable))) {
      $0.errorState = ErrorState(error: .service(.unreachable))
    }
    await store.send(.tasks(.syncFailed("katazuke", .notFound("katazuke"))))
    await store.finish()
  }

  @Test("しんを読み込めない・保存できないときも、同じやさしいエラーで知らせる")
  func shinFailuresAreShown() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.shins(.loadShinsFailed(.unreachable))) {
      $0.errorState = ErrorState(error: .service(.unreachable))
    }
    await store.send(.shins(.saveShinsFailed(.unreachable)))
    await store.finish()
  }

  @Test("保存できない入力は、検証エラーとして同じ場所に表示される")
  func validationErrors() async {
    let store = TestStore(initialState: AppFeature.State(user: UserFeature.State(editor: ProfileEditor()))) {
      AppFeature()
    }
    await store.send(.user(.saveTapped))
    await store.receive(.user(.saveRejected(.blankName))) { $0.errorState = ErrorState(error: .validation(.blankName)) }
    await store.send(.parent(.saveRejected(.blankTaskTitle))) { $0.queuedErrors = [.validation(.blankTaskTitle)] }
    await store.finish()
  }

  @Test("ネットワークが切れたことは、切れたときに一度だけ伝える")
  func offlineOnce() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    await store.send(.tasks(.networkStatusChanged(isOnline: false))) {
      $0.tasks.network.isOnline = false
      $0.errorState = ErrorState(error: .network(.offline))
    }
    await store.send(.errorDismissed) { $0.errorState = nil }
    await store.send(.tasks(.networkStatusChanged(isOnline: false)))
    await store.finish()
  }
}
