import Evergreen

/// The task backend (the seed's `firebaseService`): a stream of the task list, and the writes the
/// child, the parent and the profile screen make. There is no Firebase here; the live value is an
/// in-memory ``TaskShinBackend`` that behaves like one (every change is pushed to every listener).
///
/// ```swift
/// @Dependency(\.firebaseService) var firebaseService
/// for await tasks in firebaseService.tasksStream() { await send(.tasksUpdated(tasks)) }
/// try await firebaseService.updateTask("hamigaki", .completed)
/// ```
public struct FirebaseService: Sendable {
  /// The current task list at once, then the list after every change, until the listener stops.
  public var tasksStream: @Sendable () -> AsyncStream<[TaskItem]>
  /// The task list once.
  public var fetchTasks: @Sendable () async throws -> [TaskItem]
  /// Sets a task's status (the child completes, the parent approves).
  public var updateTask: @Sendable (TaskID, TaskStatus) async throws -> Void
  /// Creates or replaces a task (the parent's editor).
  public var saveTask: @Sendable (TaskItem) async throws -> Void
  /// Removes a task.
  public var deleteTask: @Sendable (TaskID) async throws -> Void
  /// Returns a done task to the child with the parent's note.
  public var returnTask: @Sendable (TaskID, String) async throws -> Void
  /// The child's profile, or `nil` before one was saved.
  public var fetchProfile: @Sendable () async throws -> ChildProfile?
  /// Saves the child's profile.
  public var saveProfile: @Sendable (ChildProfile) async throws -> Void
  /// The child's shins as last saved (empty before any was found).
  public var fetchShinProgress: @Sendable () async throws -> ShinProgress
  /// Saves the child's shins.
  public var saveShinProgress: @Sendable (ShinProgress) async throws -> Void

  public init(
    tasksStream: @escaping @Sendable () -> AsyncStream<[TaskItem]>,
    fetchTasks: @escaping @Sendable () async throws -> [TaskItem],
    updateTask: @escaping @Sendable (TaskID, TaskStatus) async throws -> Void,
    saveTask: @escaping @Sendable (TaskItem) async throws -> Void,
    deleteTask: @escaping @Sendable (TaskID) async throws -> Void,
    returnTask: @escaping @Sendable (TaskID, String) async throws -> Void,
    fetchProfile: @escaping @Sendable () async throws -> ChildProfile?,
    saveProfile: @escaping @Sendable (ChildProfile) async throws -> Void,
    fetchShinProgress: @escaping @Sendable () async throws -> ShinProgress,
    saveShinProgress: @escaping @Sendable (ShinProgress) async throws -> Void
  ) {
    self.tasksStream = tasksStream
    self.fetchTasks = fetchTasks
    self.updateTask = updateTask
    self.saveTask = saveTask
    self.deleteTask = deleteTask
    self.returnTask = returnTask
    self.fetchProfile = fetchProfile
    self.saveProfile = saveProfile
    self.fetchShinProgress = fetchShinProgress
    self.saveShinProgress = saveShinProgress
  }
}

extension FirebaseService: DependencyKey {
  /// The in-memory backend of the running app.
  public static var liveValue: FirebaseService { TaskShinBackend.shared.firebaseService }

  /// Every endpoint fails the test, naming itself; a test overrides the ones it uses
  /// (`$0.firebaseService.updateTask = { _, _ in }`) or uses a ``TaskShinBackend``'s service.
  public static var testValue: FirebaseService {
    FirebaseService(
      tasksStream: unimplemented("FirebaseService.tasksStream", placeholder: AsyncStream { $0.finish() }),
      fetchTasks: unimplemented("FirebaseService.fetchTasks"),
      updateTask: unimplemented("FirebaseService.updateTask"),
      saveTask: unimplemented("FirebaseService.saveTask"),
      deleteTask: unimplemented("FirebaseService.deleteTask"),
      returnTask: unimplemented("FirebaseService.returnTask"),
      fetchProfile: unimplemented("FirebaseService.fetchProfile"),
      saveProfile: unimplemented("FirebaseService.saveProfile"),
      fetchShinProgress: unimplemented("FirebaseService.fetchShinProgress"),
      saveShinProgress: unimplemented("FirebaseService.saveShinProgress"))
  }
}

extension DependencyValues {
  /// The task backend. See ``FirebaseService``.
  public var firebaseService: FirebaseService {
    get { self[FirebaseService.self] }
    set { self[FirebaseService.self] = newValue }
  }
}
