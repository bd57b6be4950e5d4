import Synchronization

/// The in-memory backend of タスクしん発見！, standing in for Firebase: it keeps the tasks and the
/// profile, pushes the task list to every listener after every change, waits ``latency`` on its
/// clock before each write, and refuses writes while offline (``goOffline()``).
///
/// ```swift
/// let backend = TaskShinBackend(tasks: [TaskItem(id: "hamigaki", title: "はみがき", shin: .hoshi)],
///                               clock: testClock, latency: .seconds(1))
/// $0.firebaseService = backend.firebaseService
/// $0.networkMonitor = backend.networkMonitor
/// backend.goOffline()   // writes throw ServiceError.unreachable; network listeners hear `false`
/// ```
public final class TaskShinBackend: Sendable {
  /// The backend of the running app, with a few tasks to start with.
  public static let shared = TaskShinBackend(tasks: [
    TaskItem(id: "hamigaki", title: "はみがき", shin: .hoshi),
    TaskItem(id: "katazuke", title: "おかたづけ", shin: .mori),
    TaskItem(id: "shukudai", title: "しゅくだい", shin: .umi),
  ])

  private struct State {
    var tasks: [TaskItem]
    var profile: ChildProfile?
    var shinProgress: ShinProgress
    var isOnline = true
    var latency: Duration
    var nextListener = 0
    var taskListeners: [Int: AsyncStream<[TaskItem]>.Continuation] = [:]
    var networkListeners: [Int: AsyncStream<Bool>.Continuation] = [:]
    var writes = 0
  }

  private let state: Mutex<State>
  private let clock: any Clock<Duration>

  public init(
    tasks: [TaskItem] = [], profile: ChildProfile? = nil, shinProgress: ShinProgress = ShinProgress(),
    clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero
  ) {
    self.state = Mutex(State(tasks: tasks, profile: profile, shinProgress: shinProgress, latency: latency))
    self.clock = clock
  }

  // MARK: Looking in (tests and scenarios)

  /// The tasks as stored.
  public var tasks: [TaskItem] { state.withLock { $0.tasks } }
  public var profile: ChildProfile? { state.withLock { $0.profile } }
  /// The child's shins as stored.
  public var shinProgress: ShinProgress {
    get { state.withLock { $0.shinProgress } }
    set { state.withLock { $0.shinProgress = newValue } }
  }
  public var isOnline: Bool { state.withLock { $0.isOnline } }
  /// How many task-list listeners are attached; 0 once every listener stopped.
  public var listenerCount: Int { state.withLock { $0.taskListeners.count } }
  /// How many writes of tasks and the profile succeeded (saving the shins is not counted).
  public var writeCount: Int { state.withLock { $0.writes } }

  /// How long each write waits on the clock.
  public var latency: Duration {
    get { state.withLock { $0.latency } }
    set { state.withLock { $0.latency = newValue } }
  }

  // MARK: The offline switch

  public func goOffline() { setOnline(false) }
  public func goOnline() { setOnline(true) }

  private func setOnline(_ isOnline: Bool) {
    let listeners = state.withLock { state in
      state.isOnline = isOnline
      return Array(state.networkListeners.values)
    }
    for listener in listeners { listener.yield(isOnline) }
  }

  // MARK: The clients

  public var firebaseService: FirebaseService {
    FirebaseService(
      tasksStream: { self.tasksStream() },
      fetchTasks: {
        try await self.arrive()
        return self.tasks
      },
      updateTask: { id, status in try await self.change(id) { $0.status = status } },
      saveTask: { task in
        try await self.write { tasks in
          if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index] = task
          } else {
            tasks.append(task)
          }
        }
      },
      deleteTask: { id in
        try await self.write { tasks in
          guard tasks.contains(where: { $0.id == id }) else { throw ServiceError.notFound(id) }
          tasks.removeAll { $0.id == id }
        }
      },
      returnTask: { id, note in
        try await self.change(id) {
          $0.status = .todo
          $0.parentNote = note
        }
      },
      fetchProfile: {
        try await self.arrive()
        return self.profile
      },
      saveProfile: { profile in
        try await self.arrive()
        self.state.withLock {
          $0.profile = profile
          $0.writes += 1
        }
      },
      fetchShinProgress: {
        try await self.arrive()
        return self.shinProgress
      },
      saveShinProgress: { progress in
        try await self.arrive()
        self.state.withLock { $0.shinProgress = progress }
      })
  }

  public var networkMonitor: NetworkMonitor {
    NetworkMonitor {
      AsyncStream { continuation in
        let id = self.state.withLock { state in
          defer { state.nextListener += 1 }
          state.networkListeners[state.nextListener] = continuation
          continuation.yield(state.isOnline)
          return state.nextListener
        }
        continuation.onTermination = { _ in _ = self.state.withLock { $0.networkListeners.removeValue(forKey: id) } }
      }
    }
  }

  // MARK: Internals

  private func tasksStream() -> AsyncStream<[TaskItem]> {
    AsyncStream { continuation in
      let id = state.withLock { state in
        defer { state.nextListener += 1 }
        state.taskListeners[state.nextListener] = continuation
        continuation.yield(state.tasks)
        return state.nextListener
      }
      continuation.onTermination = { _ in _ = self.state.withLock { $0.taskListeners.removeValue(forKey: id) } }
    }
  }

  /// Waits the latency, then fails when offline.
  private func arrive() async throws {
    let latency = self.latency
    if latency > .zero { try await clock.sleep(for: latency) }
    guard isOnline else { throw ServiceError.unreachable }
  }

  private func change(_ id: TaskID, _ update: @escaping @Sendable (inout TaskItem) -> Void) async throws {
    try await write { tasks in
      guard let index = tasks.firstIndex(where: { $0.id == id }) else { throw ServiceError.notFound(id) }
      update(&tasks[index])
    }
  }

  /// Applies `edit` to the stored tasks and pushes the new list to every listener.
  private func write(_ edit: @Sendable (inout [TaskItem]) throws -> Void) async throws {
    try await arrive()
    let (tasks, listeners) = try state.withLock { state in
      try edit(&state.tasks)
      state.writes += 1
      return (state.tasks, Array(state.taskListeners.values))
    }
    for listener in listeners { listener.yield(tasks) }
  }
}
