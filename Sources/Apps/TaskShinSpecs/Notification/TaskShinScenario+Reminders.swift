import SpecRun
import TaskShin

/// Reminders for due tasks.
extension TaskShinScenario {
  func expectPermission(_ word: String) async throws {
    try await acknowledge {
      switch $0 {
      case .notifications(.checkPermission), .notifications(.permissionAnswered), .notifications(.permissionChecked): true
      default: false
      }
    }
    try await settleEcho()
    try running().expect(\.notifications.permission, try Vocabulary.permission(word))
  }

  func expectReminder(for title: String) async throws {
    try await settleEcho()
    let id = try task(title).id
    guard reminders.scheduled.contains(where: { $0.taskID == id }) else {
      throw StepFailure("The device has no reminder for 「\(title)」; it has \(reminders.scheduled.map(\.title)).")
    }
    try running().expect { $0.notifications.scheduled.insert(id) }
  }

  func expectNoReminders() async throws {
    try await acknowledge { if case .notifications(.reminderFailed) = $0 { true } else { false } }
    try await settleEcho()
    guard reminders.scheduled.isEmpty else {
      throw StepFailure("The device still has reminders for \(reminders.scheduled.map(\.title)).")
    }
    try running().expect(\.notifications.scheduled, [])
  }

  func expectHowToAllow(_ text: String) async throws {
    try await settleEcho()
    guard text == NotificationFeature.howToAllow else {
      throw StepFailure("The app explains 「\(NotificationFeature.howToAllow)」.")
    }
    try running().expect(\.notifications.showsHowToAllow, true)
  }
}
