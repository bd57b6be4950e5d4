import Evergreen
import EvergreenTesting
import Foundation
import SpecRun
import TaskShin

/// What the タスクしん発見！ scenarios do, in the product's words: the whole app (``AppFeature``)
/// driven through a `ScenarioStore`, against an in-memory backend, a scenario-played AI, the
/// device's reminders and a test clock.
///
/// `Given` steps before "アプリを開いている" set up the world; opening the app sends `.appStarted`
/// as a precondition ("アプリを開く" sends it as a `When`, to describe the loading). The task and
/// network listeners it starts live as long as the app is open: the scenario's end ends them.
/// Once the app is open, the backend's answers wait for 「サーバーが応答する」 (``server``), unless a
/// step gave the backend a latency ("送信に1秒かかる"), and the AI's hints wait for 「AIが答える」,
/// so the scenarios say what the child sees while waiting. `Then` steps describe what the child
/// or parent sees. What the app keeps for itself (which shin each task grows, the list the
/// reminders see, requests under way, tasks already counted or celebrated, whether the list is
/// followed) and the backend's answers echoing back are checked by every `Then` step
/// (``settleEcho()``) against what the scenario did and what the backend answered
/// (``Bookkeeping``, ``BackendLog``); what they lead to on screen is for the step's own words.
@MainActor
final class TaskShinScenario: FeatureScenario {
  let clock = TestClock()
  lazy var ai = ScenarioAI(clock: clock)
  private(set) var backend = TaskShinBackend()
  private(set) var reminders = DeviceReminders()
  /// What this device remembers; a step can make it remember a profile before the app opens.
  let device = DeviceSettings()
  private(set) var store: ScenarioStoreOf<AppFeature>?

  // The world before the app opens.
  var tasks: [TaskItem] = []
  var profile: ChildProfile?
  var startsOffline = false
  var sendLatency: Duration = .zero
  var allowsReminders = true
  /// The tasks whose reminders the device refuses, once a step lets it answer (``deviceAnswers``).
  var refusedReminders: Set<TaskID> = []
  /// The device's refusals, held until 「端末が通知をことわる」, so the scenario can say what the app
  /// expects while the device has not answered.
  let deviceAnswers = HeldAnswers()
  var shins = ShinFeature.State()
  let failingSends = SendFailures()
  /// Every task as the scenario's steps made it, by title (its status as made; a Then step sets
  /// the status and note its own words give): what a step that shows the whole list expects.
  var known: [String: TaskItem] = [:]
  /// The parent's task form as the scenario's steps filled it.
  var draft: TaskDraft?
  /// How many new-task forms the parent opened: the form numbered `n` has the id `UUID(n)`.
  var newTaskForms = 0
  /// The tasks the child tapped 「できた！」 on since a step last described a celebration, oldest first.
  var tapped: [TaskID] = []
  /// The backend's answers to the app, held until a step lets the server answer.
  let server = HeldAnswers()
  /// What the backend handed to the app and answered it.
  let log = BackendLog()
  /// What the app must remember of what it did, and the actions that must come back.
  var expected = Bookkeeping()
  /// The name the child typed in the profile form, since the form opened.
  var typedName: String?

  /// `hour`:00 in Japan on the scenario's day (15 January 2027): the due time 「{int}時までに」 speaks of.
  static func due(hour: Int) throws -> Date {
    guard (0...23).contains(hour) else { throw StepFailure("\(hour)時という時刻はありません。0から23で書いてください。") }
    var calendar = Calendar(identifier: .gregorian)
    guard let japan = TimeZone(identifier: "Asia/Tokyo") else {
      throw StepFailure("このシステムには Asia/Tokyo のタイムゾーンがありません。")
    }
    calendar.timeZone = japan
    guard let date = calendar.date(from: DateComponents(year: 2027, month: 1, day: 15, hour: hour)) else {
      throw StepFailure("シナリオの日の\(hour)時が日時になりません。")
    }
    return date
  }

  static let notStartedHint =
    "アプリがまだ開いていません。まわりのようすを決める前提の手順のあとに「アプリを開いている」と書いてください。"

  /// Opens the app as a precondition: what opening shows (the list, the profile, the reminders'
  /// permission) is taken as described.
  func open(in context: ScenarioContext) async {
    let store = makeStore(in: context)
    await store.arrange(.appStarted, effectsEndWithScenario: true)
    backend.latency = sendLatency
    server.isHolding = sendLatency == .zero
    // Opening is a precondition: what it brought back is described.
    expected.opened(counted: shins.counted)
    expected.seen = log.count
  }

  /// Opens the app as the child does (`When`): the server's answers wait for 「サーバーが応答する」.
  func openNow(in context: ScenarioContext) async {
    let store = makeStore(in: context)
    backend.latency = sendLatency
    server.isHolding = sendLatency == .zero
    await expectOpening(counted: shins.counted)
    await store.send(.appStarted, effectsEndWithScenario: true)
  }

