import Evergreen

/// The root of pinNest: the pin list, and the pin details it presents.
///
/// - Tapping a pin in the list presents its details (``Destination/State/pinDetail(_:)``).
/// - What the details report comes back to the list: a pin saved with a new favourite is shown
///   that way in the list; a deleted pin leaves the list, and the details close.
///
/// ```swift
/// let store = Store(initialState: AppReducer.State()) { AppReducer() }
/// store.send(.pinList(.onAppear))
/// ```
public struct AppReducer: Reducer {
  public struct State: Equatable, Sendable {
    public var pinList: PinListReducer.State
    /// The screen presented over the list.
    @Presents public var destination: Destination.State?

    public init(pinList: PinListReducer.State = PinListReducer.State(), destination: Destination.State? = nil) {
      self.pinList = pinList
      self.destination = destination
    }
  }

  public enum Action: Sendable {
    case pinList(PinListReducer.Action)
    case destination(PresentationAction<Destination.Action>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.pinList, action: /Action.pinList) { PinListReducer() }
    Reduce { state, action in
      switch action {
      case .pinList(.pinTapped(let pin)):
        state.destination = .pinDetail(PinDetailReducer.State(pin: pin))
        return .none

      case .destination(.presented(.pinDetail(.delegate(.pinUpdated(let pin))))):
        if let index = state.pinList.pins.firstIndex(where: { $0.id == pin.id }) {
          state.pinList.pins[index] = pin
        }
        return .none

      case .destination(.presented(.pinDetail(.delegate(.pinDeleted(let id))))):
        state.pinList.pins.removeAll { $0.id == id }
        return .none

      case .pinList, .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
  }
}
