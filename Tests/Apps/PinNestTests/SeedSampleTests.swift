import Evergreen
import EvergreenTesting
import PinNest
import Testing

// The seed's own sample test (seed 001, "テスト方針"), with only the mechanical changes the issue
// allows: Item → Pin, FeatureA → PinList, `import ComposableArchitecture` → `import Evergreen` + `import EvergreenTesting` (+ the app's module),
// and `receive(.fetchItemsResponse(.success(mockItems)))` written as a case-path receive (the
// action holds `Result<[Pin], Error>`, which is not Equatable; the state assertion checks the pins).
// It runs without `@MainActor` because the target's default isolation is the main actor.

@Suite("PinList")
struct PinListReducerTests {
  @Test("onAppear でアイテムが取得される")
  func fetchPinsOnAppear() async {
    let mockPins = [Pin(id: 1, title: "テスト")]

    let store = TestStore(initialState: PinListReducer.State()) {
      PinListReducer()
    } withDependencies: {
      $0.apiClient.fetchPins = { mockPins }
    }

    await store.send(.onAppear) {
      $0.isLoading = true
    }
    await store.receive(/PinListReducer.Action.fetchPinsResponse) {
      $0.isLoading = false
      $0.pins = mockPins
    }
  }
}