  /// The app opened again on this device (`When`): the old screens go away, and the new app finds
  /// what the backend kept.
  func reopen(in context: ScenarioContext) async throws {
    try await running().endEffects()
    let store = makeStore(in: context, keepingBackend: true)
    expected.seen = log.count
    await expectOpening(counted: backend.shinProgress.counted)
    await store.send(.appStarted, effectsEndWithScenario: true)
  }

  /// The app opens afresh as a `When`: it hears the network as it is, checks the reminders'
  /// permission as the device has it, and loads the shins the backend keeps (counting `counted`).
  private func expectOpening(counted: Set<TaskID>) async {
    expected.opened(counted: counted)
    expected.network.append(.tasks(.networkStatusChanged(isOnline: backend.isOnline)))
    expected.permission += [
      .notifications(.checkPermission), .notifications(.permissionChecked(await reminders.client.authorization())),
    ]
    expected.shins += [(.shins(.loadShins), nil), (.shins(.shinsLoaded(backend.shinProgress)), nil)]
  }

  private func makeStore(in context: ScenarioContext, keepingBackend: Bool = false) -> ScenarioStoreOf<AppFeature> {
    if !keepingBackend {
      backend = TaskShinBackend(tasks: tasks, profile: profile, shinProgress: shins.progress, clock: clock)
      if startsOffline { backend.goOffline() }
      reminders = DeviceReminders(allowsWhenAsked: allowsReminders)
    }
    let backend = backend
    let service = backend.firebaseService
    let (log, failingSends) = (log, failingSends)
    let store = ScenarioStoreOf<AppFeature>(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = held(service)
      $0.firebaseService.updateTask = held(failing(service.updateTask))
      // The shins are saved at once (without the latency of sending tasks), unless offline or a
      // step said the save fails.
      $0.firebaseService.saveShinProgress = { progress in
        try await log.answer({ .shinsSaved(failure: $0) }) {
          guard backend.isOnline, !failingSends.takeFailure(of: .shinSave) else { throw ServiceError.unreachable }
          backend.shinProgress = progress
        }
      }
      $0.networkMonitor = backend.networkMonitor
      $0.aiService = ai.service
      $0.notifications = deviceReminders()
      $0.userDefaults = device.settings
      $0.clock = clock
      $0.uuid = .incrementing
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
    }
    self.store = store
    context.start(store)
    return store
  }

  /// The device's reminders, refusing those a step said it would when a step lets it answer (each
  /// refusal recorded in ``log``).
  private func deviceReminders() -> NotificationClient {
    var client = reminders.client
    deviceAnswers.isHolding = true
    client.schedule = { [schedule = client.schedule, refused = refusedReminders, log, deviceAnswers] reminder in
      guard !refused.contains(reminder.taskID) else {
        await deviceAnswers.wait()
        log.record(.reminderRefused(reminder.taskID))
        throw ServiceError.failed("端末が「\(reminder.title)」の通知を受けつけません。")
      }
      try await schedule(reminder)
    }
    return client
  }

  /// The backend's requests (not its task stream), each waiting for ``server`` first, and each
  /// answer recorded in ``log`` (and each list the listener hands over).
  private func held(_ service: FirebaseService) -> FirebaseService {
    let server = server
    let log = log
    var service = service
    service.tasksStream = { [stream = service.tasksStream] in log.relaying(stream()) }
    service.fetchTasks = { [fetch = service.fetchTasks] in
      await server.wait()
      return try await log.fetch(BackendLog.Entry.listFetched) { try await fetch() }
    }
    service.updateTask = held(service.updateTask)
    service.saveTask = { [save = service.saveTask] task in
      await server.wait()
      try await log.answer({ .saved(task.id, failure: $0) }, { try await save(task) })
    }
    service.deleteTask = { [delete = service.deleteTask] id in
      await server.wait()
      try await log.answer({ .deleted(id, failure: $0) }, { try await delete(id) })
    }
    service.returnTask = { [returnTask = service.returnTask] id, note in
      await server.wait()
      try await log.answer({ .returned(id, failure: $0) }, { try await returnTask(id, note) })
    }
    service.fetchProfile = { [fetch = service.fetchProfile] in
      await server.wait()
      return try await log.fetch(BackendLog.Entry.profileFetched) { try await fetch() }
    }
    service.saveProfile = { [save = service.saveProfile] profile in
      await server.wait()
      try await log.answer({ .profileSaved(profile, failure: $0) }, { try await save(profile) })
    }
    return service
  }

  private func held(
    _ updateTask: @escaping @Sendable (TaskID, TaskStatus) async throws -> Void
  ) -> @Sendable (TaskID, TaskStatus) async throws -> Void {
    { [server, log] id, status in
      await server.wait()
      try await log.answer({ .updated(id, status, failure: $0) }, { try await updateTask(id, status) })
    }
  }

