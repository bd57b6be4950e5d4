import EvergreenTesting

/// A small feature the behaviour map tests read (this file is its source) and drive: a tally
/// that counts, resets and saves.
struct TallyFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var saved = false
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case resetTapped, saveTapped
    case saveResponse(Bool)
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
      case saved
      case failed
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementTapped:
        state.count += 1
        return .none
      case .resetTapped:
        state.count = 0
        return .none
      case .saveTapped:
        return .send(.saveResponse(true))
      case .saveResponse(let saved):
        state.saved = saved
        return .send(.delegate(saved ? .saved : .failed))
      case .delegate:
        return .none
      }
    }
  }
}
