/// Groups reducers so that an operator such as `ifLet` applies to all of them at once.
///
/// ```swift
/// CombineReducers {
///   Reduce { state, action in … }
///   Scope(state: \.child, action: Action.cases.child) { Child() }
/// }
/// .ifLet(\.destination, action: Action.cases.destination) { Destination() }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Runs the reducers `build` lists, in order, as one.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
