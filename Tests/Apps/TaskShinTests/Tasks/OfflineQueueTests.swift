import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("タスク: オフラインのあいだの完了")
struct OfflineQueueTests {
  static func offline(_ tasks: [TaskItem] = TaskFixtures.all) -> TaskFeature.State {
    TaskFeature.State(tasks: IdentifiedArray(uniqueElements: tasks), network: NetworkState(isOnline: false))
  }

  @Test("オフラインで押した完了は送られずに待ち行列に入り、待っていると表示される")
  func queuedWhileOffline() async {
    // The test value of updateTask fails the test if it is called.
    let store = TestStore(initialState: Self.offline()) { TaskFeature() }
    await store.completeOffline("katazuke")
    await store.send(.completeTask("katazuke"))
    #expect(store.state.network.isWaiting("katazuke"))
    #expect(!store.state.network.isWaiting("hamigaki"))
    await store.finish()
  }

  @Test("ネットワークが戻ると、待っていた完了が押した順に一度ずつ送られる")
  func flushedInOrderEachOnce() async {
    let updates = CallLog<TaskID>()
    let store = TestStore(initialState: Self.offline()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in updates.record(id) }
    }
    await store.completeOffline("shukudai")
    await store.completeOffline("hamigaki")
    await store.comeOnlineAndStartSyncing()
    await store.receive(.syncConfirmed("shukudai")) {
      $0.network.pendingSyncs = [SyncItem(taskID: "hamigaki", status: .completed)]
    }
    await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    await store.send(.networkStatusChanged(isOnline: false)) { $0.network.isOnline = false }
    await store.send(.networkStatusChanged(isOnline: true)) { $0.network.isOnline = true }
    #expect(updates.calls == ["shukudai", "hamigaki"])
    await store.finish()
  }

  @Test("送れなかった完了は待ち行列に残り、30秒たつともう一度だけ送られる")
  func failureStaysQueuedAndIsRetried() async {
    let clock = TestClock()
    let updates = CallLog<TaskID>()
    let store = TestStore(initialState: Self.offline()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in
        updates.record(id)
        if updates.calls == ["hamigaki"] { throw ServiceError.unreachable }
      }
      $0.clock = clock
    }
    await store.completeOffline("hamigaki")
    await store.completeOffline("katazuke")
    await store.comeOnlineAndStartSyncing()
    await store.receive(.syncFailed("hamigaki", .unreachable))
    await store.receive(.syncConfirmed("katazuke")) {
      $0.network.pendingSyncs = [SyncItem(taskID: "hamigaki", status: .completed)]
    }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    #expect(store.state.tasks[id: "hamigaki"]?.status == .completed, "still shown done, waiting")
    await clock.advance(by: .seconds(29))
    #expect(updates.calls == ["hamigaki", "katazuke"])
    await clock.advance(by: .seconds(1))
    await store.receive(.retrySync) { $0.isSyncing = true }
    await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    #expect(updates.calls == ["hamigaki", "katazuke", "hamigaki"])
    await store.finish()
  }

  @Test("もう一度送る前にネットワークが切れると待つのをやめ、つながったときに送る")
  func offlineCancelsTheRetry() async {
    let clock = TestClock()
    let updates = CallLog<TaskID>()
    let store = TestStore(initialState: Self.offline()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in
        updates.record(id)
        if updates.calls.count == 1 { throw ServiceError.unreachable }
      }
      $0.clock = clock
    }
    await store.completeOffline("hamigaki")
    await store.comeOnlineAndStartSyncing()
    await store.receive(.syncFailed("hamigaki", .unreachable))
    await store.receive(.syncFinished) { $0.isSyncing = false }
    await store.send(.networkStatusChanged(isOnline: false)) { $0.network.isOnline = false }
    await clock.advance(by: .seconds(30))
    await store.comeOnlineAndStartSyncing()
    await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    #expect(updates.calls == ["hamigaki", "hamigaki"])
    await store.finish()
  }

  @Test("リストから消えたタスクの完了は待ち行列から外れ、送られない")
  func removedTaskLeavesTheQueue() async {
    // The test value of updateTask fails the test if it is called.
    let store = TestStore(initialState: Self.offline()) { TaskFeature() }
    await store.completeOffline("hamigaki")
    await store.send(.tasksUpdated([TaskFixtures.katazuke, TaskFixtures.shukudai])) {
      $0.tasks = [TaskFixtures.katazuke, TaskFixtures.shukudai]
      $0.network.pendingSyncs = []
    }
    await store.send(.networkStatusChanged(isOnline: true)) { $0.network.isOnline = true }
    await store.finish()
  }

  @Test("送ったときにバックエンドがもうそのタスクを持っていなければ、待ち行列から外れ、もう送らない")
  func notFoundLeavesTheQueue() async {
    let store = TestStore(initialState: Self.offline()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in throw ServiceError.notFound(id) }
      $0.clock = TestClock()
    }
    await store.completeOffline("hamigaki")
    await store.comeOnlineAndStartSyncing()
    await store.receive(.syncFailed("hamigaki", .notFound("hamigaki"))) { $0.network.pendingSyncs = [] }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    await store.finish()
  }

  @Test("送っている途中でネットワークが揺れても、同じ完了が二度送られることはない")
  func flickerDuringSyncSendsOnce() async {
    let clock = TestClock()
    let updates = CallLog<TaskID>()
    let store = TestStore(initialState: Self.offline()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in
        updates.record(id)
        try await clock.sleep(for: .seconds(1))
      }
    }
    await store.completeOffline("hamigaki")
    await store.comeOnlineAndStartSyncing()
    await store.send(.networkStatusChanged(isOnline: false)) { $0.network.isOnline = false }
    await store.send(.networkStatusChanged(isOnline: true)) { $0.network.isOnline = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
    await store.receive(.syncFinished) { $0.isSyncing = false }
    #expect(updates.calls == ["hamigaki"])
    await store.finish()
  }

  @Test("ネットワークの切り替わりはリスナーからも届き、バックエンドのスイッチで途中で変えられる")
  func networkFlipsMidTest() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = await listeningTaskStore(backend)
    backend.goOffline()
    await store.receive(.networkStatusChanged(isOnline: false)) { $0.network.isOnline = false }
    await store.completeOffline("hamigaki")
    backend.goOnline()
    await store.receive(.networkStatusChanged(isOnline: true)) {
      $0.network.isOnline = true
      $0.isSyncing = true
    }
    await store.receive(.syncConfirmed("hamigaki")) { $0.network.pendingSyncs = [] }
    await store.receive(.tasksUpdated([TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)]))
    await store.receive(.syncFinished) { $0.isSyncing = false }
    await store.send(.stopListening) { $0.isListening = false }
    await store.finish()
  }
}
