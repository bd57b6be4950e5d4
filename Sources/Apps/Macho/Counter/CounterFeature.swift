import Evergreen

/// A counter that can tell a fact about its number.
///
/// - "+" and "−" change the count and clear a fact or error shown for the old number; a fact still
///   loading for the old number is cancelled.
/// - "Fact" loads a fact about the current number: loading is shown while it runs, then the fact,
///   or a readable error when it fails. Tapping "Fact" again while loading cancels the first request.
public struct CounterFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var count: Int
    /// The fact about ``count``, once loaded.
    public var fact: String?
    /// Whether a fact is being loaded.
    public var isLoading: Bool
    /// Why the last fact could not be loaded.
    public var errorMessage: String?

    public init(count: Int = 0, fact: String? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
      self.count = count
      self.fact = fact
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Equatable, Sendable {
    /// "+" was tapped.
    case incrementButtonTapped
    /// "−" was tapped.
    case decrementButtonTapped
    /// "Fact" was tapped.
    case factButtonTapped
    /// The fact arrived.
    case factResponse(String)
    /// The fact could not be loaded; the message is for the user.
    case factFailed(String)
  }

  enum CancelID: Hashable, Sendable { case fact }

  @Dependency(\.numberFact) var numberFact

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        return changeCount(of: &state, by: 1)

      case .decrementButtonTapped:
        return changeCount(of: &state, by: -1)

      case .factButtonTapped:
        state.fact = nil
        state.errorMessage = nil
        state.isLoading = true
        return .run { [count = state.count, numberFact] send in
          await send(.factResponse(try await numberFact.fetch(count)))
        } catch: { [count = state.count] error, send in
          await send(.factFailed("Couldn't load a fact about \(count). \(error)"))
        }
        .cancellable(id: CancelID.fact, cancelInFlight: true)

      case .factResponse(let fact):
        state.fact = fact
        state.isLoading = false
        return .none

      case .factFailed(let message):
        state.errorMessage = message
        state.isLoading = false
        return .none
      }
    }
  }

  private func changeCount(of state: inout State, by delta: Int) -> Effect<Action> {
    state.count += delta
    state.fact = nil
    state.errorMessage = nil
    guard state.isLoading else { return .none }
    state.isLoading = false
    return .cancel(id: CancelID.fact)
  }
}
