import Evergreen
import EvergreenReporting
import EvergreenTesting
import TaskShin
import Testing

/// The listener ended through the handle `send` returns (`TestStoreTask`), as a SwiftUI `.task`
/// ends when its view goes away, and a task stream the test drives itself, list by list.
@MainActor
@Suite("タスク: 見守りの終わりを手元で確かめる")
struct ListenerHandleTests {
  @Test("画面が消えて見守りのタスクが取り消されると、バックエンドのリスナーも外れる")
  func cancellingTheSendEndsTheListener() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = TestStore(initialState: TaskFeature.State()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.networkMonitor = backend.networkMonitor
    }
    let listening = await store.send(.startListening) { $0.isListening = true }
    await store.receive(.tasksUpdated([TaskFixtures.hamigaki])) { $0.tasks = [TaskFixtures.hamigaki] }
    await store.receive(.networkStatusChanged(isOnline: true))
    #expect(backend.listenerCount == 1)

    await listening.cancel()
    #expect(backend.listenerCount == 0)
    try await backend.firebaseService.saveTask(TaskFixtures.katazuke)
    await store.finish()
  }

  @Test("テストが持つストリームで一覧を一つずつ流し、ストリームが終わると見守りも終わる")
  func streamDrivenStepByStep() async {
    let (lists, continuation) = AsyncStream.makeStream(of: [TaskItem].self)
    let store = TestStore(initialState: TaskFeature.State()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.tasksStream = { lists }
      $0.networkMonitor.updates = { AsyncStream { $0.finish() } }
    }
    let listening = await store.send(.startListening) { $0.isListening = true }
    continuation.yield([TaskFixtures.hamigaki])
    await store.receive(.tasksUpdated([TaskFixtures.hamigaki])) { $0.tasks = [TaskFixtures.hamigaki] }
    continuation.yield([TaskFixtures.hamigaki, TaskFixtures.shukudai])
    await store.receive(.tasksUpdated([TaskFixtures.hamigaki, TaskFixtures.shukudai])) {
      $0.tasks.append(TaskFixtures.shukudai)
    }
    continuation.finish()
    await listening.finish()
    await store.finish()
  }

  @Test("見守りが終わっていないのに終わりを確かめると、何が動いているかを名指しで失敗する")
  func finishingARunningListenerFails() async throws {
    let (lists, continuation) = AsyncStream.makeStream(of: [TaskItem].self)
    let store = TestStore(initialState: TaskFeature.State()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.tasksStream = { lists }
      $0.networkMonitor.updates = { AsyncStream { $0.finish() } }
    }
    let listening = await store.send(.startListening) { $0.isListening = true }
    let issues = await IssueCollector.collect { await listening.finish() }
    let message = try #require(issues.first?.message)
    #expect(issues.count == 1)
    #expect(message.contains("send(.startListening)"), "names the send: \(message)")
    #expect(message.contains("still running"), "says what is left: \(message)")
    continuation.finish()
    await listening.finish()
    await store.finish()
  }
}
