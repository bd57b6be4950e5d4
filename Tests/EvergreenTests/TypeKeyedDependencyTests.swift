import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// A client that is its own key, as the Composable Architecture writes one.
private struct CatalogClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
}
extension CatalogClient: DependencyKey {
  static let liveValue = CatalogClient { ["\($0) (live)"] }
  static let testValue = CatalogClient(search: unimplemented("CatalogClient.search"))
}

/// A client whose interface declares only its test value.
private struct AnalyticsClient: TestDependencyKey, Sendable {
  var name: String
  static let testValue = AnalyticsClient(name: "test")
}

/// A client that is its own key and declares only its live value.
private struct LiveOnlyClient: DependencyKey, Unimplementable, Sendable {
  var name: String
  static let liveValue = LiveOnlyClient(name: "live")
  static let unimplemented = LiveOnlyClient(name: "unimplemented")
}

private struct Readers {
  @Dependency(CatalogClient.self) var searchClient
  @Dependency(AnalyticsClient.self) var analytics
  static let liveOnlyLine = #line + 1
  @Dependency(LiveOnlyClient.self) var liveOnly
}

private struct Search: Reducer {
  struct State: Equatable { var results: [String] = [] }
  enum Action: Equatable, Sendable {
    case searchTapped(String)
    case searchResponse([String])
  }
  @Dependency(CatalogClient.self) var searchClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchTapped(let query):
      return .run { send in await send(.searchResponse(try await searchClient.search(query))) }
    case .searchResponse(let results):
      state.results = results
      return .none
    }
  }
}

@Suite("A client type is its own dependency key: @Dependency(Client.self)")
struct TypeKeyedDependencyTests {
  @Test("@Dependency(Client.self) reads the client, and withDependencies overrides it with $0[Client.self]")
  func readsAndOverridesByType() async throws {
    let results = try await withDependencies {
      $0[CatalogClient.self] = CatalogClient { [$0.uppercased()] }
    } operation: {
      try await Readers().searchClient.search("tea")
    }
    #expect(results == ["TEA"])
    #expect(try await DependencyValues(context: .live)[CatalogClient.self].search("tea") == ["tea (live)"])
  }

  @Test("in a test, the client's testValue is used, and calling an endpoint not overridden fails naming it")
  func testValueIsUsed() async {
    await withKnownIssue {
      _ = try? await Readers().searchClient.search("tea")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("Unimplemented: CatalogClient.search was called with (\"tea\")")
    }
  }

  @MainActor
  @Test("a TestStore's withDependencies sets a client by its type for the reducer's @Dependency(Client.self)")
  func testStoreOverridesByType() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0[CatalogClient.self].search = { ["\($0) result"] }
    }
    await store.send(.searchTapped("tea"))
    await store.receive(.searchResponse(["tea result"])) { $0.results = ["tea result"] }
    #expect(store.dependencies.isOverridden(CatalogClient.self))
  }

  @Test("a key that declares only testValue gives it in tests and previews; one with liveValue previews live")
  func testOnlyKey() async throws {
    #expect(Readers().analytics.name == "test")
    #expect(DependencyValues(context: .preview)[AnalyticsClient.self].name == "test")
    #expect(try await DependencyValues(context: .preview)[CatalogClient.self].search("tea") == ["tea (live)"])
  }

  @Test("a key that declares only testValue, read outside tests, reports that it has no live value")
  func testOnlyKeyReadLive() {
    withKnownIssue {
      let name = withDependencies {
        $0.context = .live
      } operation: {
        Readers().analytics.name
      }
      #expect(name == "test")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "The dependency 'AnalyticsClient' has no live value, but was read outside tests")
    }
  }

  @Test("a client that declares only liveValue fails where it is read, and says to override $0[Client.self]")
  func liveOnlyClientReadInTest() throws {
    var name = ""
    let issues = IssueCollector.collect { name = Readers().liveOnly.name }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == Readers.liveOnlyLine)
    #expect(issue.message.contains("withDependencies: { $0[LiveOnlyClient.self] = … }"))
    #expect(name == "unimplemented")
  }
}
