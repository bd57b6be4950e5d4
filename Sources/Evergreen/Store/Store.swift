import Observation

/// Runs a feature: holds its state, reduces the actions sent to it, and runs the effects the
/// reducer returns, feeding their actions back.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.clock = ImmediateClock()
/// }
/// store.send(.incrementTapped)           // reduced before `send` returns
/// await store.send(.factTapped).finish() // waits for the fact request to come back
/// store.state.count
/// ```
///
/// - Dependencies: the store captures ``DependencyValues/current`` when it is created (changed by
///   `withDependencies:`), and every reducer call and effect it runs reads those values.
/// - Order: an action and the `.send` actions its effect returns are reduced at once, in order,
///   before `send` returns. Actions fed back by effects are reduced on the main actor in the order
///   they arrive. An action sent while another is being reduced waits its turn.
/// - Observation: `state` is observable (`withObservationTracking`, SwiftUI).
/// - Lifetime: releasing the store cancels its effects.
@MainActor
public final class Store<State, Action: Sendable>: Observable {
  private let read: @MainActor () -> State
  private let dispatch: @MainActor (Action) -> StoreTask
  /// Keeps the root store's core (or a scoped store's parent) alive as long as this store.
  private let owner: AnyObject

  private init(
    read: @escaping @MainActor () -> State,
    dispatch: @escaping @MainActor (Action) -> StoreTask,
    owner: AnyObject
  ) {
    self.read = read
    self.dispatch = dispatch
    self.owner = owner
  }

  /// A store running `reducer` from `initialState`, with the current dependencies changed by
  /// `prepareDependencies`. The initial state and the reducer are built with those dependencies.
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    if let prepareDependencies { dependencies.changing(prepareDependencies) }
    let (state, reducer) = DependencyValues.$current.withValue(dependencies) {
      (initialState(), reducer())
    }
    let core = StoreCore(
      state: state, reduce: { reducer.reduce(into: &$0, action: $1) }, dependencies: dependencies)
    self.init(read: { core.state }, dispatch: { core.send($0) }, owner: core)
  }

  /// The current state. Change it by sending actions.
  public var state: State { read() }

  /// Reduces `action` now and starts its effects; the returned task follows those effects.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    dispatch(action)
  }

  /// A store for a child feature: its state is read from this store's state through `toChildState`,
  /// and its actions are sent to this store embedded with `toChildAction`.
  ///
  /// ```swift
  /// let counter = appStore.scope(state: \.counter, action: /AppFeature.Action.counter)
  /// counter.send(.incrementTapped)   // appStore receives .counter(.incrementTapped)
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      read: { self.state[keyPath: toChildState] },
      dispatch: { self.send(toChildAction.embed($0)) },
      owner: self)
  }
}
