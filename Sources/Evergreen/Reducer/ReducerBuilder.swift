/// Builds a reducer from the reducers listed in a ``Reducer/body``; they run top to bottom and
/// their effects are merged.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  /// One reducer, as written in the builder.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  /// An empty body: a reducer that does nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// The first reducer of the body.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  /// The reducers so far, then `next`: each runs on the state the previous one left.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1)
    -> CombinedReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    CombinedReducer(accumulated, next)
  }

  /// The reducer of an `if` without `else`; nothing when it was false.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action { OptionalReducer(reducer) }

  /// The reducer of the first branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(first reducer: First)
    -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action {
    .first(reducer)
  }

  /// The reducer of the second branch of an `if`/`else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(second reducer: Second)
    -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action, Second.State == State, Second.Action == Action {
    .second(reducer)
  }

  /// The reducers of a `for` loop, run in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ReducerList<R>
  where R.State == State, R.Action == Action { ReducerList(reducers) }

  /// The reducer of an `if #available` block.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }
}

/// Two reducers run one after the other; their effects are merged.
public struct CombinedReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    return first.merge(with: second)
  }
}

/// A reducer that runs only when an `if` in a ``ReducerBuilder`` held.
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?
  @inlinable init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// The reducer of whichever branch of an `if`/`else` or `switch` in a ``ReducerBuilder`` ran.
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The `if` branch (or the first `switch` branch) ran.
  case first(First)
  /// The `else` branch (or a later `switch` branch) ran.
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// The reducers of a `for` loop in a ``ReducerBuilder``, run in order.
public struct ReducerList<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]
  @inlinable init(_ reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    reducers.reduce(Effect.none) { effect, reducer in
      effect.merge(with: reducer.reduce(into: &state, action: action))
    }
  }
}
