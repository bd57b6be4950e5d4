import Evergreen
import EvergreenReporting
import Testing

@Suite("forEach runs a child for each element of an identified collection")
struct ForEachTests {
  @Test("an element's action changes only that element")
  func elementAction() {
    var state = Board.State(tiles: [Tile.State(id: 1), Tile.State(id: 2)])
    _ = Board().reduce(into: &state, action: .tiles(.element(id: 2, action: .increment)))
    #expect(state.tiles.map(\.count) == [0, 1])
  }

  @Test("an element's effects come back addressed to that element")
  func elementEffects() async {
    var state = Board.State(tiles: [Tile.State(id: 7, count: 3)])
    let effect = Board().reduce(into: &state, action: .tiles(.element(id: 7, action: .closeTapped)))
    let sent = await withDependencies {
      $0.dismiss = DismissEffect {}
    } operation: {
      await effect.actionsSent()
    }
    #expect(sent == [.tiles(.element(id: 7, action: .delegate(.finished(count: 3))))])
  }

  @Test("an action for an id that is not in the collection is reported")
  func missingID() {
    var state = Board.State(tiles: [Tile.State(id: 1)])
    let issues = IssueCollector.collect {
      _ = Board().reduce(into: &state, action: .tiles(.element(id: 9, action: .increment)))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("not in the collection (id 9)") == true)
  }

  @Test("an element's own cancellation ids are private to it: cancelling in one row leaves the other running")
  func cancellationIDsArePerElement() async {
    var state = Board.State(tiles: [Tile.State(id: 1), Tile.State(id: 2)])
    let start1 = Board().reduce(into: &state, action: .tiles(.element(id: 1, action: .startNamedWait)))
    let start2 = Board().reduce(into: &state, action: .tiles(.element(id: 2, action: .startNamedWait)))
    let stop1 = Board().reduce(into: &state, action: .tiles(.element(id: 1, action: .stopNamedWait)))
    #expect(stop1.cancelledIDs.count == 1)
    #expect(start1.cancellableIDs.contains(stop1.cancelledIDs[0]))
    #expect(!start2.cancellableIDs.contains(stop1.cancelledIDs[0]))

    let runtime = EffectRuntime()
    let sent = SentActions<Board.Action>()
    guard case .run(let run1)? = start1.operations.first, case .run(let run2)? = start2.operations.first else {
      Issue.record("expected both rows to start waiting")
      return
    }
    let task1 = runtime.startTask(run1, send: sent.send)
    let task2 = runtime.startTask(run2, send: sent.send)
    runtime.start(stop1, send: sent.send)
    await task1.value
    #expect(runtime.runningCount == 1)
    task2.cancel()
    await task2.value
    #expect(sent.all.isEmpty)
  }

  @Test("a sheet presented by one row has effects apart from the same sheet in another row")
  func nestedNavigationIDs() {
    struct Library: Reducer {
      struct State: Equatable { var shelves: IdentifiedArrayOf<Shelf.State> }
      enum Action: Equatable, Sendable { case shelves(IdentifiedActionOf<Shelf>) }
      var body: some ReducerOf<Self> {
        EmptyReducer().forEach(\.shelves, action: /Action.shelves) { Shelf() }
      }
    }
    var state = Library.State(shelves: [
      Shelf.State(id: 1, sheet: Tile.State()), Shelf.State(id: 2, sheet: Tile.State()),
    ])
    let first = Library().reduce(
      into: &state, action: .shelves(.element(id: 1, action: .sheet(.presented(.startWaiting)))))
    let second = Library().reduce(
      into: &state, action: .shelves(.element(id: 2, action: .sheet(.presented(.startWaiting)))))
    let dismissFirst = Library().reduce(into: &state, action: .shelves(.element(id: 1, action: .sheet(.dismiss))))
    #expect(state.shelves[id: 1]?.sheet == nil)
    #expect(state.shelves[id: 2]?.sheet != nil)
    #expect(dismissFirst.cancelledIDs.count == 1)
    #expect(first.cancellableIDs.contains(dismissFirst.cancelledIDs[0]))
    #expect(!second.cancellableIDs.contains(dismissFirst.cancelledIDs[0]))
  }

