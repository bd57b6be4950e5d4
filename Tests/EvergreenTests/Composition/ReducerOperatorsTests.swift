import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

/// Signed out or signed in: a feature whose state is an enum, composed with `ifCaseLet`.
private struct Session: Reducer {
  enum State: Equatable {
    case signedOut(Tile.State)
    case signedIn(Tile.State)
  }
  enum Action: Equatable, Sendable {
    case signedOut(Tile.Action)
    case signedIn(Tile.Action)
    case signIn, signOut
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .signIn:
        state = .signedIn(Tile.State())
      case .signOut:
        state = .signedOut(Tile.State())
      case .signedOut, .signedIn:
        break
      }
      return .none
    }
    .ifCaseLet(/State.signedOut, action: /Action.signedOut) { Tile() }
    .ifCaseLet(/State.signedIn, action: /Action.signedIn) { Tile() }
  }
}

/// Counts changes of `count` with the values before and after.
private struct Watcher: Reducer {
  struct State: Equatable {
    var count = 0
    var other = 0
    var changes: [String] = []
  }
  enum Action: Equatable, Sendable {
    case setCount(Int)
    case bumpOther
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setCount(let count): state.count = count
      case .bumpOther: state.other += 1
      }
      return .none
    }
    .onChange(of: \.count) { oldValue, newValue in
      Reduce { state, _ in
        state.changes.append("\(oldValue)→\(newValue)")
        return .none
      }
    }
  }
}

private struct Stamp: Sendable, Equatable { var text: String }
private enum StampKey: DependencyKey {
  static let liveValue = Stamp(text: "live")
  static let testValue = Stamp(text: "test")
}
extension DependencyValues {
  fileprivate var stamp: Stamp {
    get { self[StampKey.self] }
    set { self[StampKey.self] = newValue }
  }
}

/// Reads `stamp` in its reducer and in its effect.
private struct Stamper: Reducer {
  struct State: Equatable { var seen: [String] = [] }
  enum Action: Equatable, Sendable {
    case stamp
    case stamped(String)
  }
  @Dependency(\.stamp) var stamp

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .stamp:
      state.seen.append("reducer: \(stamp.text)")
      return .run { send in
        @Dependency(\.stamp) var stamp
        await send(.stamped("effect: \(stamp.text)"))
      }
    case .stamped(let text):
      state.seen.append(text)
      return .none
    }
  }
}

/// Records whether it is presented, in its reducer and in its effect.
private struct Presentable: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case look
    case looked(Bool)
  }
  @Dependency(\.isPresented) var isPresented

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .look:
      state.seen.append("reducer: \(isPresented)")
      return .run { send in
        @Dependency(\.isPresented) var isPresented
        await send(.looked(isPresented))
      }
    case .looked(let presented):
      state.seen.append("effect: \(presented)")
      return .none
    }
  }
}

private struct PresentingHost: Reducer {
  struct State: Equatable {
    var inline = Presentable.State()
    @Presents var sheet: Presentable.State?
    var path = StackState<Presentable.State>()
  }
  enum Action: Equatable, Sendable {
    case inline(Presentable.Action)
    case sheet(PresentationAction<Presentable.Action>)
    case path(StackActionOf<Presentable>)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.inline, action: /Action.inline) { Presentable() }
    EmptyReducer()
      .ifLet(\.$sheet, action: /Action.sheet) { Presentable() }
      .forEach(\.path, action: /Action.path) { Presentable() }
  }
}

@MainActor
@Suite("Reducer operators: onChange, dependency, ifCaseLet, @Presents, isPresented")
struct ReducerOperatorsTests {
  @Test("onChange runs its reducer only when the value changed, with the old and new values")
  func onChange() async {
    let store = TestStore(initialState: Watcher.State()) { Watcher() }
    await store.send(.setCount(2)) {
      $0.count = 2
      $0.changes = ["0→2"]
    }
    await store.send(.setCount(2))
    await store.send(.bumpOther) { $0.other = 1 }
    await store.send(.setCount(5)) {
      $0.count = 5
      $0.changes = ["0→2", "2→5"]
    }
  }

