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
/// as a precondition. `Then` steps describe what the child or parent sees. What the app keeps for
/// itself (which shin each task grows, the list the reminders see, requests under way, tasks
/// already counted or celebrated) and the backend's list echoing back are taken as described by
/// every `Then` step (``settleEcho()``); what they lead to on screen is not.
@MainActor
final class TaskShinScenario {
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
  var shins = ShinFeature.State()
  let failingSends = SendFailures()

  /// 19:00 on the scenario's day: the due time the steps speak of.
  static let sevenPM = Date(timeIntervalSince1970: 1_800_000_000)

  static func of(_ context: ScenarioContext) -> TaskShinScenario {
    context.value(default: TaskShinScenario.init)
  }

  func open(in context: ScenarioContext) async {
    backend = TaskShinBackend(tasks: tasks, profile: profile, clock: clock)
    if startsOffline { backend.goOffline() }
    reminders = DeviceReminders(allowsWhenAsked: allowsReminders)
    let backend = backend
    let store = ScenarioStoreOf<AppFeature>(initialState: AppFeature.State(shins: shins)) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.firebaseService.updateTask = failing(backend.firebaseService.updateTask)
      $0.networkMonitor = backend.networkMonitor
      $0.aiService = ai.service
      $0.notifications = reminders.client
      $0.localSettings = device.settings
      $0.clock = clock
      $0.uuid = .incrementing
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
    }
    self.store = store
    context.addCheckpoint(ChildLeavesTheApp(store))
    context.start(store)
    await store.arrange(.appStarted)
    backend.latency = sendLatency
  }

  /// `updateTask` that fails, after the latency, for the tasks a step said would fail (once each).
  private func failing(
    _ updateTask: @escaping @Sendable (TaskID, TaskStatus) async throws -> Void
  ) -> @Sendable (TaskID, TaskStatus) async throws -> Void {
    { [failingSends, backend, clock] id, status in
      guard failingSends.takeFailure(of: id) else { return try await updateTask(id, status) }
      if backend.latency > .zero { try await clock.sleep(for: backend.latency) }
      throw ServiceError.unreachable
    }
  }

  func running() throws -> ScenarioStoreOf<AppFeature> {
    guard let store else {
      throw StepFailure("The app is not open yet: start with 'アプリを開いている' after the 前提 steps that set up the world.")
    }
    return store
  }

  func send(_ actions: AppFeature.Action...) async throws {
    let store = try running()
    for action in actions { await store.send(action) }
  }

  /// Lets time pass on the scenario's clock.
  func wait(seconds: Int) async throws {
    await clock.advance(by: .seconds(seconds))
    try await running().absorbReceived()
  }

  /// Something outside the app happened (the backend changed); runs the app until it is idle.
  func afterOutsideChange() async throws { try await running().absorbReceived() }

  // MARK: Describing

  /// Takes as described every action that came back matching `isIt`.
  func acknowledge(_ isIt: (AppFeature.Action) -> Bool) async throws {
    let store = try running()
    await store.absorbReceived()
    for action in store.undescribedActions where isIt(action) { try await store.expectReceived(action) }
  }

  /// The backend's list echoing back and the app's own bookkeeping: described by every Then step.
  func settleEcho() async throws {
    try await acknowledge { action in
      switch action {
      case .tasks(.tasksUpdated), .notifications(.tasksChanged), .tasks(.taskUpdateConfirmed),
        .tasks(.syncConfirmed), .tasks(.syncFailed), .tasks(.syncFinished), .parent(.taskSaved),
        .parent(.taskDeleted), .parent(.taskReviewed):
        true
      default: false
      }
    }
    let store = try running()
    let state = store.state
    try store.expect {
      $0.shins.taskShins = state.shins.taskShins
      $0.shins.counted = state.shins.counted
      $0.notifications.tasks = state.notifications.tasks
      $0.tasks.completing = state.tasks.completing
      $0.tasks.isSyncing = state.tasks.isSyncing
      $0.parent.busy = state.parent.busy
      $0.ai.celebrated = state.ai.celebrated
    }
  }

  /// The task titled `title` (task ids are their titles in these scenarios, except tasks the
  /// parent creates in the app).
  func task(_ title: String) throws -> TaskItem {
    guard let task = try running().state.tasks.tasks.first(where: { $0.title == title }) else {
      let titles = try running().state.tasks.tasks.map { "「\($0.title)」" }.joined(separator: "、")
      throw StepFailure("The child's list has no task 「\(title)」; it has \(titles.isEmpty ? "no tasks" : titles).")
    }
    return task
  }
}
