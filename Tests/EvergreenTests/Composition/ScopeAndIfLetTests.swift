import Evergreen
import EvergreenReporting
import Testing

@Suite("Scope runs a child on a part of the parent's state")
struct ScopeTests {
  @Test("the child's action changes the child's part of the state")
  func childChangesItsPart() {
    var state = Board.State()
    _ = Board().reduce(into: &state, action: .pinned(.increment))
    #expect(state.pinned.count == 1)
  }

  @Test("the child's effects come back as the parent's actions")
  func effectsAreEmbedded() async {
    var state = Board.State()
    let effect = Board().reduce(into: &state, action: .pinned(.closeTapped))
    let sent = await withDependencies {
      $0.dismiss = DismissEffect {}
    } operation: {
      await effect.actionsSent()
    }
    #expect(sent == [.pinned(.delegate(.finished(count: 0)))])
  }

  @Test("a scope into one case of an enum state runs only while the state is that case")
  func scopeIntoCase() {
    enum Screen: Equatable {
      case tile(Tile.State)
      case empty
    }
    enum ScreenAction: Equatable, Sendable { case tile(Tile.Action) }
    let scope = Scope(state: /Screen.tile, action: /ScreenAction.tile) { Tile() }
    var screen = Screen.tile(Tile.State())
    _ = scope.reduce(into: &screen, action: .tile(.increment))
    #expect(screen == .tile(Tile.State(count: 1)))
    var empty = Screen.empty
    _ = scope.reduce(into: &empty, action: .tile(.increment))
    #expect(empty == .empty)
  }
}

@Suite("ifLet runs an optional child while it is there")
struct IfLetTests {
  @Test("the child runs first, then the parent sees its new state")
  func childFirst() {
    var state = Board.State(optional: Tile.State())
    _ = Board().reduce(into: &state, action: .optional(.increment))
    #expect(state.optional?.count == 1)
    #expect(state.log == ["parent saw increment with count 1"])
  }

  @Test("an action for an absent child is reported, naming the action and the ifLet's line")
  func absentChildReported() {
    var state = Board.State()
    let issues = IssueCollector.collect {
      _ = Board().reduce(into: &state, action: .optional(.increment))
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(message.contains("ifLet at EvergreenTests/Fixtures.swift:"))
    #expect(message.contains("optional(Tile.Action.increment)"))
    #expect(message.contains("whose state is nil"))
    #expect(issues.first?.fileID.hasSuffix("Fixtures.swift") == true)
    #expect(state.log == ["parent saw increment with count -1"])
  }

  @Test("the child's effects are cancelled when the parent sets the child's state to nil")
  func cancelledOnNil() {
    var state = Board.State(optional: Tile.State())
    let started = Board().reduce(into: &state, action: .optional(.startWaiting))
    #expect(started.cancellableIDs.count == 1)
    let removed = Board().reduce(into: &state, action: .removeOptional)
    #expect(state.optional == nil)
    #expect(removed.cancelledIDs == started.cancellableIDs)
  }

  @Test("a parent action that leaves the child in place cancels nothing")
  func nothingCancelledWhileKept() {
    var state = Board.State(optional: Tile.State())
    let effect = Board().reduce(into: &state, action: .optional(.increment))
    #expect(effect.cancelledIDs.isEmpty)
  }

  @Test("a running child effect really stops when the child goes away")
  func runtimeCancels() async {
    var state = Board.State(optional: Tile.State())
    let started = Board().reduce(into: &state, action: .optional(.startWaiting))
    guard case .run(let run)? = started.operations.first else {
      Issue.record("expected the child's effect to run")
      return
    }
    let runtime = EffectRuntime()
    let sent = SentActions<Board.Action>()
    let task = runtime.startTask(run, send: sent.send)
    runtime.start(Board().reduce(into: &state, action: .removeOptional), send: sent.send)
    await task.value
    #expect(sent.all.isEmpty)
    #expect(runtime.runningCount == 0)
  }
}
