import Evergreen
import EvergreenTesting
import PinNest
import Synchronization
import Testing

@Suite("アプリ: 一覧のピンをタップすると詳細が開き、詳細での変更が一覧に戻る")
struct AppNavigationTests {
  typealias Action = AppReducer.Action

  /// The details' own actions, as the app sees them while the details are presented.
  static func detail<Value>(_ casePath: CasePath<PinDetailReducer.Action, Value>) -> CasePath<Action, Value> {
    (/Action.destination).appending(/PresentationAction.presented).appending(/AppReducer.Destination.Action.pinDetail)
      .appending(casePath)
  }

  /// The presented screen closed itself.
  static let closed = (/Action.destination).appending(
    CasePath(PresentationAction<AppReducer.Destination.Action>.dismiss))

  static func listed(_ pins: [Pin]) -> AppReducer.State {
    AppReducer.State(pinList: PinListReducer.State(pins: pins))
  }

  static func showingDetails(of pin: Pin, in pins: [Pin]) -> AppReducer.State {
    AppReducer.State(
      pinList: PinListReducer.State(pins: pins), destination: .pinDetail(PinDetailReducer.State(pin: pin)))
  }

  @Test("アプリを開くと、一覧がピンを読み込む")
  func listLoadsInTheApp() async {
    let store = TestStore(initialState: AppReducer.State()) {
      AppReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { [.swiftArticle, .kyotoCafe] }
    }
    await store.send(.pinList(.onAppear)) { $0.pinList.isLoading = true }
    await store.receive((/Action.pinList).appending(/PinListReducer.Action.fetchPinsResponse)) {
      $0.pinList.isLoading = false
      $0.pinList.pins = [.kyotoCafe, .swiftArticle]
    }
    await store.finish()
  }

  @Test("一覧のピンをタップすると、そのピンの詳細が開く")
  func tapPresentsDetails() async {
    let store = TestStore(initialState: Self.listed([.kyotoCafe, .swiftArticle])) { AppReducer() }
    await store.send(.pinList(.pinTapped(.swiftArticle))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: .swiftArticle))
    }
    await store.finish()
  }

  @Test("詳細でお気に入りにすると、保存されたあと一覧のピンもお気に入りになり、詳細は開いたまま")
  func favoriteReachesTheList() async {
    let saving = FavoriteRequests(saving: .swiftArticle)
    let store = TestStore(initialState: Self.showingDetails(of: .swiftArticle, in: [.kyotoCafe, .swiftArticle])) {
      AppReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = saving.endpoint
    }
    var favorite = Pin.swiftArticle
    favorite.isFavorite = true
    await store.send(.destination(.presented(.pinDetail(.favoriteButtonTapped)))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: favorite))
    }
    await store.receive(Self.detail(/PinDetailReducer.Action.favoriteResponse))
    await store.receive(Self.detail(/PinDetailReducer.Action.delegate), .pinUpdated(favorite)) {
      $0.pinList.pins = [.kyotoCafe, favorite]
    }
    await store.finish()
  }

  @Test("詳細で削除を確認すると、ピンが一覧から消えて詳細が閉じる")
  func deleteRemovesAndCloses() async {
    let store = TestStore(initialState: Self.showingDetails(of: .swiftArticle, in: [.kyotoCafe, .swiftArticle])) {
      AppReducer()
    } withDependencies: {
      $0.apiClient.deletePin = { _ in }
    }
    await store.send(.destination(.presented(.pinDetail(.deleteButtonTapped)))) {
      $0.destination = .pinDetail(
        PinDetailReducer.State(pin: .swiftArticle, alert: .deleteConfirmation(of: .swiftArticle)))
    }
    await store.send(.destination(.presented(.pinDetail(.alert(.presented(.confirmDeletion)))))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: .swiftArticle, isDeleting: true))
    }
    await store.receive(Self.detail(/PinDetailReducer.Action.deleteResponse))
    await store.receive(Self.detail(/PinDetailReducer.Action.delegate), .pinDeleted(1)) {
      $0.pinList.pins = [.kyotoCafe]
    }
    await store.receive(Self.closed) { $0.destination = nil }
    await store.finish()
  }

  @Test("詳細で削除に失敗すると、ピンは一覧に残り、詳細は理由を表示して開いたまま")
  func failedDeleteKeepsEverything() async {
    let store = TestStore(
      initialState: Self.showingDetails(of: .swiftArticle, in: [.swiftArticle])
    ) {
      AppReducer()
    } withDependencies: {
      $0.apiClient.deletePin = { _ in throw ServerDown() }
    }
    await store.send(.destination(.presented(.pinDetail(.deleteButtonTapped)))) {
      $0.destination = .pinDetail(
        PinDetailReducer.State(pin: .swiftArticle, alert: .deleteConfirmation(of: .swiftArticle)))
    }
    await store.send(.destination(.presented(.pinDetail(.alert(.presented(.confirmDeletion)))))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: .swiftArticle, isDeleting: true))
    }
    await store.receive(Self.detail(/PinDetailReducer.Action.deleteResponse)) {
      $0.destination = .pinDetail(
        PinDetailReducer.State(pin: .swiftArticle, errorMessage: "ピンを削除できませんでした。サーバーに接続できません。"))
    }
    await store.finish()
  }

  @Test("詳細を閉じると一覧はそのままで、保存を待っていたお気に入りは取り消される")
  func closingCancelsTheDetails() async {
    let clock = TestClock()
    let saving = FavoriteRequests(saving: .swiftArticle)
    let store = TestStore(initialState: Self.showingDetails(of: .swiftArticle, in: [.swiftArticle])) {
      AppReducer()
    } withDependencies: {
      $0.apiClient.setFavorite = { id, isFavorite in
        try await clock.sleep(for: .seconds(1))
        return try await saving.endpoint(id, isFavorite)
      }
    }
    var favorite = Pin.swiftArticle
    favorite.isFavorite = true
    await store.send(.destination(.presented(.pinDetail(.favoriteButtonTapped)))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: favorite))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(1))
    #expect(saving.requests.isEmpty)
    await store.finish()
  }

  @Test("別のピンをタップし直すと、そのピンの詳細に替わる")
  func anotherTapReplacesTheDetails() async {
    let store = TestStore(initialState: Self.showingDetails(of: .swiftArticle, in: [.kyotoCafe, .swiftArticle])) {
      AppReducer()
    }
    await store.send(.pinList(.pinTapped(.kyotoCafe))) {
      $0.destination = .pinDetail(PinDetailReducer.State(pin: .kyotoCafe))
    }
    await store.finish()
  }
}
