import Evergreen
import EvergreenReporting
import EvergreenTesting
import PinNest
import Testing

@Suite("APIClient: 本番は保存先、プレビューはサンプル、テストは上書きを求める")
struct APIClientValuesTests {
  @Test("保存先につないだクライアントは、保存先のピンを読み、お気に入りを変え、削除する")
  func clientOverAStore() async throws {
    let client = APIClient(store: PinMemoryStore(pins: [.swiftArticle, .kyotoCafe]))
    #expect(try await client.fetchPins() == [.swiftArticle, .kyotoCafe])
    var favorite = Pin.swiftArticle
    favorite.isFavorite = true
    #expect(try await client.setFavorite(1, true) == favorite)
    try await client.deletePin(2)
    #expect(try await client.fetchPins() == [favorite])
    await #expect(throws: PinStoreError.pinNotFound(2)) { try await client.deletePin(2) }
  }

  @Test("プレビューではサンプルのピンが使え、変更はそのプレビューの中だけに残る")
  func previewUsesSamples() async throws {
    let preview = APIClient.previewValue
    #expect(try await preview.fetchPins() == Pin.samples)
    #expect(Pin.samples.count == 3)
    try await preview.deletePin(Pin.samples[0].id)
    #expect(try await preview.fetchPins() == Array(Pin.samples.dropFirst()))
    #expect(try await APIClient.previewValue.fetchPins() == Pin.samples)
  }

  @Test("種のとおり `$0.apiClient = .mock` に差し替えると、一覧はサンプルのピンを新しい順に読み込む")
  func mockFromTheSeed() async {
    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient = .mock  // モック実装に差し替え
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = Pin.samples.newestFirst()
    }
    #expect(store.state.pins.map(\.id) == [3, 2, 1])
  }

  @Test("テスト用の値は、上書きしていない窓口が呼ばれると、窓口の名前と上書きの仕方を添えてテストを失敗させる", arguments: ["fetchPins", "setFavorite", "deletePin"])
  func testValueNamesTheEndpoint(_ endpoint: String) async throws {
    let client = APIClient.testValue
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do {
        switch endpoint {
        case "fetchPins": _ = try await client.fetchPins()
        case "setFavorite": _ = try await client.setFavorite(4, true)
        default: try await client.deletePin(4)
        }
      } catch {
        thrown = error
      }
    }
    let arguments = ["fetchPins": "", "setFavorite": " with (4, true)", "deletePin": " with (4)"][endpoint]!
    let message = try #require(issues.map(\.message).first)
    #expect(issues.count == 1)
    #expect(
      message.hasPrefix(
        "Unimplemented: APIClient.\(endpoint) was called\(arguments) in a test that did not override it."))
    #expect(message.contains("withDependencies: { $0.apiClient.\(endpoint) = "))
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(endpoint: "APIClient.\(endpoint)"))
  }

  @Test("一つの窓口だけ上書きしても、ほかの窓口は名前つきで失敗する")
  func overridingOneEndpointKeepsTheOthersFailing() async throws {
    var client = APIClient.testValue
    client.fetchPins = { [.swiftArticle] }
    var fetched: [Pin] = []
    let issues = await IssueCollector.collect {
      fetched = (try? await client.fetchPins()) ?? []
      _ = try? await client.setFavorite(1, true)
    }
    #expect(fetched == [.swiftArticle])
    #expect(issues.map { $0.message.prefix(55) } == ["Unimplemented: APIClient.setFavorite was called with (1"])
  }

  @Test("上書きし忘れた窓口を機能が使うと、テストはその窓口の名前で失敗し、画面は失敗として振る舞う")
  func forgottenEndpointFailsTheSpec() async throws {
    let store = TestStore(initialState: PinListReducer.State()) { PinListReducer() }
    let issues = await IssueCollector.collect {
      await store.send(.onAppear) { $0.isLoading = true }
      await store.receive(/PinListReducer.Action.fetchPinsResponse) {
        $0.isLoading = false
        $0.errorMessage = "ピンを読み込めませんでした。" + UnimplementedFailure(endpoint: "APIClient.fetchPins").localizedDescription
      }
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Unimplemented: APIClient.fetchPins was called in a test that did not override it.") == true)
  }
}
