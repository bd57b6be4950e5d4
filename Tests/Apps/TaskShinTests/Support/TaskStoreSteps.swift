import Evergreen
import EvergreenTesting
import TaskShin

/// The task screen's store, following `backend`: it starts listening and receives the backend's
/// first list and the network's state (online). Failures point at the caller's line.
///
/// ```swift
/// let store = await listeningTaskStore(backend)
/// …
/// await store.send(.stopListening) { $0.isListening = false }
/// ```
@MainActor
func listeningTaskStore(
  _ backend: TaskShinBackend,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> TestStoreOf<TaskFeature> {
  let store = TestStore(
    initialState: TaskFeature.State(), reducer: { TaskFeature() },
    withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.networkMonitor = backend.networkMonitor
    }, fileID: fileID, filePath: filePath, line: line, column: column)
  let tasks = backend.tasks
  await store.send(
    .startListening, assert: { $0.isListening = true }, fileID: fileID, filePath: filePath, line: line, column: column)
  await store.receive(
    .tasksUpdated(tasks), assert: { $0.tasks = IdentifiedArray(uniqueElements: tasks) },
    fileID: fileID, filePath: filePath, line: line, column: column)
  await store.receive(
    .networkStatusChanged(isOnline: true), fileID: fileID, filePath: filePath, line: line, column: column)
  return store
}

extension TestStore where State == TaskFeature.State, Action == TaskFeature.Action {
  /// Completes task `id` while offline: it shows done at once and joins the queue; nothing is sent.
  func completeOffline(
    _ id: TaskID,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await send(
      .completeTask(id),
      assert: {
        $0.tasks[id: id]?.status = .completed
        $0.network.pendingSyncs.append(SyncItem(taskID: id, status: .completed))
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(.taskCompleted(id), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The network comes back while completions wait: the store shows itself online and starts
  /// sending the queue (what it then receives is the test's to check).
  ///
  /// ```swift
  /// await store.completeOffline("hamigaki")
  /// await store.comeOnlineAndStartSyncing()
  /// await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
  /// ```
  func comeOnlineAndStartSyncing(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await send(
      .networkStatusChanged(isOnline: true),
      assert: {
        $0.network.isOnline = true
        $0.isSyncing = true
      }, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStore where State == AppFeature.State, Action == AppFeature.Action {
  /// Receives the backend's first list (which also reaches the shins and the reminders) and the
  /// network's state (online), as the listener delivers them.
  func receiveFirstList(
    _ tasks: [TaskItem],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receive(
      .tasks(.tasksUpdated(tasks)),
      assert: {
        $0.tasks.tasks = IdentifiedArray(uniqueElements: tasks)
        $0.shins.taskShins = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0.shin) })
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      .notifications(.tasksChanged(tasks)), assert: { $0.notifications.tasks = tasks },
      fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      .tasks(.networkStatusChanged(isOnline: true)), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives what a completion fans out to when task `id` grows the first shin, of `kind`:
  /// the completion, the shin discovered, and the celebration asked for (its answer, and the
  /// backend's, come in an order the test checks).
  ///
  /// ```swift
  /// await store.send(.tasks(.completeTask("hamigaki"))) { … }
  /// await store.receiveFirstGrowth(of: "hamigaki", discovering: .hoshi)
  /// ```
  func receiveFirstGrowth(
    of id: TaskID, discovering kind: ShinKind,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    await receive(.tasks(.taskCompleted(id)), fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      .shins(.checkGrowthForTask(id)),
      assert: {
        $0.shins.shins = [Shin(kind: kind, growth: 1)]
        $0.shins.counted = [id]
        $0.shins.events = [.discovered(kind)]
      }, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      .ai(.requestCelebration(id)), assert: { $0.ai.celebrated = [id] },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
