import EvergreenReporting
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
/// store.count                            // the state's fields, read as the store's own
/// ```
///
/// - Dependencies: the store captures ``DependencyValues/current`` when it is created (changed by
///   `withDependencies:`), and every reducer call and effect it runs reads those values.
/// - Order: an action and the `.send` actions its effect returns are reduced at once, in order,
///   before `send` returns. Actions fed back by effects are reduced on the main actor in the order
///   they arrive. An action sent while another is being reduced waits its turn.
/// - Observation, field by field: a view (or `withObservationTracking`) that reads `store.count`
///   is told when `count` changes, and not when another field does. The same holds through scoped
///   stores, for an element of a list, for an optional or an enum child. `store.state` observes
///   the whole state. Observers are told after the actions of a send have been reduced.
/// - Lifetime: releasing the store cancels its effects. A scoped store keeps its root running.
///
/// ## Its parts
/// - Reading: ``state``; `store.count` (dynamic member lookup)
/// - Sending: ``send(_:)``
/// - Scoping: `scope(state:action:)` for a child, an optional child, an enum case, a list
///   (`[Store]`) and a navigation stack (``StackStore``); `presentation(state:action:)` for sheets
/// - Bindings: ``StoreBinding``; `store.binding(\.query)`, `store.binding(\.isOn, send:)`, and
///   `store.query = …` for a ``BindableAction`` feature (what SwiftUI's `$store.query` writes)
/// - Following changes without SwiftUI: ``observe(_:)``
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable>: Observable {
  /// The store's state now, or `nil` when a scoped store's state is gone from its parent.
  let extractState: @MainActor () -> State?
  /// Watches the value a reading function finds in this store's state, at `path`.
  let watchRead: @MainActor (ObservedPath, () -> (State?, State?) -> Bool) -> Void
  let dispatchAction: @MainActor (Action) -> StoreTask
  /// Where this store's state sits in its root's state.
  let observedPath: ObservedPath
  /// Keeps the root store's core alive as long as this store.
  let coreObject: AnyObject
  /// The state last read, shown when the state is gone (see ``state``).
  private var lastState: State
  /// What the store was scoped with, for the message when its state is gone.
  let scopeDescription: String
  private var reportedStateGone = false

  init(
    extract: @escaping @MainActor () -> State?,
    watch: @escaping @MainActor (ObservedPath, () -> (State?, State?) -> Bool) -> Void,
    dispatch: @escaping @MainActor (Action) -> StoreTask,
    observedPath: ObservedPath,
    core: AnyObject,
    initialState: State,
    scopeDescription: String
  ) {
    self.extractState = extract
    self.watchRead = watch
    self.dispatchAction = dispatch
    self.observedPath = observedPath
    self.coreObject = core
    self.lastState = initialState
    self.scopeDescription = scopeDescription
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
    self.init(
      extract: { core.state },
      watch: { path, changed in core.access(path, changed: changed) },
      dispatch: { core.send($0) },
      observedPath: ObservedPath(root: ObjectIdentifier(core)),
      core: core,
      initialState: state,
      scopeDescription: "")
  }

  /// The current state, observed as a whole: an observer is told of any change. Read fields
  /// through the store instead (`store.count`) to be told only of theirs.
  public var state: State {
    observe(observedPath.appending(.whole)) { $0 }
    return currentState
  }

  /// Reduces `action` now and starts its effects; the returned task follows those effects.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    dispatchAction(action)
  }

  /// The state without observing it. When a scoped store's state is gone from its parent (a
  /// dismissed sheet, a popped screen, a removed row), its last state, and an issue in debug
  /// builds: a view kept a child store longer than the state it shows.
  var currentState: State {
    if let state = extractState() {
      lastState = state
      return state
    }
    if !reportedStateGone {
      reportedStateGone = true
      #if DEBUG
        reportIssue(
          """
          A Store<\(readableTypeName(State.self)), \(readableTypeName(Action.self))> was read after \
          its state left its parent (scoped with \(scopeDescription)); it shows its last state.

          A view kept a child store longer than the state it shows. Scope optional, enum and list \
          state with the scope(state:action:) forms that give nil (or no element) when the child is \
          gone, and read the child store only while that scope gives it.
          """)
      #endif
    }
    return lastState
  }

  /// Whether the state is still in the parent (always, for a root store).
  var isStatePresent: Bool { extractState() != nil }

  /// Watches the value `read` finds in this store's state, under `path`.
  func observe<Value>(_ path: ObservedPath, _ read: @escaping (State) -> Value) {
    watchRead(path) {
      let same = ValueComparison.same(Value.self)
      return { old, new in
        guard let old, let new else { return (old == nil) != (new == nil) }
        return !same(read(old), read(new))
      }
    }
  }

  /// The number of values the root store watches for observers now.
  var watchedCount: Int {
    (coreObject as? any WatchCounting)?.watchedCount ?? 0
  }
}

/// What a root store's core tells about its watches (any state type).
@MainActor
protocol WatchCounting: AnyObject {
  var watchedCount: Int { get }
}

extension StoreCore: WatchCounting {}

extension Store: Identifiable {
  /// The store's place: a root store, or where a scoped store's state sits in it (its property,
  /// enum case, list element, or screen on a stack). Stores scoped the same way from the same root
  /// have the same id, so a view can scope again in each `body` (`.sheet(item:)` keeps its sheet).
  public nonisolated var id: StoreID { StoreID(observedPath: observedPath) }
}

extension Store: Hashable {
  /// Stores are equal when they are the same place (``id``): what `.navigationDestination(item:)`
  /// needs of its item, and why a store scoped again in each `body` is the same item.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool { lhs.id == rhs.id }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The identity of a ``Store`` (see ``Store/id``).
public struct StoreID: Hashable, Sendable {
  let observedPath: ObservedPath
}

/// A store of a reducer's state and actions: `StoreOf<Counter>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
