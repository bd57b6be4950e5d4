import EvergreenTesting
import Testing

// The worked migration of Sources/Evergreen/Evergreen.docc/ComingFromTheComposableArchitecture.md:
// a feature and its test file as the Composable Architecture writes them, moved to Evergreen.

struct WordSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case searchResponse([String])
  }

  enum CancelID: Hashable, Sendable { case search }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in
          await send(.searchResponse(["\(query)", "\(query)s"]))
        }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
      case .searchResponse(let results):
        state.results = results
        return .none
      }
    }
  }
}

@MainActor
@Suite("Word search, migrated from the Composable Architecture")
struct WordSearchTests {
  @Test("typing searches once, for the last query, after a pause")
  func typingSearchesOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: WordSearch.State()) {
      WordSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("cat")) { $0.query = "cat" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("dog")) { $0.query = "dog" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(["dog", "dogs"])) {
      $0.results = ["dog", "dogs"]
    }
  }
}
