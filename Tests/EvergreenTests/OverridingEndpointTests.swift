import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// Searches with the live-only `SearchClient` and keeps what it found.
private struct Search: Reducer {
  struct State: Equatable { var results: [String] = [] }
  enum Action: Equatable, Sendable {
    case searchTapped(String)
    case resultsLoaded([String])
  }

  @Dependency(\.searchClient) var searchClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchTapped(let query):
      return .run { [searchClient] send in await send(.resultsLoaded(try await searchClient.search(query))) }
    case .resultsLoaded(let results):
      state.results = results
      return .none
    }
  }
}

private struct SearchReader {
  @Dependency(\.searchClient) var searchClient
}

@Suite("Overriding one endpoint of a client that has no test value")
struct OverridingEndpointTests {
  // Run outside any IssueCollector on purpose: before the fix, the report this override made had no
  // place and stopped the whole test process.
  @Test(
    "withDependencies { $0.searchClient.search = … } works, keeps the placeholder's other endpoints, and is not a use")
  func withDependenciesOverridesOneEndpoint() async throws {
    let reader = SearchReader()
    let (results, suggestions) = try await withDependencies {
      $0.searchClient.search = { query in ["\(query) result"] }
    } operation: {
      (try await reader.searchClient.search("pins"), reader.searchClient.suggest("p"))
    }
    #expect(results == ["pins result"])
    #expect(suggestions == [])
  }

  @Test("overriding an endpoint reports nothing, and a later read of the overridden client reports nothing")
  func nothingReported() {
    let reader = SearchReader()
    let issues = IssueCollector.collect {
      withDependencies {
        $0.searchClient.suggest = { [$0 + "!"] }
      } operation: {
        #expect(reader.searchClient.suggest("p") == ["p!"])
      }
    }
    #expect(issues.map(\.message) == [])
  }

  @MainActor @Test("a TestStore's withDependencies: and store.dependencies override one endpoint without a report")
  func testStoreOverrides() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.searchClient.search = { ["first \($0)"] }
    }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped("a"))
      await store.receive(.resultsLoaded(["first a"])) { $0.results = ["first a"] }
      store.dependencies.searchClient.search = { ["second \($0)"] }
      await store.send(.searchTapped("b"))
      await store.receive(.resultsLoaded(["second b"])) { $0.results = ["second b"] }
      await store.finish()
    }
    #expect(issues.map(\.message) == [])
  }

  @Test("reading the client without overriding it still fails the test at the reading site")
  func readingStillFails() throws {
    let issues = IssueCollector.collect {
      _ = withDependencies {
        $0.searchClient.suggest = { _ in [] }
      } operation: {
        DependencyValues.current.context
      }
      _ = SearchReader().searchClient
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The dependency 'SearchClientKey' has no test value") == true)
    #expect(issues.first?.fileID == "EvergreenTests/OverridingEndpointTests.swift")
  }
}
