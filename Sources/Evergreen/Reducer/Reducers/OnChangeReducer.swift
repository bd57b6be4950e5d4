extension Reducer {
  /// Runs the reducer `toReducer` builds, after this one, for any action that changed the value at
  /// `toValue`; it is given the value before and after.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   BindingReducer()
  ///     .onChange(of: \.email) { oldValue, newValue in
  ///       Reduce { state, _ in
  ///         state.emailError = newValue.contains("@") ? nil : "有効なメールアドレスを入力してください"
  ///         return .none
  ///       }
  ///     }
  /// }
  /// ```
  ///
  /// An action that leaves the value equal to what it was runs nothing more.
  public func onChange<Value: Equatable, Change: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ toReducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Change
  ) -> OnChangeReducer<Self, Value, Change> where Change.State == State, Change.Action == Action {
    OnChangeReducer(base: self, toValue: toValue, toReducer: toReducer)
  }
}

/// The reducer of ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Change: Reducer>: Reducer
where Change.State == Base.State, Change.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let toReducer: (Value, Value) -> Change

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard oldValue != newValue else { return effect }
    return effect.merge(with: toReducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