  /// `updateTask` that fails, after the latency, for the tasks a step said would fail (once each).
  private func failing(
    _ updateTask: @escaping @Sendable (TaskID, TaskStatus) async throws -> Void
  ) -> @Sendable (TaskID, TaskStatus) async throws -> Void {
    { [failingSends, backend, clock] id, status in
      guard failingSends.takeFailure(of: .completion(id)) else { return try await updateTask(id, status) }
      if backend.latency > .zero { try await clock.sleep(for: backend.latency) }
      throw ServiceError.unreachable
    }
  }

  func send(_ actions: AppFeature.Action...) async throws {
    let store = try running()
    for action in actions { await store.send(action) }
  }

  /// The server answers every request the app is waiting on (`online`), or, `online` false, the
  /// device gives up on them while there is no connection: one at a time, in the order they were
  /// sent, the app taking in each answer before the next (as answers come over one connection).
  /// What the app asks in return waits for the next step.
  func serverAnswers(online: Bool) async throws {
    let store = try running()
    guard backend.isOnline == online else {
      throw StepFailure(
        online
          ? "端末はオフラインなので、サーバーは応答しません。かわりに「つながらないまま、しばらくたつ」と書いてください。"
          : "端末はオンラインです。かわりに「サーバーが応答する」と書いてください。")
    }
    let waiting = server.waitingCount
    guard waiting > 0 else {
      throw StepFailure("アプリはサーバーを待っていません。前の応答のあと、何も送っていません。")
    }
    for _ in 0..<waiting where server.releaseOldest() { await store.absorbReceived() }
  }

  /// Lets time pass on the scenario's clock (the queue is sent again when its time came).
  func wait(seconds: Int) async throws {
    try catchUp()
    expected.passed(.seconds(seconds))
    await clock.advance(by: .seconds(seconds))
    try await running().absorbReceived()
  }

  /// Something outside the app happened (the backend changed); runs the app until it is idle.
  func afterOutsideChange() async throws { try await running().absorbReceived() }

  // MARK: Describing

  /// Takes as described one copy of `action`, when it came back (a step that may be written
  /// again finds none the second time); a second copy is left for the checks to report.
  func acknowledge(_ action: AppFeature.Action) async throws {
    let store = try running()
    await store.absorbReceived()
    if store.undescribedActions.contains(action) { try await store.expectReceived(action) }
  }

  /// Takes in what the backend answered since a step last looked (``BackendLog``).
  func catchUp() throws {
    try expected.take(log.since(expected.seen), online: backend.isOnline)
  }

  /// Takes as described each action `expected` names at `actions` (they must all have come
  /// back), and forgets them.
  func take(_ actions: WritableKeyPath<Bookkeeping, [AppFeature.Action]>) async throws {
    let store = try running()
    let named = expected[keyPath: actions]
    expected[keyPath: actions] = []
    for action in named { try await store.expectReceived(action) }
  }

  /// The backend's answers echoing back and the app's own bookkeeping: described by every Then
  /// step. What came back is what the backend handed over and answered (``BackendLog``), each by
  /// name: a list handed over (`tasksUpdated`, `tasksChanged`), a completion taken or a queued one
  /// confirmed (`taskUpdateSucceeded`, `syncConfirmed`, `syncFinished`, the queue sent again), a
  /// parent's request done; and the app's memory is what the scenario did: the list followed, the
  /// shins and reminders seeing the backend's list, the completions sent and not answered, the
  /// queue being sent, the parent's requests under way, the tasks counted and celebrated
  /// (``Bookkeeping``). A flag left standing or an answer no step sent fails here.
  func settleEcho() async throws {
    let store = try running()
    await store.absorbReceived()
    try catchUp()
    try await take(\.echo)
    let listed = backend.tasks
    // Each checked as a whole, whether or not it changed since a step last described it.
    try store.expect(\.tasks.isListening, true)
    try store.expect(\.shins.taskShins, Dictionary(listed.map { ($0.id, $0.shin) }, uniquingKeysWith: { $1 }))
    try store.expect(\.notifications.tasks, listed)
    // The child completes only a task still to do: that is what it goes back to if the send fails.
    try store.expect(\.tasks.completing, Dictionary(expected.sending.map { ($0, .todo) }, uniquingKeysWith: { $1 }))
    try store.expect(\.tasks.isSyncing, expected.isSyncing)
    try store.expect(\.shins.counted, expected.counted)
    try store.expect(\.parent.busy, expected.busy)
    try store.expect(\.ai.celebrated, expected.celebrated)
  }

  /// The task titled `title` (task ids are their titles in these scenarios, except tasks the
  /// parent creates in the app).
  func task(_ title: String) throws -> TaskItem {
    guard let task = try running().state.tasks.tasks.first(where: { $0.title == title }) else {
      let titles = try running().state.tasks.tasks.map { "「\($0.title)」" }.joined(separator: "、")
      throw StepFailure("子どものリストに「\(title)」はありません。リストにあるのは \(titles.isEmpty ? "なし" : titles)")
    }
    return task
  }
}
