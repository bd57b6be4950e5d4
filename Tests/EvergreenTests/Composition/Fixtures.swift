import Evergreen
import Foundation

/// A small child feature used by the composition tests: counts, runs a long effect, can dismiss
/// itself and can tell its parent something.
struct Tile: Reducer {
  struct State: Equatable, Sendable, Identifiable {
    var id: Int = 0
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case startWaiting
    case waited
    case closeTapped
    case closeCapturingDismiss
    case startNamedWait
    case stopNamedWait
    case delegate(Delegate)
    enum Delegate: Equatable, Sendable { case finished(count: Int) }
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startWaiting:
      return .run { send in
        try await Task.sleep(for: .seconds(30))
        await send(.waited)
      }
    case .waited, .delegate:
      return .none
    case .startNamedWait:
      return .run { send in
        try await Task.sleep(for: .seconds(30))
        await send(.waited)
      }
      .cancellable(id: "wait", cancelInFlight: true)
    case .stopNamedWait:
      return .cancel(id: "wait")
    case .closeCapturingDismiss:
      return .run { [dismiss] _ in await dismiss() }
    case .closeTapped:
      return .merge(.send(.delegate(.finished(count: state.count))), .run { _ in await dismiss() })
    }
  }
}

/// A parent embedding `Tile` in every way the runtime offers.
struct Board: Reducer {
  struct State: Equatable {
    var pinned = Tile.State()
    var optional: Tile.State?
    @PresentationState var sheet: Tile.State?
    var tiles: IdentifiedArrayOf<Tile.State> = []
    var path = StackState<Tile.State>()
    @PresentationState var alert: AlertState<Action.Alert>?
    var log: [String] = []
  }

  enum Action: Equatable, Sendable {
    case pinned(Tile.Action)
    case optional(Tile.Action)
    case sheet(PresentationAction<Tile.Action>)
    case tiles(IdentifiedActionOf<Tile>)
    case path(StackActionOf<Tile>)
    case alert(PresentationAction<Alert>)
    case removeOptional
    case removeTile(id: Int)
    case askToClear
    enum Alert: Equatable, Sendable { case confirmClear }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.pinned, action: /Action.pinned) { Tile() }
    Reduce { state, action in
      switch action {
      case .optional(let tileAction):
        state.log.append("parent saw \(tileAction) with count \(state.optional?.count ?? -1)")
        return .none
      case .sheet(.presented(.delegate(.finished(let count)))):
        state.log.append("sheet finished at \(count)")
        return .none
      case .sheet(.dismiss):
        state.log.append("sheet dismissing with count \(state.sheet?.count ?? -1)")
        return .none
      case .removeOptional:
        state.optional = nil
        return .none
      case .removeTile(let id):
        state.tiles.remove(id: id)
        return .none
      case .path(.popFrom(let id)):
        state.log.append("popping \(id) from \(state.path.ids)")
        return .none
      case .askToClear:
        state.alert = AlertState(
          title: "Clear the board?", message: "Every tile goes.",
          buttons: [.destructive("Clear", action: .confirmClear), .cancel("Cancel")])
        return .none
      case .alert(.presented(.confirmClear)):
        state.tiles.removeAll()
        return .none
      case .pinned, .sheet, .tiles, .path, .alert:
        return .none
      }
    }
    .ifLet(\.optional, action: /Action.optional) { Tile() }
    .ifLet(\.$sheet, action: /Action.sheet) { Tile() }
    .forEach(\.tiles, action: /Action.tiles) { Tile() }
    .forEach(\.path, action: /Action.path) { Tile() }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

/// A row that presents its own sheet: navigation inside a collection.
struct Shelf: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    @PresentationState var sheet: Tile.State?
  }
  enum Action: Equatable, Sendable { case sheet(PresentationAction<Tile.Action>) }

  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$sheet, action: /Action.sheet) { Tile() }
  }
}
