import Evergreen
import Testing

private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Sendable { case add(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .add(let amount):
      state.count += amount
      return .none
    }
  }
}

private struct DoubleTally: Reducer {
  typealias State = Tally.State
  typealias Action = Tally.Action
  let alsoTwice: Bool

  var body: some ReducerOf<Self> {
    Tally()
    if alsoTwice {
      Tally()
    }
    Reduce { _, action in .send(action) }
  }
}

@Suite("Reducers compose")
struct ReducerCompositionTests {
  @Test("a reducer that implements only reduce(into:action:) changes state")
  func reduceOnly() {
    var state = Tally.State()
    let effect = Tally().reduce(into: &state, action: .add(2))
    #expect(state.count == 2)
    #expect(effect.operations.isEmpty)
  }

  @Test("a body runs its reducers top to bottom, conditionals included, and merges their effects")
  func bodyRunsInOrder() {
    var state = Tally.State()
    let effect = DoubleTally(alsoTwice: true).reduce(into: &state, action: .add(3))
    #expect(state.count == 6)
    #expect(effect.operations.count == 1)

    var once = Tally.State()
    _ = DoubleTally(alsoTwice: false).reduce(into: &once, action: .add(3))
    #expect(once.count == 3)
  }
}
