import Evergreen

extension AppReducer {
  /// What the app presents over the pin list: the details of a pin.
  public struct Destination: Reducer {
    public enum State: Equatable, Sendable {
      case pinDetail(PinDetailReducer.State)
    }

    public enum Action: Sendable {
      case pinDetail(PinDetailReducer.Action)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: /State.pinDetail, action: /Action.pinDetail) { PinDetailReducer() }
    }
  }
}
