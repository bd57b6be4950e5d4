import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// A feed whose action type is not `Equatable`: its `onAppear` is fed back after a category is
/// chosen, as in the PointApp seed's sample test.
private struct Feed: Reducer {
  struct State: Equatable {
    var category = ""
    var appearances = 0
    var pongs: [Int] = []
  }
  enum Action: CasePathable, Sendable {
    case categorySelected(String)
    case onAppear
    case row(Row)
  }
  enum Row: CasePathable, Sendable {
    case ping
    case pong(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .categorySelected(let category):
      state.category = category
      return .run { send in await send(.onAppear) }
    case .onAppear:
      state.appearances += 1
      return .none
    case .row(.ping):
      return .merge(.send(.row(.pong(1))), .send(.onAppear))
    case .row(.pong(let number)):
      state.pongs.append(number)
      return .none
    }
  }
}

/// An `Equatable` enum, for the exact-value spelling that needs `==`.
private enum Outcome: Equatable, Sendable {
  case dismiss
  case destination(PresentationAction<Int>)
}

@MainActor
private enum Paths {
  // In an isolated context, without a type to fit: the payload case must stay the payload's path.
  static let row = /Feed.Action.row
  static let onAppear = /Feed.Action.onAppear
}

@MainActor
@Suite("Case paths of cases without payload work for actions that are not Equatable")
struct CasePathsOfAnyActionTests {
  @Test("an action fed back by an effect is received with /Action.onAppear though the action is only CasePathable")
  func receivesCaseWithoutPayload() async {
    let store = TestStore(initialState: Feed.State()) { Feed() }
    let issues = await IssueCollector.collect {
      await store.send(.categorySelected("food")) { $0.category = "food" }
      await store.receive(/Feed.Action.onAppear) { $0.appearances = 1 }
      await store.finish()
    }
    #expect(issues.messages == [])
  }

  @Test("/Action.onAppear is a path without payload, and /Action.row still the path of the row's actions")
  func overloadsResolveByShape() {
    let onAppear = /Feed.Action.onAppear
    let row = /Feed.Action.row
    #expect(type(of: onAppear) == CasePath<Feed.Action, Void>.self)
    #expect(type(of: row) == CasePath<Feed.Action, Feed.Row>.self)
    #expect(type(of: Paths.row) == CasePath<Feed.Action, Feed.Row>.self)
    #expect(type(of: Paths.onAppear) == CasePath<Feed.Action, Void>.self)
    #expect(onAppear.matches(.onAppear))
    #expect(!onAppear.matches(.row(.ping)))
    #expect(row.extract(from: .row(.pong(2))).map { if case .pong(2) = $0 { true } else { false } } == true)
  }

  @Test("a case without payload nests after .. and is received there")
  func nestedCaseWithoutPayload() async {
    let store = TestStore(initialState: Feed.State()) { Feed() }
    let ping = /Feed.Action.row .. Feed.Row.ping
    #expect(ping.matches(.row(.ping)))
    #expect(!ping.matches(.row(.pong(1))))
    let issues = await IssueCollector.collect {
      await store.send(.row(.ping))
      await store.receive(/Feed.Action.row .. Feed.Row.pong) { $0.pongs = [1] }
      await store.receive(/Feed.Action.onAppear) { $0.appearances = 1 }
    }
    #expect(issues.messages == [])
  }

  @Test("a case path without payload edits nothing and is accepted wherever a case path is taken")
  func acceptedWhereverCasePathsAre() {
    var state: Feed.Action? = .onAppear
    state[case: /Feed.Action.onAppear] = ()
    #expect(state.map { if case .onAppear = $0 { true } else { false } } == true)
    let store = Store(initialState: Feed.State()) { Feed() }
    let scoped = store.scope(state: \.appearances, action: /Feed.Action.row)
    #expect(scoped.state == 0)
  }

  @Test("an exact value still works for an Equatable enum: /Outcome.destination(.dismiss)")
  func exactValueOfEquatableEnum() {
    let dismissed = /Outcome.destination(.dismiss)
    #expect(dismissed.matches(.destination(.dismiss)))
    #expect(!dismissed.matches(.destination(.presented(1))))
    #expect((/Outcome.dismiss).matches(.dismiss))
  }

  @Test("a value with a payload of an enum that is not Equatable is reported when the path is made, naming the case")
  func payloadValueOfNonEquatableEnumIsReported() {
    withKnownIssue {
      let path = /Feed.Action.categorySelected("food")
      #expect(!path.matches(.categorySelected("food")))
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("was made from a value with a payload, so it could never match anything")
        && message.contains("/Feed.Action.categorySelected")
    }
  }
}
