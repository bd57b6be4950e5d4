import Observation

/// The state, reducer, dependencies and effects of a root ``Store``. Scoped stores read and send
/// through it.
///
/// Observation is kept here for every store scoped from the root: each value a view reads through a
/// store is *watched* under its ``ObservedPath``, with a function telling whether it changed. After
/// the actions of a send are reduced, the core compares the watched values of the state before and
/// after, and notifies the observers of those that changed only. A watch ends when it fires (an
/// observer that wants more reads again, as SwiftUI does when it re-evaluates `body`).
@MainActor
final class StoreCore<State, Action: Sendable>: Observable {
  private var currentState: State
  private let reduce: (inout State, Action) -> Effect<Action>
  private let dependencies: DependencyValues
  private let runtime = EffectRuntime()
  private let registrar = ObservationRegistrar()
  /// The values read through stores since they last changed.
  private var watched: [ObservedPath: Watch] = [:]
  /// Actions waiting to be reduced, with the send each belongs to.
  private var queue: [(action: Action, group: EffectGroup)] = []
  private var isReducing = false

  init(
    state: State,
    reduce: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.currentState = state
    self.reduce = reduce
    self.dependencies = dependencies
  }

  deinit {
    runtime.cancelAll()
  }

  /// The state, read without being observed (stores observe the paths they read).
  var state: State { currentState }

  /// Records that the value at `path` was read: observers tracking this read are told when it
  /// changes. `changed` builds the comparison, called only the first time the path is watched.
  func access(_ path: ObservedPath, changed: () -> (State?, State?) -> Bool) {
    let watch: Watch
    if let existing = watched[path] {
      watch = existing
    } else {
      watch = Watch(keyPath: \StoreCore.[observing: path], changed: changed())
      watched[path] = watch
    }
    registrar.access(self, keyPath: watch.keyPath)
  }

  /// The observation key of a watched path (a key path needs a member to point at).
  nonisolated subscript(observing path: ObservedPath) -> Void { () }

  /// The number of values watched now (for tests and the benchmark).
  var watchedCount: Int { watched.count }

  func send(_ action: Action) -> StoreTask {
    let group = EffectGroup()
    enqueue(action, group: group)
    return StoreTask(group)
  }

  /// An action fed back by an effect of `group`. Runs on the main actor but in the effect's task,
  /// so an effect cancelled before its action got here is ignored.
  private func feedBack(_ action: Action, group: EffectGroup) {
    guard !Task.isCancelled else { return }
    enqueue(action, group: group)
  }

  /// Reduces `action` and everything it sends at once. An action arriving while another is being
  /// reduced waits its turn: reducers never run inside each other.
  private func enqueue(_ action: Action, group: EffectGroup) {
    queue.append((action, group))
    guard !isReducing else { return }
    isReducing = true
    // Held while reducing, so that every changed value's storage is copied, not changed in place.
    let before = currentState
    while !queue.isEmpty {
      let (action, group) = queue.removeFirst()
      let immediate = DependencyValues.$current.withValue(dependencies) {
        start(reduce(&currentState, action), group: group)
      }
      queue.insert(contentsOf: immediate.map { ($0, group) }, at: 0)
    }
    isReducing = false
    notifyObservers(since: before)
  }

  /// Tells the observers of each watched value that changed since `before`. The watches that fire
  /// end before anyone is told, so an observer reading again starts a new one.
  private func notifyObservers(since before: State) {
    guard !watched.isEmpty else { return }
    let after = currentState
    var fired: [KeyPath<StoreCore, Void>] = []
    for (path, watch) in watched where watch.changed(before, after) {
      fired.append(watch.keyPath)
      watched[path] = nil
    }
    for keyPath in fired {
      registrar.willSet(self, keyPath: keyPath)
      registrar.didSet(self, keyPath: keyPath)
    }
  }

  /// Starts `effect`'s runs (inheriting the store's dependencies) and returns its `.send` actions.
  private func start(_ effect: Effect<Action>, group: EffectGroup) -> [Action] {
    var immediate: [Action] = []
    for operation in effect.operations {
      switch operation {
      case .send(let action):
        immediate.append(action)
      case .cancel(let id):
        runtime.cancel(id: id)
      case .run(let run):
        let send = Send<Action> { [weak self] action in
          await self?.feedBack(action, group: group)
        }
        group.add(runtime.startTask(run, send: send))
      }
    }
    return immediate
  }
}

extension StoreCore {
  /// A watched value: its observation key and how to tell it changed.
  struct Watch {
    let keyPath: KeyPath<StoreCore, Void>
    let changed: (State?, State?) -> Bool
  }
}
