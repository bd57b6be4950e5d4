import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

private struct Finder: Reducer {
  struct State: Equatable {
    var results: [String] = []
  }
  enum Action: Sendable {
    case searchTapped(fails: Bool)
    case searchResponse(Result<[String], SearchFailure>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchTapped(let fails):
      return .run { send in await send(.searchResponse(fails ? .failure(SearchFailure()) : .success(["tea"]))) }
    case .searchResponse(let response):
      state.results = (try? response.get()) ?? []
      return .none
    }
  }
}

// The case accessors a test writes (the Composable Architecture's macros write them there).
extension Finder.Action {
  fileprivate var searchResponse: Result<[String], SearchFailure>? {
    if case .searchResponse(let response) = self { response } else { nil }
  }
}
extension Result {
  fileprivate var success: Success? { try? get() }
}

@MainActor
@Suite("Receiving by key path: \\.searchResponse?.success, close to TCA's \\.searchResponse.success")
struct ReceivingByKeyPathTests {
  @Test("an action is received by a key path through the case accessors it declares")
  func receivesThroughAccessors() async {
    let store = TestStore(initialState: Finder.State()) { Finder() }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped(fails: false))
      await store.receive(\.searchResponse?.success) { $0.results = ["tea"] }
      await store.send(.searchTapped(fails: true))
      await store.receive(\.searchResponse) { $0.results = [] }
    }
    #expect(issues.messages == [])
  }

  @Test("a key path with a value compares the value there")
  func receivesValueAtKeyPath() async {
    let store = TestStore(initialState: Finder.State()) { Finder() }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped(fails: false))
      await store.receive(\.searchResponse?.success, ["tea"]) { $0.results = ["tea"] }
    }
    #expect(issues.messages == [])
  }

  @Test(
    "a received action whose change has no closure gets one written with receive(…), its action not being Equatable")
  func missingClosureOfANonEquatableAction() async {
    let store = TestStore(initialState: Finder.State()) { Finder() }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped(fails: false))
      await store.receive(\.searchResponse?.success)
    }
    #expect(
      issues.messages.first?.hasSuffix(
        """
        Add an assert closure that makes these changes:

          await store.receive(…) {
            $0.results.append("tea")
          }
        """) == true, "\(issues.messages)")
  }

  @Test("a key path that finds no value names the key path as written")
  func mismatchNamesKeyPath() async {
    let store = TestStore(initialState: Finder.State()) { Finder() }
    await withKnownIssue {
      await store.send(.searchTapped(fails: true))
      await store.receive(\.searchResponse?.success)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "expected an action with a value at \\.searchResponse?.success, but received")
    }
  }
}
