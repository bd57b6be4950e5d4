import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("アプリ: オフラインで終えたタスクの一日")
struct OfflineJourneyTests {
  @Test("オフラインで終えたタスクは待ち行列から一度だけ送られ、しんも一度だけ育つ")
  func offlineCompletionJourney() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = TestStore(
      initialState: AppFeature.State(notifications: NotificationFeature.State(permission: .denied))
    ) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.networkMonitor = backend.networkMonitor
      $0.aiService.celebrate = { _ in "ぴかぴかだね！" }
      $0.clock = TestClock()
    }
    await store.send(.tasks(.startListening)) { $0.tasks.isListening = true }
    await store.receiveFirstList([TaskFixtures.hamigaki])

    backend.goOffline()
    await store.receive(.tasks(.networkStatusChanged(isOnline: false))) {
      $0.tasks.network.isOnline = false
      $0.errorState = ErrorState(error: .network(.offline))
    }
    await store.send(.tasks(.completeTask("hamigaki"))) {
      $0.tasks.tasks[id: "hamigaki"]?.status = .completed
      $0.tasks.network.pendingSyncs = [SyncItem(taskID: "hamigaki", status: .completed)]
    }
    await store.receiveFirstGrowth(of: "hamigaki", discovering: .hoshi)
    await store.receive(.ai(.celebrationReceived(Celebration(taskID: "hamigaki", message: "ぴかぴかだね！")))) {
      $0.ai.celebration = Celebration(taskID: "hamigaki", message: "ぴかぴかだね！")
    }

    backend.goOnline()
    let done = TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)
    await store.receive(.tasks(.networkStatusChanged(isOnline: true))) {
      $0.tasks.network.isOnline = true
      $0.tasks.isSyncing = true
    }
    await store.receive(.tasks(.syncConfirmed("hamigaki"))) { $0.tasks.network.pendingSyncs = [] }
    await store.receive(.tasks(.tasksUpdated([done])))
    await store.receive(.notifications(.tasksChanged([done]))) { $0.notifications.tasks = [done] }
    await store.receive(.tasks(.syncFinished)) { $0.tasks.isSyncing = false }
    #expect(backend.tasks == [done])
    #expect(backend.writeCount == 1, "sent once")

    await store.send(.tasks(.stopListening)) { $0.tasks.isListening = false }
    await store.finish()
  }
}
