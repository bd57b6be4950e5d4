import Evergreen
import EvergreenTesting
import Testing

private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

@MainActor
@Test("TestStoreOf<Feature> names the same store type as TestStore<Feature.State, Feature.Action>")
func testStoreOfNamesTheStore() async {
  let store: TestStoreOf<Tally> = TestStore(initialState: Tally.State()) { Tally() }
  let same: TestStore<Tally.State, Tally.Action> = store
  await same.send(.tapped) { $0.count = 1 }
  #expect(store.state.count == 1)
}
