import Observation

/// The state, reducer, dependencies and effects of a root ``Store``. Scoped stores read and send
/// through it.
@MainActor
final class StoreCore<State, Action: Sendable>: Observable {
  private var currentState: State
  private let reduce: (inout State, Action) -> Effect<Action>
  private let dependencies: DependencyValues
  private let runtime = EffectRuntime()
  private let registrar = ObservationRegistrar()
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

  var state: State {
    registrar.access(self, keyPath: \.state)
    return currentState
  }

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
    defer { isReducing = false }
    while !queue.isEmpty {
      let (action, group) = queue.removeFirst()
      let immediate = DependencyValues.$current.withValue(dependencies) {
        let effect = registrar.withMutation(of: self, keyPath: \.state) {
          reduce(&currentState, action)
        }
        return start(effect, group: group)
      }
      queue.insert(contentsOf: immediate.map { ($0, group) }, at: 0)
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
