import Evergreen
import EvergreenTesting
import PinNest
import Synchronization
import Testing

@Suite("ピンの詳細: お気に入りはその場で切り替わり、保存される")
struct FavoriteTests {
  @Test(
    "お気に入りボタンを押すとその場で切り替わり（お気に入りでなければお気に入りに、お気に入りなら外れる）、保存されると親に伝わる",
    arguments: [Pin.swiftArticle, .kyotoCafe])
  func favoriteToggledSavedAndReported(_ pin: Pin) async {
    let saving = FavoriteRequests(saving: pin)
    let store = TestStore(initialState: PinDetailReducer.State(pin: pin)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = saving.endpoint
    }
    var toggled = pin
    toggled.isFavorite.toggle()
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = toggled.isFavorite }
    await store.receive(/PinDetailReducer.Action.favoriteResponse)
    await store.receive(/PinDetailReducer.Action.delegate, .pinUpdated(toggled))
    #expect(saving.requests == [.init(id: pin.id, isFavorite: toggled.isFavorite)])
    await store.finish()
  }

  @Test("保存されたピンがサーバーの内容と違えば、サーバーの内容が表示され、親にもそれが伝わる")
  func savedPinWins() async {
    var onServer = Pin.swiftArticle
    onServer.memo = "別の端末で書いたメモ"
    let saving = FavoriteRequests(saving: onServer)
    let store = TestStore(initialState: PinDetailReducer.State(pin: .swiftArticle)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = saving.endpoint
    }
    onServer.isFavorite = true
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = true }
    await store.receive(/PinDetailReducer.Action.favoriteResponse) { $0.pin.memo = "別の端末で書いたメモ" }
    await store.receive(/PinDetailReducer.Action.delegate, .pinUpdated(onServer))
    await store.finish()
  }

  @Test("保存に失敗すると、お気に入りは元に戻り、読める理由が表示され、親には何も伝わらない")
  func failureRollsBack() async {
    let store = TestStore(initialState: PinDetailReducer.State(pin: .swiftArticle)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = { _, _ in throw ServerDown() }
    }
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = true }
    await store.receive(/PinDetailReducer.Action.favoriteResponse) {
      $0.pin.isFavorite = false
      $0.errorMessage = "お気に入りを保存できませんでした。サーバーに接続できません。"
    }
    await store.finish()
  }

  @Test("失敗のあともう一度押すと、理由が消えて、その場で切り替わり保存し直す")
  func retryAfterFailure() async {
    let store = TestStore(initialState: PinDetailReducer.State(pin: .kyotoCafe)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = { _, _ in throw ServerDown() }
    }
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = false }
    await store.receive(/PinDetailReducer.Action.favoriteResponse) {
      $0.pin.isFavorite = true
      $0.errorMessage = "お気に入りを保存できませんでした。サーバーに接続できません。"
    }

    let saving = FavoriteRequests(saving: .kyotoCafe)
    store.dependencies.apiClient.setFavorite = saving.endpoint
    var plain = Pin.kyotoCafe
    plain.isFavorite = false
    await store.send(.favoriteButtonTapped) {
      $0.pin.isFavorite = false
      $0.errorMessage = nil
    }
    await store.receive(/PinDetailReducer.Action.favoriteResponse)
    await store.receive(/PinDetailReducer.Action.delegate, .pinUpdated(plain))
    await store.finish()
  }

  @Test("保存を待つ間にもう一度押すと、最初の保存は取り消され、最後に押した状態だけが保存される")
  func secondTapReplacesTheFirst() async {
    let clock = TestClock()
    let saving = FavoriteRequests(saving: .swiftArticle)
    let store = TestStore(initialState: PinDetailReducer.State(pin: .swiftArticle)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = { id, isFavorite in
        try await clock.sleep(for: .seconds(1))
        return try await saving.endpoint(id, isFavorite)
      }
    }
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = true }
    await store.send(.favoriteButtonTapped) { $0.pin.isFavorite = false }
    await clock.advance(by: .seconds(1))
    await store.receive(/PinDetailReducer.Action.favoriteResponse)
    await store.receive(/PinDetailReducer.Action.delegate, .pinUpdated(.swiftArticle))
    #expect(saving.requests == [.init(id: 1, isFavorite: false)])
    await store.finish()
  }
}
