import Evergreen
import EvergreenTesting
import Foundation
import TaskShin
import Testing

@MainActor
@Suite("通知: 許可とリマインダー")
struct ReminderTests {
  static let sevenPM = Date(timeIntervalSince1970: 1_800_000_000)
  static var hamigaki: TaskItem {
    var task = TaskFixtures.hamigaki
    task.due = sevenPM
    return task
  }
  static var reminder: Reminder { Reminder(taskID: "hamigaki", title: "はみがき", date: sevenPM) }

  @Test("画面を開くと、今の許可の状態を確かめる")
  func checksPermission() async {
    let store = TestStore(initialState: NotificationFeature.State()) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications.authorization = { .denied }
    }
    await store.send(.checkPermission)
    await store.receive(.permissionChecked(.denied)) { $0.permission = .denied }
    await store.finish()
  }

  @Test("許可を求めると「確認中」になり、許可されると期限のあるタスクにリマインダーが入る")
  func allowedSchedulesDueTasks() async {
    let device = DeviceReminders(allowsWhenAsked: true)
    let store = TestStore(
      initialState: NotificationFeature.State(tasks: [Self.hamigaki, TaskFixtures.katazuke])
    ) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications = device.client
    }
    await store.send(.askPermissionTapped) { $0.permission = .asking }
    await store.receive(.permissionAnswered(allowed: true)) {
      $0.permission = .allowed
      $0.scheduled = ["hamigaki": Self.sevenPM]
    }
    #expect(device.scheduled == [Self.reminder], "one reminder, only for the task with a due time")
    await store.send(.askPermissionTapped)
    await store.finish()
  }

  @Test("許可されないとリマインダーは一つも入らず、許可のしかたを見られる")
  func deniedSchedulesNothing() async {
    let device = DeviceReminders(allowsWhenAsked: false)
    let store = TestStore(initialState: NotificationFeature.State()) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications = device.client
    }
    await store.send(.askPermissionTapped) { $0.permission = .asking }
    await store.receive(.permissionAnswered(allowed: false)) { $0.permission = .denied }
    await store.send(.tasksChanged([Self.hamigaki])) { $0.tasks = [Self.hamigaki] }
    await store.send(.howToAllowTapped) { $0.showsHowToAllow = true }
    #expect(device.scheduled.isEmpty)
    await store.finish()
  }

  @Test("まだ許可を聞いていないうちは、タスクが増えてもリマインダーを入れない")
  func notAskedSchedulesNothing() async {
    // The test value of NotificationClient.schedule fails the test if it is called.
    let store = TestStore(initialState: NotificationFeature.State()) { NotificationFeature() }
    await store.send(.tasksChanged([Self.hamigaki])) { $0.tasks = [Self.hamigaki] }
    await store.send(.howToAllowTapped)
    await store.finish()
  }

  @Test("終わったタスクや消えたタスクのリマインダーは取り消される")
  func doneTaskLosesItsReminder() async {
    let device = DeviceReminders()
    let store = TestStore(initialState: NotificationFeature.State(permission: .allowed)) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications = device.client
    }
    await store.send(.tasksChanged([Self.hamigaki])) {
      $0.tasks = [Self.hamigaki]
      $0.scheduled = ["hamigaki": Self.sevenPM]
    }
    #expect(device.scheduled == [Self.reminder])
    let done = TaskFixtures.with(Self.hamigaki, status: .completed)
    await store.send(.tasksChanged([done])) {
      $0.tasks = [done]
      $0.scheduled = [:]
    }
    #expect(device.scheduled.isEmpty)
    await store.send(.tasksChanged([])) { $0.tasks = [] }
    await store.finish()
  }

  @Test("期限の時間が変わると、リマインダーは新しい時間に入りなおし、ほかのタスクのものはそのまま")
  func movedDueTimeReschedules() async {
    let device = DeviceReminders()
    let eightPM = Self.sevenPM.addingTimeInterval(3600)
    var shukudai = TaskFixtures.shukudai
    shukudai.due = Self.sevenPM
    let store = TestStore(initialState: NotificationFeature.State(permission: .allowed)) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications = device.client
    }
    await store.send(.tasksChanged([Self.hamigaki, shukudai])) {
      $0.tasks = [Self.hamigaki, shukudai]
      $0.scheduled = ["hamigaki": Self.sevenPM, "shukudai": Self.sevenPM]
    }
    var moved = Self.hamigaki
    moved.due = eightPM
    await store.send(.tasksChanged([moved, shukudai])) {
      $0.tasks = [moved, shukudai]
      $0.scheduled["hamigaki"] = eightPM
    }
    #expect(
      device.scheduled == [
        Reminder(taskID: "hamigaki", title: "はみがき", date: eightPM),
        Reminder(taskID: "shukudai", title: "しゅくだい", date: Self.sevenPM),
      ])
    await store.finish()
  }

  @Test("端末がリマインダーを断ると、入っていないものとして扱う")
  func scheduleFailure() async {
    let store = TestStore(initialState: NotificationFeature.State(permission: .allowed)) {
      NotificationFeature()
    } withDependencies: {
      $0.notifications.schedule = { _ in throw ServiceError.failed("full") }
    }
    await store.send(.tasksChanged([Self.hamigaki])) {
      $0.tasks = [Self.hamigaki]
      $0.scheduled = ["hamigaki": Self.sevenPM]
    }
    await store.receive(.reminderFailed("hamigaki")) { $0.scheduled = [:] }
    await store.finish()
  }
}