  @Test("removing an element cancels that element's effects and no other's")
  func removalCancels() {
    var state = Board.State(tiles: [Tile.State(id: 1), Tile.State(id: 2)])
    let first = Board().reduce(into: &state, action: .tiles(.element(id: 1, action: .startWaiting)))
    let second = Board().reduce(into: &state, action: .tiles(.element(id: 2, action: .startWaiting)))
    #expect(first.cancellableIDs != second.cancellableIDs)
    let removed = Board().reduce(into: &state, action: .removeTile(id: 1))
    #expect(state.tiles.ids == [2])
    #expect(removed.cancelledIDs == first.cancellableIDs)
  }
}

@Suite("A navigation stack pushes and pops screens with ids counted per stack")
struct StackTests {
  @Test("screens are numbered 0, 1, 2 in push order, and a number is never reused")
  func ids() {
    var path = StackState<Tile.State>()
    path.append(Tile.State(count: 10))
    path.append(Tile.State(count: 11))
    #expect(path.ids == [0, 1])
    path.removeLast()
    path.append(Tile.State(count: 12))
    #expect(path.ids == [0, 2])
    #expect(path[id: 2]?.count == 12)
    #expect(path.map(\.count) == [10, 12])
    #expect(path != StackState([Tile.State(count: 10), Tile.State(count: 12)]))
    var expected = StackState([Tile.State(count: 10), Tile.State(count: 11)])
    expected.removeLast()
    expected.append(Tile.State(count: 12))
    #expect(path == expected)
  }

  @Test("a push action pushes the screen under its id; an id in use is reported")
  func push() {
    var state = Board.State()
    _ = Board().reduce(into: &state, action: .path(.push(id: 0, state: Tile.State(count: 5))))
    #expect(state.path.ids == [0])
    #expect(state.path.nextID == 1)
    let issues = IssueCollector.collect {
      _ = Board().reduce(into: &state, action: .path(.push(id: 0, state: Tile.State())))
    }
    #expect(issues.first?.message.contains("already in use (#0)") == true)
    #expect(state.path.count == 1)
  }

  @Test("a screen's action changes that screen")
  func elementAction() {
    var state = Board.State(path: [Tile.State(), Tile.State()])
    _ = Board().reduce(into: &state, action: .path(.element(id: 1, action: .increment)))
    #expect(state.path.map(\.count) == [0, 1])
  }

  @Test(
    "popping from a screen lets the parent see the stack first, then pops it and those above, cancelling their effects")
  func popFrom() {
    var state = Board.State(path: [Tile.State(), Tile.State(), Tile.State()])
    let middle = Board().reduce(into: &state, action: .path(.element(id: 1, action: .startWaiting)))
    let top = Board().reduce(into: &state, action: .path(.element(id: 2, action: .startWaiting)))
    let bottom = Board().reduce(into: &state, action: .path(.element(id: 0, action: .startWaiting)))
    let popped = Board().reduce(into: &state, action: .path(.popFrom(id: 1)))
    #expect(state.log == ["popping #1 from [#0, #1, #2]"])
    #expect(state.path.ids == [0])
    #expect(Set(popped.cancelledIDs) == Set(middle.cancellableIDs + top.cancellableIDs))
    #expect(!popped.cancelledIDs.contains(bottom.cancellableIDs[0]))
  }

  @Test("a screen dismisses itself by popping")
  func dismissPops() async {
    var state = Board.State(path: [Tile.State(), Tile.State(count: 1)])
    let effect = Board().reduce(into: &state, action: .path(.element(id: 1, action: .closeTapped)))
    let sent = await effect.actionsSent()
    #expect(sent == [.path(.element(id: 1, action: .delegate(.finished(count: 1)))), .path(.popFrom(id: 1))])
  }

  @Test(
    "actions for a screen that is not on the stack are reported",
    arguments: [
      Board.Action.path(.element(id: 4, action: .increment)), .path(.popFrom(id: 4)),
    ])
  func missingScreen(action: Board.Action) {
    var state = Board.State(path: [Tile.State()])
    let issues = IssueCollector.collect { _ = Board().reduce(into: &state, action: action) }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("not on the stack (id #4)") == true)
    #expect(state.path.ids == [0])
  }
}
