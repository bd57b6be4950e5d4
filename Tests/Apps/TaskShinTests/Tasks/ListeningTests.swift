import Evergreen
import EvergreenReporting
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("タスク: リストの見守り")
struct ListeningTests {
  @Test("見守りを始めると今のリストが表示され、その後の変更もすべて表示される")
  func followsEveryChange() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = await listeningTaskStore(backend)

    try await backend.firebaseService.saveTask(TaskFixtures.katazuke)
    await store.receive(.tasksUpdated([TaskFixtures.hamigaki, TaskFixtures.katazuke])) {
      $0.tasks.append(TaskFixtures.katazuke)
    }
    try await backend.firebaseService.deleteTask("hamigaki")
    await store.receive(.tasksUpdated([TaskFixtures.katazuke])) { $0.tasks = [TaskFixtures.katazuke] }

    await store.send(.stopListening) { $0.isListening = false }
    await store.finish()
  }

  @Test("見守りをやめるとリスナーは終わり、その後の変更は届かない")
  func stoppingEndsTheListener() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = await listeningTaskStore(backend)
    #expect(backend.listenerCount == 1)

    await store.send(.stopListening) { $0.isListening = false }
    #expect(backend.listenerCount == 0, "the backend no longer has the screen's listener")
    try await backend.firebaseService.saveTask(TaskFixtures.katazuke)
    await store.finish()
  }

  @Test("もう一度見守りを始めると、前のリスナーは取り消されて一つだけが残る")
  func restartingReplacesTheListener() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = await listeningTaskStore(backend)
    await store.send(.startListening)
    await store.receive(.tasksUpdated([TaskFixtures.hamigaki]))
    await store.receive(.networkStatusChanged(isOnline: true))
    #expect(backend.listenerCount == 1)
    await store.send(.stopListening) { $0.isListening = false }
    await store.finish()
  }

  @Test("見守りを止め忘れたテストは、リスナーが動いたままだと finish で失敗する")
  func forgottenListenerFailsTheTest() async throws {
    let backend = TaskShinBackend()
    let store = await listeningTaskStore(backend)
    let issues = await IssueCollector.collect { await store.finish() }
    let message = try #require(issues.first?.message)
    #expect(issues.count == 1)
    #expect(message.contains("startListening"), "names the send that started the listener: \(message)")
    #expect(backend.listenerCount == 0, "finish cancels what is left")
  }

  @Test("引っぱって更新すると一覧を取り直し、失敗はエラーとして伝える")
  func refresh() async {
    let store = TestStore(initialState: TaskFeature.State()) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.fetchTasks = { [TaskFixtures.shukudai] }
    }
    await store.send(.loadTasks)
    await store.receive(.tasksLoaded([TaskFixtures.shukudai])) { $0.tasks = [TaskFixtures.shukudai] }
    store.dependencies.firebaseService.fetchTasks = { throw ServiceError.unreachable }
    await store.send(.loadTasks)
    await store.receive(.refreshFailed(.unreachable))
    await store.finish()
  }
}
