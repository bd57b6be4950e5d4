import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

struct SearchFailure: Error, Equatable {}

/// A search whose response is a `Result`, and whose action type is not `Equatable`.
private struct Search: Reducer {
  struct State: Equatable {
    var ids: [UUID] = []
    var isSearching = false
  }
  enum Action: Sendable {
    case searchTapped(fails: Bool)
    case searchResponse(Result<[UUID], SearchFailure>)
    case refreshTapped
    case refreshFinished
    case dialog(PresentationAction<Int>)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchTapped(let fails):
      state.isSearching = true
      return .run { send in
        await send(.searchResponse(fails ? .failure(SearchFailure()) : .success([UUID(counting: 1)])))
      }
    case .searchResponse(let result):
      state.isSearching = false
      state.ids = (try? result.get()) ?? []
      return .none
    case .refreshTapped:
      return .merge(.send(.refreshFinished), .send(.dialog(.dismiss)))
    case .refreshFinished, .dialog:
      return .none
    }
  }
}

/// The same search with an `Equatable` action, for the payload hint.
private enum EquatableAction: Equatable, Sendable {
  case response(Result<[UUID], SearchFailure>)
  case tapped
}
private struct EquatableSearch: Reducer {
  func reduce(into state: inout Int, action: EquatableAction) -> Effect<EquatableAction> {
    action == .tapped ? .run { send in await send(.response(.success([UUID(counting: 7)]))) } : .none
  }
}

@MainActor
@Suite("Receiving cases: nested case paths, cases without payload, readable messages")
struct ReceivingCasesTests {
  @Test("a case nested in another's payload is received with /Outer.case .. Inner.case")
  func nestedCasePath() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped(fails: false)) { $0.isSearching = true }
      await store.receive(/Search.Action.searchResponse .. Result.success) {
        $0.isSearching = false
        $0.ids = [UUID(counting: 1)]
      }
      await store.send(.searchTapped(fails: true)) { $0.isSearching = true }
      await store.receive(/Search.Action.searchResponse .. Result.failure) {
        $0.isSearching = false
        $0.ids = []
      }
    }
    #expect(issues.messages == [])
  }

  @Test("a nested case path that does not match names the case it looked for, as written")
  func nestedCaseMismatchNamesCase() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    let issues = await IssueCollector.collect {
      await store.send(.searchTapped(fails: false)) { $0.isSearching = true }
      await store.receive(/Search.Action.searchResponse .. Result.failure)
      await store.receive(/Search.Action.searchResponse .. Result.failure)
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message.hasPrefix(
        """
        Received an unexpected action: expected an action of the case /Search.Action.searchResponse .. Result.failure, \
        but received .searchResponse(.success([UUID(00000000-0000-0000-0000-000000000001)])), \
        fed back by the effect started by send(.searchTapped(fails: false))
        """) == true)
    #expect(
      issues.last?.message.hasPrefix(
        """
        Expected to receive an action of the case /Search.Action.searchResponse .. Result.failure, but no action \
        was received: the effects are idle.
        """) == true)
  }

  @Test("cases without payload are received without Action being Equatable, nested ones by path")
  func payloadFreeCases() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    let issues = await IssueCollector.collect {
      await store.send(.refreshTapped)
      await store.receive(.refreshFinished)
      await store.receive(/Search.Action.dialog .. PresentationAction.dismiss)
    }
    #expect(issues.messages == [])
  }

  @Test("receiving another case without payload fails, naming both")
  func payloadFreeMismatch() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    let issues = await IssueCollector.collect {
      await store.send(.refreshTapped)
      await store.receive(.refreshTapped)
      await store.skipReceivedActions()
    }
    #expect(
      issues.first?.message.hasPrefix(
        "Received an unexpected action: expected .refreshTapped, but received .refreshFinished") == true)
    #expect(issues.first?.message.hasSuffix("Receive the actions in the order the effects send them.") == true)
  }

  @Test("receiving a case with a payload needs ==, and the failure says how to receive it instead")
  func payloadNeedsEquatable() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    let issues = await IssueCollector.collect {
      await store.receive(.searchResponse(.success([])))
    }
    #expect(
      issues.messages == [
        """
        receive(.searchResponse(Result<Array<UUID>, SearchFailure>.success([]))) needs '==' to compare the payload, \
        but Search.Action is not Equatable.

        Receive the case whatever its payload with a case path, 'await store.receive(/Search.Action.searchResponse)', \
        or make the action Equatable.
        """
      ])
  }

  @Test("the right case with the wrong payload gets a hint about the payload, and types read as written")
  func payloadHint() async {
    let store = TestStore(initialState: 0) { EquatableSearch() }
    let issues = await IssueCollector.collect {
      await store.send(.tapped)
      await store.receive(.response(.success([UUID(counting: 8)])))
    }
    let message = issues.first?.message ?? ""
    #expect(issues.count == 1)
    #expect(
      message.hasPrefix(
        "Received an unexpected action: expected .response(Result<Array<UUID>, SearchFailure>.success([00000000-0000-0000-0000-000000000008]))"
      ))
    #expect(
      message.hasSuffix(
        "The action is the expected case, but its payload differs (− expected, + actual): expect the payload "
          + "the effect sends, or fix the effect if '−' is right."))
    #expect(!message.contains("Swift."))
  }

  @Test("a case path made from a value with a payload is reported where it is made, and matches nothing")
  func casePathFromPayloadValueIsReported() {
    var path: CasePath<Search.Action, Void>?
    let line = #line + 1
    let issues = IssueCollector.collect { path = CasePath(Search.Action.dialog(.dismiss)) }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "CasePath(dialog(PresentationAction<Int>.dismiss)) was made from a value with a payload, so it could never match anything."
      ) == true)
    #expect(path?.matches(.dialog(.dismiss)) == false)
  }

  @Test("with an Equatable action, /Action.case(payload) matches exactly that value")
  func equatableValuePath() {
    let path = /EquatableAction.response(.success([]))
    #expect(path.matches(.response(.success([]))))
    #expect(!path.matches(.response(.success([UUID(counting: 1)]))))
    #expect(!path.matches(.tapped))
    #expect((/EquatableAction.tapped).matches(.tapped))
  }
}
