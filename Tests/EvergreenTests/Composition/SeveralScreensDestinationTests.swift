import Evergreen
import EvergreenTesting
import Testing

/// A list that presents a Tile sheet or an alert: a destination of several screens without a
/// Destination reducer of its own (two enums, and one Scope line per screen that has logic).
private struct Gallery: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination?
    var cleared = false
  }
  enum Action: Equatable, Sendable {
    case destination(PresentationAction<DestinationAction>)
    case openTapped, clearTapped
    enum Alert: Equatable, Sendable { case confirmClear }
  }

  // The destination: 10 lines with the closing brace of `ifLet`'s closure below.
  enum Destination: Equatable {
    case tile(Tile.State)
    case alert(AlertState<Action.Alert>)
  }
  enum DestinationAction: Equatable, Sendable {
    case tile(Tile.Action)
    case alert(Action.Alert)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.destination = .tile(Tile.State())
      case .clearTapped:
        state.destination = .alert(
          AlertState {
            TextState("Clear?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          })
      case .destination(.presented(.alert(.confirmClear))):
        state.cleared = true
      case .destination:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Scope(state: /Destination.tile, action: /DestinationAction.tile) { Tile() }
    }
  }
}

@MainActor
@Suite("A destination of several screens, composed without a reducer of its own")
struct SeveralScreensDestinationTests {
  @Test("the sheet runs its own logic, and the alert goes away once answered")
  func sheetAndAlert() async {
    let store = TestStore(initialState: Gallery.State()) { Gallery() }
    await store.send(.openTapped) { $0.destination = .tile(Tile.State()) }
    await store.send(.destination(.presented(.tile(.increment)))) {
      $0.destination[case: /Gallery.Destination.tile]?.count = 1
    }
    await store.send(.clearTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Clear?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
        })
    }
    await store.send(.destination(.presented(.alert(.confirmClear)))) {
      $0.destination = nil
      $0.cleared = true
    }
  }
}
