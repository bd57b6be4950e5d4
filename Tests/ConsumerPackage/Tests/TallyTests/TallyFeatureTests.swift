import EvergreenTesting
import Tally
import Testing

@MainActor
@Test("a tap adds one and reset goes back to zero")
func tapAndReset() async {
  let store = TestStore(initialState: TallyFeature.State()) { TallyFeature() }
  await store.send(.tapped) { $0.count = 1 }
  await store.send(.resetTapped) { $0.count = 0 }
}
