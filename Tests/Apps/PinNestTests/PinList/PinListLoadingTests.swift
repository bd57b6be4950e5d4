import Evergreen
import EvergreenTesting
import PinNest
import Testing

@Suite("ピン一覧: 開くと保存したピンを新しい順に読み込む")
struct PinListLoadingTests {
  @Test("開くと読み込み中になり、届いたピンが保存の新しい順に並んで読み込みが終わる")
  func loadsNewestFirst() async {
    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [.swiftArticle, .curryRecipe, .kyotoCafe] }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    #expect(store.state.emptyMessage == nil)
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = [.curryRecipe, .kyotoCafe, .swiftArticle]
    }
    #expect(store.state.emptyMessage == nil)
    await store.finish()
  }

  @Test("保存したピンが1件もなければ、一覧はそのことを伝える")
  func emptyListSaysSo() async {
    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [] }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) { $0.isLoading = false }
    #expect(store.state.emptyMessage == "保存したピンはまだありません。")
    await store.finish()
  }

  @Test("読み込みに失敗すると、読み込みを終えて、読める理由を表示する（空の一覧とは言わない）")
  func failureShowsReason() async {
    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { throw ServerDown() }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.errorMessage = "ピンを読み込めませんでした。サーバーに接続できません。"
    }
    #expect(store.state.emptyMessage == nil)
    await store.finish()
  }

  @Test("失敗のあと「再試行」を押すと、理由が消えて読み込み直し、ピンが表示される")
  func retryAfterFailure() async {
    let store = TestStore(
      initialState: PinListReducer.State(errorMessage: "ピンを読み込めませんでした。サーバーに接続できません。")
    ) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [.kyotoCafe] }
    }
    await store.send(.retryButtonTapped) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = [.kyotoCafe]
    }
    await store.finish()
  }

  @Test("ピンをタップしても一覧は変わらない（詳細を開くのはアプリの役目）")
  func tappingLeavesTheList() async {
    let store = TestStore(initialState: PinListReducer.State(pins: [.kyotoCafe, .swiftArticle])) {
      PinListReducer()
    }
    await store.send(.pinTapped(.swiftArticle))
    await store.finish()
  }
}
