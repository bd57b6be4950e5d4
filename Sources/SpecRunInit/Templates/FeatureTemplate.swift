/// `Sources/<Name>/Counter/CounterFeature.swift`: a small reducer with one effect, which reads its
/// dependency.
enum FeatureTemplate {
  static func text(_ package: PackageRecipe) -> String {
    """
    import Evergreen

    /// A counter that tells a fact about its number.
    ///
    /// ```swift
    /// let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
    /// store.send(.incrementButtonTapped)   // count 1
    /// store.send(.factButtonTapped)        // the fact about 1 arrives from `numberFact`
    /// ```
    public struct CounterFeature: Reducer {
      public struct State: Equatable, Sendable {
        public var count: Int
        /// The fact about `count`, once it arrived; counting again hides it.
        public var fact: String?

        public init(count: Int = 0, fact: String? = nil) {
          self.count = count
          self.fact = fact
        }
      }

      public enum Action: Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
        case factButtonTapped
        case factResponse(String)
      }

      @Dependency(\\.numberFact) var numberFact

      public init() {}

      public var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .incrementButtonTapped:
            state.count += 1
            state.fact = nil
            return .none
          case .decrementButtonTapped:
            state.count -= 1
            state.fact = nil
            return .none
          case .factButtonTapped:
            return .run { [count = state.count, numberFact] send in
              await send(.factResponse(try await numberFact.fetch(count)))
            }
          case .factResponse(let fact):
            state.fact = fact
            return .none
          }
        }
      }
    }

    """
  }
}
