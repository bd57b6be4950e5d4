import Evergreen
import EvergreenTesting
import TaskShin
import Testing

@MainActor
@Suite("アプリ: 機能をまたぐきまり")
struct CrossFeatureTests {
  static var started: AppFeature.State {
    AppFeature.State(
      tasks: TaskFeature.State(tasks: IdentifiedArray(uniqueElements: TaskFixtures.all)),
      shins: ShinFeature.State(taskShins: ["hamigaki": .hoshi, "katazuke": .mori, "shukudai": .umi]),
      notifications: NotificationFeature.State(permission: .denied))
  }

  /// The started app whose backend accepts every completion, whose shins are saved into `saves`,
  /// and whose AI celebrates with 「すごい！」.
  static func storeWhereEverythingSucceeds(savingShinsTo saves: CallLog<ShinProgress>) -> TestStoreOf<AppFeature> {
    TestStore(initialState: started) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService.updateTask = { _, _ in }
      $0.firebaseService.saveShinProgress = { saves.record($0) }
      $0.aiService.celebrate = { _ in "すごい！" }
      $0.clock = TestClock()
    }
  }

  @Test("タスクを終えると、しんの成長とおいわいが同時に始まり、育ったしんはバックエンドに保存される")
  func completionGrowsAndCelebrates() async {
    let saves = CallLog<ShinProgress>()
    let store = Self.storeWhereEverythingSucceeds(savingShinsTo: saves)
    await store.send(.tasks(.completeTask("hamigaki"))) {
      $0.tasks.tasks[id: "hamigaki"]?.status = .completed
      $0.tasks.completing = ["hamigaki": .todo]
    }
    await store.receiveFirstGrowth(of: "hamigaki", discovering: .hoshi)
    await store.receive(.tasks(.taskUpdateSucceeded("hamigaki"))) { $0.tasks.completing = [:] }
    await store.receive(.ai(.celebrationReceived(Celebration(taskID: "hamigaki", message: "すごい！")))) {
      $0.ai.celebration = Celebration(taskID: "hamigaki", message: "すごい！")
    }
    await store.finish()
    #expect(saves.calls == [ShinProgress(shins: [Shin(kind: .hoshi, growth: 1)], counted: ["hamigaki"])])
  }

  @Test("二度押しでは、完了も成長もおいわいも一度だけ")
  func doubleTapOnceEverywhere() async {
    let saves = CallLog<ShinProgress>()
    let store = Self.storeWhereEverythingSucceeds(savingShinsTo: saves)
    await store.withExhaustivity(.off) {
      await store.send(.tasks(.completeTask("katazuke")))
      await store.skipReceivedActions()
    }
    await store.send(.tasks(.completeTask("katazuke")))
    #expect(store.state.shins.shins == [Shin(kind: .mori, growth: 1)])
    #expect(saves.calls.count == 1, "saved once, when the shin grew")
    await store.finish()
  }

  @Test("送れなかった完了は、タスクを戻し、しんの成長とそのお知らせも取り消し、おいわいしたことも忘れる")
  func failedCompletionTakesTheGrowthBack() async {
    let clock = TestClock()
    let saves = CallLog<ShinProgress>()
    let store = TestStore(initialState: Self.started) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService.saveShinProgress = { saves.record($0) }
      $0.firebaseService.updateTask = { _, _ in
        try await clock.sleep(for: .seconds(1))
        throw ServiceError.unreachable
      }
      $0.aiService.celebrate = { _ in "すごい！" }
      $0.clock = clock
    }
    await store.send(.tasks(.completeTask("hamigaki"))) {
      $0.tasks.tasks[id: "hamigaki"]?.status = .completed
      $0.tasks.completing = ["hamigaki": .todo]
    }
    await store.receiveFirstGrowth(of: "hamigaki", discovering: .hoshi)
    await store.receive(.ai(.celebrationReceived(Celebration(taskID: "hamigaki", message: "すごい！")))) {
      $0.ai.celebration = Celebration(taskID: "hamigaki", message: "すごい！")
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.tasks(.taskUpdateFailed("hamigaki", .unreachable))) {
      $0.tasks.tasks[id: "hamigaki"]?.status = .todo
      $0.tasks.completing = [:]
      $0.errorState = ErrorState(error: .service(.unreachable))
      $0.ai.celebrated = []
    }
    await store.receive(.shins(.undoGrowthForTask("hamigaki"))) {
      $0.shins.shins = []
      $0.shins.counted = []
      $0.shins.events = []
    }
    await store.finish()
    #expect(
      saves.calls == [ShinProgress(shins: [Shin(kind: .hoshi, growth: 1)], counted: ["hamigaki"]), ShinProgress()])
  }

  @Test("オフラインで育ったしんは保存せず、ネットワークが戻ったときに保存する。開きなおすと保存したしんが読み込まれる")
  func shinsSavedWhenOnlineAndLoadedAgain() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    var state = Self.started
    state.tasks.network.isOnline = false
    let store = TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.aiService.celebrate = { _ in "すごい！" }
      $0.clock = TestClock()
    }
    store.exhaustivity = .off
    await store.send(.tasks(.completeTask("hamigaki")))
    await store.skipReceivedActions()
    #expect(backend.shinProgress == ShinProgress(), "not saved while offline")
    await store.send(.tasks(.networkStatusChanged(isOnline: true)))
    await store.skipReceivedActions()
    let grown = ShinProgress(shins: [Shin(kind: .hoshi, growth: 1)], counted: ["hamigaki"])
    #expect(backend.shinProgress == grown)

    let reopened = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
    }
    await reopened.send(.shins(.loadShins))
    await reopened.receive(.shins(.shinsLoaded(grown))) {
      $0.shins.shins = [Shin(kind: .hoshi, growth: 1)]
      $0.shins.counted = ["hamigaki"]
    }
    await reopened.finish()
  }

  @Test("もう承認されたタスクを押しても、しんは育たず、おいわいも出ない")
  func approvedTaskIgnoredEverywhere() async {
    var state = Self.started
    state.tasks.tasks[id: "hamigaki"]?.status = .approved
    // The test values of updateTask and celebrate fail the test if they are called.
    let store = TestStore(initialState: state) { AppFeature() }
    await store.send(.tasks(.completeTask("hamigaki")))
    await store.finish()
  }

  @Test("バックエンドのリストが届くと、しんの対応とリマインダーの対象が更新される")
  func tasksUpdatedReachesShinsAndReminders() async {
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() }
    let tasks = [TaskFixtures.hamigaki, TaskFixtures.shukudai]
    await store.send(.tasks(.tasksUpdated(tasks))) {
      $0.tasks.tasks = IdentifiedArray(uniqueElements: tasks)
      $0.shins.taskShins = ["hamigaki": .hoshi, "shukudai": .umi]
    }
    await store.receive(.notifications(.tasksChanged(tasks))) { $0.notifications.tasks = tasks }
    await store.finish()
  }

  @Test("アプリを開くと、タスクの見守り・プロフィール・しんの読み込み・通知の確認が始まる")
  func appStarted() async throws {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let device = DeviceReminders()
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.networkMonitor = backend.networkMonitor
      $0.notifications = device.client
    }
    await store.send(.appStarted)
    await store.receive(.tasks(.startListening)) { $0.tasks.isListening = true }
    await store.receive(.user(.loadProfile)) { $0.user.isLoading = true }
    await store.receive(.shins(.loadShins))
    await store.receive(.notifications(.checkPermission))
    await store.receive(.user(.profileLoaded(nil))) { $0.user.isLoading = false }
    await store.receive(.shins(.shinsLoaded(ShinProgress())))
    await store.receive(.notifications(.permissionChecked(.notAsked)))
    await store.receiveFirstList([TaskFixtures.hamigaki])
    await store.send(.tasks(.stopListening)) { $0.tasks.isListening = false }
    #expect(backend.listenerCount == 0)
    await store.finish()
  }
}
