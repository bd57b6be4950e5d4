import Evergreen
import EvergreenTesting
import PinNest
import Synchronization
import Testing

@Suite("ピン一覧: 更新しても一覧は画面に残ったまま読み込み直す")
struct PinListRefreshTests {
  @Test("更新すると、一覧を表示したまま読み込み中になり、届いた一覧に置き換わる")
  func refreshKeepsTheList() async {
    let store = TestStore(initialState: PinListReducer.State(pins: [.swiftArticle])) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [.swiftArticle, .curryRecipe] }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = [.curryRecipe, .swiftArticle]
    }
    await store.finish()
  }

  @Test("もう一度開いたときも、一覧を表示したまま読み込み直す")
  func reappearingKeepsTheList() async {
    let store = TestStore(initialState: PinListReducer.State(pins: [.swiftArticle])) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [] }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = []
    }
    #expect(store.state.emptyMessage == "保存したピンはまだありません。")
    await store.finish()
  }

  @Test("更新に失敗しても、一覧は残り、読める理由が表示される")
  func failedRefreshKeepsTheList() async {
    let store = TestStore(initialState: PinListReducer.State(pins: [.kyotoCafe, .swiftArticle])) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { throw ServerDown() }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.errorMessage = "ピンを読み込めませんでした。サーバーに接続できません。"
    }
    await store.finish()
  }

  @Test("前の失敗の理由は、更新を始めると消える")
  func refreshClearsTheError() async {
    let store = TestStore(
      initialState: PinListReducer.State(pins: [.swiftArticle], errorMessage: "ピンを読み込めませんでした。前の理由")
    ) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [.swiftArticle] }
    }
    await store.send(.refresh) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) { $0.isLoading = false }
    await store.finish()
  }

  @Test("読み込み中にもう一度更新すると、最初の読み込みは取り消され、後の結果だけが届く")
  func secondLoadReplacesTheFirst() async {
    let clock = TestClock()
    let answers = Mutex<[[Pin]]>([[.swiftArticle], [.kyotoCafe, .swiftArticle]])
    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = {
        let answer = answers.withLock { $0.removeFirst() }
        try await clock.sleep(for: .seconds(1))
        return answer
      }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.refresh)
    #expect(answers.withLock { $0.isEmpty })
    await clock.advance(by: .seconds(1))
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = [.kyotoCafe, .swiftArticle]
    }
    await store.finish()
  }
}
