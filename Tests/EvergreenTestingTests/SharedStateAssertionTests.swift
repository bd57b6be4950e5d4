import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// Adds to a total shared with every feature holding "total"; can also add from an effect.
private struct Adder: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("total")) var total = 0
    var adds = 0
  }
  enum Action: Equatable, Sendable {
    case add(Int)
    case addLater(Int)
    case addSilently(Int)
    case added
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount):
      state.$total.withLock { $0 += amount }
      return .none
    case .addLater(let amount):
      return .run { [total = state.$total] send in
        total.withLock { $0 += amount }
        await send(.added)
      }
    case .addSilently(let amount):
      return .run { [total = state.$total] _ in total.withLock { $0 += amount } }
    case .added:
      state.adds += 1
      return .none
    }
  }
}

/// Two children holding the same shared total.
private struct Pair: Reducer {
  struct State: Equatable {
    var left = Adder.State()
    var right = Adder.State()
  }
  enum Action: Equatable, Sendable {
    case left(Adder.Action)
    case right(Adder.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.left, action: /Action.left) { Adder() }
    Scope(state: \.right, action: /Action.right) { Adder() }
  }
}

@MainActor
@Suite("The TestStore checks shared state exhaustively")
struct SharedStateAssertionTests {
  @Test("a shared change asserted with withLock passes")
  func assertedChangePasses() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.add(3)) { $0.$total.withLock { $0 = 3 } }
      await store.send(.add(2)) { $0.$total.withLock { $0 += 2 } }
    }
    #expect(issues.messages == [])
    #expect(store.state.total == 5)
  }

  @Test("a shared change not asserted fails with a diff under the property's name")
  func unassertedChangeFails() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.add(3))
      await store.send(.add(1)) { $0.$total.withLock { $0 = 4 } }
    }
    #expect(
      issues.messages == [
        """
        State was not expected to change after send(.add(3)), but it did:

        − expected
        + actual

        total
        − 0
        + 3

        1 change:
          total: 0 → 3

        Add an assert closure that makes these changes:

          await store.send(.add(3)) {
            $0.$total.withLock { $0 = 3 }
          }
        """
      ])
  }

  @Test("a shared change asserted wrongly fails with the value asserted against the value held")
  func wronglyAssertedChangeFails() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.add(3)) { $0.$total.withLock { $0 = 4 } }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("1 change:\n  total: 4 → 3") == true)
  }

  @Test("a shared change made by an effect is asserted where its action is received")
  func effectChange() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.addLater(5))
      await store.receive(.added) {
        $0.adds = 1
        $0.$total.withLock { $0 = 5 }
      }
    }
    #expect(issues.messages == [])
  }

  @Test("one change is seen by every feature holding the key, and asserted through either")
  func sharedBetweenChildren() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    let issues = await IssueCollector.collect {
      await store.send(.left(.add(2))) { $0.right.$total.withLock { $0 = 2 } }
    }
    #expect(issues.messages == [])
    #expect(store.state.left.total == 2)
  }

  @Test("a shared change an effect made after the last assertion fails at finish")
  func unassertedAtFinish() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.addSilently(7))
      await store.finish()
    }
    #expect(
      issues.messages == [
        """
        1 shared value(s) changed after the last assertion and were never asserted:
          • inMemory("total"): 0 → 7

        Assert each where it changed, for example 'await store.receive(…) { $0.$value.withLock { $0 = … } }', \
        or 'store.assert { $0.$value.withLock { $0 = … } }'.
        """
      ])
  }

  @Test("store.assert accepts a shared change an effect made")
  func assertAfterEffect() async {
    let store = TestStore(initialState: Adder.State()) { Adder() }
    let issues = await IssueCollector.collect {
      await store.send(.addSilently(7))
      store.assert { $0.$total.withLock { $0 = 7 } }
      await store.finish()
    }
    #expect(issues.messages == [])
  }
}
