import Evergreen
import SpecRun
import TaskShin

/// The child's task list.
extension TaskShinScenario {
  /// A task for `shin` in the world before the app opens, due at `dueHour`:00 when given.
  func addTask(_ title: String, shin: String, status: TaskStatus = .todo, dueHour: Int? = nil) throws {
    let task = TaskItem(
      id: TaskID(title), title: title, shin: try Vocabulary.shin(shin), status: status,
      due: try dueHour.map(Self.due(hour:)))
    tasks.append(task)
    known[title] = task
  }

  func complete(_ title: String) async throws {
    let id = try task(title).id
    tapped.append(id)
    try catchUp()
    expected.tapped(id, status: backend.tasks.first { $0.id == id }?.status, online: backend.isOnline)
    try await send(.tasks(.completeTask(id)))
  }

  func goOffline() async throws {
    backend.goOffline()
    expected.wentOffline()
    try await afterOutsideChange()
  }

  func goOnline() async throws {
    try catchUp()
    backend.goOnline()
    expected.cameOnline()
    try await afterOutsideChange()
  }

  /// The parent adds a task from another device: it reaches the child's list through the listener.
  func parentAddsElsewhere(_ title: String, shin: String, dueHour: Int? = nil) async throws {
    let task = TaskItem(
      id: TaskID(title), title: title, shin: try Vocabulary.shin(shin), due: try dueHour.map(Self.due(hour:)))
    known[title] = task
    try await backend.firebaseService.saveTask(task)
    try await afterOutsideChange()
  }

  func parentDeletesElsewhere(_ title: String) async throws {
    try await backend.firebaseService.deleteTask(task(title).id)
    try await afterOutsideChange()
  }

  func parentReturnsElsewhere(_ title: String, note: String) async throws {
    try await backend.firebaseService.returnTask(task(title).id, note)
    known[title]?.parentNote = note
    try await afterOutsideChange()
  }

  /// `title` looks as `word` says (and carries `note`, when given).
  func expect(_ title: String, looks word: String, note: String? = nil) async throws {
    try await settleEcho()
    let look = try Vocabulary.look(word)
    let task = try task(title)
    let store = try running()
    // Shown done or waiting after a tap: the list took the child's completion.
    if look == .completed || look == .waiting { try await acknowledge(.tasks(.taskCompleted(task.id))) }
    try store.expect {
      $0.tasks.tasks[id: task.id]?.status = look.status
      if let note { $0.tasks.tasks[id: task.id]?.parentNote = note }
      let queued = $0.tasks.network.pendingSyncs.contains { $0.taskID == task.id }
      if look == .waiting, !queued {
        $0.tasks.network.pendingSyncs.append(SyncItem(taskID: task.id, status: .completed))
      }
      if look != .waiting { $0.tasks.network.pendingSyncs.removeAll { $0.taskID == task.id } }
    }
  }

  /// Opening the app started following the list (what the list shows is for the step to say).
  private func acknowledgeListening() async throws {
    try await acknowledge(.tasks(.startListening))
  }

  /// The child's list has exactly the rows of the table, in its order (おてつだい, ようす, and メモ
  /// when given): each task as the scenario made it, with the table's status and note, and the
  /// rows 「送信待ち」 (and only those) waiting to be sent.
  func expectList(_ table: DataTable) async throws {
    try await acknowledgeListening()
    try await settleEcho()
    let store = try running()
    let rows = table.hashes
    let titles = store.state.tasks.tasks.map(\.title)
    guard titles == rows.map({ $0["おてつだい"] ?? "" }) else {
      throw StepFailure(
        "子どものリストは\(titles.map { "「\($0)」" }.joined(separator: "、"))で、表のおてつだいではありません。")
    }
    var expected: [TaskItem] = []
    var waiting: [TaskID] = []
    for row in rows {
      let title = row["おてつだい"] ?? ""
      guard var task = known[title] else { throw StepFailure("このシナリオの手順は「\(title)」というおてつだいを作っていません。") }
      let look = try Vocabulary.look(row["ようす"] ?? "")
      task.status = look.status
      if let note = row["メモ"] { task.parentNote = note.isEmpty ? nil : note }
      expected.append(task)
      if look == .waiting { waiting.append(task.id) }
    }
    try store.expect {
      $0.tasks.tasks = IdentifiedArray(uniqueElements: expected)
      $0.tasks.network.pendingSyncs.removeAll { !waiting.contains($0.taskID) }
      for id in waiting where !$0.tasks.network.isWaiting(id) {
        $0.tasks.network.pendingSyncs.append(SyncItem(taskID: id, status: .completed))
      }
    }
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
    guard backend.tasks.first(where: { $0.id == id })?.status == .completed else {
      throw StepFailure(
        "保護者の側では「\(title)」はまだ完了していません。バックエンドでは \(String(describing: backend.tasks.first { $0.id == id }?.status)) です。"
      )
    }
  }

  /// A request about `title` (the child's completion, or the parent's review or removal) was sent
  /// and the server has not answered yet.
  func expectWaitingForServer(_ title: String) async throws {
    try await settleEcho()
    let id = try task(title).id
    let store = try running()
    guard server.waitingCount > 0 || backend.latency > .zero else {
      throw StepFailure("「\(title)」についてサーバーを待っているものはありません。サーバーはすべてに応答しました。")
    }
    // What was sent about it is what the scenario's steps sent (``settleEcho()`` checked the app has it).
    guard expected.busy.contains(id) || expected.sending.contains(id) else {
      throw StepFailure("「\(title)」について送信中のものはありません。どの手順も送っていないか、サーバーが応答済みです。")
    }
    try store.expect(\.parent.busy, expected.busy)
    try store.expect(\.tasks.completing, Dictionary(expected.sending.map { ($0, .todo) }, uniquingKeysWith: { $1 }))
  }

  /// The completions queued while offline are being sent (`isSyncing`), or not, as the scenario's
  /// network and the backend's answers say (``settleEcho()`` checks that; this step says it).
  func expectSyncing(_ isSyncing: Bool) async throws {
    try await settleEcho()
    guard expected.isSyncing == isSyncing else {
      throw StepFailure(
        isSyncing
          ? "いま送るものがないか、キューの完了にバックエンドがすべて応答しました。アプリは送信していません。"
          : "アプリはキュー（\(expected.batch?.items ?? [])）を送信中です。バックエンドはまだすべてに応答していません。")
    }
    try running().expect(\.tasks.isSyncing, isSyncing)
  }

  func expectWrites(_ count: Int) async throws {
    try await settleEcho()
    guard backend.writeCount == count else {
      throw StepFailure("バックエンドへの書き込みは\(backend.writeCount)回で、\(count)回ではありません。")
    }
  }

  /// The app shows the connection as `isOnline`, having heard each change the scenario made.
  func expectOnline(_ isOnline: Bool) async throws {
    try await settleEcho()
    try await take(\.network)
    try running().expect(\.tasks.network.isOnline, isOnline)
  }
}
