import EvergreenTesting
import TaskShin
import Testing

@Suite("インメモリのバックエンド（Firebase の代わり）")
struct TaskShinBackendTests {
  @Test("変更はつながっているすべてのリスナーに、今のリストのあとで届く")
  func everyListenerHearsEveryChange() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    var first = backend.firebaseService.tasksStream().makeAsyncIterator()
    var second = backend.firebaseService.tasksStream().makeAsyncIterator()
    #expect(await first.next() == [TaskFixtures.hamigaki])
    #expect(await second.next() == [TaskFixtures.hamigaki])

    try await backend.firebaseService.updateTask("hamigaki", .completed)
    let done = [TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)]
    #expect(await first.next() == done)
    #expect(await second.next() == done)
    #expect(backend.listenerCount == 2)
  }

  @Test("リスナーを止めると、バックエンドからも外れる")
  func stoppedListenerIsDetached() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let listening = Task {
      for await _ in backend.firebaseService.tasksStream() {}
    }
    while backend.listenerCount == 0 { await Task.yield() }
    listening.cancel()
    await listening.value
    #expect(backend.listenerCount == 0)
  }

  @Test("書き込みは時計の上で遅延ぶん待ってから反映される")
  func writesWaitTheLatencyOnTheClock() async throws {
    let clock = TestClock()
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki], clock: clock, latency: .seconds(2))
    let write = Task { try await backend.firebaseService.updateTask("hamigaki", .completed) }
    while clock.sleeperCount == 0 { await Task.yield() }
    #expect(backend.tasks == [TaskFixtures.hamigaki])
    await clock.advance(by: .seconds(2))
    try await write.value
    #expect(backend.tasks == [TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)])
    #expect(backend.writeCount == 1)
  }

  @Test("オフラインでは書き込みが unreachable で失敗し、ネットワークのリスナーに伝わる")
  func offlineSwitch() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    var network = backend.networkMonitor.updates().makeAsyncIterator()
    #expect(await network.next() == true)
    backend.goOffline()
    #expect(await network.next() == false)
    await #expect(throws: ServiceError.unreachable) {
      try await backend.firebaseService.updateTask("hamigaki", .completed)
    }
    backend.goOnline()
    #expect(await network.next() == true)
    #expect(backend.tasks == [TaskFixtures.hamigaki])
  }

  @Test("ない課題の更新や削除は notFound で失敗する")
  func unknownTask() async {
    let backend = TaskShinBackend()
    await #expect(throws: ServiceError.notFound("nai")) {
      try await backend.firebaseService.updateTask("nai", .completed)
    }
    await #expect(throws: ServiceError.notFound("nai")) { try await backend.firebaseService.deleteTask("nai") }
  }

  @Test("保護者の保存・差し戻し・削除がリストに反映される")
  func parentWrites() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)])
    try await backend.firebaseService.saveTask(TaskFixtures.katazuke)
    try await backend.firebaseService.returnTask("hamigaki", "もういちど みがこうね")
    var returned = TaskFixtures.hamigaki
    returned.parentNote = "もういちど みがこうね"
    #expect(backend.tasks == [returned, TaskFixtures.katazuke])
    try await backend.firebaseService.deleteTask("hamigaki")
    #expect(backend.tasks == [TaskFixtures.katazuke])
  }
}
