import EvergreenTesting
import Macho
import Testing

/// The quick start in README.md, kept true: this is the same test, run against the real feature.
@MainActor @Test("a fact about the number arrives and replaces the loading state")
func factArrives() async {
  let store = TestStore(initialState: CounterFeature.State()) {
    CounterFeature()
  } withDependencies: {
    $0.numberFact.fetch = { "\($0) is a good number." }
  }
  await store.send(.factButtonTapped) { $0.isLoading = true }  // every change asserted
  await store.receive(.factResponse("0 is a good number.")) {  // every action fed back received
    $0.fact = "0 is a good number."
    $0.isLoading = false
  }
  await store.finish()  // no effect left running
}