  @Test(".dependency sets a dependency for the reducer and the effects it returns, and nowhere else")
  func dependencyModifier() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().dependency(\.stamp, Stamp(text: "child"))
    }
    await store.send(.stamp) { $0.seen = ["reducer: child"] }
    await store.receive(.stamped("effect: child")) { $0.seen.append("effect: child") }
    @Dependency(\.stamp) var outside
    #expect(outside.text == "test")
  }

  @Test(".transformDependency changes a dependency for the reducer and its effects")
  func transformDependency() async {
    let store = TestStore(initialState: Stamper.State()) {
      Stamper().transformDependency(\.stamp) { $0.text += "+transformed" }
    } withDependencies: {
      $0.stamp = Stamp(text: "store")
    }
    await store.send(.stamp) { $0.seen = ["reducer: store+transformed"] }
    await store.receive(.stamped("effect: store+transformed")) { $0.seen.append("effect: store+transformed") }
  }

  @Test("ifCaseLet runs the child of the current case, and reports an action for another case")
  func ifCaseLet() throws {
    var state = Session.State.signedOut(Tile.State())
    _ = Session().reduce(into: &state, action: .signedOut(.increment))
    #expect(state == .signedOut(Tile.State(count: 1)))
    _ = Session().reduce(into: &state, action: .signIn)
    let issues = IssueCollector.collect {
      _ = Session().reduce(into: &state, action: .signedOut(.increment))
    }
    #expect(state == .signedIn(Tile.State()))
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == 31)  // the `.ifCaseLet(/State.signedOut, …)` line
    #expect(issue.fileID == "EvergreenTests/ReducerOperatorsTests.swift")
    #expect(
      issue.message.hasPrefix(
        """
        ifCaseLet at EvergreenTests/ReducerOperatorsTests.swift:31 received an action for a child whose \
        state is another case:
          signedOut(Tile.Action.increment)
        The action was not given to the child reducer (Tile); the parent still saw it.
        """))
  }

  @Test("ifCaseLet cancels the child's effects when the state leaves its case")
  func ifCaseLetCancels() async {
    let store = Store(initialState: Session.State.signedOut(Tile.State())) { Session() }
    let task = store.send(.signedOut(.startNamedWait))
    store.send(.signIn)
    await task.finish()
    #expect(store.state == .signedIn(Tile.State()))
  }

  @Test("isPresented is true in a presented sheet and a pushed screen, false inline")
  func isPresented() async {
    let store = TestStore(
      initialState: PresentingHost.State(sheet: Presentable.State(id: 1), path: [Presentable.State(id: 2)])
    ) { PresentingHost() }
    await store.send(.inline(.look)) { $0.inline.seen = ["reducer: false"] }
    await store.receive(.inline(.looked(false))) { $0.inline.seen.append("effect: false") }
    await store.send(.sheet(.presented(.look))) { $0.sheet?.seen = ["reducer: true"] }
    await store.receive(.sheet(.presented(.looked(true)))) { $0.sheet?.seen.append("effect: true") }
    await store.send(.path(.element(id: 0, action: .look))) { $0.path[id: 0]?.seen = ["reducer: true"] }
    await store.receive(.path(.element(id: 0, action: .looked(true)))) { $0.path[id: 0]?.seen.append("effect: true") }
  }

  @Test("a test of a child alone can say it is presented")
  func isPresentedOverride() async {
    let store = TestStore(initialState: Presentable.State()) {
      Presentable()
    } withDependencies: {
      $0.isPresented = true
    }
    await store.send(.look) { $0.seen = ["reducer: true"] }
    await store.receive(.looked(true)) { $0.seen.append("effect: true") }
  }

  @Test("StackState[id:case:] reads and changes a screen of a Path enum through its case")
  func stackCaseSubscript() {
    enum Path: Equatable {
      case tile(Tile.State)
      case note(String)
    }
    var path = StackState<Path>([.tile(Tile.State(count: 1)), .note("hi")])
    #expect(path[id: 0, case: /Path.tile]?.count == 1)
    #expect(path[id: 1, case: /Path.tile] == nil)
    path[id: 0, case: /Path.tile]?.count += 1
    path[id: 1, case: /Path.tile] = Tile.State(count: 9)
    path[id: 7, case: /Path.note] = "nowhere"
    #expect(path == StackState([.tile(Tile.State(count: 2)), .note("hi")]))
  }
}
