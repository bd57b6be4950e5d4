import Evergreen

/// The child's task list.
///
/// - `startListening` follows the backend's task list and the network for as long as the screen
///   lives; `stopListening` ends both listeners.
/// - Completing a task shows it done at once and sends it; on success nothing more changes, on
///   failure that task alone goes back to how it was (the app shows a gentle error).
/// - Offline, a completion is queued in ``NetworkState/pendingSyncs`` and shows as waiting; when the
///   network returns the queue is sent in order, each item once. An item that fails stays queued
///   (the app shows the failure) and the queue is sent again after ``retryDelay`` while online. An
///   item for a task that is gone (no longer in the list, or the backend no longer has it) leaves
///   the queue.
/// - A tap on a task being completed, waiting, done or approved does nothing; a tap the list takes
///   is announced with `taskCompleted`, which the app answers by growing the shin and celebrating.
public struct TaskFeature: Reducer {
  /// How long after a failed send of the queue it is sent again.
  public static let retryDelay: Duration = .seconds(30)

  public struct State: Equatable, Sendable {
    public var tasks: IdentifiedArrayOf<TaskItem>
    public var network: NetworkState
    /// Completions sent and not answered yet, with the status each task goes back to on failure.
    public var completing: [TaskID: TaskStatus]
    /// Whether the queued completions are being sent.
    public var isSyncing: Bool
    public var isListening: Bool

    public init(
      tasks: IdentifiedArrayOf<TaskItem> = [], network: NetworkState = NetworkState(),
      completing: [TaskID: TaskStatus] = [:], isSyncing: Bool = false, isListening: Bool = false
    ) {
      self.tasks = tasks
      self.network = network
      self.completing = completing
      self.isSyncing = isSyncing
      self.isListening = isListening
    }

    /// The status the child sees for task `id` while a change of it is unconfirmed or queued.
    func localStatus(of id: TaskID) -> TaskStatus? {
      if completing[id] != nil { return .completed }
      return network.pendingSyncs.last { $0.taskID == id }?.status
    }
  }

  public enum Action: Equatable, Sendable {
    /// The task screen appeared.
    case startListening
    /// The task screen went away.
    case stopListening
    /// The backend's task list changed.
    case tasksUpdated([TaskItem])
    /// The child pulled to refresh: fetch the list once.
    case loadTasks
    /// The list fetched by `loadTasks`.
    case tasksLoaded([TaskItem])
    case refreshFailed(ServiceError)
    case networkStatusChanged(isOnline: Bool)
    /// The child tapped "できた！" on a task.
    case completeTask(TaskID)
    /// The list took the child's completion of a task still to do: it shows done and is sent (or
    /// queued). The app grows the task's shin and celebrates it; a tap the list ignores (a task
    /// being sent, waiting, done or approved) brings no `taskCompleted`.
    case taskCompleted(TaskID)
    case taskUpdateSucceeded(TaskID)
    case taskUpdateFailed(TaskID, ServiceError)
    /// A queued completion reached the backend.
    case syncConfirmed(TaskID)
    /// A queued completion failed again; it stays queued.
    case syncFailed(TaskID, ServiceError)
    /// Every queued completion was tried once.
    case syncFinished
    /// ``retryDelay`` passed after a send of the queue that left items in it.
    case retrySync
  }

  enum CancelID: Hashable, Sendable { case listener, retry }

  @Dependency(\.firebaseService) var firebaseService
  @Dependency(\.clock) var clock
  @Dependency(\.networkMonitor) var networkMonitor

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startListening:
        state.isListening = true
        return .merge(
          .run { [firebaseService] send in
            for await tasks in firebaseService.tasksStream() { await send(.tasksUpdated(tasks)) }
          },
          .run { [networkMonitor] send in
            for await isOnline in networkMonitor.updates() { await send(.networkStatusChanged(isOnline: isOnline)) }
          }
        )
        .cancellable(id: CancelID.listener, cancelInFlight: true)

      case .stopListening:
        state.isListening = false
        return .merge(.cancel(id: CancelID.listener), .cancel(id: CancelID.retry))

      case .tasksUpdated(let tasks), .tasksLoaded(let tasks):
        state.tasks = IdentifiedArray(
          uniqueElements: tasks.map { task in
            var task = task
            if let local = state.localStatus(of: task.id) { task.status = local }
            return task
          })
        // A queued completion of a task that is gone has nothing left to complete.
        state.network.pendingSyncs.removeAll { state.tasks[id: $0.taskID] == nil }
        return .none

      case .loadTasks:
        return .run { [firebaseService] send in
          await send(.tasksLoaded(try await firebaseService.fetchTasks()))
        } catch: { error, send in
          await send(.refreshFailed(ServiceError(error)))
        }

      case .refreshFailed:
        return .none

      case .networkStatusChanged(let isOnline):
        let cameBack = isOnline && !state.network.isOnline
        state.network.isOnline = isOnline
        guard isOnline else { return .cancel(id: CancelID.retry) }
        return cameBack ? sendQueue(&state) : .none

      case .retrySync:
        return sendQueue(&state)

      case .completeTask(let id):
        guard let task = state.tasks[id: id], task.status == .todo, state.localStatus(of: id) == nil else {
          return .none
        }
        state.tasks[id: id]?.status = .completed
        guard state.network.isOnline else {
          state.network.pendingSyncs.append(SyncItem(taskID: id, status: .completed))
          return .send(.taskCompleted(id))
        }
        state.completing[id] = task.status
        return .merge(
          .send(.taskCompleted(id)),
          .run { [firebaseService] send in
            try await firebaseService.updateTask(id, .completed)
            await send(.taskUpdateSucceeded(id))
          } catch: { error, send in
            await send(.taskUpdateFailed(id, ServiceError(error)))
          }
        )

      case .taskCompleted:
        return .none

      case .taskUpdateSucceeded(let id):
        state.completing[id] = nil
        return .none

      case .taskUpdateFailed(let id, _):
        guard let previous = state.completing.removeValue(forKey: id) else { return .none }
        state.tasks[id: id]?.status = previous
        return .none

      case .syncConfirmed(let id):
        if let index = state.network.pendingSyncs.firstIndex(where: { $0.taskID == id }) {
          state.network.pendingSyncs.remove(at: index)
        }
        return .none

      case .syncFailed(let id, let error):
        if error.isNotFound { state.network.pendingSyncs.removeAll { $0.taskID == id } }
        return .none

      case .syncFinished:
        state.isSyncing = false
        guard state.network.isOnline, !state.network.pendingSyncs.isEmpty else { return .none }
        return .run { [clock] send in
          try await clock.sleep(for: Self.retryDelay)
          await send(.retrySync)
        }
        .cancellable(id: CancelID.retry, cancelInFlight: true)
      }
    }
  }

  /// Sends the queued completions in order, each once, unless offline, empty or already sending.
  private func sendQueue(_ state: inout State) -> Effect<Action> {
    guard state.network.isOnline, !state.isSyncing, !state.network.pendingSyncs.isEmpty else { return .none }
    state.isSyncing = true
    return .run { [items = state.network.pendingSyncs, firebaseService] send in
      for item in items {
        do {
          try await firebaseService.updateTask(item.taskID, item.status)
          await send(.syncConfirmed(item.taskID))
        } catch {
          await send(.syncFailed(item.taskID, ServiceError(error)))
        }
      }
      await send(.syncFinished)
    }
  }
}
