import EvergreenTesting
import Foundation
import Testing

// The samples of Sources/Evergreen/Evergreen.docc/Dependencies.md.

struct QuoteClient: Sendable {
  var quote: @Sendable (_ topic: String) async throws -> String
}

extension QuoteClient: DependencyKey {
  static let liveValue = QuoteClient { topic in "A live quote about \(topic)" }
  static let testValue = QuoteClient(quote: unimplemented("QuoteClient.quote"))
}

extension DependencyValues {
  var quotes: QuoteClient {
    get { self[QuoteClient.self] }
    set { self[QuoteClient.self] = newValue }
  }
}

struct Notebook: Reducer {
  struct State: Equatable {
    var entries: [String] = []
  }

  enum Action: Equatable, Sendable {
    case quoteTapped(topic: String)
    case quoted(String, at: Date)
  }

  @Dependency(\.quotes) var quotes
  @Dependency(\.date.now) var now

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .quoteTapped(let topic):
        return .run { [quotes, now] send in
          await send(.quoted(try await quotes.quote(topic), at: now))
        }
      case .quoted(let quote, _):
        state.entries.append(quote)
        return .none
      }
    }
  }
}

@MainActor
@Suite("Dependencies: what a feature needs from outside, replaced in tests")
struct DependenciesTests {
  @Test("a test gives the store the client and the date it needs")
  func testOverridesTheClient() async {
    let noon = Date(timeIntervalSince1970: 43_200)
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    } withDependencies: {
      $0.quotes.quote = { topic in "Tests first, \(topic) second." }
      $0.date.now = noon
    }
    await store.send(.quoteTapped(topic: "code"))
    await store.receive(.quoted("Tests first, code second.", at: noon)) {
      $0.entries = ["Tests first, code second."]
    }
  }

  @Test("an endpoint the test did not override fails the test, naming it")
  func unimplementedEndpointFails() async {
    let store = TestStore(initialState: Notebook.State()) {
      Notebook()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
    await withKnownIssue {
      await store.send(.quoteTapped(topic: "code"))
      await store.finish()
    } matching: { issue in
      issue.description.contains("QuoteClient.quote")
    }
  }
}
