import Evergreen

/// The child's shin collection.
///
/// - `checkGrowthForTask` grows the shin of a completed task by one point. A task counts once: a
///   completion confirmed late, replayed from the offline queue or tapped twice grows nothing more.
/// - The first completion for a kind discovers its shin (as a baby); reaching a stage's threshold
///   shows the shin growing up; the ``ShinKind/secretThreshold``-th counted completion discovers
///   the secret にじしん (as an egg).
/// - Each such moment waits in ``State/events`` until the child dismisses it, oldest first.
/// - `undoGrowthForTask` takes a task's point back when its completion could not be sent (the task
///   went back to the child): the shin shrinks again, a shin it had just discovered is no longer
///   found (so is the secret にじしん, when the count falls below the threshold while it is still an
///   egg), and moments that are no longer true stop waiting.
/// - `loadShins` brings back the shins saved through the backend (``ShinProgress``); the app saves
///   them after every change (see ``AppFeature``).
public struct ShinFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The shins discovered so far, in the order they were found.
    public var shins: IdentifiedArrayOf<Shin>
    /// Which shin each task grows (kept up to date by the app from the task list).
    public var taskShins: [TaskID: ShinKind]
    /// The tasks whose completion has grown a shin.
    public var counted: Set<TaskID>
    /// Moments to show, oldest first.
    public var events: [ShinEvent]

    public init(
      shins: IdentifiedArrayOf<Shin> = [], taskShins: [TaskID: ShinKind] = [:], counted: Set<TaskID> = [],
      events: [ShinEvent] = []
    ) {
      self.shins = shins
      self.taskShins = taskShins
      self.counted = counted
      self.events = events
    }

    /// What the backend keeps of the collection.
    public var progress: ShinProgress { ShinProgress(shins: Array(shins), counted: counted) }
  }

  public enum Action: Equatable, Sendable {
    /// The app opened: load the shins saved before.
    case loadShins
    case shinsLoaded(ShinProgress)
    case loadShinsFailed(ServiceError)
    /// Saving the shins failed; they are saved again at the next change or when the network returns.
    case saveShinsFailed(ServiceError)
    /// A task was completed: grow its shin, once.
    case checkGrowthForTask(TaskID)
    /// A task's completion was rolled back: take its point back.
    case undoGrowthForTask(TaskID)
    /// The child closed the moment on screen.
    case eventDismissed
  }

  @Dependency(\.firebaseService) var firebaseService

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadShins:
        return .run { [firebaseService] send in
          await send(.shinsLoaded(try await firebaseService.fetchShinProgress()))
        } catch: { error, send in
          await send(.loadShinsFailed(ServiceError(error)))
        }

      case .shinsLoaded(let progress):
        state.shins = IdentifiedArray(uniqueElements: progress.shins)
        state.counted = progress.counted
        return .none

      case .loadShinsFailed, .saveShinsFailed:
        return .none

      case .checkGrowthForTask(let id):
        guard let kind = state.taskShins[id], state.counted.insert(id).inserted else { return .none }
        grow(kind, in: &state)
        if state.counted.count == ShinKind.secretThreshold, state.shins[id: .niji] == nil {
          state.shins.append(Shin(kind: .niji))
          state.events.append(.discovered(.niji))
        }
        return .none

      case .undoGrowthForTask(let id):
        guard let kind = state.taskShins[id], state.counted.remove(id) != nil else { return .none }
        if var shin = state.shins[id: kind] {
          shin.growth -= 1
          if shin.growth <= 0 { state.shins.remove(id: kind) } else { state.shins[id: kind] = shin }
        }
        if state.counted.count < ShinKind.secretThreshold, state.shins[id: .niji]?.growth == 0 {
          state.shins.remove(id: .niji)
        }
        state.events.removeAll { event in
          switch event {
          case .discovered(let kind): state.shins[id: kind] == nil
          case .grew(let kind, let stage): (state.shins[id: kind]?.stage ?? .egg) < stage
          }
        }
        return .none

      case .eventDismissed:
        if !state.events.isEmpty { state.events.removeFirst() }
        return .none
      }
    }
  }

  private func grow(_ kind: ShinKind, in state: inout State) {
    guard var shin = state.shins[id: kind] else {
      state.shins.append(Shin(kind: kind, growth: 1))
      state.events.append(.discovered(kind))
      return
    }
    let before = shin.stage
    shin.growth += 1
    state.shins[id: kind] = shin
    if shin.stage != before { state.events.append(.grew(kind, to: shin.stage)) }
  }
}
