import Evergreen
import SpecRun
import TaskShin

/// The child's task list.
extension TaskShinScenario {
  func addTask(_ title: String, shin: String, dueAtSevenPM: Bool = false) throws {
    tasks.append(
      TaskItem(id: TaskID(title), title: title, shin: try Vocabulary.shin(shin), due: dueAtSevenPM ? Self.sevenPM : nil))
  }

  func complete(_ title: String) async throws {
    try await send(.tasks(.taskCompleted(task(title).id)))
  }

  func goOffline() async throws {
    backend.goOffline()
    try await afterOutsideChange()
  }

  func goOnline() async throws {
    backend.goOnline()
    try await afterOutsideChange()
  }

  /// The parent adds a task from another device: it reaches the child's list through the listener.
  func parentAddsElsewhere(_ title: String, shin: String, dueAtSevenPM: Bool = false) async throws {
    try await backend.firebaseService.saveTask(
      TaskItem(id: TaskID(title), title: title, shin: try Vocabulary.shin(shin), due: dueAtSevenPM ? Self.sevenPM : nil))
    try await afterOutsideChange()
  }

  func parentReturnsElsewhere(_ title: String, note: String) async throws {
    try await backend.firebaseService.returnTask(task(title).id, note)
    try await afterOutsideChange()
  }

  /// `title` looks as `word` says (and carries `note`, when given).
  func expect(_ title: String, looks word: String, note: String? = nil) async throws {
    try await settleEcho()
    let look = try Vocabulary.look(word)
    let task = try task(title)
    let store = try running()
    try store.expect {
      $0.tasks.tasks[id: task.id]?.status = look.status
      if let note { $0.tasks.tasks[id: task.id]?.parentNote = note }
      let queued = $0.tasks.network.pendingSyncs.contains { $0.taskID == task.id }
      if look == .waiting, !queued { $0.tasks.network.pendingSyncs.append(SyncItem(taskID: task.id, status: .done)) }
      if look != .waiting { $0.tasks.network.pendingSyncs.removeAll { $0.taskID == task.id } }
    }
  }

  /// Opening the app started following the list (what the list shows is for the step to say).
  private func acknowledgeListening() async throws {
    try await acknowledge { $0 == .tasks(.startListening) }
  }

  /// The child's list has exactly the rows of the table (おてつだい, ようす, and メモ when given).
  func expectList(_ table: DataTable) async throws {
    try await acknowledgeListening()
    try await settleEcho()
    let store = try running()
    let rows = table.hashes
    let titles = store.state.tasks.tasks.map(\.title)
    guard titles == rows.map({ $0["おてつだい"] ?? "" }) else {
      throw StepFailure("The child's list shows \(titles.map { "「\($0)」" }.joined(separator: "、")), not the table's tasks.")
    }
    for row in rows { try await expect(row["おてつだい"] ?? "", looks: row["ようす"] ?? "", note: row["メモ"]) }
    try store.expect { $0.tasks.tasks = store.state.tasks.tasks }
  }

  func expectEmptyList() async throws {
    try await acknowledgeListening()
    try await settleEcho()
    try running().expect(\.tasks.tasks, [])
  }

  /// The backend has the child's completion of `title`, and nothing of it waits to be sent.
  func expectDelivered(_ title: String) async throws {
    try await settleEcho()
    let id = try task(title).id
    guard backend.tasks.first(where: { $0.id == id })?.status == .done else {
      throw StepFailure("The parent does not have 「\(title)」 as done yet: the backend has it as \(String(describing: backend.tasks.first { $0.id == id }?.status)).")
    }
  }

  /// A request about `title` (the child's completion, or the parent's review or removal) was sent
  /// and the server has not answered yet.
  func expectWaitingForServer(_ title: String) async throws {
    try await settleEcho()
    let id = try task(title).id
    let store = try running()
    let completing = store.state.tasks.completing[id]
    let busy = store.state.parent.busy.contains(id)
    guard completing != nil || busy, server.waitingCount > 0 || backend.latency > .zero else {
      throw StepFailure("Nothing about 「\(title)」 waits for the server.")
    }
    try store.expect {
      if let completing { $0.tasks.completing[id] = completing }
      if busy { $0.parent.busy.insert(id) }
    }
  }

  /// The completions queued while offline are being sent.
  func expectSyncing() async throws {
    try await settleEcho()
    try running().expect(\.tasks.isSyncing, true)
  }

  func expectWrites(_ count: Int) async throws {
    try await settleEcho()
    guard backend.writeCount == count else {
      throw StepFailure("The backend received \(backend.writeCount) write(s), not \(count).")
    }
  }

  func expectOnline(_ isOnline: Bool) async throws {
    try await acknowledge { if case .tasks(.networkStatusChanged) = $0 { true } else { false } }
    try await settleEcho()
    try running().expect(\.tasks.network.isOnline, isOnline)
  }
}
