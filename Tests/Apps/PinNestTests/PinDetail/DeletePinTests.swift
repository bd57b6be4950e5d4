import Evergreen
import EvergreenTesting
import PinNest
import Synchronization
import Testing

@Suite("ピンの詳細: 削除は確認してから行い、親に伝えて画面を閉じる")
struct DeletePinTests {
  @Test("「削除」を押すと、ピンの名前を添えた確認のアラートが出る")
  func deleteAsksFirst() async {
    let store = TestStore(initialState: PinDetailReducer.State(pin: .swiftArticle)) { PinDetailReducer() }
    await store.send(.deleteButtonTapped) {
      $0.alert = AlertState(
        title: "「Swift の記事」を削除しますか？",
        message: "削除したピンは元に戻せません。",
        buttons: [.destructive("削除", action: .confirmDeletion), .cancel("キャンセル")])
    }
    await store.finish()
  }

  @Test("確認すると削除中になり、削除されると親に伝えて画面が閉じる")
  func confirmDeletes() async {
    let deleted = Mutex<[Pin.ID]>([])
    let dismissals = Mutex(0)
    let store = TestStore(
      initialState: PinDetailReducer.State(pin: .swiftArticle, alert: .deleteConfirmation(of: .swiftArticle))
    ) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.deletePin = { id in deleted.withLock { $0.append(id) } }
      $0.dismiss = DismissEffect { dismissals.withLock { $0 += 1 } }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.isDeleting = true
    }
    await store.receive(/PinDetailReducer.Action.deleteResponse)
    await store.receive(/PinDetailReducer.Action.delegate, .pinDeleted(1))
    #expect(deleted.withLock { $0 } == [1])
    #expect(dismissals.withLock { $0 } == 1)
    await store.finish()
  }

  @Test("キャンセルするとアラートだけが閉じ、ピンは削除されない")
  func cancelKeepsThePin() async {
    let store = TestStore(
      initialState: PinDetailReducer.State(pin: .swiftArticle, alert: .deleteConfirmation(of: .swiftArticle))
    ) {
      PinDetailReducer()
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test("削除に失敗すると、画面は残り、削除中が終わって読める理由が表示される（前の理由は確かめた時点で消える）")
  func failureKeepsTheScreen() async {
    let store = TestStore(
      initialState: PinDetailReducer.State(
        pin: .swiftArticle, errorMessage: "ピンを削除できませんでした。前の理由", alert: .deleteConfirmation(of: .swiftArticle))
    ) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.deletePin = { _ in throw ServerDown() }
    }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.isDeleting = true
      $0.errorMessage = nil
    }
    await store.receive(/PinDetailReducer.Action.deleteResponse) {
      $0.isDeleting = false
      $0.errorMessage = "ピンを削除できませんでした。サーバーに接続できません。"
    }
    await store.finish()
  }

  @Test("削除中にもう一度「削除」を押しても、確認は出ない")
  func noSecondConfirmationWhileDeleting() async {
    let store = TestStore(initialState: PinDetailReducer.State(pin: .swiftArticle, isDeleting: true)) {
      PinDetailReducer()
    }
    await store.send(.deleteButtonTapped)
    await store.finish()
  }
}
