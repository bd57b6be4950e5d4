/// Applies every ``BindingAction`` to the state: place it in `body` before the reducer that reacts
/// to the changes, so that reducer sees the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.email):
///       state.emailError = Email.validate(state.email)
///       return .none
///     case .binding:
///       return .none
///     …
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer where Action.State == State {
  /// A reducer that applies every `.binding` action to the state.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
