import Evergreen

/// A tally counter: each tap adds one, reset goes back to zero.
public struct TallyFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var count: Int
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case tapped
    case resetTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tapped:
        state.count += 1
      case .resetTapped:
        state.count = 0
      }
      return .none
    }
  }
}
