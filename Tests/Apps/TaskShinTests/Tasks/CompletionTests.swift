import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("タスク: できた！（楽観的な更新と巻き戻し）")
struct CompletionTests {
  @Test("「できた！」を押すとすぐに完了と表示され、バックエンドが受け取ると確定する")
  func optimisticThenConfirmed() async {
    let clock = TestClock()
    let backend = TaskShinBackend(tasks: TaskFixtures.all, clock: clock, latency: .seconds(1))
    let store = TestStore(initialState: TaskFeature.State(tasks: IdentifiedArray(uniqueElements: TaskFixtures.all))) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
    }
    await store.send(.completeTask("hamigaki")) {
      $0.tasks[id: "hamigaki"]?.status = .completed
      $0.completing = ["hamigaki": .todo]
    }
    await store.receive(.taskCompleted("hamigaki"))
    #expect(backend.tasks[0].status == .todo, "not stored before the latency passed")
    await clock.advance(by: .seconds(1))
    await store.receive(.taskUpdateSucceeded("hamigaki")) { $0.completing = [:] }
    #expect(backend.tasks[0].status == .completed)
    await store.finish()
  }

  @Test("失敗するとそのタスクだけが元に戻り、同時に送った他のタスクは完了のまま")
  func failureRollsBackThatTaskOnly() async {
    let clock = TestClock()
    let store = TestStore(initialState: TaskFeature.State(tasks: IdentifiedArray(uniqueElements: TaskFixtures.all))) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in
        try await clock.sleep(for: .seconds(1))
        if id == "hamigaki" { throw ServiceError.unreachable }
      }
    }
    await store.send(.completeTask("hamigaki")) {
      $0.tasks[id: "hamigaki"]?.status = .completed
      $0.completing = ["hamigaki": .todo]
    }
    await store.receive(.taskCompleted("hamigaki"))
    await store.send(.completeTask("katazuke")) {
      $0.tasks[id: "katazuke"]?.status = .completed
      $0.completing["katazuke"] = .todo
    }
    await store.receive(.taskCompleted("katazuke"))
    await clock.advance(by: .seconds(1))
    await store.receive(.taskUpdateFailed("hamigaki", .unreachable)) {
      $0.tasks[id: "hamigaki"]?.status = .todo
      $0.completing = ["katazuke": .todo]
    }
    await store.receive(.taskUpdateSucceeded("katazuke")) { $0.completing = [:] }
    await store.finish()
  }

  @Test("送信中に二度押しても、完了は一度だけ送られる")
  func doubleTapCompletesOnce() async {
    let clock = TestClock()
    let updates = CallLog<TaskID>()
    let store = TestStore(initialState: TaskFeature.State(tasks: [TaskFixtures.hamigaki])) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { id, _ in
        updates.record(id)
        try await clock.sleep(for: .seconds(1))
      }
    }
    await store.send(.completeTask("hamigaki")) {
      $0.tasks[id: "hamigaki"]?.status = .completed
      $0.completing = ["hamigaki": .todo]
    }
    await store.receive(.taskCompleted("hamigaki"))
    await store.send(.completeTask("hamigaki"))
    await clock.advance(by: .seconds(1))
    await store.receive(.taskUpdateSucceeded("hamigaki")) { $0.completing = [:] }
    await store.send(.completeTask("hamigaki"))
    #expect(updates.calls == ["hamigaki"])
    await store.finish()
  }

  @Test("送信中に届いたリストの更新でも、押したタスクは完了のまま表示される")
  func listenerUpdateKeepsTheOptimisticStatus() async {
    let clock = TestClock()
    let store = TestStore(initialState: TaskFeature.State(tasks: [TaskFixtures.hamigaki])) {
      TaskFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { _, _ in try await clock.sleep(for: .seconds(1)) }
    }
    await store.send(.completeTask("hamigaki")) {
      $0.tasks[id: "hamigaki"]?.status = .completed
      $0.completing = ["hamigaki": .todo]
    }
    await store.receive(.taskCompleted("hamigaki"))
    var renamed = TaskFixtures.hamigaki
    renamed.title = "はみがき（よる）"
    await store.send(.tasksUpdated([renamed, TaskFixtures.katazuke])) {
      $0.tasks = [TaskFixtures.with(renamed, status: .completed), TaskFixtures.katazuke]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.taskUpdateSucceeded("hamigaki")) { $0.completing = [:] }
    await store.finish()
  }

  @Test("ないタスクや、もう承認されたタスクを押しても何も起きない")
  func nothingToComplete() async {
    let approved = TaskFixtures.with(TaskFixtures.katazuke, status: .approved)
    let store = TestStore(initialState: TaskFeature.State(tasks: [approved])) { TaskFeature() }
    await store.send(.completeTask("nai"))
    await store.send(.completeTask("katazuke"))
    await store.finish()
  }
}
