import SpecRun
import TaskShin

/// Reminders for due tasks.
extension TaskShinScenario {
  /// Asking for permission (or opening the app) brought back the device's answer, as the scenario
  /// set it, and the app shows `word`.
  func expectPermission(_ word: String) async throws {
    try await settleEcho()
    try await take(\.permission)
    try running().expect(\.notifications.permission, try Vocabulary.permission(word))
  }

  /// The device rings a reminder for `title` at `hour`:00 on the scenario's day, and the app knows it.
  func expectReminder(for title: String, at hour: Int) async throws {
    try await settleEcho()
    try await take(\.reminders)
    let id = try task(title).id
    let due = try Self.due(hour: hour)
    guard let reminder = reminders.scheduled.first(where: { $0.taskID == id }) else {
      throw StepFailure("端末に「\(title)」の通知は入っていません。入っている通知: \(reminders.scheduled.map(\.title))")
    }
    guard reminder.date == due, reminder.title == title else {
      throw StepFailure(
        "端末にある「\(title)」の通知は「\(reminder.title)」、\(reminder.date)で、\(hour)時（\(due)）ではありません。")
    }
    try running().expect { $0.notifications.scheduled[id] = due }
  }

  /// The app counts a reminder for `title` at `hour`:00 as scheduled while the device has not
  /// answered yet (a reminder the device will refuse, ``refusedReminders``).
  func expectReminderAsked(for title: String, at hour: Int) async throws {
    try await settleEcho()
    let id = try task(title).id
    guard deviceAnswers.waitingCount > 0, !reminders.scheduled.contains(where: { $0.taskID == id }) else {
      throw StepFailure(
        "アプリが頼んだ通知は端末がすべて受けつけています。「「\(title)」の通知が\(hour)時に入っている」か「通知は一つも入っていない」と書いてください。")
    }
    let due = try Self.due(hour: hour)
    try running().expect { $0.notifications.scheduled[id] = due }
  }

  /// The device answers the reminders it was asked for and refuses (``refusedReminders``).
  func deviceRefusesReminders() async throws {
    let store = try running()
    guard deviceAnswers.releaseAll() > 0 else {
      throw StepFailure(
        "端末が受けつけない通知をアプリは頼んでいません。アプリを開く前に「端末は「…」の通知を受けつけない」と書いてください。")
    }
    await store.absorbReceived()
  }

  /// The parent moves `title`'s due time to `hour`:00 from another device.
  func parentMovesElsewhere(_ title: String, toHour hour: Int) async throws {
    var task = try task(title)
    task.due = try Self.due(hour: hour)
    known[title]?.due = task.due
    try await backend.firebaseService.saveTask(task)
    try await afterOutsideChange()
  }

  /// No reminder waits on the device (those it refused came back refused), and the app knows it.
  func expectNoReminders() async throws {
    try await settleEcho()
    try await take(\.reminders)
    guard reminders.scheduled.isEmpty else {
      throw StepFailure("端末にはまだ通知が入っています: \(reminders.scheduled.map(\.title))")
    }
    try running().expect(\.notifications.scheduled, [:])
  }

  /// The app asks the device, unless the device was asked before: the device answers as the
  /// scenario set it.
  func askPermission() async throws {
    if await reminders.client.authorization() == .notAsked {
      expected.permission.append(.notifications(.permissionAnswered(allowed: allowsReminders)))
    }
    try await send(.notifications(.askPermissionTapped))
  }

  func expectHowToAllow(_ text: String) async throws {
    try await settleEcho()
    guard text == NotificationFeature.howToAllow else {
      throw StepFailure("アプリの説明は「\(NotificationFeature.howToAllow)」です。")
    }
    try running().expect(\.notifications.showsHowToAllow, true)
  }
}
